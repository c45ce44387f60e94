import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '~/i18n/catalogue'
import { useBookingConfirmations } from '~/features/booking/components/use-booking-confirmations'
import { requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { MEMBER_NAV } from './-components/nav-items'
import { m } from '~/i18n/member'

// Every signed-in page of the route table in docs/product.md §2.2 (any role) lives under this guard.
export const Route = createFileRoute('/_member')({
  beforeLoad: (opts) => Promise.all([requireAccess(opts), loadMessages('member')]).then(() => undefined),
  component: MemberLayout,
})

function MemberLayout() {
  // A booking queued offline may be confirmed while the player is on another page: announce it anywhere.
  useBookingConfirmations()
  return <AreaShell area="/member" heading={m.pages_member_heading()} items={MEMBER_NAV} />
}
