import { m } from '~/i18n/member'
import { formatDateTime } from '~/lib/time-format'

// Periods are whole days in the device's time zone: a wallet belongs to the player, not to one club, so
// "this month" is the player's month wherever the money was spent.

export type PeriodKey = 'all' | 'last-30-days' | 'this-month' | 'last-month' | 'last-3-months' | 'this-year'

/** The preset periods with their names, read when shown (the names follow the page's language). */
export function periods(): { key: PeriodKey; label: string }[] {
  return [
    { key: 'all', label: m.wallet_period_all() },
    { key: 'last-30-days', label: m.wallet_period_last_30_days() },
    { key: 'this-month', label: m.wallet_period_this_month() },
    { key: 'last-month', label: m.wallet_period_last_month() },
    { key: 'last-3-months', label: m.wallet_period_last_3_months() },
    { key: 'this-year', label: m.wallet_period_this_year() },
  ]
}

/** Inclusive local dates, YYYY-MM-DD; `from` null means since the first transaction. */
export interface DateRange {
  from: string | null
  to: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The device-local calendar date of an instant, YYYY-MM-DD. */
export function localIsoDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

const day = (y: number, m: number, d: number) => localIsoDate(new Date(y, m, d))

export function periodRange(key: PeriodKey, now: Date = new Date()): DateRange {
  const y = now.getFullYear()
  const m = now.getMonth()
  const today = localIsoDate(now)
  switch (key) {
    case 'all':
      return { from: null, to: today }
    case 'last-30-days':
      return { from: day(y, m, now.getDate() - 29), to: today }
    case 'this-month':
      return { from: day(y, m, 1), to: today }
    case 'last-month':
      // Day 0 of a month is the last day of the month before.
      return { from: day(y, m - 1, 1), to: day(y, m, 0) }
    case 'last-3-months':
      return { from: day(y, m - 2, 1), to: today }
    case 'this-year':
      return { from: day(y, 0, 1), to: today }
  }
}

/** Whether an ISO instant falls on a day of the range (device-local). */
export function isInRange(iso: string, range: DateRange): boolean {
  const date = localIsoDate(new Date(iso))
  return (range.from === null || date >= range.from) && date <= range.to
}

const longDate = { format: (at: Date) => formatDateTime(at, { day: 'numeric', month: 'short', year: 'numeric' }) }

/** "1 Oct 2026 – 31 Oct 2026", or "Until 21 Nov 2026" for an open start. */
export function describeRange(range: DateRange): string {
  const to = longDate.format(parseLocalDate(range.to))
  return range.from ? `${longDate.format(parseLocalDate(range.from))} – ${to}` : m.wallet_until({ date: to })
}

/** "2026-10-01" → local midnight of that day. */
export function parseLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(y, m - 1, d)
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false
  return localIsoDate(parseLocalDate(value)) === value
}
