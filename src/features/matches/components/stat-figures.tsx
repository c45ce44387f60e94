import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { StatisticsRow } from '~/db/types'
import { formatPercent, formatWhole } from '../lib/rating-text'
import { m } from '~/i18n/member'

// A <dl> may hold only <div> groups of <dt>/<dd>: each card is that div (the card recipe's root look, no Card parts).
const figureCard = cx(card().root, css({ px: '6', py: '5', gap: '1' }))

/** The four figures of docs/product.md §2.12, with their labels: Matches, Win Rate, Wins, Losses (confirmed matches only). */
export function StatFigures({ stats }: { stats: StatisticsRow }) {
  const figures = [
    { id: 'Matches', label: m.matches_stat_matches(), value: formatWhole(stats.matches) },
    // eslint-disable-next-line elsy/no-ui-literal -- a test id (the label in docs/product.md §2.12), not shown
    { id: 'Win Rate', label: m.matches_stat_win_rate(), value: formatPercent(stats.win_rate / 100) },
    { id: 'Wins', label: m.matches_stat_wins(), value: formatWhole(stats.wins) },
    { id: 'Losses', label: m.matches_stat_losses(), value: formatWhole(stats.losses) },
  ]
  return (
    <dl className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
      {figures.map((f) => (
        <div key={f.id} className={figureCard}>
          <dt className={css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>{f.label}</dt>
          <dd
            className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}
            data-testid={`stat-${f.id}`}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
