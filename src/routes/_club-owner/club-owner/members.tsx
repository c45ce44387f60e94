import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_club-owner/club-owner/members')({
  component: () => <AreaPage title="Members" description="Your club's members." />,
})
