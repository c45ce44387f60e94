import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { FinanceLedger } from '~/features/club-desk/finance/finance-ledger'
import { TopUpDesk } from '~/features/wallet/components/top-up-desk'
import { m } from '~/i18n/staff'

export const Route = createFileRoute('/_club-owner/club-owner/finance')({
  staticData: { followsClubChoice: true },
  component: () => (
    <>
      <PageHeader title={m.area_pages_finance()} description={m.area_pages_finance_club()} />
      <TopUpDesk />
      <FinanceLedger />
    </>
  ),
})
