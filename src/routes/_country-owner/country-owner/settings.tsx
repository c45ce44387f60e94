import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/settings')({
  component: () => <AreaPage title="Settings" description="Country settings." />,
})
