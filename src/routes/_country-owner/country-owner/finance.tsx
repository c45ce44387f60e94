import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/finance')({
  component: () => <AreaPage title="Finance" description="Revenue and payouts for your country." />,
})
