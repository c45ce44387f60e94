import { createFileRoute } from '@tanstack/react-router'
import { AdminClubsScreen } from '~/features/admin-clubs/components/admin-clubs-screen'

export const Route = createFileRoute('/_admin/admin/clubs')({
  component: AdminClubsScreen,
})
