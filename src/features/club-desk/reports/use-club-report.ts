import { useEffect, useState } from 'react'
import { keepAnswer, keptAnswer } from '~/db/kept-answers'
import { useUserDatabase } from '~/db/user-database'
import { UnreachableError } from '~/lib/rpc-answer'
import type { Period } from '~/lib/report-period'
import { fetchClubReport, readClubReport, type ClubReport } from './club-report'

export type ReportState =
  | { status: 'loading'; stale: ClubReport | null }
  | { status: 'error'; message: string }
  /** `keptAt` (ISO): the server could not be asked, and this is the copy this device kept. */
  | { status: 'ready'; report: ClubReport; keptAt?: string }

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * The report of one club and period, loaded again whenever either changes (or the connection comes back: `version`);
 * an older answer never replaces a newer. Each report is kept on the device, so one looked at before opens offline.
 */
export function useClubReport(clubId: string | null, period: Period | null, version = 0): ReportState {
  const db = useUserDatabase()
  const from = period?.from
  const to = period?.to
  const key = clubId && from && to ? `${clubId}/${from}/${to}` : null
  const [loaded, setLoaded] = useState<{ key: string; state: ReportState } | null>(null)
  useEffect(() => {
    if (!key || !clubId || !from || !to) return
    let live = true
    const kept = `club-report:${key}`
    fetchClubReport(clubId, from, to).then(
      async (report) => {
        // Kept before it is shown: a report on screen is one this device can open again offline, even right away.
        if (db) await keepAnswer(db, 'club-report', kept, report).catch(() => undefined)
        if (live) setLoaded({ key, state: { status: 'ready', report } })
      },
      async (err: unknown) => {
        // Only an unanswered request falls back to the device's copy: a refusal is the server's answer.
        const copy = db && err instanceof UnreachableError ? await keptAnswer(db, kept, readClubReport).catch(() => null) : null
        if (!live) return
        setLoaded({ key, state: copy ? { status: 'ready', report: copy.data, keptAt: copy.fetchedAt } : { status: 'error', message: message(err) } })
      },
    )
    return () => {
      live = false
    }
  }, [key, clubId, from, to, version, db])
  if (loaded && loaded.key === key) return loaded.state
  // While the next period loads, the last report of the same club stays on screen (marked busy), not a blank page.
  const stale = loaded && clubId && loaded.key.startsWith(`${clubId}/`) && loaded.state.status === 'ready' ? loaded.state.report : null
  return { status: 'loading', stale }
}
