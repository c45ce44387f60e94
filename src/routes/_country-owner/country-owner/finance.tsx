import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { TopUpDesk } from '~/features/wallet/components/top-up-desk'

// Country owners are staff of every club in their country, so they can take payments at any of those desks.
export const Route = createFileRoute('/_country-owner/country-owner/finance')({
  component: () => (
    <>
      <PageHeader title="Finance" description="Top-ups waiting for payment at your country's clubs." />
      <TopUpDesk />
    </>
  ),
})
