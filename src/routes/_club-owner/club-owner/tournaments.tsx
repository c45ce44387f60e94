import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_club-owner/club-owner/tournaments')({
  component: () => <AreaPage title="Tournaments" description="Tournaments at your club." />,
})
