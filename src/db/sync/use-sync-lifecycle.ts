import { useEffect, useRef } from 'react'
import { sessionStore } from '~/db/session-store'
import { useSession } from '~/db/use-session'

/**
 * The one place sync follows the session: a signed-in user gets their database and sync engine, signing
 * out (here, in another tab, or a session that expired) stops it and closes the database, so no screen can
 * read the previous user's data. The engine (and Dexie) load only once someone signs in. When a session ends,
 * the user's local data is put away as a sign-out here would (another tab's sign-out cannot do it for this one:
 * this tab's sync may write again until it hears of the sign-out).
 */
let engineLoaded = false

export function useSyncLifecycle(): void {
  const userId = useSession().user?.id ?? null
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const ended = previous.current !== userId ? previous.current : null
    previous.current = userId
    let cancelled = false
    let unsubscribe = () => {}
    // A visitor who never signed in here has no engine to stop nor data to put away: no Dexie for them.
    if (!userId && !ended && !engineLoaded) return
    engineLoaded = true
    void Promise.all([import('./engine'), import('../user-database')]).then(([engine, databases]) => {
      if (cancelled) return
      if (!userId) {
        engine.stopSync()
        databases.closeUserDatabase()
        if (ended) {
          void import('../session-data')
            .then((data) => data.settleEndedSession(ended))
            .catch((err: unknown) => console.warn('Could not remove local data', err))
        }
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

/**
 * A visitor on the public pages (booking, matches; `visitor`: nobody signed in, the session settled): the visitor's engine keeps
 * the public clubs, courts and free cells on this device. Signing in replaces it with the user's (startSync).
 */
export function useVisitorSync(visitor: boolean): void {
  useEffect(() => {
    if (!visitor) return
    let cancelled = false
    engineLoaded = true
    void import('./engine').then((engine) => {
      if (!cancelled && !sessionStore.getSnapshot().user) void engine.startVisitorSync()
    })
    return () => {
      cancelled = true
    }
  }, [visitor])
}
