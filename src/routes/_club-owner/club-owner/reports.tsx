import { createFileRoute } from '@tanstack/react-router'
import { ReportsScreen } from '~/features/club-desk/reports/reports-screen'

export const Route = createFileRoute('/_club-owner/club-owner/reports')({
  staticData: { followsClubChoice: true },
  component: ReportsScreen,
})
