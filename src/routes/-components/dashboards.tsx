import { AreaDashboard } from '~/components/area-dashboard'

// One component per area so /admin and /admin-dashboard (etc.) render the very same page.
export function AdminDashboard() {
  return (
    <AreaDashboard
      title="Admin Dashboard"
      description="The whole ELSY network at a glance."
      stats={['Total Clubs', 'Total Players', 'Bookings This Month', 'Revenue This Month']}
      actions={[
        { to: '/admin/bookings', label: 'Bookings' },
        { to: '/admin/players', label: 'Players' },
        { to: '/admin/tournaments', label: 'Tournaments' },
        { to: '/admin/reports', label: 'Reports' },
        { to: '/admin/clubs', label: 'Clubs' },
      ]}
    />
  )
}

export function CountryOwnerDashboard() {
  return (
    <AreaDashboard
      title="Country Dashboard"
      description="Your country's clubs, members and bookings."
      stats={['Clubs', 'Members', 'Bookings This Week', 'Revenue This Month']}
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
