import * as v from 'valibot'
import { deskBookingOverlays, deskSlotEntries, keepDeskBooking, type DeskBookingShape } from './desk-booking'
import { defineOperation, type RefusedPanel, type ItemOf } from './operation'
import { said } from '~/lib/words'

/** `book_walk_in`: a guest booked at the desk and paid there. The booking id is the idempotency key. */
const payload = v.object({
  ...deskSlotEntries,
  guestName: v.string(),
  guestPhone: v.nullable(v.string()),
})
type WalkIn = v.InferOutput<typeof payload>

const shape: DeskBookingShape<WalkIn> = {
  booking: (p) => ({ member_id: null, name: p.guestName, username: null, guest_phone: p.guestPhone, walk_in: true, no_shows: 0 }),
  // The guest's name only: the desk says "(walk-in)" in its reader's language, as for the server's rows.
  players: (p) => p.guestName,
}

const refused: RefusedPanel<ItemOf<'desk_walk_in', WalkIn>> = {
  role: 'alert',
  fallback: said('outbox_walk_in_fallback'),
  discard: said('outbox_discard'),
}

export const deskWalkIn = defineOperation({
  kind: 'desk_walk_in',
  payload,
  rpc: {
    name: 'book_walk_in',
    args: (p) => ({ p_booking_id: p.bookingId, p_court_id: p.courtId, p_date: p.date, p_slot_id: p.slotId, p_guest_name: p.guestName, p_guest_phone: p.guestPhone }),
  },
  done: ['confirmed', 'replayed'],
  conflict: ['slot_taken', 'unavailable', 'club_closed', 'court_out_of_service', 'past_slot', 'too_far_ahead'],
  answerIsAnotherPersons: true,
  applyDone: (db, item) => keepDeskBooking(db, item.payload, shape),
  applyTables: (db) => [db.deskDays],
  overlay: deskBookingOverlays<'desk_walk_in', WalkIn>(shape),
  label: (p) => ({ title: said('outbox_walk_in_label', { guest: p.guestName, number: p.courtNumber, date: p.date, slot: p.slotLabel }), link: '/club-owner/bookings' }),
  refused,
})
