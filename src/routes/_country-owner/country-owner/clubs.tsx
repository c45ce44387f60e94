import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/clubs')({
  component: () => <AreaPage title="Clubs" description="Clubs in your country." />,
})
