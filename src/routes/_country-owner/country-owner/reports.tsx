import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/reports')({
  component: () => <AreaPage title="Reports" description="Reports for your country." />,
})
