import { css } from 'styled-system/css'
import type { MatchPlayer } from '~/db/types'
import { formatDelta } from '../lib/rating-text'
import { m } from '~/i18n/member'

/** One team: each player's name ("You" for the player) with the rating move once the result is confirmed. */
export function TeamLine({ players, meId, label }: { players: readonly MatchPlayer[]; meId: string | undefined; label: string }) {
  return (
    <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1.5', textStyle: 'sm' })}>
      <span className={css({ color: 'fg.muted', minW: '9' })}>{label}</span>
      {players.map((p, i) => (
        <span key={p.id} className={css({ display: 'inline-flex', alignItems: 'baseline', gap: '1' })}>
          <span className={css({ fontWeight: p.id === meId ? 'semibold' : 'normal' })}>{p.id === meId ? m.matches_you() : p.name}</span>
          {p.delta !== null ? (
            <span
              className={css({
                textStyle: 'xs',
                fontWeight: 'semibold',
                fontVariantNumeric: 'tabular-nums',
                color: p.delta >= 0 ? 'fg.success' : 'red.plain.fg',
              })}
              aria-label={m.matches_rating_delta({ delta: formatDelta(p.delta) })}
            >
              {formatDelta(p.delta)}
            </span>
          ) : null}
          {i < players.length - 1 ? <span aria-hidden>&amp;</span> : null}
        </span>
      ))}
    </p>
  )
}
