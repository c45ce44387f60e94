import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { StatementSheet } from '~/features/wallet/components/statement-sheet'
import { StatementSearch } from '~/features/wallet/schemas/statement-search'
import { displayName } from '~/features/profile/display-name'
import { useSession } from '~/lib/session/use-session'

// /player-balance/statement?from=YYYY-MM-DD&to=YYYY-MM-DD: the printable statement ("Request Statement").
// Not nested under /player-balance (the trailing "_"): it replaces the wallet page rather than sitting in it.
export const Route = createFileRoute('/_member/player-balance_/statement')({
  validateSearch: (search) => v.parse(StatementSearch, search),
  component: StatementPage,
})

function StatementPage() {
  const { from, to } = Route.useSearch()
  const { user, profile } = useSession()
  return <StatementSheet from={from} to={to} memberName={displayName(profile, user)} memberEmail={user?.email} />
}
