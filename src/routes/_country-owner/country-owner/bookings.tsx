import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/bookings')({
  component: () => <AreaPage title="Bookings" description="Bookings at your country's clubs." />,
})
