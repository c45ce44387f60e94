import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { CalendarIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'

export const Route = createFileRoute('/_member/booking')({
  component: BookingPage,
})

function BookingPage() {
  return (
    <>
      <PageHeader title="Book a Court" description="Pick a date, a 90-minute slot and one of the club's courts." />
      <EmptyState icon={CalendarIcon} title="Court booking opens in the next release" description="You will be able to book courts here, even with a poor connection at the club." />
    </>
  )
}
