import { useEffect, useState } from 'react'
import { todayInZone, type IsoDate } from '~/lib/club-time'
import { fetchClubReport, type ClubReport } from '../api/club-report'
import { fetchClubTimeZone } from '../api/club-time-zone'
import type { Period } from '~/lib/report-period'

export type ReportState =
  | { status: 'loading'; stale: ClubReport | null }
  | { status: 'error'; message: string }
  | { status: 'ready'; report: ClubReport }

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Today on the club's calendar (the presets are the club's days, not the device's); null until known. */
export function useClubToday(clubId: string | null): { today: IsoDate | null; error: string | null } {
  const [known, setKnown] = useState<{ clubId: string; today: IsoDate } | { clubId: string; error: string } | null>(null)
  useEffect(() => {
    if (!clubId) return
    let live = true
    fetchClubTimeZone(clubId).then(
      (zone) => live && setKnown({ clubId, today: todayInZone(zone) }),
      (err: unknown) => live && setKnown({ clubId, error: message(err) }),
    )
    return () => {
      live = false
    }
  }, [clubId])
  const current = known && known.clubId === clubId ? known : null
  return { today: current && 'today' in current ? current.today : null, error: current && 'error' in current ? current.error : null }
}

/** The report of one club and period, loaded again whenever either changes; an older answer never replaces a newer. */
export function useClubReport(clubId: string | null, period: Period | null): ReportState {
  const from = period?.from
  const to = period?.to
  const key = clubId && from && to ? `${clubId}/${from}/${to}` : null
  const [loaded, setLoaded] = useState<{ key: string; state: ReportState } | null>(null)
  useEffect(() => {
    if (!key || !clubId || !from || !to) return
    let live = true
    fetchClubReport(clubId, from, to).then(
      (report) => live && setLoaded({ key, state: { status: 'ready', report } }),
      (err: unknown) => live && setLoaded({ key, state: { status: 'error', message: message(err) } }),
    )
    return () => {
      live = false
    }
  }, [key, clubId, from, to])
  if (loaded && loaded.key === key) return loaded.state
  // While the next period loads, the last report of the same club stays on screen (marked busy), not a blank page.
  const stale = loaded && clubId && loaded.key.startsWith(`${clubId}/`) && loaded.state.status === 'ready' ? loaded.state.report : null
  return { status: 'loading', stale }
}
