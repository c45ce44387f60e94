import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_admin/admin/tournaments')({
  component: () => <AreaPage title="Tournaments" description="Tournaments across all clubs." />,
})
