import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem, type NewOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { cellKey, type DeskCell, type DeskCellBooking } from '../sync/rows-desk'
import type { DeskBooking, DeskDayCell } from '../types'
import { isRefused, isWaiting, marksOf, type ItemOf, type Overlays } from './operation'

/*
 * What the desk's two bookings (a walk-in guest, a member booked by staff) share: the court-slot they take, what
 * the desk showed when it was queued, and how they lie over the kept grid and today's list until the server answers.
 */

/** The court-slot and what the desk showed for it (price, court, slot) when the booking was queued. */
export const deskSlotEntries = {
  /** The booking's id: the outbox id and the server's idempotency key. */
  bookingId: v.string(),
  clubId: v.string(),
  courtId: v.string(),
  date: v.string(),
  slotId: v.number(),
  price: v.number(),
  currency: v.string(),
  courtNumber: v.number(),
  courtName: v.string(),
  slotLabel: v.string(),
  startsAt: v.string(),
}

type DeskSlot = v.InferOutput<v.ObjectSchema<typeof deskSlotEntries, undefined>>

/** How one kind of desk booking reads in a cell and in today's list. */
export interface DeskBookingShape<P extends DeskSlot> {
  booking(p: P): Omit<DeskCellBooking, 'id' | 'price' | 'currency' | 'checked_in_at' | 'no_show_at' | 'pay_with' | 'due'>
  /** The players line of today's list. */
  players(p: P): string
}

function bookedCell<P extends DeskSlot>(cell: DeskCell, p: P, shape: DeskBookingShape<P>): DeskCell {
  return {
    ...cell,
    state: 'booked',
    block: null,
    booking: { ...shape.booking(p), id: p.bookingId, price: p.price, currency: p.currency, checked_in_at: null, no_show_at: null, pay_with: 'wallet', due: 0 },
  }
}

/** A done desk booking is written on the kept day, so the grid shows it until the next pull brings the server's. */
export async function keepDeskBooking<P extends DeskSlot>(db: ElsyDatabase, p: P, shape: DeskBookingShape<P>): Promise<void> {
  const day = await db.deskDays.get([p.clubId, p.date])
  if (!day) return
  const cells = day.data.cells.map((c) => (c.court_id === p.courtId && c.slot_id === p.slotId ? bookedCell(c, p, shape) : c))
  await db.deskDays.put({ ...day, data: { ...day.data, cells } })
}

/** The booked cell while the booking waits; the refusal on the cell it asked for once refused. */
export function deskBookingOverlays<K extends string, P extends DeskSlot>(shape: DeskBookingShape<P>): Pick<Overlays<ItemOf<K, P>>, 'deskCells' | 'deskBookings'> {
  return {
    deskCells(cells: Map<string, DeskDayCell>, item, day) {
      const p = item.payload
      if (p.clubId !== day.clubId || p.date !== day.date) return
      const key = cellKey(p.courtId, p.slotId)
      const cell = cells.get(key)
      if (!cell) return
      if (isRefused(item)) cells.set(key, { ...cell, ...marksOf(item) })
      else if (isWaiting(item)) cells.set(key, { ...bookedCell(cell, p, shape), ...marksOf(item) })
    },
    deskBookings(rows: Map<string, DeskBooking>, item, desk) {
      const p = item.payload
      if (p.clubId !== desk.clubId || p.date !== desk.today || !isWaiting(item) || rows.has(p.bookingId)) return
      rows.set(p.bookingId, {
        id: p.bookingId,
        slot_id: p.slotId,
        slot_label: p.slotLabel,
        starts_at: p.startsAt,
        court_number: p.courtNumber,
        court_name: p.courtName,
        member_id: shape.booking(p).member_id,
        players: [shape.players(p)],
        checked_in_at: null,
        no_show_at: null,
        due: 0,
        ...marksOf(item),
      })
    },
  }
}

/** Queues a desk booking (one per id: a second tap returns the same item) and asks the drain to send it. */
export async function queueDeskBooking(item: Extract<NewOutboxItem, { kind: 'desk_walk_in' | 'desk_book_member' }>): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const id = item.payload.bookingId
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    if (!(await db.outbox.get(id))) await addOutboxItem(db, id, item)
  })
  requestDrain()
  return { outboxId: id }
}
