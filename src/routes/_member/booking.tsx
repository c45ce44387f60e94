import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { BookingScreen } from '~/features/booking/components/booking-screen'

export const Route = createFileRoute('/_member/booking')({
  component: BookingPage,
})

function BookingPage() {
  return (
    <>
      <PageHeader title="Book a Court" description="Pick a club, a date, a 90-minute slot and a court. Times are the club's local time." />
      <BookingScreen />
    </>
  )
}
