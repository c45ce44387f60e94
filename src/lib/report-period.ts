import { addDaysIso, isoWeekday, parseIsoDate, type IsoDate } from '~/lib/club-time'

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
const LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  'this-week': 'This week',
  'last-7-days': 'Last 7 days',
  'this-month': 'This month',
  'month-so-far': 'This month',
  'last-month': 'Last month',
  'last-30-days': 'Last 30 days',
}

const choices = (presets: PeriodPreset[], custom: string): PeriodChoice[] => [
  ...presets.map((key) => ({ key, label: LABELS[key] })),
  { key: 'custom', label: custom },
]

export const REPORT_PERIODS = choices(['this-week', 'this-month', 'last-30-days'], 'Custom')
export const LEDGER_PERIODS = choices(['today', 'last-7-days', 'month-so-far', 'last-month', 'last-30-days'], 'Choose dates')

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
  if (!p.from || !p.to) return 'Please choose the first and the last day of the period.'
  if (!parseIsoDate(p.from) || !parseIsoDate(p.to)) return 'Please choose calendar dates for the period.'
  if (p.to < p.from) return 'The period ends before it starts: please choose a last day on or after the first.'
  if (periodDays(p) > MAX_PERIOD_DAYS) return `Please choose a period of at most ${MAX_PERIOD_DAYS} days.`
  return null
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

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
