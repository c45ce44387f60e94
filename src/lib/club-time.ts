import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

// Booking dates, slot times and tournament deadlines are the CLUB's wall clock (see the network_details
// migration). Every conversion goes through the IANA zone with @date-fns/tz, so the device's own zone never
// matters and DST days come out right.

export { isIsoDate, parseIsoDate, type IsoDate } from './iso-date'
import { parseIsoDate, type IsoDate } from './iso-date'
import { getLocale } from '~/i18n/current-locale'
import { formatDateTime } from './time-format'
import { m as pm } from '~/i18n/public'

/** Today's date on the club's wall clock (it may already be tomorrow, or still yesterday, on the device). */
export function todayInZone(timeZone: string, now: Date = new Date()): IsoDate {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd')
}

/** The calendar date `days` after `date` (pure calendar arithmetic, no zone involved). */
export function addDaysIso(date: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(date)
  if (!parts) throw new RangeError(`Not a date: ${date}`)
  return format(addDays(new Date(parts.year, parts.month - 1, parts.day), days), 'yyyy-MM-dd')
}

/** The ISO weekday (1 Monday .. 7 Sunday) of a calendar date, or null for a date that is not one. */
export function isoWeekday(date: string): number | null {
  const parts = parseIsoDate(date)
  if (!parts) return null
  // The weekday of a calendar date: UTC keeps the device's zone out of it.
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()
  return day === 0 ? 7 : day
}

/** The instant a club-local date + "HH:MM" (or "HH:MM:SS") happens in the club's zone. */
export function clubInstant(date: IsoDate, time: string, timeZone: string): Date {
  const parts = parseIsoDate(date)
  const [hours, minutes] = time.split(':').map(Number)
  if (!parts || hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) {
    throw new RangeError(`Not a club time: ${date} ${time}`)
  }
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, hours, minutes, timeZone).getTime())
}

/** The same, or null for a malformed date or time or an unknown zone (rows the device works out for itself). */
export function clubInstantOrNull(date: IsoDate, time: string, timeZone: string): Date | null {
  try {
    const at = clubInstant(date, time, timeZone)
    return Number.isNaN(at.getTime()) ? null : at
  } catch {
    return null
  }
}

const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant a wall-clock time at the club means ("2026-12-04T20:00" in Europe/Madrid → 19:00Z): staff type
 * the deadline as the club reads it, whatever zone their own device is in. null for anything else.
 */
export function clubLocalToInstant(local: string, timeZone: string): Date | null {
  const m = DATETIME_LOCAL.exec(local)
  if (!m) return null
  const [year, month, day, hours, minutes] = m.slice(1).map(Number) as [number, number, number, number, number]
  const at = new TZDate(year, month - 1, day, hours, minutes, timeZone)
  // TZDate rolls an impossible date (02-30, 25:00) over; such input is not a time the club has.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day || at.getHours() !== hours || at.getMinutes() !== minutes) return null
  return new Date(at.getTime())
}

/** Whether a slot has started (the server's rule: a slot that has begun can no longer be booked). */
export function hasStarted(date: IsoDate, startsAt: string, timeZone: string, now: Date = new Date()): boolean {
  return clubInstant(date, startsAt, timeZone).getTime() <= now.getTime()
}

// English dates read "Sat 28 Nov 2026" whatever the reader's region (docs/product.md §9); other languages their own way.
// eslint-disable-next-line elsy/no-ui-literal -- a date-fns pattern, not words
const ENGLISH_DATE = 'EEE d MMM yyyy'
const READER_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }

/** "Sat 28 Nov 2026": the date as players read it; it is a calendar date, so no zone applies. */
export function formatBookingDate(date: IsoDate): string {
  const parts = parseIsoDate(date)
  if (!parts) return date
  if (getLocale() !== 'en') return formatDateTime(Date.UTC(parts.year, parts.month - 1, parts.day), { ...READER_DATE, timeZone: 'UTC' })
  return format(new Date(parts.year, parts.month - 1, parts.day), ENGLISH_DATE)
}

/**
 * The day of an instant (a sign-up, an added app) on this device's clock, in the same words as a booking's
 * date: "Tue 24 Nov 2026", never the browser's own "11/24/2026". '' for a missing or unreadable value.
 */
export function formatInstantDate(instant: string | Date | null | undefined): string {
  if (!instant) return ''
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return ''
  return getLocale() === 'en' ? format(date, ENGLISH_DATE) : formatDateTime(date, READER_DATE)
}

/** A day outside min / max brought to the nearest allowed one (ISO dates compare as strings). */
export function clampIsoDate(date: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min && date < min) return min
  if (max && date > max) return max
  return date
}

/** "Madrid time" for "Europe/Madrid", "New York time" for "America/New_York"; "UTC" stays "UTC time". */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone
  return pm.site_zone_time({ city: city.replace(/_/g, ' ') })
}

/** "09:00" from the database's "09:00:00". */
export function shortTime(time: string): string {
  return time.slice(0, 5)
}
