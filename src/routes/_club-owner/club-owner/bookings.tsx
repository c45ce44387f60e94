import { createFileRoute } from '@tanstack/react-router'
import { BookingsScreen } from '~/features/club-desk/bookings/bookings-screen'

export const Route = createFileRoute('/_club-owner/club-owner/bookings')({
  staticData: { followsClubChoice: true },
  component: BookingsScreen,
})
