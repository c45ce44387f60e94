import { getUserDatabase } from '~/db/user-database'
import { NO_RESULTS, type SearchResults } from '~/lib/network-search'
import { searchLocally } from '../lib/local-search'

/** The same search over this device's copy of clubs, courts, tournaments and open matches (offline, or the server failing). */
export async function searchThisDevice(query: string, limit = 5): Promise<SearchResults> {
  const db = getUserDatabase()
  if (!db) return NO_RESULTS
  const [clubs, courts, tournaments, openMatches] = await Promise.all([
    db.clubs.toArray(),
    db.courts.toArray(),
    db.tournaments.toArray(),
    db.openMatches.toArray(),
  ])
  return searchLocally(query, { clubs, courts, tournaments, openMatches }, limit)
}
