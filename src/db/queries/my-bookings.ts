import type { ElsyDatabase } from '../database'
import { operationOf, readUnsettled } from '../operations/registry'
import type { MyBooking } from '../types'
import { useUserLiveQuery } from './use-live'

/** Server bookings plus this device's unsent changes to them (new bookings, cancellations). */
export async function readMyBookings(db: ElsyDatabase): Promise<MyBooking[]> {
  const [server, queue] = await Promise.all([db.bookings.toArray(), readUnsettled(db)])
  const byId = new Map<string, MyBooking>(server.map((b) => [b.id, { ...b, syncState: 'synced' as const }]))
  for (const item of queue) operationOf(item)?.overlay?.bookings?.(byId, item)
  return [...byId.values()].sort((a, b) => a.date.localeCompare(b.date) || a.slot_id - b.slot_id)
}

/** The user's bookings (oldest first), each with its syncState; `undefined` while loading. */
export function useMyBookings(): MyBooking[] | undefined {
  return useUserLiveQuery(readMyBookings, [])
}
