import { useEffect, useState } from 'react'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { useSyncStatus } from '~/db/queries'
import { searchThisDevice } from '../api/search-device'
import { NO_RESULTS, searchNetwork, type SearchResults } from '~/lib/network-search'
import { queryTokens } from '../lib/local-search'

/** idle: nothing to search yet; device: answered from this device (offline or the server unreachable). */
export type SearchSource = 'idle' | 'loading' | 'server' | 'device'

export interface NetworkSearch {
  results: SearchResults
  source: SearchSource
  /** The query the results answer (the debounced one). */
  query: string
  /** Whether the device is online (a device answer while online means the server could not answer). */
  online: boolean
}

// docs/product.md §9: the phone input's search waits 250 ms; the top-bar search keeps the same rhythm.
export const SEARCH_DEBOUNCE_MS = 250

/**
 * Results for what the player typed: the server's search_network when online (clubs, courts, players,
 * tournaments), else this device's clubs, courts and tournaments. An answer that arrives after the
 * query changed is dropped, so results never belong to an older query.
 */
export function useNetworkSearch(input: string): NetworkSearch {
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS)
  const { online } = useSyncStatus()
  const [state, setState] = useState<Omit<NetworkSearch, 'online'>>({ results: NO_RESULTS, source: 'idle', query: '' })

  useEffect(() => {
    if (queryTokens(query).length === 0) {
      setState({ results: NO_RESULTS, source: 'idle', query })
      return
    }
    const abort = new AbortController()
    const fromDevice = () =>
      searchThisDevice(query).then((results) => {
        if (!abort.signal.aborted) setState({ results, source: 'device', query })
      })
    setState((s) => ({ ...s, source: 'loading' }))
    if (!online) {
      void fromDevice()
    } else {
      searchNetwork(query, 5, abort.signal)
        .then((results) => {
          if (!abort.signal.aborted) setState({ results, source: 'server', query })
        })
        .catch(() => {
          if (!abort.signal.aborted) void fromDevice()
        })
    }
    return () => abort.abort()
  }, [query, online])

  return { ...state, online }
}
