import type { ClubRow, CourtRow, SlotRow } from '../types'
import { useUserLiveQuery } from './use-live'

/** Every club of the network, by name (from the last sync). */
export function useClubs(): ClubRow[] | undefined {
  return useUserLiveQuery((db) => db.clubs.orderBy('name').toArray(), [])
}

/** A club's courts by number; `undefined` while loading, [] for an unknown or empty club id. */
export function useCourts(clubId: string | null | undefined): CourtRow[] | undefined {
  return useUserLiveQuery(
    async (db) => (clubId ? db.courts.where('[club_id+number]').between([clubId, -Infinity], [clubId, Infinity]).toArray() : []),
    [clubId],
  )
}

/** The eight daily slots, in order. */
export function useSlots(): SlotRow[] | undefined {
  return useUserLiveQuery((db) => db.slots.orderBy('id').toArray(), [])
}
