import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import type { BookingRow } from '../types'
import { newUuid } from '../uuid'
import { isPeak, zonedInstant } from '../zoned-time'
import { requireDatabase } from './current'

export interface BookingRequest {
  clubId: string
  courtId: string
  /** Club-local date, YYYY-MM-DD. */
  date: string
  slotId: number
  /** Staff booking for a member; omitted for the signed-in user's own booking. */
  memberId?: string
}

/** The booking as the user will see it until the server answers, from the local copies of club, court and slot. */
async function buildPreview(db: ElsyDatabase, id: string, req: BookingRequest): Promise<BookingRow> {
  const [club, court, slot, snap] = await Promise.all([
    db.clubs.get(req.clubId),
    db.courts.get(req.courtId),
    db.slots.get(req.slotId),
    db.availability.get([req.clubId, req.date, req.courtId, req.slotId]),
  ])
  if (!club || !court || court.club_id !== club.id || !slot) throw new Error('That court or time slot is not available on this device yet.')
  const now = new Date().toISOString()
  const price = snap?.price ?? (isPeak(req.date, slot.starts_at) ? court.peak_price : court.off_peak_price)
  return {
    id,
    court_id: court.id,
    club_id: club.id,
    date: req.date,
    slot_id: slot.id,
    booked_by: db.userId,
    member_id: req.memberId ?? db.userId,
    price,
    currency: snap?.currency ?? club.currency,
    status: 'confirmed',
    cancelled_at: null,
    refund_amount: null,
    created_at: now,
    updated_at: now,
    court_number: court.number,
    court_name: court.name,
    court_type: court.type,
    club_name: club.name,
    club_time_zone: club.time_zone,
    slot_label: slot.label,
    starts_at: snap?.startsAt ?? zonedInstant(req.date, slot.starts_at, club.time_zone),
    ends_at: zonedInstant(req.date, slot.ends_at, club.time_zone),
  }
}

/** Queues inside the caller's transaction (shared with rebookConflict). */
export async function addBooking(db: ElsyDatabase, req: BookingRequest): Promise<{ bookingId: string }> {
  const taken = await db.outbox
    .where('kind')
    .equals('book')
    .filter(
      (i) =>
        i.kind === 'book' &&
        (i.status === 'pending' || i.status === 'inflight') &&
        i.payload.courtId === req.courtId &&
        i.payload.date === req.date &&
        i.payload.slotId === req.slotId,
    )
    .count()
  if (taken > 0) throw new Error('This court is already booked for that time slot.')
  // The booking id is made here, once: it is the outbox item's id and book_court's idempotency key,
  // so however often the request is re-sent, the server books it at most once.
  const bookingId = newUuid()
  const preview = await buildPreview(db, bookingId, req)
  await addOutboxItem(db, bookingId, { kind: 'book', payload: { ...req, bookingId, preview } })
  return { bookingId }
}

/** Saves a booking on this device and queues it for the server in one transaction, then asks for a drain. */
export async function queueBooking(req: BookingRequest): Promise<{ bookingId: string }> {
  const db = requireDatabase()
  // One transaction: a crash leaves either no booking or a booking that will be sent — never one without the other.
  const result = await db.transaction('rw', [db.outbox, db.meta, db.clubs, db.courts, db.slots, db.availability], () =>
    addBooking(db, req),
  )
  requestDrain()
  return result
}
