import { createFileRoute } from '@tanstack/react-router'
import { AreaPage } from '../../-components/area-page'

export const Route = createFileRoute('/_admin/admin/clubs')({
  component: () => <AreaPage title="Clubs" description="Clubs in the ELSY network." />,
})
