import { useEffect, useState } from 'react'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { useSyncStatus } from '~/db/queries/sync-status'
import { includesFolded } from '~/lib/fold-text'
import { searchPlayers, type PlayerChoice } from '~/lib/search-players'

export interface PlayerSearch {
  choices: PlayerChoice[]
  /** 'network': the server's search; 'known': the players this device knows (offline, a short query, or the search failed). */
  source: 'network' | 'known'
  searching: boolean
  online: boolean
}

const MIN_QUERY = 2
const LIMIT = 8

/**
 * What a player picker offers for `query`: the network's players once two characters are typed and the
 * server answers (debounced 250 ms), else the known players that match — so a choice can be made offline.
 */
export function usePlayerSearch(query: string, known: readonly PlayerChoice[], exclude: readonly string[]): PlayerSearch {
  const { online } = useSyncStatus()
  const debounced = useDebouncedValue(query.trim(), 250)
  const [found, setFound] = useState<{ query: string; players: PlayerChoice[] | null } | null>(null)

  useEffect(() => {
    if (!online || debounced.length < MIN_QUERY) return
    let live = true
    void searchPlayers(debounced, LIMIT).then((players) => live && setFound({ query: debounced, players }))
    return () => {
      live = false
    }
  }, [online, debounced])

  const skip = new Set(exclude)
  const network = online && debounced.length >= MIN_QUERY && found?.query === debounced ? found.players : null
  if (network) return { choices: network.filter((p) => !skip.has(p.id)), source: 'network', searching: false, online }
  const searching = online && debounced.length >= MIN_QUERY && found?.query !== debounced
  const choices = known.filter((p) => !skip.has(p.id) && includesFolded(p.name, query)).slice(0, LIMIT)
  return { choices, source: 'known', searching, online }
}
