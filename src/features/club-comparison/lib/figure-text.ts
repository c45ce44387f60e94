import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { formatMoney } from '~/lib/money'
import type { MetricKey } from './club-comparison'

/** A number in the reader's locale ("1,234", "1.234"); with one decimal and no grouping when `tenths` ("31.1", "31,1"). */
const numberText = (x: number, tenths = false) =>
  new Intl.NumberFormat(getFormatTag(), tenths ? { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false } : {}).format(x)
const percent = (x: number) => m.club_comparison_percent({ value: numberText(x * 100, true) })
const isRate = (key: MetricKey) => key === 'occupancy' || key === 'no_show_rate'
const isMoney = (key: MetricKey) => key === 'revenue' || key === 'revenue_per_court_hour'

/** A figure as the tables show it: rates as percentages, money in its own currency, "—" when unknown. */
export function figureText(key: MetricKey, value: number | null, currency: string): string {
  if (value === null) return '—'
  if (isRate(key)) return percent(value)
  if (isMoney(key)) return formatMoney(value, currency)
  return numberText(value, !Number.isInteger(value))
}

/** "+2.6 pts", "−€120.00": the change from the period before; nothing for figures that have no "before". */
export function changeText(key: MetricKey, now: number | null, before: number | null, currency: string): string | null {
  if (now === null || before === null) return null
  // The sign is the shown figure's: a change that rounds to nothing is "±0.0 pts", never "−0.0 pts".
  const shown = isRate(key) ? Math.round((now - before) * 1000) / 10 : isMoney(key) ? Math.round((now - before) * 100) / 100 : now - before
  const sign = shown > 0 ? '+' : shown < 0 ? '−' : '±'
  if (isRate(key)) return m.club_comparison_points_change({ change: `${sign}${numberText(Math.abs(shown), true)}` })
  if (isMoney(key)) return `${sign}${formatMoney(Math.abs(shown), currency)}`
  return `${sign}${numberText(Math.abs(shown))}`
}
