import type { ElsyDatabase } from '../database'
import { CARD_REFUNDS_KEY } from '../meta-keys'
import { readCardRefundNotes } from '../operations/cancel'
import { operationOf, readUnsettled } from '../operations/registry'
import type { MyBooking } from '../types'
import { useUserLiveQuery } from './use-live'

/** Server bookings plus this device's unsent changes to them (new bookings, cancellations). */
export async function readMyBookings(db: ElsyDatabase): Promise<MyBooking[]> {
  const [server, queue, notes] = await Promise.all([db.bookings.toArray(), readUnsettled(db), db.meta.get(CARD_REFUNDS_KEY)])
  // Read in the same query as the rows, so a cancelled booking and where its refund went arrive together.
  const toCard = new Set(readCardRefundNotes(notes?.value).map((n) => n.bookingId))
  const byId = new Map<string, MyBooking>(
    server.map((b) => [b.id, { ...b, syncState: 'synced' as const, ...(toCard.has(b.id) ? { refundTo: 'card' as const } : {}) }]),
  )
  for (const item of queue) operationOf(item)?.overlay?.bookings?.(byId, item)
  return [...byId.values()].sort((a, b) => a.date.localeCompare(b.date) || a.slot_id - b.slot_id)
}

/** The user's bookings (oldest first), each with its syncState; `undefined` while loading. */
export function useMyBookings(): MyBooking[] | undefined {
  return useUserLiveQuery(readMyBookings, [])
}
