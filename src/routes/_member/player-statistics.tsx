import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { RecordResultButton } from '~/features/matches/components/record-result-button'
import { StatisticsScreen } from '~/features/matches/components/statistics-screen'

export const Route = createFileRoute('/_member/player-statistics')({
  component: StatisticsPage,
})

function StatisticsPage() {
  return (
    <>
      <PageHeader title="My Statistics" description="Matches, wins, losses and win rate, your rating and every result." actions={<RecordResultButton />} />
      <StatisticsScreen />
    </>
  )
}
