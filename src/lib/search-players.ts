import { searchNetwork } from '~/lib/network-search'
import { playerDetail } from '~/lib/player-detail'

/** One player a picker offers: a partner or an opponent. */
export interface PlayerChoice {
  id: string
  name: string
  /** A second line: "@username · home club · rating · matches with you" from the network, or what the device knows ("In 3 of your matches"). */
  detail: string | null
}

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
      detail: playerDetail(p),
    }))
  } catch {
    return null
  }
}
