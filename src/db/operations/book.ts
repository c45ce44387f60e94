import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import type { BookingRow } from '../types'
import { newUuid } from '../uuid'
import { clubInstantOrNull } from '~/lib/club-time'
import { slotPrice } from '~/lib/peak-hours'
import { BookingRowSchema } from '../sync/rows'
import { defineOperation, isWaiting, marksOf, type OutboxBase, type RefusedPanel } from './operation'
import { said, WordsError } from '~/lib/words'

/** `book_court`: the booking id is made on this device (the outbox id and the idempotency key). */
const payload = v.object({
  bookingId: v.string(),
  clubId: v.string(),
  courtId: v.string(),
  date: v.string(),
  slotId: v.number(),
  /**
   * How it is paid: from the wallet (the server debits it), at the club (its price is then due at the desk), or by
   * card (due like the club's until the card payment, started once the booking is confirmed, settles it).
   */
  payWith: v.optional(v.picklist(['wallet', 'club', 'card']), 'wallet'),
  /** The booking as shown while it waits (built from the local snapshot); never sent to the server. */
  preview: BookingRowSchema,
})

export type BookPayload = v.InferOutput<typeof payload>

export interface BookingRequest {
  clubId: string
  courtId: string
  /** Club-local date, YYYY-MM-DD. */
  date: string
  slotId: number
  /** 'wallet' when omitted. */
  payWith?: 'wallet' | 'club' | 'card'
}

// Refusals another court-slot can fix; the others need something else (money, or a different request).
const SLOT_PROBLEMS = new Set(['slot_taken', 'past_slot', 'club_closed', 'court_out_of_service', 'unavailable', 'id_conflict'])

/** A refusal another court-slot can fix (a conflict without a code is one from before codes were kept). */
export function isSlotProblem(item: OutboxBase): boolean {
  const code = item.resultCode ?? ''
  return SLOT_PROBLEMS.has(code) || (item.status === 'conflict' && code === '')
}

/** The panel of a refused booking or cancellation, on the booking screens. */
export const bookingRefusal: RefusedPanel<OutboxBase> = {
  role: 'group',
  ariaLabel: said('outbox_booking_not_confirmed'),
  fallback: said('outbox_booking_fallback'),
  discard: said('outbox_discard_booking'),
  // A slot problem is fixed by another slot; a date past the booking horizon stays past it: sending it again cannot help.
  offersRetry: (item) => !isSlotProblem(item) && item.resultCode !== 'too_far_ahead',
  fundsLink: { code: 'insufficient_balance', text: said('outbox_top_up_link') },
}

export const book = defineOperation({
  kind: 'book',
  payload,
  rpc: {
    name: 'book_court',
    args: (p) => ({ p_booking_id: p.bookingId, p_court_id: p.courtId, p_date: p.date, p_slot_id: p.slotId, p_pay_with: p.payWith }),
  },
  done: ['confirmed', 'replayed'],
  conflict: [
    'slot_taken',
    'past_slot',
    'insufficient_balance',
    'id_conflict',
    'club_closed',
    'court_out_of_service',
    'unavailable',
    'too_far_ahead',
    'pay_way_not_accepted',
    'unpaid_limit_reached',
  ],
  overlay: {
    availability(held, item, { clubId, date }) {
      const p = item.payload
      if (isWaiting(item) && p.clubId === clubId && p.date === date) held.set(`${p.courtId}|${p.slotId}`, p.bookingId)
    },
    // Unsent bookings live only in the outbox (their payload's preview), so a pull that rewrites the
    // bookings table can never erase or duplicate them.
    bookings(rows, item) {
      // The server already has it (a replayed request whose answer was lost): show the server's row.
      if (rows.get(item.payload.bookingId)?.syncState === 'synced') return
      const preview = item.payload.preview
      rows.set(preview.id, { ...preview, syncState: marksOf(item).syncState, outboxId: item.id, syncMessage: item.lastError ?? undefined })
    },
  },
  label: (p) => ({ title: said('outbox_booking_label', { number: p.preview.court_number, date: p.preview.date, slot: p.preview.slot_label }), link: '/booking' }),
  refused: bookingRefusal,
})

/** The booking as the user will see it until the server answers, from the local copies of club, court and slot. */
async function buildPreview(db: ElsyDatabase, id: string, req: BookingRequest): Promise<BookingRow> {
  const [club, court, slot, snap] = await Promise.all([
    db.clubs.get(req.clubId),
    db.courts.get(req.courtId),
    db.slots.get(req.slotId),
    db.availability.get([req.clubId, req.date, req.courtId, req.slotId]),
  ])
  if (!club || !court || court.club_id !== club.id || !slot) throw new WordsError(said('outbox_slot_not_on_device'))
  const now = new Date().toISOString()
  const price = snap?.price ?? slotPrice(court, club, req.date, slot.starts_at)
  return {
    id,
    court_id: court.id,
    club_id: club.id,
    date: req.date,
    slot_id: slot.id,
    booked_by: db.userId,
    member_id: db.userId,
    price,
    currency: snap?.currency ?? club.currency,
    status: 'confirmed',
    cancelled_at: null,
    refund_amount: null,
    pay_with: req.payWith ?? 'wallet',
    due: req.payWith === 'club' || req.payWith === 'card' ? price : 0,
    created_at: now,
    updated_at: now,
    court_number: court.number,
    court_name: court.name,
    court_type: court.type,
    club_name: club.name,
    club_time_zone: club.time_zone,
    slot_label: slot.label,
    starts_at: snap?.startsAt ?? clubInstantOrNull(req.date, slot.starts_at, club.time_zone)?.toISOString() ?? null,
    ends_at: clubInstantOrNull(req.date, slot.ends_at, club.time_zone)?.toISOString() ?? null,
  }
}

/** Queues inside the caller's transaction (shared with rebookConflict). */
async function addBooking(db: ElsyDatabase, req: BookingRequest): Promise<{ bookingId: string }> {
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
  if (taken > 0) throw new WordsError(said('outbox_slot_taken'))
  // The booking id is made here, once: it is the outbox item's id and book_court's idempotency key,
  // so however often the request is re-sent, the server books it at most once.
  const bookingId = newUuid()
  const preview = await buildPreview(db, bookingId, req)
  await addOutboxItem(db, bookingId, { kind: 'book', payload: { ...req, payWith: req.payWith ?? 'wallet', bookingId, preview } })
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

/**
 * Replaces a refused booking with one for another court/date/slot (e.g. a nearest free slot), in one
 * transaction: the conflict disappears exactly when the new booking is queued. The new booking gets a new
 * id (the old one may be burned on the server, e.g. id_conflict).
 */
export async function rebookConflict(
  outboxId: string,
  choice: { courtId: string; date: string; slotId: number },
): Promise<{ bookingId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.clubs, db.courts, db.slots, db.availability], async () => {
    const item = await db.outbox.get(outboxId)
    if (item?.kind !== 'book' || (item.status !== 'conflict' && item.status !== 'failed')) {
      throw new WordsError(said('outbox_no_longer_waiting'))
    }
    await db.outbox.delete(outboxId)
    return addBooking(db, { clubId: item.payload.clubId, payWith: item.payload.payWith, ...choice })
  })
  requestDrain()
  return result
}
