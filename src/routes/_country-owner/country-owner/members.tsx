import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_country-owner/country-owner/members')({
  component: () => <AreaPage title="Members" description="Members of your country's clubs." />,
})
