import { createFileRoute } from '@tanstack/react-router'
import { BookingsScreen } from '~/features/club-desk/bookings/bookings-screen'

// The club desk's day and week views for the club chosen in the top bar.
export const Route = createFileRoute('/_country-owner/country-owner/bookings')({
  staticData: { followsClubChoice: true },
  component: BookingsScreen,
})
