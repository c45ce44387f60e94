import { useEffect, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { AreaDashboard, type QuickAction } from '~/components/area-dashboard'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { useDesk, useSyncStatus } from '~/db/queries'
import { refreshPull } from '~/db/sync/engine'
import { formatDateTime } from '~/lib/time-format'
import { dashboardFigures, unavailableFigures } from './dashboard-figures'
import { TodayBookings } from './today-bookings'

const actions = (): QuickAction[] => [
  { to: '/club-owner/bookings', label: m.desk_bookings_title() },
  { to: '/club-owner/members', label: m.desk_action_members() },
  { to: '/club-owner/tournaments', label: m.desk_action_tournaments() },
  { to: '/club-owner/reports', label: m.desk_action_reports() },
  { to: '/club-owner/settings', label: m.desk_action_settings() },
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
    void refreshPull('desk-dashboard', club.id).then((outcome) => live && setRefresh({ clubId: club.id, outcome }))
    return () => {
      live = false
    }
  }, [club, online])
  const refreshed = refresh && club && refresh.clubId === club.id ? refresh.outcome : null

  const error =
    clubs.status === 'error'
      ? clubs.message
      : clubs.status === 'ready' && !club
        ? m.desk_no_club()
        : desk === null && refreshed === 'offline'
          ? m.desk_no_dashboard_copy()
          : desk === null && refreshed === 'error'
            ? m.desk_dashboard_failed()
            : null
  const dashboard = desk?.dashboard
  const figures = dashboard ? dashboardFigures(dashboard) : unavailableFigures(error ?? m.desk_loading())

  return (
    <AreaDashboard
      title={m.desk_dashboard_title()}
      description={club ? m.desk_dashboard_description({ club: club.name }) : m.desk_dashboard_description_any()}
      figures={figures}
      actions={actions()}
    >
      {desk && (!online || refreshed === 'offline' || refreshed === 'error') ? (
        <p role="status" className={css({ mt: '6', color: 'fg.muted', textStyle: 'sm' })}>
          {(online ? m.desk_dashboard_stale : m.desk_dashboard_offline)({ at: asOf(desk.fetchedAt) })}
        </p>
      ) : null}
      <TodayBookings clubId={club?.id ?? null} currency={dashboard?.club.currency} bookings={desk?.bookings} error={error} online={online} />
    </AreaDashboard>
  )
}
