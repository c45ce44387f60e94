import type { ElsyDatabase } from '../database'
import type { BookingRow, MyBooking, OutboxItem, SyncState } from '../types'
import { useUserLiveQuery } from './use-live'

function stateOf(item: OutboxItem): SyncState {
  if (item.status === 'conflict') return 'conflict'
  if (item.status === 'failed') return 'failed'
  return 'pending'
}

/**
 * Server bookings plus this device's unsent ones. Unsent bookings live only in the outbox (their payload's
 * preview), so a pull that rewrites the bookings table can never erase or duplicate them.
 */
export async function readMyBookings(db: ElsyDatabase): Promise<MyBooking[]> {
  const [server, queue] = await Promise.all([db.bookings.toArray(), db.outbox.orderBy('seq').toArray()])
  const byId = new Map<string, MyBooking>(server.map((b) => [b.id, { ...b, syncState: 'synced' as const }]))
  for (const item of queue) {
    if (item.status === 'done') continue
    if (item.kind === 'book') {
      const known = byId.get(item.payload.bookingId)
      // The server already has it (a replayed request whose answer was lost): show the server's row.
      if (known && known.syncState === 'synced') continue
      const preview: BookingRow = item.payload.preview
      byId.set(preview.id, { ...preview, syncState: stateOf(item), outboxId: item.id, syncMessage: item.lastError ?? undefined })
    } else if (item.kind === 'cancel') {
      const booking = byId.get(item.payload.bookingId)
      if (!booking) continue
      byId.set(booking.id, {
        ...booking,
        status: item.status === 'pending' || item.status === 'inflight' ? 'cancelled' : booking.status,
        cancelPending: item.status === 'pending' || item.status === 'inflight',
        syncState: stateOf(item),
        outboxId: item.id,
        syncMessage: item.lastError ?? undefined,
      })
    }
  }
  return [...byId.values()].sort((a, b) => a.date.localeCompare(b.date) || a.slot_id - b.slot_id)
}

/** The user's bookings (oldest first), each with its syncState; `undefined` while loading. */
export function useMyBookings(): MyBooking[] | undefined {
  return useUserLiveQuery(readMyBookings, [])
}
