import { useEffect, useState } from 'react'
import { getNetworkStats, type NetworkStats } from './get-network-stats'

export type NetworkStatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: NetworkStats }
  | { status: 'failed' }

/**
 * Loads the hero counters once. A failure (offline first visit, API down) is a state the hero shows
 * by leaving the numbers out — never by showing made-up ones — and it is not worth a toast.
 */
export function useNetworkStats(): NetworkStatsState {
  const [state, setState] = useState<NetworkStatsState>({ status: 'loading' })
  useEffect(() => {
    let alive = true
    getNetworkStats()
      .then((stats) => alive && setState({ status: 'ready', stats }))
      .catch((err: unknown) => {
        console.warn('Could not load network stats', err)
        if (alive) setState({ status: 'failed' })
      })
    return () => {
      alive = false
    }
  }, [])
  return state
}
