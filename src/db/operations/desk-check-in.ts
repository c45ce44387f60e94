import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import type { RpcAnswer } from '../sync/rows'
import { readOne } from '../sync/rows-base'
import { DeskMarksSchema } from '../sync/rows-desk'
import type { DeskBooking, DeskDayCell } from '../types'
import { newUuid } from '../uuid'
import { defineOperation, isRefused, isWaiting, marksOf, type ItemOf, type RefusedPanel } from './operation'
import { said } from '~/lib/words'

/** What a desk mark names: the booking, its club (whose dashboard it changes) and how the desk shows it. */
export const deskMarkPayload = v.object({ bookingId: v.string(), clubId: v.string(), players: v.string(), slotLabel: v.string() })
export type DeskMarkPayload = v.InferOutput<typeof deskMarkPayload>

/** The server's marks from a done answer, written on the kept dashboard so the desk shows them offline too. */
export async function applyDeskMarks(db: ElsyDatabase, clubId: string, answer: RpcAnswer | undefined): Promise<void> {
  const { row: marks } = readOne(DeskMarksSchema, answer?.marks, 'desk marks')
  if (!marks) return
  const set = { checked_in_at: marks.checked_in_at, no_show_at: marks.no_show_at }
  const kept = await db.deskDashboards.get(clubId)
  if (kept) {
    const today_bookings = kept.data.today_bookings.map((b) => (b.id === marks.id ? { ...b, ...set } : b))
    await db.deskDashboards.put({ ...kept, data: { ...kept.data, today_bookings } })
  }
  for (const day of await db.deskDays.where('clubId').equals(clubId).toArray()) {
    if (!day.data.cells.some((c) => c.booking?.id === marks.id)) continue
    const cells = day.data.cells.map((c) => (c.booking?.id === marks.id ? { ...c, booking: { ...c.booking, ...set } } : c))
    await db.deskDays.put({ ...day, data: { ...day.data, cells } })
  }
}

/** The same mark on the booking's cell of the desk's grid. */
export function overlayDeskCellMark<K extends string>(cells: Map<string, DeskDayCell>, item: ItemOf<K, DeskMarkPayload>, marks: Pick<DeskBooking, 'checked_in_at' | 'no_show_at'>): void {
  for (const [key, cell] of cells) {
    if (cell.booking?.id !== item.payload.bookingId) continue
    if (isRefused(item)) cells.set(key, { ...cell, ...marksOf(item) })
    else if (isWaiting(item)) cells.set(key, { ...cell, booking: { ...cell.booking, ...marks }, ...marksOf(item) })
  }
}

/** A desk mark lies over the kept booking while it waits; a refused one leaves the server's marks and says why. */
export function overlayDeskMark<K extends string>(rows: Map<string, DeskBooking>, item: ItemOf<K, DeskMarkPayload>, marks: Pick<DeskBooking, 'checked_in_at' | 'no_show_at'>): void {
  const booking = rows.get(item.payload.bookingId)
  if (!booking) return
  if (isRefused(item)) rows.set(booking.id, { ...booking, ...marksOf(item) })
  else if (isWaiting(item)) rows.set(booking.id, { ...booking, ...marks, ...marksOf(item) })
}

/** What the refused-change panel offers for a refused desk mark (generic: each operation keeps its literal kind). */
export function deskMarkRefusal<K extends string>(): RefusedPanel<ItemOf<K, DeskMarkPayload>> {
  return { role: 'alert', fallback: said('outbox_desk_mark_fallback'), discard: said('outbox_discard') }
}

/** `check_in_booking`: the players arrived. Sent once; a repeat answers already_checked_in, which is done too. */
export const deskCheckIn = defineOperation({
  kind: 'desk_check_in',
  payload: deskMarkPayload,
  rpc: { name: 'check_in_booking', args: (p) => ({ p_booking_id: p.bookingId }) },
  done: ['checked_in', 'already_checked_in'],
  conflict: ['cancelled', 'too_early', 'too_late'],
  applyDone: (db, item, answer) => applyDeskMarks(db, item.payload.clubId, answer),
  applyTables: (db) => [db.deskDashboards, db.deskDays],
  overlay: {
    deskBookings: (rows, item) => overlayDeskMark(rows, item, { checked_in_at: item.createdAt, no_show_at: null }),
    deskCells: (cells, item) => overlayDeskCellMark(cells, item, { checked_in_at: item.createdAt, no_show_at: null }),
  },
  label: (p) => ({ title: said('outbox_check_in_label', { players: p.players, slot: p.slotLabel }), link: '/club-owner' }),
  refused: deskMarkRefusal<'desk_check_in'>(),
})

/** Queues a desk mark; one waiting mark of a kind per booking (a second tap is the same change). */
export async function queueDeskMark(kind: 'desk_check_in' | 'desk_no_show', payload: DeskMarkPayload): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    const already = await db.outbox
      .where('kind')
      .equals(kind)
      .filter((i) => (i.kind === 'desk_check_in' || i.kind === 'desk_no_show') && i.payload.bookingId === payload.bookingId && isWaiting(i))
      .first()
    if (already) return { outboxId: already.id }
    const id = newUuid()
    await addOutboxItem(db, id, { kind, payload })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
