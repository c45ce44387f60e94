import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { cellKey, type DeskCell } from '../sync/rows-desk'
import { defineOperation, isRefused, isWaiting, marksOf, type RefusedPanel, type ItemOf } from './operation'

/** `book_walk_in`: a guest booked at the desk and paid there. The booking id is the idempotency key. */
const payload = v.object({
  bookingId: v.string(),
  clubId: v.string(),
  courtId: v.string(),
  date: v.string(),
  slotId: v.number(),
  guestName: v.string(),
  guestPhone: v.nullable(v.string()),
  /** What the desk showed when it was queued, so the grid and today's list show it until the server answers. */
  price: v.number(),
  currency: v.string(),
  courtNumber: v.number(),
  courtName: v.string(),
  slotLabel: v.string(),
  startsAt: v.string(),
})
type WalkIn = v.InferOutput<typeof payload>

/** The cell as the walk-in makes it. */
function bookedCell(cell: DeskCell, p: WalkIn): DeskCell {
  return {
    ...cell,
    state: 'booked',
    block: null,
    booking: {
      id: p.bookingId,
      member_id: null,
      name: p.guestName,
      username: null,
      guest_phone: p.guestPhone,
      walk_in: true,
      price: p.price,
      currency: p.currency,
      checked_in_at: null,
      no_show_at: null,
      no_shows: 0,
    },
  }
}

/** A done walk-in is written on the kept day, so the grid shows it until the next pull brings the server's. */
async function keepWalkIn(db: ElsyDatabase, p: WalkIn): Promise<void> {
  const day = await db.deskDays.get([p.clubId, p.date])
  if (!day) return
  const cells = day.data.cells.map((c) => (c.court_id === p.courtId && c.slot_id === p.slotId ? bookedCell(c, p) : c))
  await db.deskDays.put({ ...day, data: { ...day.data, cells } })
}

const refused: RefusedPanel<ItemOf<'desk_walk_in', WalkIn>> = {
  role: 'alert',
  fallback: 'The club could not book this walk-in.',
  discard: 'Discard',
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
  applyDone: (db, item) => keepWalkIn(db, item.payload),
  applyTables: (db) => [db.deskDays],
  overlay: {
    deskCells(cells, item, day) {
      const p = item.payload
      if (p.clubId !== day.clubId || p.date !== day.date) return
      const key = cellKey(p.courtId, p.slotId)
      const cell = cells.get(key)
      if (!cell) return
      if (isRefused(item)) cells.set(key, { ...cell, ...marksOf(item) })
      else if (isWaiting(item)) cells.set(key, { ...bookedCell(cell, p), ...marksOf(item) })
    },
    deskBookings(rows, item, desk) {
      const p = item.payload
      if (p.clubId !== desk.clubId || p.date !== desk.today || !isWaiting(item) || rows.has(p.bookingId)) return
      rows.set(p.bookingId, {
        id: p.bookingId,
        slot_id: p.slotId,
        slot_label: p.slotLabel,
        starts_at: p.startsAt,
        court_number: p.courtNumber,
        court_name: p.courtName,
        member_id: null,
        players: [`${p.guestName} (walk-in)`],
        checked_in_at: null,
        no_show_at: null,
        ...marksOf(item),
      })
    },
  },
  label: (p) => ({ title: `Walk-in: ${p.guestName}, court ${p.courtNumber}, ${p.date} ${p.slotLabel}`, link: '/club-owner/bookings' }),
  refused,
})

/** Books a walk-in through the outbox (one booking per id: a second tap returns the same item). */
export async function queueWalkIn(p: WalkIn): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    if (await db.outbox.get(p.bookingId)) return { outboxId: p.bookingId }
    await addOutboxItem(db, p.bookingId, { kind: 'desk_walk_in', payload: p })
    return { outboxId: p.bookingId }
  })
  requestDrain()
  return result
}

