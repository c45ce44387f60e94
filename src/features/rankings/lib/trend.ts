import type { RankingEntry, Trend } from '~/db/types'
import { m } from '~/i18n/member'

const LABELS: Record<Trend, () => string> = { up: () => m.rankings_trend_up(), down: () => m.rankings_trend_down(), neutral: () => m.rankings_trend_same() }

/** The words for a trend (docs/product.md §2.13): Up, Down or Same (values up, down, neutral). */
export function trendLabel(trend: Trend): string {
  return (LABELS[trend] ?? LABELS.neutral)()
}

/** "Up 3 places since last week", "New this week", "Same place as last week". */
export function trendDescription(entry: Pick<RankingEntry, 'trend' | 'rank_change'>): string {
  const n = Math.abs(entry.rank_change)
  if (entry.trend === 'up') return n === 0 ? m.rankings_trend_new() : m.rankings_trend_up_places({ count: n })
  if (entry.trend === 'down') return m.rankings_trend_down_places({ count: n })
  return m.rankings_trend_same_place()
}
