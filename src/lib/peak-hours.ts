import { isoWeekday } from './club-time'

/** What a club's peak rule needs (public.clubs): the weekdays peak all day, and the time the evening peak starts. */
export interface PeakRule {
  peak_starts_at: string | null
  peak_weekdays: readonly number[]
}

/**
 * The club's peak rule (public.club_is_peak), for offline use only: its peak weekdays all day, and slots from its
 * peak start time. When there is no availability snapshot for a date yet, the price shown and queued comes from
 * here; the server's price always wins when known.
 */
export function isPeak(club: PeakRule, date: string, startsAt: string): boolean {
  const weekday = isoWeekday(date)
  if (weekday === null) return false
  if (club.peak_weekdays.includes(weekday)) return true
  return club.peak_starts_at !== null && startsAt.slice(0, 5) >= club.peak_starts_at.slice(0, 5)
}

/** What one slot on this court costs on that date by the club's peak rule (public.slot_price), for offline use. */
export function slotPrice(court: { off_peak_price: number; peak_price: number }, club: PeakRule, date: string, startsAt: string): number {
  return Number(isPeak(club, date, startsAt) ? court.peak_price : court.off_peak_price)
}
