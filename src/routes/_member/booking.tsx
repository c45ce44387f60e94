import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { BookingScreen } from '~/features/booking/components/booking-screen'
import { parseBookingSearch } from '~/features/booking/schemas/booking-search'
import { m } from '~/i18n/member'

export const Route = createFileRoute('/_member/booking')({
  validateSearch: parseBookingSearch,
  component: BookingPage,
})

function BookingPage() {
  const { club, date } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.pages_booking_title()} description={m.pages_booking_intro()} />
      <BookingScreen key={`${club ?? ''}:${date ?? ''}`} initialClub={club} initialDate={date} />
    </>
  )
}
