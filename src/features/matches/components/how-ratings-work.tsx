import { css } from 'styled-system/css'
import type { MyMatch } from '~/db/types'
import { formatPlayedOn } from '../lib/match-text'
import { explainRating, ratingSteps } from '../lib/rating-text'

/**
 * The rating in plain words (Elo on team averages, as in docs/ratings.md), worked through with the player's
 * own latest confirmed match: the thing players of other apps say they never understand.
 */
export function HowRatingsWork({ matches }: { matches: readonly MyMatch[] | undefined }) {
  const example = matches?.find((m) => m.status === 'confirmed' && m.rating !== null)
  return (
    <details className={css({ borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default', p: '4' })}>
      <summary
        className={css({
          fontWeight: 'semibold',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
        })}
      >
        How ratings work
      </summary>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3', textStyle: 'sm', maxW: '3xl' })}>
        <p>
          Everyone starts at 1,500. Before a match, each team's rating is the average of its players' ratings. From the gap between the two teams, the formula
          works out how likely your team was to win: equal teams 50%, a team 200 points stronger about 76%.
        </p>
        <p>
          After a confirmed result, your rating moves by K × (result − expected), where the result is 1 for a win and 0 for a loss. Beating a stronger team
          earns more than beating a weaker one; losing to a stronger team costs little. K is 40 for your first 10 confirmed matches, so a new rating finds its
          level quickly, and 24 after that. Points in the rankings are your rating, rounded.
        </p>
        <p className={css({ color: 'fg.muted' })}>
          This is the Elo system (Arpad Elo, “The Rating of Chessplayers”, 1978; the FIDE rating formula), applied to team averages. Only results confirmed by
          an opponent or the club count.
        </p>
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
              Your latest confirmed match, {formatPlayedOn(example.played_at)}: {explainRating(example.rating)}
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
