import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { ChartIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'

export const Route = createFileRoute('/_member/player-statistics')({
  component: () => (
    <>
      <PageHeader title="My Statistics" description="Matches, wins, losses and win rate." />
      <EmptyState icon={ChartIcon} title="No matches recorded yet" description="Your statistics appear once match results are recorded, in a later release." />
    </>
  ),
})
