import { useEffect, useState } from 'react'
import { AreaDashboard, type QuickAction } from '~/components/area-dashboard'
import { fetchClubDashboard, type ClubDashboard } from '../api/club-dashboard'
import { dashboardFigures, unavailableFigures } from '../lib/dashboard-figures'
import { ClubSwitcher } from './club-switcher'
import { TodayBookings } from './today-bookings'
import { useDeskClub } from './use-desk-club'

const ACTIONS: QuickAction[] = [
  { to: '/club-owner/bookings', label: 'Bookings' },
  { to: '/club-owner/members', label: 'Members' },
  { to: '/club-owner/tournaments', label: 'Tournaments' },
  { to: '/club-owner/reports', label: 'Reports' },
  { to: '/club-owner/settings', label: 'Settings' },
]

type Loaded = { clubId: string; dashboard: ClubDashboard } | { clubId: string; error: string }

/** The club desk's dashboard: the database's figures for the chosen club, and today's bookings. */
export function ClubDashboardScreen() {
  const { clubs, club, choose } = useDeskClub()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!club) return
    let live = true
    fetchClubDashboard(club.id).then(
      (dashboard) => live && setLoaded({ clubId: club.id, dashboard }),
      (err: unknown) => live && setLoaded({ clubId: club.id, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [club, version])
  const current = loaded && club && loaded.clubId === club.id ? loaded : null

  const error =
    clubs.status === 'error'
      ? clubs.message
      : clubs.status === 'ready' && !club
        ? 'You are not staff of any club yet.'
        : current && 'error' in current
          ? current.error
          : null
  const dashboard = current && 'dashboard' in current ? current.dashboard : undefined
  const figures = dashboard ? dashboardFigures(dashboard) : unavailableFigures(error ?? 'Loading…')

  return (
    <AreaDashboard
      title="Club Dashboard"
      description={club ? `Today at ${club.name}.` : 'Today at your club.'}
      headerActions={clubs.status === 'ready' && club ? <ClubSwitcher clubs={clubs.clubs} value={club.id} onChange={choose} /> : null}
      figures={figures}
      actions={ACTIONS}
    >
      <TodayBookings bookings={dashboard?.today_bookings} error={error} onChanged={() => setVersion((n) => n + 1)} />
    </AreaDashboard>
  )
}
