import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { queueCancellation } from '~/db/operations/cancel'
import { errorText } from '~/i18n/server-words'
import type { MyBooking } from '~/db/types'
import { notify } from '~/lib/toast'
import { fetchCancellationTerms } from '../api/cancellation-terms'
import { bookingSummary, bookingTimes } from '../lib/my-bookings'
import { canCancelWith, hoursText, localTerms, refundHours, termsText, type CancellationTerms } from '../lib/refund'
import { awaitCancellation } from './use-cancellation-toasts'
import { m } from '~/i18n/member'

export interface CancelBookingDialogProps {
  booking: MyBooking
  open: boolean
  onClose: () => void
}

export function CancelBookingDialog({ booking, open, onClose }: CancelBookingDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.booking_cancel_title()}</Dialog.Title>
            <Dialog.Description>{bookingSummary(booking)}</Dialog.Description>
          </Dialog.Header>
          {/* Mounted only while open (lazyMount): the refund is asked for afresh each time. */}
          <CancelBody booking={booking} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

/** The refund that applies first (the server's answer when online, else the same rule on the device), then the act. */
function useTerms(booking: MyBooking): CancellationTerms | undefined {
  const [terms, setTerms] = useState<CancellationTerms | undefined>(undefined)
  useEffect(() => {
    let live = true
    const local = () => {
      const times = bookingTimes(booking)
      return times ? localTerms(times.start, Number(booking.price), booking.currency) : ({ kind: 'started', source: 'local' } as const)
    }
    // A booking still waiting to sync is not on the server yet: only the device can answer.
    if (booking.syncState !== 'synced' || !navigator.onLine) {
      setTerms(local())
      return
    }
    void fetchCancellationTerms(booking.id, booking.currency).then((server) => live && setTerms(server ?? local()))
    return () => {
      live = false
    }
  }, [booking])
  return terms
}

function CancelBody({ booking, onDone }: { booking: MyBooking; onDone: () => void }) {
  const terms = useTerms(booking)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      const { outboxId } = await queueCancellation(booking.id)
      if (outboxId) {
        // The refund is the server's to decide: the toast waits for its answer.
        awaitCancellation(booking.id, outboxId, terms?.source === 'server' ? refundHours(terms) : undefined)
      } else {
        notify.success(m.booking_cancelled(), m.booking_cancelled_unsent())
      }
      onDone()
    } catch (err) {
      setError(errorText(err, m.booking_cancel_not_saved()))
      setBusy(false)
    }
  }

  return (
    <>
      <Dialog.Body>
        {terms === undefined ? (
          <p className={css({ color: 'fg.muted' })}>{m.booking_checking_refund()}</p>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p role="status" className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>
              {termsText(terms)}
            </p>
            {terms.source === 'local' && canCancelWith(terms) ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                {booking.syncState === 'pending'
                  ? m.booking_cancel_pending_note()
                  : m.booking_cancel_offline_note()}
              </p>
            ) : null}
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.booking_full_refunds_end({ hours: hoursText(refundHours(terms)) })}</p>
          </div>
        )}
        {error ? (
          <p role="alert" className={css({ color: 'fg.error', mt: '2' })}>
            {error}
          </p>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={busy} onClick={onDone}>
          {m.booking_keep()}
        </Button>
        <Button colorPalette="red" loading={busy} loadingText={m.booking_cancelling()} disabled={!terms || !canCancelWith(terms)} onClick={confirm}>
          {m.booking_cancel_booking()}
        </Button>
      </Dialog.Footer>
    </>
  )
}
