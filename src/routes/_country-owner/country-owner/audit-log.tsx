import { createFileRoute } from '@tanstack/react-router'
import { AuditLogScreen } from '~/features/audit-log/components/audit-log-screen'

export const Route = createFileRoute('/_country-owner/country-owner/audit-log')({
  component: () => <AuditLogScreen description="What staff did at the clubs of your countries, and the changes to your countries' settings, newest first." />,
})
