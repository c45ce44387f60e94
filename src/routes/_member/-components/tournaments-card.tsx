import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { useTournaments } from '~/db/queries'
import type { TournamentRow } from '~/db/types'
import { formatBookingDate } from '~/lib/club-time'
import { dashboardTournaments } from './dashboard-lib'
import { m } from '~/i18n/member'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })

function Item({ t, mine }: { t: TournamentRow; mine: boolean }) {
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <Link to="/tournaments" search={{ tournament: t.id }} className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
        {t.name}
      </Link>
      <span className={muted}>
        {formatBookingDate(t.starts_on)} · {t.club_name}
        {mine ? ` · ${m.dashboard_registered()}` : ` · ${m.dashboard_teams({ registered: t.teams_registered, max: t.max_teams })}`}
      </span>
    </li>
  )
}

/** The player's registrations first, then tournaments still taking entries (the "Upcoming Tournaments" card, docs/product.md §2.10). */
export function TournamentsCard() {
  const rows = useTournaments()
  const picked = useMemo(() => (rows ? dashboardTournaments(rows) : undefined), [rows])
  if (!picked) return <p className={muted}>{m.dashboard_loading()}</p>
  if (picked.mine.length + picked.open.length === 0) return <p className={muted}>{m.dashboard_no_tournaments()}</p>
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {picked.mine.map((t) => (
        <Item key={t.id} t={t} mine />
      ))}
      {picked.open.map((t) => (
        <Item key={t.id} t={t} mine={false} />
      ))}
    </ul>
  )
}
