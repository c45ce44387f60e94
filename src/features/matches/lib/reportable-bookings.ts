import type { MatchRow, MyBooking } from '~/db/types'
import { clubInstantOrNull } from '~/lib/club-time'

/** When the booked slot started: the server's instant, else the club-local label read in the club's zone. */
export function bookingStart(b: Pick<MyBooking, 'starts_at' | 'date' | 'slot_label' | 'club_time_zone'>): Date | null {
  if (!b.starts_at) return clubInstantOrNull(b.date, b.slot_label.split(' - ')[0] ?? '', b.club_time_zone)
  const at = new Date(b.starts_at)
  return Number.isNaN(at.getTime()) ? null : at
}

/**
 * Bookings a result can be recorded for: confirmed on the server, already started (the server refuses
 * "not played yet"), and without a match yet (one match per booking). Latest first; the last `limit`.
 */
export function reportableBookings(bookings: readonly MyBooking[], matches: readonly Pick<MatchRow, 'booking_id'>[], now: Date, limit = 20): MyBooking[] {
  const used = new Set(matches.map((m) => m.booking_id).filter(Boolean))
  return bookings
    .filter((b) => b.status === 'confirmed' && b.syncState === 'synced' && !used.has(b.id))
    .map((b) => ({ b, start: bookingStart(b) }))
    .filter((x): x is { b: MyBooking; start: Date } => x.start !== null && x.start.getTime() <= now.getTime())
    .sort((x, y) => y.start.getTime() - x.start.getTime())
    .slice(0, limit)
    .map((x) => x.b)
}
