import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_club-owner/club-owner/finance')({
  component: () => <AreaPage title="Finance" description="Your club's revenue." />,
})
