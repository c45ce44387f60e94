import { createFileRoute } from '@tanstack/react-router'
import { AuditLogScreen } from '~/features/audit-log/components/audit-log-screen'
import { m } from '~/i18n/staff'

export const Route = createFileRoute('/_club-owner/club-owner/audit-log')({
  component: () => <AuditLogScreen description={m.area_pages_audit_club()} />,
})
