import { searchNetwork, type PlayerHit } from '~/lib/network-search'

export type { PlayerHit }

/**
 * Players by name or username (signed-in only; the server exposes name, username and home club, nothing
 * else). Throws when the server cannot be reached, so the picker can fall back to known partners.
 */
export async function searchPlayers(query: string, limit = 8): Promise<PlayerHit[]> {
  return (await searchNetwork(query, limit)).players
}
