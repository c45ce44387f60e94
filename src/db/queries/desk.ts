import type { ElsyDatabase } from '../database'
import { operationOf, readUnsettled } from '../operations/registry'
import { SYNCED } from '../operations/operation'
import type { DeskDashboard } from '../sync/rows-desk'
import type { DeskBooking } from '../types'
import { useUserLiveQuery } from './use-live'

export interface DeskView {
  dashboard: DeskDashboard
  /** Today's bookings with the check-ins and no-shows queued on this device laid over them. */
  bookings: DeskBooking[]
  /** When the dashboard was fetched (ISO). */
  fetchedAt: string
}

/** The kept dashboard of one club with this device's queued desk marks; null when none is kept. */
export async function readDesk(db: ElsyDatabase, clubId: string): Promise<DeskView | null> {
  const [kept, queue] = await Promise.all([db.deskDashboards.get(clubId), readUnsettled(db)])
  if (!kept) return null
  const rows = new Map<string, DeskBooking>(kept.data.today_bookings.map((b) => [b.id, { ...b, ...SYNCED }]))
  for (const item of queue) operationOf(item)?.overlay?.deskBookings?.(rows, item)
  return { dashboard: kept.data, bookings: [...rows.values()], fetchedAt: kept.fetchedAt }
}

/** undefined while loading, null when this device keeps no dashboard of the club. */
export function useDesk(clubId: string | undefined): DeskView | null | undefined {
  return useUserLiveQuery(async (db) => (clubId ? readDesk(db, clubId) : null), [clubId])
}
