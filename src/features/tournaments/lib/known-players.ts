import type { MatchRow, PartnerStat } from '~/db/types'
import type { PlayerChoice } from '~/lib/search-players'

/**
 * The players this device knows without the network: favourite partners first (most matches together), then
 * everyone else from the cached matches, most recent first. Never the player themself.
 */
export function knownPlayers(me: string | null, partners: readonly PartnerStat[], matches: readonly MatchRow[]): PlayerChoice[] {
  const seen = new Set<string>(me ? [me] : [])
  const out: PlayerChoice[] = []
  const add = (id: string, name: string) => {
    if (seen.has(id)) return
    seen.add(id)
    out.push({ id, name, detail: null })
  }
  for (const p of [...partners].sort((a, b) => b.matches - a.matches)) add(p.id, p.name)
  for (const m of [...matches].sort((a, b) => b.played_at.localeCompare(a.played_at))) {
    // Teammates before opponents: a partner is more likely someone you have played with.
    const mine = m.players.filter((p) => p.team === m.my_team)
    const others = m.players.filter((p) => p.team !== m.my_team)
    for (const p of [...mine, ...others]) add(p.id, p.name)
  }
  return out
}
