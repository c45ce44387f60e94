import { useEffect } from 'react'
import { sessionStore } from '~/db/session-store'
import { useSession } from '~/db/use-session'

/**
 * The one place sync follows the session: a signed-in user gets their database and sync engine, signing
 * out (here, in another tab, or a session that expired) stops it and closes the database, so no screen can
 * read the previous user's data. The engine (and Dexie) load only once someone signs in.
 */
export function useSyncLifecycle(): void {
  const userId = useSession().user?.id ?? null
  useEffect(() => {
    let cancelled = false
    let unsubscribe = () => {}
    void Promise.all([import('./engine'), import('../user-database')]).then(([engine, databases]) => {
      if (cancelled) return
      if (!userId) {
        engine.stopSync()
        databases.closeUserDatabase()
        return
      }
      unsubscribe = engine.onProfileSynced(() => void sessionStore.refreshProfile())
      void engine.startSync(userId)
    })
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [userId])
}

/** Mount once in the root route. */
export function SyncLifecycle(): null {
  useSyncLifecycle()
  return null
}
