import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { WalletIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { BalanceCard } from './-components/dashboard-cards'

export const Route = createFileRoute('/_member/player-balance')({
  component: () => (
    <>
      <PageHeader title="My Balance" description="Your wallet and transactions." />
      <BalanceCard />
      {/* The ledger, top-ups and statements are the member issue's; the balance above is already real. */}
      <EmptyState icon={WalletIcon} title="Transaction history comes next" description="Top-ups, court payments and refunds will be listed here." />
    </>
  ),
})
