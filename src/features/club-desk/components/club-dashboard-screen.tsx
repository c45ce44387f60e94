import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { AreaDashboard, type QuickAction } from '~/components/area-dashboard'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { useDesk, useSyncStatus } from '~/db/queries'
import { refreshDesk } from '~/db/sync/engine'
import { formatDateTime } from '~/lib/time-format'
import { dashboardFigures, unavailableFigures } from '../lib/dashboard-figures'
import { TodayBookings } from './today-bookings'

const ACTIONS: QuickAction[] = [
  { to: '/club-owner/bookings', label: 'Bookings' },
  { to: '/club-owner/members', label: 'Members' },
  { to: '/club-owner/tournaments', label: 'Tournaments' },
  { to: '/club-owner/reports', label: 'Reports' },
  { to: '/club-owner/settings', label: 'Settings' },
]

type Refresh = { clubId: string; outcome: 'fresh' | 'offline' | 'error' }

function asOf(iso: string): string {
  return formatDateTime(iso, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })
}

/**
 * The club desk's dashboard: the database's figures for the chosen club and today's bookings. What it shows is
 * the copy kept on this device (fetched now and after every sync), so the desk keeps working offline.
 */
export function ClubDashboardScreen() {
  const { clubs, club } = useClubChoice()
  const desk = useDesk(club?.id)
  const { online } = useSyncStatus()
  const [refresh, setRefresh] = useState<Refresh | null>(null)
  useEffect(() => {
    if (!club) return
    let live = true
    void refreshDesk(club.id).then((outcome) => live && setRefresh({ clubId: club.id, outcome }))
    return () => {
      live = false
    }
  }, [club, online])
  const refreshed = refresh && club && refresh.clubId === club.id ? refresh.outcome : null

  const error =
    clubs.status === 'error'
      ? clubs.message
      : clubs.status === 'ready' && !club
        ? 'You are not staff of any club yet.'
        : desk === null && refreshed === 'offline'
          ? 'You are offline and this device has no copy of the dashboard yet.'
          : desk === null && refreshed === 'error'
            ? 'The dashboard could not be loaded. Please try again.'
            : null
  const dashboard = desk?.dashboard
  const figures = dashboard ? dashboardFigures(dashboard) : unavailableFigures(error ?? 'Loading…')

  return (
    <AreaDashboard
      title="Club Dashboard"
      description={club ? `Today at ${club.name}.` : 'Today at your club.'}
      figures={figures}
      actions={ACTIONS}
    >
      {desk && (!online || refreshed === 'offline' || refreshed === 'error') ? (
        <p role="status" className={css({ mt: '6', color: 'fg.muted', textStyle: 'sm' })}>
          {online ? 'Could not refresh' : 'Offline'}: showing the desk as of {asOf(desk.fetchedAt)}. Check-ins and no-shows are kept on this device and sent when the connection is back.
        </p>
      ) : null}
      <TodayBookings clubId={club?.id ?? null} bookings={desk?.bookings} error={error} online={online} />
    </AreaDashboard>
  )
}
