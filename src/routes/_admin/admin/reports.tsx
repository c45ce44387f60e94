import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_admin/admin/reports')({
  component: () => <AreaPage title="Reports" description="Network-wide reports." />,
})
