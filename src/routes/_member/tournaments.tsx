import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { TrophyIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'

export const Route = createFileRoute('/_member/tournaments')({
  component: () => (
    <>
      <PageHeader title="Tournaments" description="Club and network tournaments." />
      <EmptyState icon={TrophyIcon} title="Tournaments are coming soon" description="Registration and brackets open in a later release." />
    </>
  ),
})
