import * as v from 'valibot'
import { deskBookingOverlays, deskSlotEntries, keepDeskBooking, type DeskBookingShape } from './desk-booking'
import { defineOperation, type RefusedPanel, type ItemOf } from './operation'
import { said } from '~/lib/words'

/** `book_court` for a member, by the club's staff: paid from the member's wallet. The booking id is the idempotency key. */
const payload = v.object({
  ...deskSlotEntries,
  memberId: v.string(),
  memberName: v.string(),
})
type ForMember = v.InferOutput<typeof payload>

const shape: DeskBookingShape<ForMember> = {
  // The member's no-show count comes with the server's grid; until then the desk does not guess it.
  booking: (p) => ({ member_id: p.memberId, name: p.memberName, username: null, guest_phone: null, walk_in: false, no_shows: 0 }),
  players: (p) => p.memberName,
}

const refused: RefusedPanel<ItemOf<'desk_book_member', ForMember>> = {
  role: 'alert',
  fallback: said('outbox_desk_member_fallback'),
  discard: said('outbox_discard'),
}

export const deskBookMember = defineOperation({
  kind: 'desk_book_member',
  payload,
  rpc: {
    name: 'book_court',
    args: (p) => ({ p_booking_id: p.bookingId, p_court_id: p.courtId, p_date: p.date, p_slot_id: p.slotId, p_member_id: p.memberId }),
  },
  done: ['confirmed', 'replayed'],
  conflict: ['slot_taken', 'unavailable', 'club_closed', 'court_out_of_service', 'past_slot', 'too_far_ahead', 'insufficient_balance', 'not_a_member', 'id_conflict'],
  answerIsAnotherPersons: true,
  applyDone: (db, item) => keepDeskBooking(db, item.payload, shape),
  applyTables: (db) => [db.deskDays],
  overlay: deskBookingOverlays<'desk_book_member', ForMember>(shape),
  label: (p) => ({ title: said('outbox_desk_member_label', { member: p.memberName, number: p.courtNumber, date: p.date, slot: p.slotLabel }), link: '/club-owner/bookings' }),
  refused,
})
