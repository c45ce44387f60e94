import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fetchMyRanking, fetchRankingsPage, useRankingTotal, useRankings, useSyncStatus } from '~/db/queries'
import type { RankingEntry, RankingScope } from '~/db/types'
import { useUserDatabase } from '~/db/user-database'
import { sayWords } from '~/i18n/server-words'
import type { Words } from '~/lib/words'
import { filterRows } from '../lib/filter-rows'
import { missingPages } from '../lib/pages'

export const PAGE_SIZE = 50

/**
 * - live: online, no search — one row per rank 1..total, pages fetched (and cached) as they scroll into view;
 * - cached: offline (or never fetched) — the rows on this device, in rank order;
 * - search: online — the server's matches (real ranks kept), more as the list scrolls;
 * - search-cached: offline — the cached rows filtered on this device.
 */
export type ListMode = 'live' | 'cached' | 'search' | 'search-cached'

export interface RankingList {
  loading: boolean
  mode: ListMode
  count: number
  /** The row at a list position, or null while its page is on the way (live mode). */
  rowAt: (index: number) => RankingEntry | null
  /** The rank shown at a position, also for a row still loading. */
  rankAt: (index: number) => number
  /** Where a rank sits in the current list, or null when it is not in it. */
  indexOfRank: (rank: number) => number | null
  /** Tell the list which positions are on screen: missing pages are fetched. */
  onRange: (first: number, last: number) => void
  /** The last refresh failed (shown with the cached copy). */
  error: string | null
  fetchedAt: string | null
}

interface SearchState {
  key: string
  rows: RankingEntry[]
  total: number
  loading: boolean
  error: Words | 'offline' | null
}

export function useRankingList(scope: RankingScope, query: string): RankingList {
  const db = useUserDatabase()
  const cached = useRankings(scope)
  const total = useRankingTotal(scope)
  const { online } = useSyncStatus()
  const [refresh, setRefresh] = useState<{ scope: string; state: 'loading' | 'done' | 'error'; message?: Words } | null>(null)
  const [search, setSearch] = useState<SearchState | null>(null)
  const inflight = useRef(new Set<string>())
  const q = query.trim()
  const searchKey = `${scope}\n${q}`

  // A fresh first page (and the player's own entry) each time a scope is opened online; the sync keeps the
  // first pages of the player's scopes, so offline the same screen still has them.
  useEffect(() => {
    if (!db || !online) return
    let live = true
    setRefresh({ scope, state: 'loading' })
    void fetchMyRanking(db, scope)
    void fetchRankingsPage(db, scope, { offset: 0, limit: PAGE_SIZE }).then((res) => {
      if (!live) return
      setRefresh({ scope, state: res.status === 'fresh' ? 'done' : 'error', message: res.status === 'error' ? res.message : undefined })
    })
    return () => {
      live = false
    }
  }, [db, scope, online])

  const loadSearch = useCallback(
    (offset: number) => {
      if (!db) return
      const key = `${scope}\n${q}`
      setSearch((s) => (s && s.key === key ? { ...s, loading: true } : { key, rows: [], total: 0, loading: true, error: null }))
      void fetchRankingsPage(db, scope, { search: q, offset, limit: PAGE_SIZE }).then((res) => {
        setSearch((s) => {
          if (!s || s.key !== key) return s
          if (res.status !== 'fresh') return { ...s, loading: false, error: res.status === 'offline' ? 'offline' : res.message }
          const known = new Set(s.rows.map((r) => r.player_id))
          return { key, rows: [...s.rows, ...res.data.rows.filter((r) => !known.has(r.player_id))], total: res.data.total, loading: false, error: null }
        })
      })
    },
    [db, scope, q],
  )

  useEffect(() => {
    if (q && online) loadSearch(0)
  }, [q, online, loadSearch])

  const byRank = useMemo(() => new Map((cached ?? []).map((r) => [r.rank, r])), [cached])
  const refreshFailed = refresh?.scope === scope && refresh.state === 'error'
  const searchHere = search?.key === searchKey ? search : null
  const mode: ListMode = q
    ? online && !searchHere?.error
      ? 'search'
      : 'search-cached'
    : online && typeof total === 'number' && !refreshFailed
      ? 'live'
      : 'cached'

  const filtered = useMemo(() => (mode === 'search-cached' ? filterRows(cached ?? [], q) : []), [mode, cached, q])
  const fetchedAt = cached?.[0]?.fetchedAt ?? null

  const fetchPages = useCallback(
    (first: number, last: number) => {
      if (!db || typeof total !== 'number') return
      for (const offset of missingPages(first + 1, last + 1, (rank) => byRank.has(rank), PAGE_SIZE, total)) {
        const key = `${scope}:${offset}`
        if (inflight.current.has(key)) continue
        inflight.current.add(key)
        void fetchRankingsPage(db, scope, { offset, limit: PAGE_SIZE }).finally(() => inflight.current.delete(key))
      }
    },
    [db, scope, total, byRank],
  )

  const base = { error: refreshFailed ? sayWords(refresh?.message) : null, fetchedAt }
  if (mode === 'live') {
    return {
      ...base,
      mode,
      loading: cached === undefined || (byRank.size === 0 && total! > 0),
      count: total!,
      rowAt: (i) => byRank.get(i + 1) ?? null,
      rankAt: (i) => i + 1,
      indexOfRank: (rank) => (rank >= 1 && rank <= total! ? rank - 1 : null),
      onRange: fetchPages,
    }
  }
  if (mode === 'search') {
    const rows = searchHere?.rows ?? []
    return {
      ...base,
      mode,
      loading: !searchHere || (searchHere.loading && rows.length === 0),
      count: rows.length,
      rowAt: (i) => rows[i] ?? null,
      rankAt: (i) => rows[i]?.rank ?? 0,
      indexOfRank: (rank) => {
        const i = rows.findIndex((r) => r.rank === rank)
        return i < 0 ? null : i
      },
      onRange: (_first, last) => {
        if (searchHere && !searchHere.loading && last >= rows.length - 10 && rows.length < searchHere.total) loadSearch(rows.length)
      },
    }
  }
  const rows = mode === 'search-cached' ? filtered : cached ?? []
  return {
    ...base,
    mode,
    loading: cached === undefined || (cached.length === 0 && online && refresh?.scope === scope && refresh.state === 'loading'),
    count: rows.length,
    rowAt: (i) => rows[i] ?? null,
    rankAt: (i) => rows[i]?.rank ?? 0,
    indexOfRank: (rank) => {
      const i = rows.findIndex((r) => r.rank === rank)
      return i < 0 ? null : i
    },
    onRange: () => undefined,
  }
}
