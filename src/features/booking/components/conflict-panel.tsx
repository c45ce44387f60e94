import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { nearestFreeSlots, useOutbox, type AvailabilitySlot } from '~/db/queries'
import { refreshAvailability } from '~/db/sync/engine'
import { discardOutboxItem, rebookConflict, retryOutboxItem } from '~/db/writes'
import type { MyBooking } from '~/db/types'
import { formatBookingDate } from '../lib/club-time'
import { formatMoney } from '~/lib/money'
import { awaitConfirmation } from './use-booking-confirmations'

// Refusals another court-slot can fix; the others need something else (money, or a different request).
const SLOT_PROBLEMS = new Set(['slot_taken', 'past_slot', 'club_closed', 'id_conflict'])

/**
 * What happened to a booking the club refused, and the ways forward: the nearest free slots that day,
 * a top-up, a retry, or dropping it. Never silently dropped, never retried without the player.
 */
export function ConflictPanel({ booking }: { booking: MyBooking }) {
  const outbox = useOutbox()
  const item = outbox?.find((i) => i.id === booking.outboxId)
  const code = item?.resultCode ?? ''
  const slotProblem = SLOT_PROBLEMS.has(code) || (booking.syncState === 'conflict' && code === '')
  const [options, setOptions] = useState<AvailabilitySlot[] | undefined>(undefined)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!slotProblem) return
    let live = true
    void refreshAvailability(booking.club_id, booking.date)
      .then(() => nearestFreeSlots(booking.club_id, booking.date, booking.slot_id))
      .then((found) => live && setOptions(found))
    return () => {
      live = false
    }
  }, [slotProblem, booking.club_id, booking.date, booking.slot_id])

  async function act(key: string, action: () => Promise<unknown>) {
    setBusy(key)
    setError(null)
    try {
      await action()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'That did not work. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  const outboxId = booking.outboxId
  if (!outboxId) return null
  return (
    <div role="group" aria-label="Booking not confirmed" className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg' })}>
      <p className={css({ fontWeight: 'semibold' })}>{booking.syncMessage ?? 'The club could not confirm this booking.'}</p>
      {slotProblem ? (
        options === undefined ? (
          <p className={css({ textStyle: 'sm' })}>Looking for the nearest free slots…</p>
        ) : options.length === 0 ? (
          <p className={css({ textStyle: 'sm' })}>No free slot is left on {formatBookingDate(booking.date)}. Choose another day in the form.</p>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ textStyle: 'sm' })}>Nearest free slots on {formatBookingDate(booking.date)}:</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {options.map((o) => (
                <Button
                  key={`${o.courtId}-${o.slotId}`}
                  size="sm"
                  variant="outline"
                  // Long labels wrap on a phone instead of running out of the panel.
                  className={css({ whiteSpace: 'normal', h: 'auto', py: '1.5', textAlign: 'start' })}
                  aria-label={`Book court ${o.courtNumber}, ${o.label}, ${formatMoney(Number(o.price), o.currency)}`}
                  loading={busy === `${o.courtId}-${o.slotId}`}
                  disabled={busy !== null}
                  onClick={() =>
                    act(`${o.courtId}-${o.slotId}`, async () => {
                      const { bookingId } = await rebookConflict(outboxId, { courtId: o.courtId, date: o.date, slotId: o.slotId })
                      awaitConfirmation(bookingId)
                    })
                  }
                >
                  Court {o.courtNumber} · {o.label} · {formatMoney(Number(o.price), o.currency)}
                </Button>
              ))}
            </div>
          </div>
        )
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {code === 'insufficient_balance' ? (
          <Link to="/player-balance" className={css({ alignSelf: 'center', fontWeight: 'semibold', textDecoration: 'underline', textStyle: 'sm' })}>
            Top up in My Balance
          </Link>
        ) : null}
        {/* A date past the booking horizon stays past it: sending it again cannot help. */}
        {!slotProblem && code !== 'too_far_ahead' ? (
          <Button size="sm" variant="outline" loading={busy === 'retry'} disabled={busy !== null} onClick={() => act('retry', () => retryOutboxItem(outboxId))}>
            Try again
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => act('discard', () => discardOutboxItem(outboxId))}>
          Discard booking
        </Button>
      </div>
      {error ? (
        <p role="alert" className={css({ textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
