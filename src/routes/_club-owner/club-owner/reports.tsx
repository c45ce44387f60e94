import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_club-owner/club-owner/reports')({
  component: () => <AreaPage title="Reports" description="Reports for your club." />,
})
