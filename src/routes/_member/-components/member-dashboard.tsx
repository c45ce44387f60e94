import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { PageHeader } from '~/components/page-header'
import { BallIcon, CalendarIcon, ChartIcon, MedalIcon, TrophyIcon, WalletIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { useFirstSignIn } from '~/features/auth/api/welcome'
import { dashboardGreeting } from '~/features/auth/greeting'
import { OpenMatchesCard } from '~/features/open-matches/components/dashboard-card'
import { displayName } from '~/features/profile/display-name'
import { BalanceCard, UpcomingBookingsCard } from './dashboard-cards'
import { RankingCard } from './ranking-card'
import { TournamentsCard } from './tournaments-card'
import { UpcomingMatches } from './upcoming-matches'
import { m } from '~/i18n/member'

// The four cards of docs/product.md §2.10, each from this device's copy of the player's data (so the dashboard works offline).
// Each body keeps the room of its usual content from the first frame ("Loading…", "Not synced yet."), so the
// cards below and the quick actions do not jump when the data arrives from IndexedDB or the first sync:
// the next booking's two lines under its count, a balance, rank + points + record, three tournaments
// (the body's padding included).
const CARDS = [
  { title: () => m.dashboard_upcoming_bookings(), body: <UpcomingBookingsCard />, icon: CalendarIcon, room: css({ minH: '6.75rem' }) },
  { title: () => m.dashboard_my_balance(), body: <BalanceCard />, icon: WalletIcon, room: css({ minH: '3.5rem' }) },
  { title: () => m.dashboard_current_ranking(), body: <RankingCard />, icon: MedalIcon, room: css({ minH: '8.75rem' }) },
  { title: () => m.dashboard_upcoming_tournaments(), body: <TournamentsCard />, icon: TrophyIcon, room: css({ minH: '13rem' }) },
]

const ACTIONS = [
  { to: '/booking', label: () => m.dashboard_book_court(), icon: CalendarIcon },
  { to: '/player-statistics', label: () => m.dashboard_my_statistics(), icon: ChartIcon },
  { to: '/tournaments', label: () => m.dashboard_tournaments(), icon: TrophyIcon },
  { to: '/rankings', label: () => m.dashboard_rankings(), icon: MedalIcon },
  { to: '/player-balance', label: () => m.dashboard_my_balance(), icon: WalletIcon },
] as const

export function MemberDashboard() {
  const { user, profile } = useSession()
  const firstSignIn = useFirstSignIn()
  const name = displayName(profile, user)
  return (
    <>
      {/* "Welcome to ELSY, …" is the longest wording the greeting can take once the server answers. */}
      <PageHeader title={dashboardGreeting(name, firstSignIn)} longestTitle={dashboardGreeting(name, true)} description={m.dashboard_intro()} />
      <section aria-label={m.dashboard_overview()} className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, mb: '8' })}>
        {CARDS.map((c) => (
          <Card.Root key={c.room}>
            <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '3' })}>
              <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'l2', bg: 'court.subtle.bg', color: 'court.subtle.fg', flexShrink: 0 })}>
                <c.icon />
              </span>
              <Card.Title asChild className={css({ textStyle: 'md' })}>
                <h2>{c.title()}</h2>
              </Card.Title>
            </Card.Header>
            <Card.Body className={c.room}>{c.body}</Card.Body>
          </Card.Root>
        ))}
      </section>

      <section aria-labelledby="member-quick-actions" className={css({ mb: '8' })}>
        <h2 id="member-quick-actions" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
          {m.dashboard_quick_actions()}
        </h2>
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' } })}>
          {ACTIONS.map((a) => (
            <Link
              key={a.to}
              to={a.to}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: '2',
                py: '4',
                px: '2',
                borderRadius: 'l3',
                borderWidth: '1px',
                borderColor: 'border.muted',
                bg: 'bg.default',
                color: 'court.plain.fg',
                fontWeight: 'semibold',
                textStyle: 'sm',
                textAlign: 'center',
                textDecoration: 'none',
                _hover: { bg: 'court.subtle.bg' },
              })}
            >
              <a.icon size={24} />
              {a.label()}
            </Link>
          ))}
        </div>
      </section>

      <Card.Root asChild className={css({ mb: '8' })}>
        <section aria-labelledby="member-open-matches">
          <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '3' })}>
            <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'l2', bg: 'court.subtle.bg', color: 'court.subtle.fg', flexShrink: 0 })}>
              <BallIcon />
            </span>
            <Card.Title asChild>
              <h2 id="member-open-matches">{m.openmatches_dashboard_title()}</h2>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <OpenMatchesCard />
          </Card.Body>
        </section>
      </Card.Root>

      <Card.Root asChild>
        <section aria-labelledby="member-upcoming-matches">
          <Card.Header>
            <Card.Title asChild>
              <h2 id="member-upcoming-matches">{m.dashboard_upcoming_matches()}</h2>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <UpcomingMatches />
          </Card.Body>
        </section>
      </Card.Root>
    </>
  )
}
