import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeader } from '~/components/page-header'
import { RecordResultButton } from '~/features/matches/components/record-result-button'
import { StatisticsScreen } from '~/features/matches/components/statistics-screen'
import { m } from '~/i18n/member'

// `?record=<booking id>` (from a past booking in My bookings) opens "Record a result" for that booking; with
// `&match=<open match id>` (from the match's page) its players fill the form.
const StatisticsSearch = v.object({ record: v.optional(v.pipe(v.string(), v.uuid())), match: v.optional(v.pipe(v.string(), v.uuid())) })

export const Route = createFileRoute('/_member/player-statistics')({
  validateSearch: (search: Record<string, unknown>): { record?: string; match?: string } => {
    const parsed = v.safeParse(StatisticsSearch, { record: search.record, match: search.match })
    if (!parsed.success || !parsed.output.record) return {}
    return parsed.output.match ? { record: parsed.output.record, match: parsed.output.match } : { record: parsed.output.record }
  },
  component: StatisticsPage,
})

function StatisticsPage() {
  const { record, match } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader
        title={m.pages_statistics_title()}
        description={m.pages_statistics_intro()}
        actions={<RecordResultButton bookingId={record} openMatchId={match} onClosed={() => record && void navigate({ search: {}, replace: true })} />}
      />
      <StatisticsScreen />
    </>
  )
}
