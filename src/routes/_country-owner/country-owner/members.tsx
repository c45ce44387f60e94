import { createFileRoute } from '@tanstack/react-router'
import { MembersScreen } from '~/features/club-desk/members/members-screen'

// The club desk's members list for the club chosen in the top bar: a country owner is staff of each of its clubs.
export const Route = createFileRoute('/_country-owner/country-owner/members')({
  staticData: { followsClubChoice: true },
  component: MembersScreen,
})
