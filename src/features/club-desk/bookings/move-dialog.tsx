import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { formatMoney } from '~/lib/money'
import type { CellBooking, ClubDay, DayCell } from './api/club-day'
import { moveBooking } from './api/move-booking'
import { dayLabel } from './lib/day-grid'
import { actions, facts, panel, priceLine, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'
import { courtName } from '~/lib/court-name'

/** What a move settles, said before it is made: the difference taken or given at the desk, or on the wallet. */
export function moveSettlement(booking: Pick<CellBooking, 'price' | 'currency' | 'walk_in'>, newPrice: number): string {
  const difference = newPrice - booking.price
  const amount = formatMoney(Math.abs(difference), booking.currency)
  if (difference === 0) return m.desk_same_price()
  if (booking.walk_in) return difference > 0 ? m.desk_take_more({ amount }) : m.desk_give_back({ amount })
  return difference > 0 ? m.desk_wallet_charged({ amount }) : m.desk_wallet_refunded({ amount })
}

/**
 * The last step of a move chosen on the grid: from where to where, the new price and what it settles, then one
 * tap. "Choose another cell" goes back to the grid with the move still under way.
 */
export function MoveDialog({ booking, from, day, to, onDone, onBack }: {
  booking: CellBooking
  /** Where the booking is now, in words ("Court 3, Sat 28 Nov 2026, 18:00 - 19:30"). */
  from: string
  day: ClubDay
  to: DayCell
  onDone: () => void
  onBack: () => void
}) {
  const { busy, error, run } = useDeskAction(onDone)
  const found = day.courts.find((k) => k.id === to.court_id)
  const court = found ? courtName(found, m.desk_court_number) : m.desk_court()
  const slot = day.slots.find((s) => s.id === to.slot_id)?.label ?? ''
  const where = m.desk_where({ court, day: dayLabel(day.date), slot })
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onBack()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.desk_move_title({ who: booking.name })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <div className={panel}>
              <dl className={facts}>
                <dt>{m.desk_move_from()}</dt>
                <dd>{from}</dd>
                <dt>{m.desk_move_to()}</dt>
                <dd>{where}</dd>
              </dl>
              <p className={priceLine}>
                {m.desk_now_new_price({ now: formatMoney(booking.price, booking.currency), next: formatMoney(to.price, booking.currency) })}{' '}
                {moveSettlement(booking, to.price)}
              </p>
              {error ? (
                <p role="alert" className={serverError}>
                  {error}
                </p>
              ) : null}
              <div className={actions}>
                <Button variant="outline" onClick={onBack} disabled={busy}>
                  {m.desk_move_choose_another()}
                </Button>
                <Button
                  loading={busy}
                  loadingText={m.desk_moving()}
                  onClick={() => void run(() => moveBooking({ bookingId: booking.id, courtId: to.court_id, date: day.date, slotId: to.slot_id }))}
                >
                  {m.desk_title_move()}
                </Button>
              </div>
            </div>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
