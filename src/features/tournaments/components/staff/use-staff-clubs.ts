import { useCallback, useEffect, useState } from 'react'
import { fetchStaffClubs, type StaffClub } from '~/lib/staff-clubs'
import { m } from '~/i18n/member'

export type StaffClubsState = { status: 'loading' } | { status: 'ready'; clubs: StaffClub[] } | { status: 'failed'; message: string }

/** The clubs the staff member runs; a failure (offline) is a state the page explains, with a retry. */
export function useStaffClubs(): { state: StaffClubsState; retry: () => void } {
  const [state, setState] = useState<StaffClubsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    fetchStaffClubs()
      .then((clubs) => live && setState({ status: 'ready', clubs }))
      .catch((err: unknown) => {
        if (!live) return
        const offline = typeof navigator !== 'undefined' && !navigator.onLine
        setState({ status: 'failed', message: offline ? m.tournaments_staff_offline() : err instanceof Error ? err.message : String(err) })
      })
    return () => {
      live = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
