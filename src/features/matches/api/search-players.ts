import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import type { PlayerChoice } from '../lib/known-players'

// Only the players part of `search_network`'s answer matters here; clubs, courts and tournaments are ignored.
const Answer = v.object({
  players: v.array(v.object({ id: v.string(), name: v.string(), username: v.nullish(v.string()), club_name: v.nullish(v.string()) })),
})

/**
 * Players of the whole network whose name or username matches (the server exposes only name, username and
 * home club). `null` when the server cannot be reached or refuses: the picker then offers known players.
 */
export async function searchPlayers(query: string, limit = 8): Promise<PlayerChoice[] | null> {
  try {
    const { data, error } = await supabase.rpc('search_network', { p_query: query, p_limit: limit })
    if (error) return null
    const parsed = v.safeParse(Answer, data)
    if (!parsed.success) return null
    return parsed.output.players.map((p) => ({
      id: p.id,
      name: p.name,
      detail: [p.username ? `@${p.username}` : null, p.club_name].filter(Boolean).join(' · ') || null,
    }))
  } catch {
    return null
  }
}
