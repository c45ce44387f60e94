import { useEffect } from 'react'
import { useMyBookings } from '~/db/queries'
import { sayWords } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { notify } from '~/lib/toast'
import { bookingSummary } from '../lib/my-bookings'
import { m } from '~/i18n/member'

// Bookings submitted in this tab whose answer has not been announced yet. Module state, so the toast still
// comes once (and only once) if the player moves between the booking pages while the booking syncs.
const awaiting = new Set<string>()

export function awaitConfirmation(bookingId: string): void {
  awaiting.add(bookingId)
}

/** Announces the server's answer for the bookings this tab submitted: the success toast of docs/product.md §8, or the refusal. */
export function useBookingConfirmations(): void {
  const bookings = useMyBookings()
  useEffect(() => {
    if (!bookings) return
    for (const id of [...awaiting]) {
      const booking = bookings.find((b) => b.id === id)
      // Not listed: discarded, or between the outbox and the bookings table for a moment.
      if (!booking) continue
      if (booking.syncState === 'synced') {
        awaiting.delete(id)
        // Paid at the club: the toast says what to bring to the desk.
        const due = booking.due > 0 ? ` ${m.booking_pay_club_detail({ price: formatMoney(booking.due, booking.currency) })}` : ''
        notify.success(m.booking_success(), bookingSummary(booking) + due)
      } else if (booking.syncState === 'conflict' || booking.syncState === 'failed') {
        awaiting.delete(id)
        notify.error(m.booking_not_confirmed(), sayWords(booking.syncMessage) ?? m.booking_not_confirmed_text())
      }
    }
  }, [bookings])
}
