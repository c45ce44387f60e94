import * as v from 'valibot'
import { NetworkStatsSchema, type NetworkStats } from './network-stats-schema'

// The hero counters are public figures every visitor sees, signed in or not, so they are kept in localStorage
// (visitors have no per-user database): offline, the hero shows the last figures this device saw, and when.
const KEY = 'elsy.network-stats'

const KeptSchema = v.object({ stats: NetworkStatsSchema, at: v.pipe(v.string(), v.isoTimestamp()) })
export type KeptNetworkStats = v.InferOutput<typeof KeptSchema>

/** Keeps the figures just read; storage that refuses (private mode, full) only means no copy for next time. */
export function keepNetworkStats(stats: NetworkStats, now = new Date(), storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ stats, at: now.toISOString() }))
  } catch {
    // Nothing kept: offline, the hero says it has no figures rather than showing made-up ones.
  }
}

/** The figures this device last read, or null when there are none (or what is there no longer reads right). */
export function keptNetworkStats(storage: Pick<Storage, 'getItem'> = localStorage): KeptNetworkStats | null {
  try {
    const raw = storage.getItem(KEY)
    if (!raw) return null
    const parsed = v.safeParse(KeptSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
