import { useCallback, useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { useMyRanking, useRankingScopes, useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/member'
import { scopeOptions, type ScopeKey } from '../lib/scope-options'
import { tableRoom } from './columns'
import { MyRankBar } from './my-rank-bar'
import { RankingsSearch } from './rankings-search'
import { RankingsStatus } from './rankings-status'
import { RankingsTable, type RankingsTableHandle } from './rankings-table'
import { ScopeSwitch } from './scope-switch'
import { useRankingList } from './use-ranking-list'

export interface RankingsScreenProps {
  scopeKey: ScopeKey
  query: string
  /** A player to tint (opened from the top-bar search). */
  player?: string
  onChange: (next: { scope?: ScopeKey; q?: string }) => void
}

/** /rankings: scope, search, the virtualised table and the player's own place. */
export function RankingsScreen({ scopeKey, query, player, onChange }: RankingsScreenProps) {
  const options = scopeOptions(useRankingScopes())
  const option = options.find((o) => o.key === scopeKey) ?? options[0]!
  const [text, setText] = useState(query)
  const debounced = useDebouncedValue(text, 300)
  const { online } = useSyncStatus()
  const list = useRankingList(option.scope, debounced)
  const me = useMyRanking(option.scope)
  const table = useRef<RankingsTableHandle>(null)
  const [visible, setVisible] = useState<[number, number]>([0, 0])
  const onVisibleRanks = useCallback((first: number, last: number) => {
    setVisible((v) => (v[0] === first && v[1] === last ? v : [first, last]))
  }, [])

  const [jumping, setJumping] = useState(false)

  // The address keeps the search (debounced, so typing does not rewrite history on every key).
  const latestChange = useRef(onChange)
  latestChange.current = onChange
  useEffect(() => {
    const q = debounced.trim()
    if (q !== query) latestChange.current({ q: q || undefined })
  }, [debounced, query])

  const meIndex = me ? list.indexOfRank(me.rank) : null
  const meInView = !!me && meIndex !== null && me.rank >= visible[0] && me.rank <= visible[1] && list.rowAt(meIndex)?.is_me === true
  const searching = list.mode === 'search' || list.mode === 'search-cached'
  // In a search that leaves the player out, "Jump to me" clears it first, then scrolls once the full list is back.
  const jump =
    me && (meIndex !== null || searching)
      ? () => (searching && meIndex === null ? (setText(''), setJumping(true)) : table.current?.scrollToIndex(meIndex!))
      : null
  useEffect(() => {
    if (!jumping || list.loading || meIndex === null || searching) return
    table.current?.scrollToIndex(meIndex)
    setJumping(false)
  }, [jumping, list.loading, meIndex, searching])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <ScopeSwitch options={options} value={option.key} onChange={(key) => onChange({ scope: key })} />
        <RankingsSearch value={text} onChange={setText} />
      </div>
      <RankingsStatus mode={list.mode} online={online} fetchedAt={list.fetchedAt} error={list.error} count={list.count} query={debounced.trim()} />
      {list.loading ? (
        <p role="status" className={cx(tableRoom, css({ color: 'fg.muted', py: '6' }))}>
          {m.rankings_loading_rankings()}
        </p>
      ) : list.count === 0 ? (
        <p role="status" className={css({ color: 'fg.muted', py: '6' })}>
          {debounced.trim()
            ? m.rankings_no_match()
            : online
              ? m.rankings_nobody_ranked()
              : m.rankings_none_saved()}
        </p>
      ) : (
        <RankingsTable ref={table} list={list} label={m.rankings_table_label({ scope: option.label })} highlightPlayer={player} onVisibleRanks={onVisibleRanks} />
      )}
      {/* Under a list only: while the list loads or is empty it would stand where the rows are about to go. */}
      {!list.loading && list.count > 0 ? <MyRankBar me={me} inView={meInView} onJump={jump} /> : null}
    </div>
  )
}
