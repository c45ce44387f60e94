import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/tournaments')({
  component: () => <AreaPage title="Tournaments" description="Tournaments in your country." />,
})
