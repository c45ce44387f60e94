import { useMemo } from 'react'
import type { PlayerChoice } from '~/lib/search-players'
import type { ElsyDatabase } from '../database'
import { operationOf, readUnsettled } from '../operations/registry'
import { SYNCED } from '../operations/operation'
import { includesFolded } from '~/lib/fold-text'
import { deskMembersKeptAt } from '../pulls/desk-members'
import { cellKey, type DeskDashboard } from '../sync/rows-desk'
import type { DeskBooking, DeskDay, DeskDayCell, DeskMember } from '../types'
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
  for (const item of queue) operationOf(item)?.overlay?.deskBookings?.(rows, item, { clubId, today: kept.data.today })
  return { dashboard: kept.data, bookings: [...rows.values()], fetchedAt: kept.fetchedAt }
}

export interface DeskDayView {
  day: DeskDay
  /** The day's cells with the changes queued on this device laid over them, in the server's order. */
  cells: DeskDayCell[]
  fetchedAt: string
}

/** The kept grid of one day with this device's queued desk changes; null when this device keeps no copy of it. */
export async function readDeskDay(db: ElsyDatabase, clubId: string, date: string): Promise<DeskDayView | null> {
  const [kept, queue] = await Promise.all([db.deskDays.get([clubId, date]), readUnsettled(db)])
  if (!kept) return null
  const cells = new Map<string, DeskDayCell>(kept.data.cells.map((c) => [cellKey(c.court_id, c.slot_id), { ...c, ...SYNCED }]))
  for (const item of queue) operationOf(item)?.overlay?.deskCells?.(cells, item, { clubId, date })
  return { day: kept.data, cells: [...cells.values()], fetchedAt: kept.fetchedAt }
}

/** undefined while loading, null when this device keeps no copy of that day. */
export function useDeskDay(clubId: string | undefined, date: string | null): DeskDayView | null | undefined {
  return useUserLiveQuery(async (db) => (clubId && date ? readDeskDay(db, clubId, date) : null), [clubId, date])
}

/** undefined while loading, null when this device keeps no dashboard of the club. */
export function useDesk(clubId: string | undefined): DeskView | null | undefined {
  return useUserLiveQuery(async (db) => (clubId ? readDesk(db, clubId) : null), [clubId])
}

export type KeptMemberSort = 'name' | 'recent' | 'bookings'

export interface KeptMembersPage {
  total: number
  rows: DeskMember[]
  /** When the kept list was fetched (ISO). */
  keptAt: string
}

// In the device's own alphabetical order (a page's language is the screens' business; the server sorts by its collation).
const byName = (a: DeskMember, b: DeskMember) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })

const SORTS: Record<KeptMemberSort, (a: DeskMember, b: DeskMember) => number> = {
  name: byName,
  // ISO dates compare as text; members who never booked go last.
  recent: (a, b) => (b.last_booking_on ?? '').localeCompare(a.last_booking_on ?? '') || byName(a, b),
  bookings: (a, b) => b.bookings_12m - a.bookings_12m || byName(a, b),
}

/**
 * The club's kept member list searched, sorted and paged on the device, as club_members does on the server
 * (name, username, e-mail or phone; accents and case ignored). Null when this device keeps no list of the club.
 */
export async function searchKeptMembers(
  db: ElsyDatabase,
  clubId: string,
  q: { search: string; sort: KeptMemberSort; offset: number; limit: number },
): Promise<KeptMembersPage | null> {
  const keptAt = await deskMembersKeptAt(db, clubId)
  if (!keptAt) return null
  const all = await db.deskMembers.where('clubId').equals(clubId).toArray()
  const found = all.filter((m) => [m.name, m.username, m.email, m.phone].some((field) => field !== null && includesFolded(field, q.search)))
  found.sort(SORTS[q.sort])
  const rows = found.slice(q.offset, q.offset + q.limit).map(({ clubId: _club, ...member }) => member)
  return { total: found.length, rows, keptAt }
}

/**
 * The club's kept members as a player picker offers them offline (who booked most recently first), so the desk
 * books a court for a member with the Wi-Fi down. Empty when this device keeps no list of the club.
 */
export function useKeptMemberChoices(clubId: string): PlayerChoice[] {
  const kept = useUserLiveQuery(async (db) => db.deskMembers.where('clubId').equals(clubId).toArray(), [clubId])
  return useMemo(
    () =>
      [...(kept ?? [])]
        .sort(SORTS.recent)
        .map((m) => ({ id: m.id, name: m.name, detail: [m.username ? `@${m.username}` : null, m.phone].filter(Boolean).join(' · ') || null })),
    [kept],
  )
}
