import { useEffect, useState } from 'react'
import { getNetworkStats, type NetworkStats } from './get-network-stats'
import { keepNetworkStats, keptNetworkStats } from './kept-network-stats'

export type NetworkStatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: NetworkStats }
  /** The server could not be asked: the figures this device read last, and when (ISO). */
  | { status: 'kept'; stats: NetworkStats; at: string }
  | { status: 'failed' }

/**
 * Loads the hero counters once and keeps them on the device. A failure (offline, API down) shows the figures
 * kept from an earlier visit with their age, else a state the hero explains — never made-up numbers, never a toast.
 */
export function useNetworkStats(): NetworkStatsState {
  const [state, setState] = useState<NetworkStatsState>({ status: 'loading' })
  useEffect(() => {
    let alive = true
    getNetworkStats()
      .then((stats) => {
        keepNetworkStats(stats)
        if (alive) setState({ status: 'ready', stats })
      })
      .catch((err: unknown) => {
        console.warn('Could not load network stats', err)
        const kept = keptNetworkStats()
        if (alive) setState(kept ? { status: 'kept', ...kept } : { status: 'failed' })
      })
    return () => {
      alive = false
    }
  }, [])
  return state
}
