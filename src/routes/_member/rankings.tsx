import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { RankingsScreen } from '~/features/rankings/components/rankings-screen'
import { parseRankingsSearch } from '~/features/rankings/schemas/rankings-search'
import { m } from '~/i18n/member'

// ?scope=network|country|club, ?q=<name or username> and ?player=<id> (tinted) survive reloads and links.
export const Route = createFileRoute('/_member/rankings')({
  validateSearch: parseRankingsSearch,
  component: RankingsPage,
})

function RankingsPage() {
  const { scope, q, player } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={m.pages_rankings_title()} description={m.pages_rankings_intro()} />
      <RankingsScreen
        scopeKey={scope ?? 'network'}
        query={q ?? ''}
        player={player}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    </>
  )
}
