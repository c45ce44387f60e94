import { useVirtualizer } from '@tanstack/react-virtual'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { m } from '~/i18n/member'
import { ROW_HEIGHT, numeric, rowGrid, tableHeight, trendColumn } from './columns'
import { RankingRow } from './ranking-row'
import type { RankingList } from './use-ranking-list'

export interface RankingsTableHandle {
  scrollToIndex: (index: number) => void
}

export interface RankingsTableProps {
  list: RankingList
  label: string
  /** Player to tint (the one the page was opened for, e.g. from search). */
  highlightPlayer?: string
  /** Reports whether the player's own rank is on screen (the pinned row hides then). */
  onVisibleRanks?: (first: number, last: number) => void
}

/**
 * The table of docs/product.md §2.13 (Rank, Player, Matches, W/L, Points, Trend), virtualised: only the rows on screen are in
 * the DOM, so the whole network (19,000+ players) scrolls smoothly; pages load as they come into view.
 */
export const RankingsTable = forwardRef<RankingsTableHandle, RankingsTableProps>(function RankingsTable({ list, label, highlightPlayer, onVisibleRanks }, ref) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: list.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  useImperativeHandle(ref, () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'center' }) }), [virtualizer])

  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items[items.length - 1]?.index ?? -1
  // The list object is rebuilt on every render; the latest one is read through a ref so effects run on scroll only.
  const latest = useRef(list)
  latest.current = list
  const firstRank = last >= first ? list.rankAt(first) : 0
  const lastRank = last >= first ? list.rankAt(last) : 0
  // Rows can also vanish while on screen (a background sync replaces the scope's first page and drops the
  // deeper ones): "holes" re-runs the paging then, not only on scroll.
  const holes = items.some((item) => list.rowAt(item.index) === null)
  useEffect(() => {
    if (last >= first) latest.current.onRange(first, last)
  }, [first, last, holes, list.count, list.mode])
  useEffect(() => {
    onVisibleRanks?.(firstRank, lastRank)
  }, [firstRank, lastRank, onVisibleRanks])

  return (
    <div
      ref={scroller}
      role="table"
      aria-label={label}
      aria-rowcount={list.count + 1}
      data-testid="rankings-table"
      // Focusable so the list scrolls with the arrow keys and Page Down, not only with a pointer.
      tabIndex={0}
      className={cx(
        tableHeight,
        css({
          position: 'relative',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          borderWidth: '1px',
          borderColor: 'border.muted',
          borderRadius: 'l3',
          bg: 'bg.default',
          outline: 'none',
          _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
        }),
      )}
    >
      <div role="rowgroup" className={css({ position: 'sticky', top: '0', zIndex: '1' })}>
        <div
          role="row"
          aria-rowindex={1}
          className={cx(
            rowGrid,
            css({
              h: '10',
              bg: 'bg.subtle',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              textStyle: 'xs',
              fontWeight: 'semibold',
              color: 'fg.muted',
              textTransform: { md: 'uppercase' },
              letterSpacing: { md: '0.02em' },
            }),
          )}
        >
          <span role="columnheader">{m.rankings_col_rank()}</span>
          <span role="columnheader">{m.rankings_col_player()}</span>
          <span role="columnheader" className={numeric}>
            {m.rankings_col_matches()}
          </span>
          <span role="columnheader" className={numeric}>
            {m.rankings_col_wl()}
          </span>
          <span role="columnheader" className={numeric}>
            {m.rankings_col_points()}
          </span>
          <span role="columnheader" className={trendColumn}>
            {m.rankings_col_trend()}
          </span>
        </div>
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const entry = list.rowAt(item.index)
          return (
            <RankingRow
              key={item.key}
              entry={entry}
              rank={list.rankAt(item.index)}
              rowIndex={item.index + 2}
              highlighted={entry !== null && entry.player_id === highlightPlayer}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            />
          )
        })}
      </div>
    </div>
  )
})
