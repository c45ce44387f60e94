import type { ElsyDatabase } from '../database'
import { operationOf, readUnsettled } from '../operations/registry'
import { getUserDatabase } from '../user-database'
import type { AvailabilityRow } from '../types'
import { useUserLiveQuery } from './use-live'

export interface AvailabilitySlot extends AvailabilityRow {
  /** Set when this device has a booking for this court-slot waiting to sync (shown as not free). */
  pendingBookingId?: string
}

/** The snapshot of a club's day with this user's unsent bookings overlaid as taken. */
export async function readAvailability(db: ElsyDatabase, clubId: string, date: string): Promise<AvailabilitySlot[]> {
  const [rows, queued] = await Promise.all([db.availability.where('[clubId+date]').equals([clubId, date]).toArray(), readUnsettled(db)])
  const held = new Map<string, string>()
  for (const item of queued) operationOf(item)?.overlay?.availability?.(held, item, { clubId, date })
  return rows
    .map((row) => {
      const pendingBookingId = held.get(`${row.courtId}|${row.slotId}`)
      return pendingBookingId ? { ...row, isFree: false, pendingBookingId } : row
    })
    .sort((a, b) => a.courtNumber - b.courtNumber || a.slotId - b.slotId)
}

/** Live availability for a club and club-local date: [] when no snapshot was ever fetched for it. */
export function useAvailability(clubId: string | null | undefined, date: string | null | undefined): AvailabilitySlot[] | undefined {
  return useUserLiveQuery(async (db) => (clubId && date ? readAvailability(db, clubId, date) : []), [clubId, date])
}

/** When the snapshot for a club and date was fetched (null: never), to say how old the shown data is. */
export function useAvailabilityFetchedAt(clubId: string | null | undefined, date: string | null | undefined): Date | null | undefined {
  return useUserLiveQuery(async (db) => {
    if (!clubId || !date) return null
    const row = await db.availability.where('[clubId+date]').equals([clubId, date]).first()
    return row ? new Date(row.fetchedAt) : null
  }, [clubId, date])
}

/**
 * The free, not-yet-started court-slots of that club and day nearest to `slotId` (same slot on another court
 * first, then the neighbouring slots), from the snapshot: what a conflict offers instead of a taken slot.
 */
export async function nearestFreeSlots(clubId: string, date: string, slotId: number, limit = 6): Promise<AvailabilitySlot[]> {
  const db = getUserDatabase()
  if (!db) return []
  const rows = await readAvailability(db, clubId, date)
  const now = Date.now()
  return rows
    .filter((r) => r.isFree && !r.isPast && Date.parse(r.startsAt) > now)
    .sort((a, b) => Math.abs(a.slotId - slotId) - Math.abs(b.slotId - slotId) || a.slotId - b.slotId || a.courtNumber - b.courtNumber)
    .slice(0, limit)
}
