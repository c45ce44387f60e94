import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_club-owner/club-owner/settings')({
  component: () => <AreaPage title="Settings" description="Club settings." />,
})
