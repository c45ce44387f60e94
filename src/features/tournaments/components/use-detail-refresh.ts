import { useEffect, useState } from 'react'
import { fetchTournamentDetail, useSyncStatus } from '~/db/queries'
import { useUserDatabase } from '~/db/user-database'

export type RefreshState = 'idle' | 'loading' | 'error'

/**
 * Fetches the tournament's entries, draw and results when online (they are stored on this device, so the
 * page also opens offline), again when the connection comes back and whenever `version` changes (a
 * registration of this device settled, a result was recorded).
 */
export function useDetailRefresh(tournamentId: string, version: string): RefreshState {
  const db = useUserDatabase()
  const { online } = useSyncStatus()
  const [state, setState] = useState<RefreshState>('idle')
  useEffect(() => {
    if (!db || !online) return
    let live = true
    setState('loading')
    void fetchTournamentDetail(db, tournamentId).then((read) => {
      // Offline after all (the request never got an answer): the cached copy stands, nothing to report.
      if (live) setState(read.status === 'error' ? 'error' : 'idle')
    })
    return () => {
      live = false
    }
  }, [db, online, tournamentId, version])
  return online ? state : 'idle'
}
