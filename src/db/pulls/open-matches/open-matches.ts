import { definePull, everyCycle } from '../pull'
import { storeMatchList } from './store-matches'

/** How far ahead the list looks: the days a player can book, about. */
export const OPEN_MATCH_DAYS = 14

/**
 * The open matches of the next days (listed, open or full, not started), the caller's clubs first: what /matches
 * and the dashboard show, for visitors too, so the list opens offline from the last sync.
 */
export const openMatches = definePull({
  name: 'open-matches',
  reads: ['open_matches'],
  stores: ['openMatches', 'meta'],
  runs: everyCycle,
  for: 'everyone',
  run: async ({ db, api }) => storeMatchList(db, db.openMatches, 'openMatches', await api.rpc('open_matches', { p_days: OPEN_MATCH_DAYS })),
})
