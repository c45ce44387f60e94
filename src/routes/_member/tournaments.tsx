import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { TournamentsScreen } from '~/features/tournaments/components/tournaments-screen'
import { parseTournamentSearch } from '~/features/tournaments/schemas/tournament-search'
import { m } from '~/i18n/member'

// ?tournament=<id> shows one tournament (entries, draw, results); without it, the list.
export const Route = createFileRoute('/_member/tournaments')({
  validateSearch: parseTournamentSearch,
  component: TournamentsPage,
})

function TournamentsPage() {
  const { tournament } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.pages_tournaments_title()} description={m.pages_tournaments_intro()} />
      <TournamentsScreen tournamentId={tournament} />
    </>
  )
}
