import { m } from '~/i18n/staff'
import { formatClockTime, timeFormat } from '~/lib/time-format'
import type { LedgerCategory } from './club-ledger'

/** What each kind of ledger line is called on the page and in the CSV, in the reader's language. */
export function categoryLabel(category: LedgerCategory): string {
  switch (category) {
    case 'booking':
      return m.desk_finance_cat_booking()
    case 'walk_in':
      return m.desk_finance_cat_walk_in()
    case 'tournament':
      return m.desk_finance_cat_tournament()
    case 'move':
      return m.desk_finance_cat_move()
    case 'refund':
      return m.desk_finance_cat_refund()
    case 'top_up':
      return m.desk_finance_cat_top_up()
    default:
      return m.desk_finance_other()
  }
}

/** The per-day columns, in the order the page and the CSV show them. */
const DAY_KEYS = ['bookings', 'walk_ins', 'tournaments', 'moves', 'refunds', 'other', 'revenue', 'top_ups'] as const

export interface DayColumn {
  key: (typeof DAY_KEYS)[number]
  label: string
}

const dayColumnLabel = (key: DayColumn['key']): string =>
  ({
    bookings: m.desk_finance_bookings,
    walk_ins: m.desk_finance_walk_ins,
    tournaments: m.desk_finance_tournaments,
    moves: m.desk_finance_moves,
    refunds: m.desk_finance_refunds,
    other: m.desk_finance_other,
    revenue: m.desk_finance_revenue,
    top_ups: m.desk_finance_top_ups_confirmed,
  })[key]()

/** The columns worth showing: "Other" only when a line of a kind this app does not name is in the period. */
export function dayColumns(totals: { other: number }): DayColumn[] {
  return DAY_KEYS.filter((key) => key !== 'other' || totals.other !== 0).map((key) => ({ key, label: dayColumnLabel(key) }))
}

/** "Tue, 24 Nov 2026" for a YYYY-MM-DD day; "Tue 24 Nov" when `short` (narrow screens, where the period names the year). */
export function formatLedgerDay(day: string, short = false): string {
  const options: Intl.DateTimeFormatOptions = short
    ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
    : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
  return timeFormat(options).format(new Date(`${day}T00:00:00Z`))
}

/** "18:05": the time of an instant on the club's clock. */
export function clubTime(at: string, timeZone: string): string {
  return formatClockTime(at, timeZone)
}
