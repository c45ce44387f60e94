import { formatMoney } from '~/lib/money'
import type { MyBooking } from '~/db/types'
import { clubInstantOrNull, formatBookingDate } from '~/lib/club-time'
import { m } from '~/i18n/member'

/** "Court 3 · Sat 28 Nov 2026 · 10:30 - 12:00 · ELSY Madrid": the booking in one line (success toast, lists). */
export function bookingSummary(b: Pick<MyBooking, 'court_number' | 'date' | 'slot_label' | 'club_name'>): string {
  return [m.booking_court_number({ number: b.court_number }), formatBookingDate(b.date), b.slot_label, b.club_name].filter(Boolean).join(' · ')
}

/** When the booking's slot starts and ends: the server's instants, else worked out from its club-local label. */
export function bookingTimes(b: MyBooking): { start: Date; end: Date } | null {
  if (b.starts_at && b.ends_at) return { start: new Date(b.starts_at), end: new Date(b.ends_at) }
  const [from, to] = b.slot_label.split(' - ')
  if (!from || !to || !b.club_time_zone) return null
  const start = clubInstantOrNull(b.date, from, b.club_time_zone)
  const end = clubInstantOrNull(b.date, to, b.club_time_zone)
  return start && end ? { start, end } : null
}

/** Cancelled on the server, or by a cancel still waiting to sync. */
export function isCancelled(b: MyBooking): boolean {
  return b.status === 'cancelled' || b.cancelPending === true
}

/**
 * Upcoming: not cancelled and not over yet (a slot being played stays upcoming until it ends), soonest first;
 * a booking still waiting to sync counts. History: played and cancelled ones, newest first.
 */
export function splitBookings(bookings: readonly MyBooking[], now: Date = new Date()): { upcoming: MyBooking[]; history: MyBooking[] } {
  const timed = bookings.map((b) => {
    const times = bookingTimes(b)
    // Without a slot time (no club time zone), the end of the day in UTC is the nearest honest guess.
    return { booking: b, start: times?.start.getTime() ?? Date.parse(`${b.date}T00:00:00Z`), end: times?.end.getTime() ?? Date.parse(`${b.date}T23:59:59Z`) }
  })
  const isUpcoming = (t: (typeof timed)[number]) => !isCancelled(t.booking) && t.end > now.getTime()
  const upcoming = timed.filter(isUpcoming).sort((a, b) => a.start - b.start)
  const history = timed.filter((t) => !isUpcoming(t)).sort((a, b) => b.start - a.start)
  return { upcoming: upcoming.map((t) => t.booking), history: history.map((t) => t.booking) }
}

export type BadgeTone = 'success' | 'pending' | 'danger' | 'neutral'
export interface Badge {
  label: string
  tone: BadgeTone
}

/** What the player sees about a booking's state: the server's word once synced, else where the sync stands. */
export function bookingBadges(b: MyBooking): Badge[] {
  if (b.syncState === 'conflict') return [{ label: m.booking_badge_conflict(), tone: 'danger' }]
  if (b.syncState === 'failed') return [{ label: m.booking_badge_sync_failed(), tone: 'danger' }]
  if (b.syncState === 'pending') {
    return b.cancelPending
      ? [{ label: m.booking_badge_cancelled(), tone: 'neutral' }, { label: m.booking_badge_waiting(), tone: 'pending' }]
      : [{ label: m.booking_badge_waiting(), tone: 'pending' }]
  }
  // What is owed at the club's desk (paid there and not yet, a no-show, a late cancellation) stays in view.
  const due: Badge[] = b.due > 0 ? [{ label: m.booking_badge_due({ amount: formatMoney(b.due, b.currency) }), tone: 'pending' }] : []
  if (b.status === 'cancelled' || b.cancelPending) return [{ label: m.booking_badge_cancelled(), tone: 'neutral' }, ...due]
  return [{ label: m.booking_badge_confirmed(), tone: 'success' }, ...due]
}

/**
 * A booking the player chose to pay by card whose card payment has not come through (closed, failed, or the
 * dialog never opened): still payable by card while it is confirmed and the club has it.
 */
export function canPayByCard(b: MyBooking): boolean {
  return b.pay_with === 'card' && b.due > 0 && b.status === 'confirmed' && !b.cancelPending && b.syncState === 'synced'
}

/**
 * A confirmed booking that has not started can be cancelled (the server says how much comes back); so can
 * one still waiting to sync (it is withdrawn, or cancelled right after it lands). Refused ones are discarded instead.
 */
/**
 * A booking its player can make an open match of: confirmed on the server, not started, and not paid by card (the
 * card was charged for the whole court; the server refuses it: docs/open-matches.md).
 */
export function canOpenMatch(b: MyBooking, now: Date = new Date()): boolean {
  return canCancel(b, now) && b.syncState === 'synced' && b.pay_with !== 'card'
}

export function canCancel(b: MyBooking, now: Date = new Date()): boolean {
  if (b.syncState === 'conflict' || b.syncState === 'failed') return false
  if (b.status !== 'confirmed' || b.cancelPending) return false
  const times = bookingTimes(b)
  return times !== null && times.start.getTime() > now.getTime()
}
