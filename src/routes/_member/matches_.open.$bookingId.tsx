import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { OpenMatchForm } from '~/features/open-matches/components/open-match-form'
import { m } from '~/i18n/member'

// "Make it an open match or split it" for one of the player's bookings (from the booking list and the booking sheet).
export const Route = createFileRoute('/_member/matches_/open/$bookingId')({
  component: OpenMatchPage,
})

function OpenMatchPage() {
  const { bookingId } = Route.useParams()
  return (
    <>
      <PageHeader title={m.openmatches_share_title()} description={m.openmatches_share_description()} />
      <OpenMatchForm bookingId={bookingId} />
    </>
  )
}
