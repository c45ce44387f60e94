import { createFileRoute, notFound } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { CalendarIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { LinkButton } from '~/components/ui/link-button'

// Courts are numbered 1–6 (spec §9); anything else is not a court.
const COURT_IDS = new Set(['1', '2', '3', '4', '5', '6'])

export const Route = createFileRoute('/_member/book-court/$court')({
  params: {
    parse: ({ court }) => {
      if (!COURT_IDS.has(court)) throw notFound()
      return { court }
    },
    stringify: ({ court }) => ({ court }),
  },
  component: BookCourtPage,
})

function BookCourtPage() {
  const { court } = Route.useParams()
  return (
    <>
      <PageHeader title={`Court ${court}`} />
      <EmptyState icon={CalendarIcon} title="Court booking opens in the next release">
        <LinkButton to="/booking" variant="outline">
          All courts
        </LinkButton>
      </EmptyState>
    </>
  )
}
