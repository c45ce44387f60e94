import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { WalletIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'

export const Route = createFileRoute('/_member/player-balance')({
  component: () => (
    <>
      <PageHeader title="My Balance" description="Your wallet and transactions." />
      <EmptyState icon={WalletIcon} title="Your wallet opens in the next release" description="Top-ups and court payments will be listed here." />
    </>
  ),
})
