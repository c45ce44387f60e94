import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_admin/admin/bookings')({
  component: () => <AreaPage title="Bookings" description="Every booking across the network." />,
})
