import { TZDate } from '@date-fns/tz'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant a wall-clock time at the club means ("2026-12-04T20:00" in Europe/Madrid → 19:00Z): staff type
 * the deadline as the club reads it, whatever zone their own device is in. null for anything else.
 */
export function clubLocalToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local)
  if (!m) return null
  const [year, month, day, hours, minutes] = m.slice(1).map(Number) as [number, number, number, number, number]
  const at = new TZDate(year, month - 1, day, hours, minutes, timeZone)
  // TZDate rolls an impossible date (02-30, 25:00) over; such input is not a time the club has.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day || at.getHours() !== hours || at.getMinutes() !== minutes) return null
  return new Date(at.getTime())
}
