import { createFileRoute } from '@tanstack/react-router'
import { AuditLogScreen } from '~/features/audit-log/components/audit-log-screen'

export const Route = createFileRoute('/_club-owner/club-owner/audit-log')({
  component: () => <AuditLogScreen description="What staff did at the clubs you run, newest first." />,
})
