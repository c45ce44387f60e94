import { formatClockTime } from '~/lib/time-format'
import type { LedgerCategory } from '../api/club-ledger'

/** What each kind of ledger line is called on the page and in the CSV. */
export const CATEGORY_LABEL: Record<LedgerCategory, string> = {
  booking: 'Booking',
  walk_in: 'Walk-in (desk)',
  tournament: 'Tournament entry',
  move: 'Move',
  refund: 'Refund',
  top_up: 'Top-up (not revenue)',
  other: 'Other',
}

/** The per-day columns, in the order the page and the CSV show them. */
export const DAY_COLUMNS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'walk_ins', label: 'Walk-ins' },
  { key: 'tournaments', label: 'Tournaments' },
  { key: 'moves', label: 'Moves' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'other', label: 'Other' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'top_ups', label: 'Top-ups confirmed' },
] as const

export type DayColumn = (typeof DAY_COLUMNS)[number]

/** The columns worth showing: "Other" only when a line of a kind this app does not name is in the period. */
export function dayColumns(totals: { other: number }): DayColumn[] {
  return DAY_COLUMNS.filter((c) => c.key !== 'other' || totals.other !== 0)
}

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const shortDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "Tue, 24 Nov 2026" for a YYYY-MM-DD day; "Tue 24 Nov" when `short` (narrow screens, where the period names the year). */
export function formatLedgerDay(day: string, short = false): string {
  return (short ? shortDay : longDay).format(new Date(`${day}T00:00:00Z`))
}

/** "18:05": the time of an instant on the club's clock. */
export function clubTime(at: string, timeZone: string): string {
  return formatClockTime(at, timeZone)
}
