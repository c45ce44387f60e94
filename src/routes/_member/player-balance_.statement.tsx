import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { StatementSheet } from '~/features/wallet/components/statement-sheet'
import { StatementSearch } from '~/features/wallet/schemas/statement-search'
import { displayName } from '~/features/profile/display-name'
import { useWalletCurrencies } from '~/features/wallet/components/use-wallet-currencies'
import { useSession } from '~/db/use-session'
import { m } from '~/i18n/member'

// /player-balance/statement?from=YYYY-MM-DD&to=YYYY-MM-DD&currency=EUR: the printable statement of one balance
// ("Request Statement"); without a currency, the member's first balance (the home club's).
// Not nested under /player-balance (the trailing "_"): it replaces the wallet page rather than sitting in it.
export const Route = createFileRoute('/_member/player-balance_/statement')({
  validateSearch: (search) => v.parse(StatementSearch, search),
  component: StatementPage,
})

function StatementPage() {
  const { from, to, currency } = Route.useSearch()
  const { user, profile } = useSession()
  const { currencies } = useWalletCurrencies()
  const shown = currency ?? currencies?.[0]
  if (!shown) return <p>{currencies === undefined ? m.pages_statement_loading() : m.pages_statement_none()}</p>
  return <StatementSheet currency={shown} from={from} to={to} memberName={displayName(profile, user)} memberEmail={user?.email} />
}
