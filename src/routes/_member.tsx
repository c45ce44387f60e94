import { Outlet, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { loadMessages } from '~/i18n/catalogue'
import { useSession } from '~/db/use-session'
import { useBookingConfirmations } from '~/features/booking/components/use-booking-confirmations'
import { CardPaymentsProvider } from '~/features/payments/components/card-payments-provider'
import { opensToVisitors, requireAccess, visitorOrAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { MEMBER_NAV, MEMBER_TABS } from './-components/nav-items'
import { PublicShell } from './-components/public-shell'
import { m } from '~/i18n/member'

// Every signed-in page of the route table in docs/product.md §2.2 (any role) lives under this guard; the booking
// pages also open to visitors, who see the courts before joining.
export const Route = createFileRoute('/_member')({
  beforeLoad: (opts) =>
    Promise.all([opensToVisitors(opts.location.pathname) ? visitorOrAccess(opts) : requireAccess(opts), loadMessages('member')]).then(() => undefined),
  component: MemberLayout,
})

function MemberLayout() {
  const { user, loading } = useSession()
  if (!user && !loading) return <VisitorLayout />
  return <SignedInLayout />
}

function SignedInLayout() {
  // Card payments for every signed-in page: the booking announcements below open the card dialog too.
  return (
    <CardPaymentsProvider>
      <BookingAnnouncements />
      <AreaShell area="/member" heading={m.pages_member_heading()} items={MEMBER_NAV} tabs={MEMBER_TABS} />
    </CardPaymentsProvider>
  )
}

function BookingAnnouncements() {
  // A booking queued offline may be confirmed while the player is on another page: announce it anywhere.
  useBookingConfirmations()
  return null
}

function VisitorLayout() {
  return (
    <PublicShell>
      <div className={css({ width: '100%', maxW: '7xl', mx: 'auto', px: { base: '3', md: '6' }, py: { base: '4', md: '8' } })}>
        <Outlet />
      </div>
    </PublicShell>
  )
}
