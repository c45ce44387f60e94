import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { BookingScreen } from '~/features/booking/components/booking-screen'
import { parseCourtParam } from '~/features/booking/lib/court-param'
import { parseBookingSearch } from '~/features/booking/schemas/booking-search'
import { m } from '~/i18n/member'

// A court number is a whole number from 1; whether the chosen club has that court is checked by the form
// (clubs have 4 to 12 courts), which says so next to the court list.
export const Route = createFileRoute('/_member/book-court/$court')({
  params: {
    parse: ({ court }) => {
      const number = parseCourtParam(court)
      if (number === null) throw notFound()
      return { court: number }
    },
    stringify: ({ court }) => ({ court: String(court) }),
  },
  validateSearch: parseBookingSearch,
  component: BookCourtPage,
})

function BookCourtPage() {
  const { court } = Route.useParams()
  const { club, date, slot } = Route.useSearch()
  return (
    <>
      <PageHeader title={m.pages_book_court_title({ number: court })} description={m.pages_book_court_intro()} />
      <BookingScreen key={`${court}:${club ?? ''}:${date ?? ''}:${slot ?? ''}`} initialCourt={court} initialClub={club} initialDate={date} initialSlot={slot} />
    </>
  )
}
