import { createFileRoute } from '@tanstack/react-router'
import { ClubDashboardScreen } from '~/features/club-desk/dashboard/club-dashboard-screen'

export const Route = createFileRoute('/_club-owner/club-owner/')({
  staticData: { followsClubChoice: true },
  component: ClubDashboardScreen,
})
