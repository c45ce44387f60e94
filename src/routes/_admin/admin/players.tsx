import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_admin/admin/players')({
  component: () => <AreaPage title="Players" description="All registered players and their roles." />,
})
