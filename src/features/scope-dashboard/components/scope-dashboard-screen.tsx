import { AreaDashboard, type QuickAction } from '~/components/area-dashboard'
import { useSyncStatus } from '~/db/queries'
import { KeptNote } from '~/components/kept-note'
import { useKeptAnswer } from '~/db/use-kept-answer'
import { fetchScopeDashboard, readScopeDashboard } from '../api/scope-dashboard'
import { countryFigures, networkFigures, unavailableScopeFigures } from '../lib/scope-figures'
import { BookingsByDayChart } from './bookings-by-day-chart'

const SCOPES = {
  country: {
    title: 'Country Dashboard',
    description: "Your country's clubs, members and bookings.",
    labels: ['Clubs', 'Members', 'Bookings This Week', 'Revenue This Month'],
    figures: countryFigures,
    chart: false,
  },
  network: {
    title: 'Admin Dashboard',
    description: 'The whole ELSY network at a glance.',
    labels: ['Total Clubs', 'Total Players', 'Bookings This Month', 'Revenue This Month'],
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
      ? unavailableScopeFigures(s.labels, 'Loading…')
      : 'error' in loaded
        ? unavailableScopeFigures(s.labels, `Could not be loaded: ${loaded.error}`)
        : s.figures(loaded.data)
  return (
    <AreaDashboard title={s.title} description={s.description} figures={figures} actions={actions}>
      {loaded && 'data' in loaded ? <KeptNote keptAt={loaded.keptAt} /> : null}
      {s.chart && loaded && 'data' in loaded ? <BookingsByDayChart days={loaded.data.bookings_by_day} /> : null}
    </AreaDashboard>
  )
}
