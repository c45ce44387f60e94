import * as v from 'valibot'
import { readPublic } from './public-rest'
import { NetworkStatsSchema, type NetworkStats } from './network-stats-schema'

export type { NetworkStats }

export async function getNetworkStats(): Promise<NetworkStats> {
  return v.parse(NetworkStatsSchema, await readPublic('network_stats', 'select=countries,courts,members', { single: true }))
}
