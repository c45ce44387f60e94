import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useMatchesToConfirm, useMyBookings } from '~/db/queries'
import type { MyBooking, MyMatch } from '~/db/types'
import { courtTypeLabel } from '~/features/booking/lib/availability'
import { formatBookingDate } from '~/lib/club-time'
import { splitBookings } from '~/features/booking/lib/my-bookings'
import { useSession } from '~/db/use-session'
import { matchSides, playedOn, scoreText } from './dashboard-lib'
import { m } from '~/i18n/member'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const item = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } })
const SHOWN = 5

function ToConfirm({ match, myId }: { match: MyMatch; myId: string | undefined }) {
  const s = matchSides(match, myId)
  const us = [m.dashboard_you(), ...s.partners].join(' & ')
  return (
    <li className={item}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {m.dashboard_versus({ us, them: s.opponents.join(' & ') })}
        </p>
        <p className={muted}>
          {scoreText(s.sets)} · {s.won ? m.dashboard_reported_win() : m.dashboard_reported_loss()} · {match.club_name}, {playedOn(match.played_at)}
        </p>
      </div>
      <Link to="/player-statistics" className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'court.plain.fg' })}>
        {m.dashboard_confirm_or_dispute()}
      </Link>
    </li>
  )
}

function Upcoming({ booking: b }: { booking: MyBooking }) {
  return (
    <li className={item}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {formatBookingDate(b.date)} · {b.slot_label}
        </p>
        <p className={muted}>
          {b.club_name} · {m.dashboard_court({ number: b.court_number, type: courtTypeLabel(b.court_type) })}
          {b.syncState === 'pending' ? ` · ${m.dashboard_waiting_to_sync()}` : ''}
        </p>
      </div>
    </li>
  )
}

/**
 * "My Upcoming Matches" (docs/product.md §2.10): the player's booked courts still to play, and results other players
 * reported that wait for their confirmation — both from this device's copy, so offline too.
 */
export function UpcomingMatches() {
  const bookings = useMyBookings()
  const toConfirm = useMatchesToConfirm()
  const { user } = useSession()
  if (bookings === undefined || toConfirm === undefined) return <p className={muted}>{m.dashboard_loading()}</p>
  const upcoming = splitBookings(bookings.filter((b) => b.status === 'confirmed' && b.syncState !== 'conflict' && b.syncState !== 'failed')).upcoming
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {toConfirm.length > 0 ? (
        <section aria-labelledby="matches-to-confirm">
          <h3 id="matches-to-confirm" className={css({ textStyle: 'sm', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.06em' })}>
            {m.dashboard_results_to_confirm({ count: toConfirm.length })}
          </h3>
          <ul>
            {toConfirm.map((match) => (
              <ToConfirm key={match.id} match={match} myId={user?.id} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="matches-upcoming">
        <h3 id="matches-upcoming" className={css({ textStyle: 'sm', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.06em' })}>
          {m.dashboard_booked_to_play({ count: upcoming.length })}
        </h3>
        {upcoming.length === 0 ? (
          <p className={css({ color: 'fg.muted', py: '2' })}>
            {m.dashboard_no_matches()} <Link to="/booking">{m.dashboard_no_matches_link()}</Link> {m.dashboard_no_matches_after()}
          </p>
        ) : (
          <ul>
            {upcoming.slice(0, SHOWN).map((b) => (
              <Upcoming key={b.id} booking={b} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
