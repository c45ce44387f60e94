import { useCallback, useEffect, useState } from 'react'
import { useSyncStatus } from '~/db/queries'
import { fetchPendingTopUps, type PendingTopUp } from '../api/pending-top-ups'
import { m } from '~/i18n/member'

export interface PendingTopUpsState {
  rows: PendingTopUp[] | undefined
  error: string | null
  online: boolean
  reload: () => Promise<void>
  /** Takes a confirmed row off the list at once, before the next reload. */
  drop: (id: string) => void
}

// Members ask at the desk and staff look at the screen: a short poll keeps the list current without a push channel.
const POLL_MS = 20_000

/** The requests waiting at the staff member's desks, read live from the server (this list is never cached). */
export function usePendingTopUps(): PendingTopUpsState {
  const { online } = useSyncStatus()
  const [rows, setRows] = useState<PendingTopUp[] | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    try {
      setRows(await fetchPendingTopUps())
      setError(null)
    } catch (err) {
      setError(err instanceof Error ? err.message : m.wallet_pending_load_failed())
    }
  }, [])

  useEffect(() => {
    if (!online) return
    void reload()
    const timer = setInterval(() => document.visibilityState === 'visible' && void reload(), POLL_MS)
    return () => clearInterval(timer)
  }, [online, reload])

  const drop = useCallback((id: string) => setRows((r) => r?.filter((x) => x.id !== id)), [])
  return { rows, error, online, reload, drop }
}
