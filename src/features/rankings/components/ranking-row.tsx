import { css, cx } from 'styled-system/css'
import type { RankingEntry } from '~/db/types'
import { numeric, rowGrid, trendColumn } from './columns'
import { m } from '~/i18n/member'
import { formatCount } from '../lib/count'
import { TrendCell } from './trend-cell'

export interface RankingRowProps {
  entry: RankingEntry | null
  rank: number
  /** 1-based row number in the table for assistive tech (the header is row 1). */
  rowIndex: number
  highlighted?: boolean
  style?: React.CSSProperties
}

const cell = css({ minW: '0' })

/** One ranked player; the player's own row is marked ("You") and tinted. A row still loading shows its rank. */
export function RankingRow({ entry, rank, rowIndex, highlighted, style }: RankingRowProps) {
  const me = entry?.is_me ?? false
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-current={me ? 'true' : undefined}
      data-rank={rank}
      data-me={me || undefined}
      style={style}
      className={cx(
        rowGrid,
        css({ h: '14', borderBottomWidth: '1px', borderColor: 'border.muted', textStyle: 'sm', bg: 'bg.default' }),
        me && css({ bg: 'court.subtle.bg', color: 'court.subtle.fg', fontWeight: 'semibold' }),
        highlighted && !me && css({ bg: 'ball.subtle.bg' }),
      )}
    >
      <span role="cell" className={cx(cell, css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }))}>
        {rank > 0 ? formatCount(rank) : ''}
      </span>
      {entry ? (
        <>
          <span role="cell" className={cx(cell, css({ display: 'flex', flexDirection: 'column' }))}>
            {/* Two lines for a name on a phone ("Alex Rivera" whole, not "Alex River…"); the club stays one line. */}
            <span className={css({ lineClamp: '2', overflowWrap: 'anywhere', lineHeight: '1.15', fontWeight: me ? 'bold' : 'medium' })}>
              {entry.name}
              {me ? <span className={css({ textStyle: 'xs', fontWeight: 'semibold' })}>{m.rankings_you_marker()}</span> : null}
            </span>
            <span
              className={css({
                textStyle: 'xs',
                color: me ? 'court.subtle.fg' : 'fg.muted',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              })}
            >
              {entry.club_name ?? `@${entry.username}`}
            </span>
          </span>
          <span role="cell" className={cx(cell, numeric)}>
            {entry.matches}
          </span>
          <span role="cell" className={cx(cell, numeric)} aria-label={m.rankings_wins_losses({ wins: entry.wins, losses: entry.losses })}>
            {entry.wins}/{entry.losses}
          </span>
          <span role="cell" className={cx(cell, numeric, css({ fontWeight: 'semibold' }))}>
            {formatCount(entry.points)}
          </span>
          <span role="cell" className={cx(cell, trendColumn)}>
            <TrendCell entry={entry} layout="column" />
          </span>
        </>
      ) : (
        <span role="cell" aria-busy className={css({ gridColumn: 'span 5', h: '3', borderRadius: 'full', bg: 'bg.muted', maxW: '60%' })}>
          <span className={css({ srOnly: true })}>{m.rankings_loading()}</span>
        </span>
      )}
    </div>
  )
}
