import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { MatchListScreen } from '~/features/open-matches/components/match-list-screen'
import type { MatchFilters } from '~/features/open-matches/lib/filters'
import { filtersOf, parseMatchesSearch } from '~/features/open-matches/schemas/matches-search'
import { m } from '~/i18n/member'

// /matches?day=&level=&category=&club=: the open matches of the next days; visitors see them too.
export const Route = createFileRoute('/_member/matches')({
  validateSearch: parseMatchesSearch,
  component: MatchesPage,
})

function MatchesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onFilters = (next: Partial<MatchFilters>) =>
    void navigate({
      search: (prev) => {
        const merged = { ...filtersOf(prev), ...next }
        // Defaults stay out of the address, so the plain /matches is the default list.
        return {
          ...(merged.day ? { day: merged.day } : {}),
          ...(merged.level === 'any' ? { level: 'any' as const } : {}),
          ...(merged.category ? { category: merged.category } : {}),
          ...(merged.club ? { club: merged.club } : {}),
        }
      },
      replace: true,
    })
  return (
    <>
      <PageHeader title={m.openmatches_title()} description={m.openmatches_intro()} />
      <MatchListScreen filters={filtersOf(search)} onFilters={onFilters} />
    </>
  )
}
