import { countText } from '~/lib/compare-figures'
import { formatMoney } from '~/lib/money'
import type { MetricKey } from './club-comparison'

const percent = (x: number) => `${(x * 100).toFixed(1)}%`
const isRate = (key: MetricKey) => key === 'occupancy' || key === 'no_show_rate'
const isMoney = (key: MetricKey) => key === 'revenue' || key === 'revenue_per_court_hour'

/** A figure as the tables show it: rates as percentages, money in its own currency, "—" when unknown. */
export function figureText(key: MetricKey, value: number | null, currency: string): string {
  if (value === null) return '—'
  if (isRate(key)) return percent(value)
  if (isMoney(key)) return formatMoney(value, currency)
  return Number.isInteger(value) ? countText(value) : value.toFixed(1)
}

/** "+2.6 pts", "−€120.00": the change from the period before; nothing for figures that have no "before". */
export function changeText(key: MetricKey, now: number | null, before: number | null, currency: string): string | null {
  if (now === null || before === null) return null
  const d = now - before
  const sign = d > 0 ? '+' : d < 0 ? '−' : '±'
  if (isRate(key)) return `${sign}${Math.abs(d * 100).toFixed(1)} pts`
  if (isMoney(key)) return `${sign}${formatMoney(Math.abs(d), currency)}`
  return `${sign}${countText(Math.abs(d))}`
}
