import { useEffect } from 'react'
import { useCardPayments } from '~/components/card-payments'
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
  const card = useCardPayments()
  useEffect(() => {
    if (!bookings) return
    for (const id of [...awaiting]) {
      const booking = bookings.find((b) => b.id === id)
      // Not listed: discarded, or between the outbox and the bookings table for a moment.
      if (!booking) continue
      if (booking.syncState === 'synced') {
        awaiting.delete(id)
        const price = formatMoney(booking.due, booking.currency)
        // Paid by card: the court is held, and the card dialog takes the payment now (its due stays at the club
        // until then). Paid at the club: the toast says what to bring to the desk.
        const byCard = booking.pay_with === 'card' && booking.due > 0
        const due = byCard ? ` ${m.booking_pay_card_next({ price })}` : booking.due > 0 ? ` ${m.booking_pay_club_detail({ price })}` : ''
        notify.success(m.booking_success(), bookingSummary(booking) + due)
        if (byCard && card.offered) card.pay({ bookingId: booking.id })
      } else if (booking.syncState === 'conflict' || booking.syncState === 'failed') {
        awaiting.delete(id)
        notify.error(m.booking_not_confirmed(), sayWords(booking.syncMessage) ?? m.booking_not_confirmed_text())
      }
    }
  }, [bookings, card])
}
