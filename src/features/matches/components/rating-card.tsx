import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { StatisticsRow } from '~/db/types'
import { formatRating, formatWhole } from '../lib/rating-text'
import { FormChart } from './charts/lazy-charts'
import { ResultsStrip } from './results-strip'
import { m } from '~/i18n/member'

/** Current rating and network rank, the rating over the last matches, and the last results. */
export function RatingCard({ stats }: { stats: StatisticsRow }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{m.matches_rating_title()}</Card.Title>
      </Card.Header>
      <Card.Body className={css({ gap: '5' })}>
        <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '6', md: '10' } })}>
          <div>
            <dt className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.matches_current_rating()}</dt>
            <dd className={css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })} data-testid="current-rating">
              {formatRating(stats.rating)}
            </dd>
          </div>
          <div>
            <dt className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.matches_network_rank()}</dt>
            <dd className={css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })} data-testid="network-rank">
              {stats.rank === null ? (
                <span className={css({ textStyle: 'md', fontWeight: 'medium', color: 'fg.muted' })}>{m.matches_unranked()}</span>
              ) : (
                <>
                  #{formatWhole(stats.rank)}
                  <span className={css({ textStyle: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>{m.matches_rank_of({ total: formatWhole(stats.ranked_players) })}</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        {stats.form.length > 1 ? <FormChart form={stats.form} /> : null}
        <ResultsStrip form={stats.form} />
      </Card.Body>
    </Card.Root>
  )
}
