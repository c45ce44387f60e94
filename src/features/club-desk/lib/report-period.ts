import { addDaysIso, parseIsoDate, type IsoDate } from '~/lib/club-time'

/** The periods the reports page offers; "custom" takes the two dates the user typed. */
export type PeriodPreset = 'week' | 'month' | 'last30' | 'custom'

export interface Period {
  from: IsoDate
  to: IsoDate
}

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  week: 'This week',
  month: 'This month',
  last30: 'Last 30 days',
  custom: 'Custom',
}

/** The longest period the database reports on (a leap year). */
export const MAX_PERIOD_DAYS = 366

/** 1 Monday … 7 Sunday, from the calendar date alone. */
export function isoWeekday(date: IsoDate): number {
  const parts = parseIsoDate(date)
  if (!parts) throw new RangeError(`Not a date: ${date}`)
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()
  return day === 0 ? 7 : day
}

/** Days from `from` to `to`, both counted: 1 for a single day. */
export function periodDays(p: Period): number {
  const a = parseIsoDate(p.from)
  const b = parseIsoDate(p.to)
  if (!a || !b) return Number.NaN
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1
}

/**
 * A preset on the club's calendar: this week runs Monday to Sunday and this month from the 1st to its last day
 * (both include days still to come: their bookings count, their revenue is not in yet); the last 30 days end today.
 */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: IsoDate): Period {
  if (preset === 'week') {
    const monday = addDaysIso(today, 1 - isoWeekday(today))
    return { from: monday, to: addDaysIso(monday, 6) }
  }
  if (preset === 'month') {
    const first = `${today.slice(0, 8)}01`
    const nextFirst = addDaysIso(first, 32).slice(0, 8) + '01'
    return { from: first, to: addDaysIso(nextFirst, -1) }
  }
  return { from: addDaysIso(today, -29), to: today }
}

/** Why the dates typed cannot be a period (the database's own sentences), or null when they can. */
export function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Please choose the first and the last day of the period.'
  if (!parseIsoDate(from) || !parseIsoDate(to)) return 'Please choose calendar dates for the period.'
  if (from > to) return 'The period must end on or after its first day.'
  if (periodDays({ from, to }) > MAX_PERIOD_DAYS) return `Please choose a period of at most ${MAX_PERIOD_DAYS} days.`
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
