import { parseIsoDate } from './club-time'

/**
 * The database's peak rule (public.is_peak), mirrored for offline use only: weekends and from 18:00. When
 * there is no availability snapshot for a date yet, the price shown and queued comes from here; the
 * server's price always wins when known.
 */
export function isPeak(date: string, startsAt: string): boolean {
  const parts = parseIsoDate(date)
  if (!parts) return false
  // The weekday of a calendar date: UTC keeps the device's zone out of it.
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()
  return weekday === 0 || weekday === 6 || startsAt.slice(0, 5) >= '18:00'
}
