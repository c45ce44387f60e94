import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { RefusedChangePanel, type PanelActions } from '~/components/sync/refused-change-panel'
import { Button } from '~/components/ui/button'
import { isSlotProblem, rebookConflict } from '~/db/operations/book'
import { nearestFreeSlots, type AvailabilitySlot } from '~/db/queries'
import { refreshPull } from '~/db/sync/engine'
import type { MyBooking } from '~/db/types'
import { formatMoney } from '~/lib/money'
import { formatBookingDate } from '~/lib/club-time'
import { awaitConfirmation } from './use-booking-confirmations'
import { m } from '~/i18n/member'

/** The nearest free slots that day, each booked in place of the refused one with one tap. */
function NearestSlots({ booking, outboxId, actions }: { booking: MyBooking; outboxId: string; actions: PanelActions }) {
  const [options, setOptions] = useState<AvailabilitySlot[] | undefined>(undefined)
  const { busy, run } = actions

  useEffect(() => {
    let live = true
    void refreshPull('availability', { clubId: booking.club_id, date: booking.date })
      .then(() => nearestFreeSlots(booking.club_id, booking.date, booking.slot_id))
      .then((found) => live && setOptions(found))
    return () => {
      live = false
    }
  }, [booking.club_id, booking.date, booking.slot_id])

  if (options === undefined) return <p className={css({ textStyle: 'sm' })}>{m.booking_looking_nearest()}</p>
  if (options.length === 0) {
    return <p className={css({ textStyle: 'sm' })}>{m.booking_no_free_slot_left({ date: formatBookingDate(booking.date) })}</p>
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm' })}>{m.booking_nearest_on({ date: formatBookingDate(booking.date) })}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options.map((o) => (
          <Button
            key={`${o.courtId}-${o.slotId}`}
            size="sm"
            variant="outline"
            // Long labels wrap on a phone instead of running out of the panel.
            className={css({ whiteSpace: 'normal', h: 'auto', py: '1.5', textAlign: 'start' })}
            aria-label={m.booking_book_nearest({ number: o.courtNumber, slot: o.label, price: formatMoney(Number(o.price), o.currency) })}
            loading={busy === `${o.courtId}-${o.slotId}`}
            disabled={busy !== null}
            onClick={() =>
              run(`${o.courtId}-${o.slotId}`, async () => {
                const { bookingId } = await rebookConflict(outboxId, { courtId: o.courtId, date: o.date, slotId: o.slotId })
                awaitConfirmation(bookingId)
              })
            }
          >
            {m.booking_court_number({ number: o.courtNumber })} · {o.label} · {formatMoney(Number(o.price), o.currency)}
          </Button>
        ))}
      </div>
    </div>
  )
}

/**
 * What happened to a booking (or its cancellation) the club refused, and the ways forward: the shared panel,
 * plus the nearest free slots when another court-slot would fix it.
 */
export function BookingRefusal({ booking }: { booking: MyBooking }) {
  return (
    <RefusedChangePanel outboxId={booking.outboxId}>
      {(item, actions) => (isSlotProblem(item) ? <NearestSlots booking={booking} outboxId={item.id} actions={actions} /> : null)}
    </RefusedChangePanel>
  )
}
