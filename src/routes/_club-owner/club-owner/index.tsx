import { createFileRoute } from '@tanstack/react-router'
import { ClubOwnerDashboard } from '../../-components/dashboards'

export const Route = createFileRoute('/_club-owner/club-owner/')({
  component: ClubOwnerDashboard,
})
