import { searchNetwork } from '~/lib/network-search'
import type { PlayerChoice } from '../lib/known-players'

/**
 * Players of the whole network whose name or username matches (the server exposes only name, username and
 * home club). `null` when the server cannot be reached or refuses: the picker then offers known players.
 */
export async function searchPlayers(query: string, limit = 8): Promise<PlayerChoice[] | null> {
  try {
    const { players } = await searchNetwork(query, limit)
    return players.map((p) => ({
      id: p.id,
      name: p.name,
      detail: [p.username ? `@${p.username}` : null, p.club_name].filter(Boolean).join(' · ') || null,
    }))
  } catch {
    return null
  }
}
