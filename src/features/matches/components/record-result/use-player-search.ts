import { useEffect, useState } from 'react'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { searchPlayers } from '../../api/search-players'
import { matchesQuery, type PlayerChoice } from '../../lib/known-players'

export interface PlayerSearch {
  choices: PlayerChoice[]
  /** 'network': the server's search; 'known': people from this device's matches (offline, or a short query). */
  source: 'network' | 'known'
  searching: boolean
}

/**
 * What a player picker offers for `query`: the network's players once two characters are typed and the
 * server answers (debounced 250 ms), else the people met in cached matches — so a result can be entered offline.
 */
export function usePlayerSearch(query: string, known: readonly PlayerChoice[], exclude: readonly string[]): PlayerSearch {
  const debounced = useDebouncedValue(query.trim(), 250)
  const [found, setFound] = useState<{ query: string; players: PlayerChoice[] | null } | null>(null)

  useEffect(() => {
    if (debounced.length < 2 || !navigator.onLine) return
    let live = true
    void searchPlayers(debounced).then((players) => live && setFound({ query: debounced, players }))
    return () => {
      live = false
    }
  }, [debounced])

  const skip = new Set(exclude)
  const network = found && found.query === debounced && debounced.length >= 2 ? found.players : null
  if (network) return { choices: network.filter((p) => !skip.has(p.id)), source: 'network', searching: false }
  const searching = debounced.length >= 2 && navigator.onLine && found?.query !== debounced
  return { choices: known.filter((p) => !skip.has(p.id) && matchesQuery(p.name, query)), source: 'known', searching }
}
