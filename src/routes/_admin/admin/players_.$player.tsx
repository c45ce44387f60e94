import { createFileRoute } from '@tanstack/react-router'
import { LinkButton } from '~/components/ui/link-button'
import { PlayerCardScreen } from '~/features/admin-players/components/player-card-screen'
import { playersSearch, readPlayersQuery } from '~/features/admin-players/players-query'
import { m } from '~/i18n/staff'

// The list's search rides along (`?q=&role=&offset=`), so "Back to players" returns to the same page of results.
export const Route = createFileRoute('/_admin/admin/players_/$player')({
  validateSearch: (search: Record<string, unknown>) => playersSearch(readPlayersQuery(search)),
  component: PlayerPage,
})

function PlayerPage() {
  const { player } = Route.useParams()
  const query = readPlayersQuery(Route.useSearch())
  const back = (
    <LinkButton to="/admin/players" search={playersSearch(query)} variant="ghost" size="sm">
      {m.area_pages_back_to_players()}
    </LinkButton>
  )
  return <PlayerCardScreen playerId={player} back={back} />
}
