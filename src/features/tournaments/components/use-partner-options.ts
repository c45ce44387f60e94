import { useEffect, useMemo, useState } from 'react'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { useMyMatches, useStatistics, useSyncStatus } from '~/db/queries'
import { searchPlayers, type PlayerHit } from '../api/search-players'
import { filterPlayers, knownPlayers, type KnownPlayer } from '../lib/known-players'

export interface PartnerOption extends KnownPlayer {
  detail: string | null
}

export interface PartnerOptions {
  options: PartnerOption[]
  /** 'search': the network's answer; 'known': this device's players (offline, or the search failed). */
  source: 'search' | 'known'
  searching: boolean
}

const MIN_QUERY = 2

/**
 * Partner candidates for `query`: the network's players through `search_network` when online (debounced),
 * else the players this device knows from its matches. The player is never offered as their own partner.
 */
export function usePartnerOptions(query: string, me: string | null): PartnerOptions {
  const { online } = useSyncStatus()
  const stats = useStatistics()
  const matches = useMyMatches()
  const known = useMemo(() => knownPlayers(me, stats?.partners ?? [], matches ?? []), [me, stats, matches])
  const debounced = useDebouncedValue(query.trim(), 250)
  const [hits, setHits] = useState<{ query: string; players: PlayerHit[] | null } | null>(null)

  useEffect(() => {
    if (!online || debounced.length < MIN_QUERY) return
    let live = true
    searchPlayers(debounced)
      .then((players) => live && setHits({ query: debounced, players }))
      .catch(() => live && setHits({ query: debounced, players: null }))
    return () => {
      live = false
    }
  }, [online, debounced])

  // A failed search (server unreachable although the browser says online) falls back to the known players.
  const failed = hits !== null && hits.players === null && hits.query === debounced
  const useSearch = online && !failed && query.trim().length >= MIN_QUERY
  if (!useSearch) {
    return { options: filterPlayers(known, query).slice(0, 8).map((p) => ({ ...p, detail: null })), source: 'known', searching: false }
  }
  const options = (hits?.players ?? [])
    .filter((p) => p.id !== me)
    .map((p) => ({ id: p.id, name: p.name, detail: [p.username ? `@${p.username}` : null, p.club_name].filter(Boolean).join(' · ') || null }))
  return { options, source: 'search', searching: hits?.query !== query.trim() }
}
