import { createFileRoute } from '@tanstack/react-router'
import { ScopeReportScreen } from '~/features/club-comparison/components/scope-report-screen'

export const Route = createFileRoute('/_country-owner/country-owner/reports')({
  component: () => <ScopeReportScreen scope="country" clubReportTo="/country-owner/club-report" />,
})
