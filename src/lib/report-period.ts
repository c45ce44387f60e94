import { addDaysIso, isoWeekday, parseIsoDate, type IsoDate } from '~/lib/club-time'
import { m } from '~/i18n/member'
import { getFormatTag, getLocale } from '~/i18n/current-locale'
import { timeFormat } from './time-format'

// A period is whole club-local days, first and last included, as the database counts them (club_report and
// club_ledger). The reports and the finance ledger offer different presets from the one list below.

export interface Period {
  from: IsoDate
  to: IsoDate
}

export type PeriodPreset = 'today' | 'this-week' | 'last-7-days' | 'this-month' | 'month-so-far' | 'last-month' | 'last-30-days'

/** A choice of a period picker: a preset, or two dates of the user's own. */
export interface PeriodChoice {
  key: PeriodPreset | 'custom'
  label: string
}

// Both pages say "This month": the reports mean the whole month (bookings still to come count towards occupancy),
// the ledger the days so far (a day to come has no revenue yet, and its row would only be a zero).
const LABELS: Record<PeriodPreset | 'custom' | 'choose', () => string> = {
  today: () => m.memberkit_today(),
  'this-week': () => m.memberkit_this_week(),
  'last-7-days': () => m.memberkit_last_7_days(),
  'this-month': () => m.memberkit_this_month(),
  'month-so-far': () => m.memberkit_this_month(),
  'last-month': () => m.memberkit_last_month(),
  'last-30-days': () => m.memberkit_last_30_days(),
  custom: () => m.memberkit_custom(),
  choose: () => m.memberkit_choose_dates(),
}

// The lists are built once, at import; each label is read when shown, in the page's language.
const choice = (key: PeriodChoice['key'], label: () => string): PeriodChoice =>
  Object.defineProperty({ key } as PeriodChoice, 'label', { get: label, enumerable: true })

const choices = (presets: PeriodPreset[], custom: 'custom' | 'choose'): PeriodChoice[] => [
  ...presets.map((key) => choice(key, LABELS[key])),
  choice('custom', LABELS[custom]),
]

export const REPORT_PERIODS = choices(['this-week', 'this-month', 'last-30-days'], 'custom')
export const LEDGER_PERIODS = choices(['today', 'last-7-days', 'month-so-far', 'last-month', 'last-30-days'], 'choose')

/** The longest period the database answers for, in days (a leap year). */
export const MAX_PERIOD_DAYS = 366

/** Today's date on this device's calendar, YYYY-MM-DD (the desk stands in the club, so its day is the club's). */
export function deviceToday(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const firstOfMonth = (date: IsoDate) => `${date.slice(0, 8)}01`

/**
 * The days a preset covers on the calendar of `today`: this week runs Monday to Sunday and this month to its last
 * day (both include days still to come); the other presets end today, or before it.
 */
export function presetPeriod(preset: PeriodPreset, today: IsoDate): Period {
  const first = firstOfMonth(today)
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'this-week': {
      const monday = addDaysIso(today, 1 - (isoWeekday(today) ?? 1))
      return { from: monday, to: addDaysIso(monday, 6) }
    }
    case 'last-7-days':
      return { from: addDaysIso(today, -6), to: today }
    case 'this-month':
      return { from: first, to: addDaysIso(firstOfMonth(addDaysIso(first, 32)), -1) }
    case 'month-so-far':
      return { from: first, to: today }
    case 'last-month': {
      const end = addDaysIso(first, -1)
      return { from: firstOfMonth(end), to: end }
    }
    case 'last-30-days':
      return { from: addDaysIso(today, -29), to: today }
  }
}

/** Days from `from` to `to`, both counted: 1 for a single day; NaN when either is not a date. */
export function periodDays(p: Period): number {
  const a = parseIsoDate(p.from)
  const b = parseIsoDate(p.to)
  if (!a || !b) return Number.NaN
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1
}

/** What is wrong with a period chosen by hand, in the words the page shows; null when it can be asked for. */
export function periodProblem(p: Period): string | null {
  if (!p.from || !p.to) return m.memberkit_period_missing()
  if (!parseIsoDate(p.from) || !parseIsoDate(p.to)) return m.memberkit_period_not_dates()
  if (p.to < p.from) return m.memberkit_period_backwards()
  if (periodDays(p) > MAX_PERIOD_DAYS) return m.memberkit_period_too_long({ days: String(MAX_PERIOD_DAYS) })
  return null
}

// English keeps "2 Nov 2026" (docs/product.md §9) whatever the reader's region; other languages write dates their own way.
const tag = () => (getLocale() === 'en' ? 'en-GB' : getFormatTag())
const dayMonth = { format: (at: Date) => timeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }, tag()).format(at) }
const dayMonthYear = { format: (at: Date) => timeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, tag()).format(at) }

function utc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`)
}

/** "2 Nov 2026", "26 Oct – 1 Nov 2026", "28 Dec 2026 – 3 Jan 2027". */
export function formatPeriod(p: Period): string {
  if (p.from === p.to) return dayMonthYear.format(utc(p.from))
  const sameYear = p.from.slice(0, 4) === p.to.slice(0, 4)
  return `${(sameYear ? dayMonth : dayMonthYear).format(utc(p.from))} – ${dayMonthYear.format(utc(p.to))}`
}

/** "26 Oct", for chart axes. */
export function formatDayMonth(date: IsoDate): string {
  return dayMonth.format(utc(date))
}
