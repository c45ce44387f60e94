import { createFileRoute } from '@tanstack/react-router'
import { BookingsScreen } from '~/features/club-desk/bookings/bookings-screen'

// The club desk's day and week views for any club of the network, chosen in the top bar.
export const Route = createFileRoute('/_admin/admin/bookings')({
  staticData: { followsClubChoice: true },
  component: BookingsScreen,
})
