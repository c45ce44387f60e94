import { useCallback, useEffect, useState } from 'react'
import type { MatchMessage } from '~/db/types'
import { fetchMatchDetail } from '../api/match-detail'

/**
 * The match as the server has it now (stored on the device, where the page reads it) and its thread, asked once the
 * page opens online, again when the connection comes back, and on `refresh` (a share paid by card). `thread`: undefined while asked, null when the
 * caller may not read it or it could not be had.
 */
export function useMatchDetail(matchId: string, online: boolean) {
  const [thread, setThread] = useState<MatchMessage[] | null | undefined>(undefined)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (!online) return
    let live = true
    fetchMatchDetail(matchId)
      .then((detail) => live && setThread(detail.thread))
      .catch(() => live && setThread(null))
    return () => {
      live = false
    }
  }, [matchId, online, asked])
  const add = useCallback((message: MatchMessage) => setThread((t) => [...(t ?? []), message]), [])
  const refresh = useCallback(() => setAsked((n) => n + 1), [])
  return { thread, add, refresh }
}
