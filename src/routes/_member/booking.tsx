import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { BookingScreen } from '~/features/booking/components/booking-screen'
import { parseBookingSearch } from '~/features/booking/schemas/booking-search'

export const Route = createFileRoute('/_member/booking')({
  validateSearch: parseBookingSearch,
  component: BookingPage,
})

function BookingPage() {
  const { club, date } = Route.useSearch()
  return (
    <>
      <PageHeader title="Book a Court" description="Pick a club and a day, then tap a free court and time. Times are the club's local time." />
      <BookingScreen key={`${club ?? ''}:${date ?? ''}`} initialClub={club} initialDate={date} />
    </>
  )
}
