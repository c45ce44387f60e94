import { css } from 'styled-system/css'
import type { FormPoint } from '~/db/types'
import { formatShortDate } from '../lib/match-text'

const SHOWN = 10

/** The last results as W/L chips, newest last (read left to right like a timeline); letters, not colour alone. */
export function ResultsStrip({ form }: { form: readonly FormPoint[] }) {
  const last = form.slice(-SHOWN)
  if (last.length === 0) return null
  const wins = last.filter((p) => p.won).length
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })} id="results-strip-label">
        Last {last.length} results: {wins} won, {last.length - wins} lost (oldest first)
      </p>
      <ol aria-labelledby="results-strip-label" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {last.map((p) => (
          <li
            key={p.match_id}
            title={`${p.won ? 'Won' : 'Lost'} on ${formatShortDate(p.played_at)}`}
            aria-label={`${p.won ? 'Won' : 'Lost'} on ${formatShortDate(p.played_at)}`}
            className={css({
              display: 'grid',
              placeItems: 'center',
              w: '8',
              h: '8',
              borderRadius: 'l2',
              fontWeight: 'bold',
              textStyle: 'sm',
              bg: p.won ? 'court.solid.bg' : 'red.subtle.bg',
              color: p.won ? 'court.solid.fg' : 'red.subtle.fg',
            })}
          >
            {p.won ? 'W' : 'L'}
          </li>
        ))}
      </ol>
    </div>
  )
}
