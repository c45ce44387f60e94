import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import { NetworkStatsSchema, type NetworkStats } from './network-stats-schema'

export type { NetworkStats }

export async function getNetworkStats(): Promise<NetworkStats> {
  const { data, error } = await supabase.from('network_stats').select('countries, courts, members').single()
  if (error) throw new Error(error.message)
  return v.parse(NetworkStatsSchema, data)
}
