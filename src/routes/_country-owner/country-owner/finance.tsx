import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { RevenueByClub } from '~/features/club-comparison/components/revenue-by-club'
import { FinanceLedger } from '~/features/club-desk/finance/finance-ledger'
import { TopUpDesk } from '~/features/wallet/components/top-up-desk'
import { m } from '~/i18n/staff'

// Country owners are staff of every club in their country: they take payments at any of those desks, see each club's
// revenue beside the totals per currency, and read the ledger of the club chosen in the top bar.
export const Route = createFileRoute('/_country-owner/country-owner/finance')({
  staticData: { followsClubChoice: true },
  component: () => (
    <>
      <PageHeader title={m.area_pages_finance()} description={m.area_pages_finance_country()} />
      <TopUpDesk />
      <RevenueByClub clubReportTo="/country-owner/club-report" />
      <FinanceLedger />
    </>
  ),
})
