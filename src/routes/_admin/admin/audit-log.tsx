import { createFileRoute } from '@tanstack/react-router'
import { AuditLogScreen } from '~/features/audit-log/components/audit-log-screen'

export const Route = createFileRoute('/_admin/admin/audit-log')({
  component: () => <AuditLogScreen description="What staff and administrators did across the network, newest first." />,
})
