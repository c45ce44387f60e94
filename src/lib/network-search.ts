import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

// search_network's answer (supabase/migrations/…_search.sql): five short lists; players carry only a name,
// a username and a home club, never contact details.
const ClubHit = v.object({ id: v.string(), name: v.string(), city: v.string(), country_code: v.string() })
const CourtHit = v.object({
  id: v.string(),
  club_id: v.string(),
  club_name: v.string(),
  number: v.number(),
  name: v.string(),
  type: v.picklist(['indoor', 'outdoor']),
})
// A player who signed up with a social account may have no username yet; a rating comes with a first confirmed
// match; matches_with_you counts the caller's matches with or against them (those come first).
const PlayerHit = v.object({
  id: v.string(),
  name: v.string(),
  username: v.nullish(v.string(), null),
  club_name: v.nullish(v.string(), null),
  rating: v.nullish(v.number(), null),
  matches_with_you: v.optional(v.number(), 0),
})
const TournamentHit = v.object({ id: v.string(), name: v.string(), club_name: v.string(), starts_on: v.string(), status: v.string() })
// A listed open match still to come: its club (as `name`), court and start in the club's zone, the level range and
// how many places are free (0: full, with a waiting list). Never who pays what.
const MatchHit = v.object({
  id: v.string(),
  name: v.string(),
  city: v.nullish(v.string(), null),
  court_number: v.number(),
  date: v.string(),
  starts_at: v.string(),
  time_zone: v.string(),
  level_min: v.number(),
  level_max: v.number(),
  category: v.picklist(['open', 'men', 'women', 'mixed']),
  competitive: v.boolean(),
  status: v.string(),
  places_free: v.number(),
})

const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), [])
export const SearchResultsSchema = v.object({
  clubs: list(ClubHit),
  courts: list(CourtHit),
  players: list(PlayerHit),
  tournaments: list(TournamentHit),
  matches: list(MatchHit),
})

export type SearchResults = v.InferOutput<typeof SearchResultsSchema>
export type ClubHit = v.InferOutput<typeof ClubHit>
export type CourtHit = v.InferOutput<typeof CourtHit>
export type PlayerHit = v.InferOutput<typeof PlayerHit>
export type TournamentHit = v.InferOutput<typeof TournamentHit>
export type MatchHit = v.InferOutput<typeof MatchHit>

export const NO_RESULTS: SearchResults = { clubs: [], courts: [], players: [], tournaments: [], matches: [] }

/**
 * The network-wide search (signed-in only): the top-bar search and the player pickers of match results and
 * tournament registrations. Throws on a network or server error, so the caller can fall back to the device.
 */
export async function searchNetwork(query: string, limit = 5, signal?: AbortSignal): Promise<SearchResults> {
  let call = supabase.rpc('search_network', { p_query: query, p_limit: limit })
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error) throw new Error(error.message)
  return v.parse(SearchResultsSchema, data)
}
