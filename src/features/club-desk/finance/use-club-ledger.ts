import { useEffect, useState } from 'react'
import { fetchClubLedger, type ClubLedger } from './club-ledger'
import type { Period } from '~/lib/report-period'

type Loaded = { key: string; ledger: ClubLedger } | { key: string; error: string }

/** The ledger of one club and period, fetched again whenever either changes (null: nothing to ask yet). */
export function useClubLedger(clubId: string | null, period: Period | null) {
  const key = clubId && period ? JSON.stringify([clubId, period.from, period.to]) : null
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!key || !clubId || !period) return
    let live = true
    fetchClubLedger(clubId, period.from, period.to).then(
      (ledger) => live && setLoaded({ key, ledger }),
      (err: unknown) => live && setLoaded({ key, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
    // The key stands for the club and the period's two days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const current = loaded && loaded.key === key ? loaded : null
  return {
    ledger: current && 'ledger' in current ? current.ledger : null,
    error: current && 'error' in current ? current.error : null,
  }
}
