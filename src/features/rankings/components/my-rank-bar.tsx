import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { RankingEntry } from '~/db/types'
import { m } from '~/i18n/member'
import { formatCount } from '../lib/count'
import { TrendCell } from './trend-cell'

export interface MyRankBarProps {
  me: RankingEntry | null | undefined
  /** The own row is already on screen: nothing to pin. */
  inView: boolean
  /** Null when the own row cannot be reached in this list (offline, outside the cached pages). */
  onJump: (() => void) | null
}

/** The player's own place, pinned under the table while their row is scrolled away, with "Jump to me". */
export function MyRankBar({ me, inView, onJump }: MyRankBarProps) {
  if (me === undefined) return null
  if (me === null) {
    return (
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })} data-testid="my-rank">
        {m.rankings_not_ranked()}
      </p>
    )
  }
  if (inView) return null
  return (
    <div
      role="region"
      aria-label={m.rankings_your_ranking()}
      data-testid="my-rank"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        px: '4',
        py: '2.5',
        borderRadius: 'l3',
        bg: 'court.solid.bg',
        color: 'court.solid.fg',
        boxShadow: 'raised',
      })}
    >
      <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', fontWeight: 'semibold' })}>
        <span>{m.rankings_you_rank({ rank: formatCount(me.rank) })}</span>
        <span className={css({ fontWeight: 'normal' })}>
          {m.rankings_points_record({ count: me.points, shown: formatCount(me.points), wins: me.wins, losses: me.losses })}
        </span>
        <span className={css({ '& > span': { color: 'court.solid.fg' } })}>
          <TrendCell entry={me} />
        </span>
      </p>
      {onJump ? (
        <Button size="sm" variant="subtle" colorPalette="court" onClick={onJump}>
          {m.rankings_jump_to_me()}
        </Button>
      ) : null}
    </div>
  )
}
