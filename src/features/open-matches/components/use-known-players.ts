import { useMemo } from 'react'
import { useMyMatches, useStatistics } from '~/db/queries'
import type { PlayerChoice } from '~/lib/search-players'

/** The players this device can offer without the network: favourite partners, then people from cached matches. */
export function useKnownPlayers(me: string | null): PlayerChoice[] {
  const stats = useStatistics()
  const matches = useMyMatches()
  return useMemo(() => {
    const seen = new Map<string, PlayerChoice>()
    for (const p of stats?.partners ?? []) if (p.id !== me) seen.set(p.id, { id: p.id, name: p.name, detail: null })
    for (const match of matches ?? []) for (const p of match.players) if (p.id !== me && !seen.has(p.id)) seen.set(p.id, { id: p.id, name: p.name, detail: null })
    return [...seen.values()]
  }, [me, stats, matches])
}
