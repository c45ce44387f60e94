import { useEffect } from 'react'
import { useCardPayments } from '~/components/card-payments'
import type { MyBooking } from '~/db/types'
import { sayWords } from '~/i18n/server-words'
import { notify } from '~/lib/toast'
import { formatMoney } from '~/lib/money'
import { cancelledText } from '../lib/refund'
import { m } from '~/i18n/member'

// Cancellations sent from this tab whose answer has not been announced yet, with the refund window the dialog
// was told. Module state, like the booking confirmations: one toast, even if the list remounts meanwhile.
const awaiting = new Map<string, { outboxId: string; hours: number | undefined }>()

export function awaitCancellation(bookingId: string, outboxId: string, hours: number | undefined): void {
  awaiting.set(bookingId, { outboxId, hours })
}

/** Announces the server's answer to the cancellations this tab sent: the refund it recorded, or its refusal. */
export function useCancellationToasts(bookings: readonly MyBooking[] | undefined): void {
  const { sendRefunds } = useCardPayments()
  useEffect(() => {
    if (!bookings) return
    for (const [id, { outboxId, hours }] of [...awaiting]) {
      const booking = bookings.find((b) => b.id === id)
      if (!booking) continue
      if (booking.syncState === 'synced' && booking.status === 'cancelled') {
        awaiting.delete(id)
        if (booking.refundTo === 'card' && booking.refund_amount !== null && booking.refund_amount > 0) {
          // The refund is recorded; sending it to Stripe now spares the wait for the server's schedule.
          sendRefunds()
          notify.success(m.booking_cancelled(), m.booking_refunded_to_card({ amount: formatMoney(booking.refund_amount, booking.currency) }))
        } else notify.success(m.booking_cancelled(), cancelledText(booking.refund_amount, booking.currency, hours))
      } else if ((booking.syncState === 'conflict' || booking.syncState === 'failed') && booking.outboxId === outboxId) {
        awaiting.delete(id)
        notify.error(m.booking_not_cancelled(), sayWords(booking.syncMessage) ?? m.booking_not_cancelled_text())
      }
    }
  }, [bookings, sendRefunds])
}
