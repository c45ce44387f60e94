import type { RankingEntry, Trend } from '~/db/types'

const LABELS: Record<Trend, string> = { up: 'Up', down: 'Down', neutral: 'Same' }

/** The spec's words for a trend: Up, Down or Same (values up, down, neutral). */
export function trendLabel(trend: Trend): string {
  return LABELS[trend] ?? 'Same'
}

/** "Up 3 places since last week", "New this week", "Same place as last week". */
export function trendDescription(entry: Pick<RankingEntry, 'trend' | 'rank_change'>): string {
  const n = Math.abs(entry.rank_change)
  const places = `${n} ${n === 1 ? 'place' : 'places'}`
  if (entry.trend === 'up') return n === 0 ? 'New this week' : `Up ${places} since last week`
  if (entry.trend === 'down') return `Down ${places} since last week`
  return 'Same place as last week'
}
