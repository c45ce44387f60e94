import type { MatchRow } from '~/db/types'
import { m } from '~/i18n/member'
import type { PlayerChoice } from '~/lib/search-players'

/**
 * The people the player has met in matches on this device, most often first: what the partner and
 * opponent pickers can offer offline, when the network search is out of reach.
 */
export function playersFromMatches(matches: readonly Pick<MatchRow, 'players'>[], meId: string): PlayerChoice[] {
  const seen = new Map<string, { name: string; count: number }>()
  for (const match of matches) {
    for (const p of match.players) {
      if (p.id === meId) continue
      const known = seen.get(p.id)
      seen.set(p.id, { name: p.name, count: (known?.count ?? 0) + 1 })
    }
  }
  return [...seen.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name))
    .map(([id, { name, count }]) => ({ id, name, detail: m.matches_in_matches({ count }) }))
}
