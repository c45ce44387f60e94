import { createFileRoute } from '@tanstack/react-router'
import { ReportsScreen } from '~/features/club-desk/reports/reports-screen'

// One club's reports, as its own desk shows them, for the club chosen in the top bar or from the reports' club list.
export const Route = createFileRoute('/_country-owner/country-owner/club-report')({
  staticData: { followsClubChoice: true },
  component: ReportsScreen,
})
