import { AreaDashboard, type QuickAction } from '~/components/area-dashboard'
import { useSyncStatus } from '~/db/queries'
import { KeptNote } from '~/components/kept-note'
import { useKeptAnswer } from '~/db/use-kept-answer'
import { m } from '~/i18n/staff'
import { fetchScopeDashboard, readScopeDashboard } from '../api/scope-dashboard'
import { countryFigures, networkFigures, unavailableScopeFigures } from '../lib/scope-figures'
import { BookingsByDayChart } from './bookings-by-day-chart'

// Words are read when the page renders, in its language.
const SCOPES = {
  country: {
    title: () => m.scope_dashboard_country_title(),
    description: () => m.scope_dashboard_country_description(),
    labels: () => [m.scope_dashboard_clubs(), m.scope_dashboard_members(), m.scope_dashboard_bookings_this_week(), m.scope_dashboard_revenue_this_month()],
    figures: countryFigures,
    chart: false,
  },
  network: {
    title: () => m.scope_dashboard_network_title(),
    description: () => m.scope_dashboard_network_description(),
    labels: () => [m.scope_dashboard_total_clubs(), m.scope_dashboard_total_players(), m.scope_dashboard_bookings_this_month(), m.scope_dashboard_revenue_this_month()],
    figures: networkFigures,
    chart: true,
  },
} as const

/**
 * The dashboard of the clubs a country owner or a super admin runs, from the database's figures (the same staff
 * rule as the club desk decides which clubs). Money is shown per currency.
 */
export function ScopeDashboardScreen({ scope, actions }: { scope: keyof typeof SCOPES; actions: QuickAction[] }) {
  const s = SCOPES[scope]
  const { online } = useSyncStatus()
  // Loaded again when the connection comes back; offline, the last answer kept on this device.
  const loaded = useKeptAnswer('scope-dashboard', 'mine', () => fetchScopeDashboard(), readScopeDashboard, online ? 1 : 0)
  const figures =
    loaded === null
      ? unavailableScopeFigures(s.labels(), m.scope_dashboard_loading())
      : 'error' in loaded
        ? unavailableScopeFigures(s.labels(), m.scope_dashboard_load_failed({ error: loaded.error }))
        : s.figures(loaded.data)
  return (
    <AreaDashboard title={s.title()} description={s.description()} figures={figures} actions={actions}>
      {loaded && 'data' in loaded ? <KeptNote keptAt={loaded.keptAt} /> : null}
      {s.chart && loaded && 'data' in loaded ? <BookingsByDayChart days={loaded.data.bookings_by_day} /> : null}
    </AreaDashboard>
  )
}
