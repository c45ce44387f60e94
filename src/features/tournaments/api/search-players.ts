import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

const PlayerHit = v.object({ id: v.string(), name: v.string(), username: v.nullable(v.string()), club_name: v.nullable(v.string()) })
export type PlayerHit = v.InferOutput<typeof PlayerHit>

const SearchAnswer = v.looseObject({ players: v.array(PlayerHit) })

/**
 * Players by name or username through `search_network` (signed-in only; it exposes name, username and home
 * club, nothing else). Throws when the server cannot be reached, so the picker can fall back to known partners.
 */
export async function searchPlayers(query: string, limit = 8): Promise<PlayerHit[]> {
  const { data, error } = await supabase.rpc('search_network', { p_query: query, p_limit: limit })
  if (error) throw new Error(error.message)
  return v.parse(SearchAnswer, data).players
}
