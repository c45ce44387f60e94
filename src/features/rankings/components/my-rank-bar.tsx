import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { RankingEntry } from '~/db/types'
import { TrendCell } from './trend-cell'

const points = new Intl.NumberFormat('en-US')

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
        You are not ranked here yet: rankings list players with at least one confirmed match.
      </p>
    )
  }
  if (inView) return null
  return (
    <div
      role="region"
      aria-label="Your ranking"
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
        <span>You: #{me.rank.toLocaleString('en-US')}</span>
        <span className={css({ fontWeight: 'normal' })}>
          {points.format(me.points)} points · {me.wins}/{me.losses}
        </span>
        <span className={css({ '& > span': { color: 'court.solid.fg' } })}>
          <TrendCell entry={me} />
        </span>
      </p>
      {onJump ? (
        <Button size="sm" variant="subtle" colorPalette="court" onClick={onJump}>
          Jump to me
        </Button>
      ) : null}
    </div>
  )
}
