import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PlayersScreen } from '~/features/admin-players/components/players-screen'
import { playersSearch, readPlayersQuery, type PlayersQuery } from '~/features/admin-players/players-query'

export const Route = createFileRoute('/_admin/admin/players')({
  validateSearch: (search: Record<string, unknown>) => playersSearch(readPlayersQuery(search)),
  component: PlayersPage,
})

function PlayersPage() {
  const query = readPlayersQuery(Route.useSearch())
  const navigate = Route.useNavigate()
  // A change is laid over the address as it is when it lands, so a search that settles after the role was picked
  // keeps the role (and the other way round).
  const onQuery = useCallback(
    (change: Partial<PlayersQuery>) => void navigate({ search: (current) => playersSearch({ ...readPlayersQuery(current), ...change }), replace: true }),
    [navigate],
  )
  return <PlayersScreen query={query} onQuery={onQuery} />
}
