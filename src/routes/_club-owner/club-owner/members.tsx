import { createFileRoute } from '@tanstack/react-router'
import { MembersScreen } from '~/features/club-desk/members/members-screen'

export const Route = createFileRoute('/_club-owner/club-owner/members')({
  staticData: { followsClubChoice: true },
  component: MembersScreen,
})
