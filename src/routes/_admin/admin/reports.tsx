import { createFileRoute } from '@tanstack/react-router'
import { ScopeReportScreen } from '~/features/club-comparison/components/scope-report-screen'

export const Route = createFileRoute('/_admin/admin/reports')({
  component: () => <ScopeReportScreen scope="network" clubReportTo="/admin/club-report" />,
})
