import { ScopeDashboardScreen } from '~/features/scope-dashboard/components/scope-dashboard-screen'
import { m } from '~/i18n/member'

// One component per area so /admin and /admin-dashboard (etc.) render the very same page.
export function AdminDashboard() {
  return (
    <ScopeDashboardScreen
      scope="network"
      actions={[
        { to: '/admin/bookings', label: m.appnav_bookings() },
        { to: '/admin/players', label: m.appnav_players() },
        { to: '/admin/tournaments', label: m.appnav_tournaments() },
        { to: '/admin/reports', label: m.appnav_reports() },
        { to: '/admin/clubs', label: m.appnav_clubs() },
        { to: '/admin/audit-log', label: m.appnav_audit_log() },
      ]}
    />
  )
}

export function CountryOwnerDashboard() {
  return (
    <ScopeDashboardScreen
      scope="country"
      actions={[
        { to: '/country-owner/clubs', label: m.appnav_clubs() },
        { to: '/country-owner/members', label: m.appnav_members() },
        { to: '/country-owner/bookings', label: m.appnav_bookings() },
        { to: '/country-owner/finance', label: m.appnav_finance() },
        { to: '/country-owner/reports', label: m.appnav_reports() },
      ]}
    />
  )
}
