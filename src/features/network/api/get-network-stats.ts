import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The one public row of hero counters (table `network_stats`, kept current by database triggers). */
export const NetworkStatsSchema = v.object({ countries: count, courts: count, members: count })
export type NetworkStats = v.InferOutput<typeof NetworkStatsSchema>

export async function getNetworkStats(): Promise<NetworkStats> {
  const { data, error } = await supabase.from('network_stats').select('countries, courts, members').single()
  if (error) throw new Error(error.message)
  return v.parse(NetworkStatsSchema, data)
}
