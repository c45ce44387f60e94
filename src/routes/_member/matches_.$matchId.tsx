import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { useOpenMatch } from '~/db/queries'
import { MatchScreen } from '~/features/open-matches/components/match-screen'
import { matchTitle } from '~/features/open-matches/components/match-text'

// One open match (or split booking): its places, joining, leaving, paying, the organiser's requests and the players' thread.
// Not nested under /matches (the trailing "_"): it replaces the list rather than sitting in it.
export const Route = createFileRoute('/_member/matches_/$matchId')({
  component: MatchPage,
})

function MatchPage() {
  const { matchId } = Route.useParams()
  // A split booking is its players' own: "Split booking", not "Open match".
  const match = useOpenMatch(matchId)
  return (
    <>
      <PageHeader title={matchTitle(match)} />
      <MatchScreen matchId={matchId} />
    </>
  )
}
