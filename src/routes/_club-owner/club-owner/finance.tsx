import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { FinanceLedger } from '~/features/club-desk/components/finance-ledger'
import { TopUpDesk } from '~/features/wallet/components/top-up-desk'

export const Route = createFileRoute('/_club-owner/club-owner/finance')({
  staticData: { followsClubChoice: true },
  component: () => (
    <>
      <PageHeader title="Finance" description="Your club's desk: members' top-ups waiting for payment, and the revenue ledger." />
      <TopUpDesk />
      <FinanceLedger />
    </>
  ),
})
