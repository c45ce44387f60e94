import { css } from 'styled-system/css'
import type { FormPoint } from '~/db/types'
import { formatShortDate } from '../lib/match-text'
import { m } from '~/i18n/member'

const SHOWN = 10

/** The last results as W/L chips, newest last (read left to right like a timeline); letters, not colour alone. */
export function ResultsStrip({ form }: { form: readonly FormPoint[] }) {
  const last = form.slice(-SHOWN)
  if (last.length === 0) return null
  const wins = last.filter((p) => p.won).length
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })} id="results-strip-label">
        {m.matches_strip_summary({ count: last.length, wins, lost: last.length - wins })}
      </p>
      <ol aria-labelledby="results-strip-label" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {last.map((p) => (
          <li
            key={p.match_id}
            title={p.won ? m.matches_won_on({ date: formatShortDate(p.played_at) }) : m.matches_lost_on({ date: formatShortDate(p.played_at) })}
            aria-label={p.won ? m.matches_won_on({ date: formatShortDate(p.played_at) }) : m.matches_lost_on({ date: formatShortDate(p.played_at) })}
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
            {p.won ? m.matches_win_letter() : m.matches_loss_letter()}
          </li>
        ))}
      </ol>
    </div>
  )
}
