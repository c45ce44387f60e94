import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useMyBookings, useSyncStatus, useWalletBalance } from '~/db/queries'
import { formatMoney } from '~/lib/money'
import { bookingSummary, canOpenMatch } from '../lib/my-bookings'
import { BookingRefusal } from './booking-refusal'
import { m } from '~/i18n/member'

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
      <strong>{waiting ? m.booking_badge_waiting() : m.booking_badge_confirmed()}</strong> · {bookingSummary(booking)}
      {waiting
        ? needsSignIn
          ? ` — ${m.booking_latest_sign_in()}`
          : online
            ? ` — ${m.booking_latest_sending()}`
            : ` — ${m.booking_latest_saved()}`
        : booking.price > 0 && typeof balance === 'number'
          ? ` · ${m.booking_latest_paid({ price: formatMoney(booking.price, booking.currency), currency: booking.currency, balance: formatMoney(balance, booking.currency) })}`
          : null}
      {canOpenMatch(booking) ? (
        <>
          {' · '}
          <Link to="/matches/open/$bookingId" params={{ bookingId: booking.id }} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
            {m.openmatches_from_booking()}
          </Link>
        </>
      ) : null}
    </p>
  )
}
