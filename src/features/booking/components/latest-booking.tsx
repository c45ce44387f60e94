import { css } from 'styled-system/css'
import { useMyBookings, useSyncStatus, useWalletBalance } from '~/db/queries'
import { formatMoney } from '~/lib/money'
import { bookingSummary } from '../lib/my-bookings'
import { BookingRefusal } from './booking-refusal'

/** Right under the form: where the booking just made stands (waiting, confirmed, or refused with ways forward). */
export function LatestBooking({ bookingId }: { bookingId: string }) {
  const booking = useMyBookings()?.find((b) => b.id === bookingId)
  const { online, needsSignIn } = useSyncStatus()
  // Paid from the balance in the club's currency: that one is the balance the answer moved.
  const balance = useWalletBalance(booking?.currency)
  if (!booking) return null
  if (booking.syncState === 'conflict' || booking.syncState === 'failed') return <BookingRefusal booking={booking} />
  const waiting = booking.syncState === 'pending'
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: waiting ? 'ball.subtle.bg' : 'court.subtle.bg', color: waiting ? 'ball.subtle.fg' : 'court.subtle.fg' })}>
      <strong>{waiting ? 'Waiting to sync' : 'Confirmed'}</strong> · {bookingSummary(booking)}
      {waiting
        ? needsSignIn
          ? ' — sign in again to send it.'
          : online
            ? ' — sending it to the club…'
            : " — saved on this device; it is sent when you're back online."
        : booking.price > 0 && typeof balance === 'number'
          ? ` · paid ${formatMoney(booking.price, booking.currency)} from your ${booking.currency} balance, now ${formatMoney(balance, booking.currency)}.`
          : null}
    </p>
  )
}
