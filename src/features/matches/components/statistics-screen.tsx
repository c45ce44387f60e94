import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { ChartIcon } from '~/components/icons'
import { useMatchesToConfirm, useMyMatches, useStatistics, useSyncStatus } from '~/db/queries'
import { useSession } from '~/db/use-session'
import { CourtTypeCard } from './court-type-card'
import { HowRatingsWork } from './how-ratings-work'
import { MatchesToConfirm, MyMatches } from './my-matches'
import { StatisticsOfflineNote } from './offline-note'
import { PartnersCard } from './partners-card'
import { RatingCard } from './rating-card'
import { StatFigures } from './stat-figures'
import { m } from '~/i18n/member'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' })

/** /player-statistics: figures, rating and form, partners, court types, results to confirm, all matches. */
export function StatisticsScreen() {
  const stats = useStatistics()
  const matches = useMyMatches()
  const toConfirm = useMatchesToConfirm()
  const { online } = useSyncStatus()
  const meId = useSession().user?.id

  return (
    <div className={stack}>
      <StatisticsOfflineNote />
      {toConfirm && toConfirm.length > 0 ? <MatchesToConfirm matches={toConfirm} meId={meId} /> : null}
      {stats === undefined ? (
        <p className={css({ color: 'fg.muted' })}>{m.matches_loading_statistics()}</p>
      ) : stats === null ? (
        <EmptyState
          icon={ChartIcon}
          title={online ? m.matches_loading_your_statistics() : m.matches_not_on_device()}
          description={online ? m.matches_next_sync() : m.matches_connect_once()}
        />
      ) : (
        <>
          <section aria-label={m.matches_overview()} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <StatFigures stats={stats} />
          </section>
          {stats.matches === 0 ? (
            <EmptyState
              icon={ChartIcon}
              title={m.matches_no_confirmed_title()}
              description={m.matches_no_confirmed_description()}
            />
          ) : (
            <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
              <RatingCard stats={stats} />
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                <PartnersCard partners={stats.partners} />
                <CourtTypeCard rows={stats.by_court_type} />
              </div>
            </div>
          )}
        </>
      )}
      <HowRatingsWork matches={matches} />
      <section aria-labelledby="my-matches-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 id="my-matches-heading" className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
          {m.matches_my_matches()}
        </h2>
        <MyMatches matches={matches} meId={meId} />
      </section>
    </div>
  )
}
