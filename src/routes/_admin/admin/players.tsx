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
  const onQuery = useCallback((next: PlayersQuery) => void navigate({ search: playersSearch(next), replace: true }), [navigate])
  return <PlayersScreen query={query} onQuery={onQuery} />
}
