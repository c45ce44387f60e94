import * as v from 'valibot'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The one public row of hero counters (table `network_stats`, kept current by database triggers). */
export const NetworkStatsSchema = v.object({ countries: count, courts: count, members: count })
export type NetworkStats = v.InferOutput<typeof NetworkStatsSchema>
