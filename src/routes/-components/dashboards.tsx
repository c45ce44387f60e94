import { ScopeDashboardScreen } from '~/features/scope-dashboard/components/scope-dashboard-screen'

// One component per area so /admin and /admin-dashboard (etc.) render the very same page.
export function AdminDashboard() {
  return (
    <ScopeDashboardScreen
      scope="network"
      actions={[
        { to: '/admin/bookings', label: 'Bookings' },
        { to: '/admin/players', label: 'Players' },
        { to: '/admin/tournaments', label: 'Tournaments' },
        { to: '/admin/reports', label: 'Reports' },
        { to: '/admin/clubs', label: 'Clubs' },
        { to: '/admin/audit-log', label: 'Audit log' },
      ]}
    />
  )
}

export function CountryOwnerDashboard() {
  return (
    <ScopeDashboardScreen
      scope="country"
      actions={[
        { to: '/country-owner/clubs', label: 'Clubs' },
        { to: '/country-owner/members', label: 'Members' },
        { to: '/country-owner/bookings', label: 'Bookings' },
        { to: '/country-owner/finance', label: 'Finance' },
        { to: '/country-owner/reports', label: 'Reports' },
      ]}
    />
  )
}
