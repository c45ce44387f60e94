import { createFileRoute } from '@tanstack/react-router'
import { ClubComparisonScreen } from '~/features/club-comparison/components/club-comparison-screen'

export const Route = createFileRoute('/_country-owner/country-owner/clubs')({
  component: () => <ClubComparisonScreen clubReportTo="/country-owner/club-report" />,
})
