import { css } from 'styled-system/css'
import type { MyMatch } from '~/db/types'
import { formatPlayedOn } from '../lib/match-text'
import { explainRating, ratingSteps } from '../lib/rating-text'
import { m } from '~/i18n/member'

/**
 * The rating in plain words (Elo on team averages, as in docs/ratings.md), worked through with the player's
 * own latest confirmed match: the thing players of other apps say they never understand.
 */
export function HowRatingsWork({ matches }: { matches: readonly MyMatch[] | undefined }) {
  const example = matches?.find((match) => match.status === 'confirmed' && match.rating !== null)
  return (
    <details className={css({ borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default', p: '4' })}>
      <summary
        className={css({
          fontWeight: 'semibold',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
        })}
      >
        {m.matches_how_title()}
      </summary>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3', textStyle: 'sm', maxW: '3xl' })}>
        <p>{m.matches_how_intro()}</p>
        <p>{m.matches_how_change()}</p>
        <p className={css({ color: 'fg.muted' })}>{m.matches_how_source()}</p>
        {example?.rating ? (
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1.5',
              p: '3',
              borderRadius: 'l2',
              bg: 'court.subtle.bg',
              color: 'court.subtle.fg',
            })}
          >
            <p className={css({ fontWeight: 'semibold' })}>
              {m.matches_how_example({ date: formatPlayedOn(example.played_at), explanation: explainRating(example.rating) })}
            </p>
            <ol className={css({ listStyle: 'decimal', ps: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {ratingSteps(example.rating).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </details>
  )
}
