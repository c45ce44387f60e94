import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { TournamentsScreen } from '~/features/tournaments/components/tournaments-screen'
import { parseTournamentSearch } from '~/features/tournaments/schemas/tournament-search'

// ?tournament=<id> shows one tournament (entries, draw, results); without it, the list.
export const Route = createFileRoute('/_member/tournaments')({
  validateSearch: parseTournamentSearch,
  component: TournamentsPage,
})

function TournamentsPage() {
  const { tournament } = Route.useSearch()
  return (
    <>
      <PageHeader title="Tournaments" description="Knockout, round robin and Americano tournaments across the ELSY network. Register a pair and pay the entry from your wallet." />
      <TournamentsScreen tournamentId={tournament} />
    </>
  )
}
