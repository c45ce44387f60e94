import { useMemo } from 'react'
import { useMyMatches, useStatistics } from '~/db/queries'
import type { PlayerChoice } from '~/lib/search-players'
import { knownPlayers } from '../lib/known-players'

/** The partners this device can offer without the network: favourite partners, then people from cached matches. */
export function useKnownPartners(me: string | null): PlayerChoice[] {
  const stats = useStatistics()
  const matches = useMyMatches()
  return useMemo(() => knownPlayers(me, stats?.partners ?? [], matches ?? []), [me, stats, matches])
}
