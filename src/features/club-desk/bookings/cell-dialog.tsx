import { useState } from 'react'
import { m } from '~/i18n/staff'
import * as Dialog from '~/components/ui/dialog'
import type { CellBooking, ClubDay, DayCell, MatchPlayer } from './api/club-day'
import { dayLabel } from './lib/day-grid'
import { BlockPanel } from './block-panel'
import { BookPanel } from './book-panel'
import { CancelMatchPanel } from './cancel-match-panel'
import { CancelPanel } from './cancel-panel'
import { CellDetails } from './cell-details'
import type { DeskTarget, Mode } from './desk-target'
import { NoShowPanel } from './no-show-panel'
import { PayPanel } from './pay-panel'
import { SharePanel } from './share-panel'
import { courtName } from '~/lib/court-name'

const titles = (): Record<Mode, string> => ({
  details: '',
  book: m.desk_title_book(),
  move: m.desk_title_move(),
  cancel: m.desk_title_cancel(),
  block: m.desk_block_courts(),
  pay: m.desk_take_payment(),
  share: m.desk_title_take_share(),
  cancel_match: m.desk_cancel_match(),
  no_show: '',
})

/** One dialog per cell: its details and actions, each action a panel of the same dialog. */
export function CellDialog({ day, cell, onClose, onChanged, onMove }: {
  day: ClubDay
  cell: DayCell | null
  onClose: () => void
  onChanged: () => void
  /** Starts moving the cell's booking: its new cell is chosen on the grid, on this day or another. */
  onMove: (booking: CellBooking, from: string) => void
}) {
  const [mode, setMode] = useState<Mode>('details')
  const [share, setShare] = useState<{ player: MatchPlayer; amount: number } | null>(null)
  if (!cell) return null
  const match = cell.booking?.match ?? null
  const court = day.courts.find((k) => k.id === cell.court_id)
  const slot = day.slots.find((s) => s.id === cell.slot_id)
  const target: DeskTarget = {
    clubId: day.club.id,
    currency: day.club.currency,
    today: day.club.today,
    date: day.date,
    cell,
    court: { number: court?.number ?? 0, name: court ? courtName(court, m.desk_court_number) : m.desk_court() },
    slotLabel: slot?.label ?? '',
  }
  const where = m.desk_where({ court: target.court.name, day: dayLabel(day.date), slot: slot?.label ?? '' })
  const done = () => {
    onChanged()
    onClose()
  }
  const back = () => setMode('details')
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content style={{ maxWidth: mode === 'block' ? '40rem' : undefined }}>
          <Dialog.Header>
            <Dialog.Title>{mode === 'details' ? where : mode === 'no_show' ? m.desk_no_show_confirm_title({ who: cell.booking?.name ?? '' }) : titles()[mode]}</Dialog.Title>
            {mode === 'details' ? null : <Dialog.Description>{where}</Dialog.Description>}
          </Dialog.Header>
          <Dialog.Body>
            {mode === 'details' ? (
              <CellDetails
                target={target}
                onMode={(next) => {
                  if (next !== 'move' || !cell.booking) return setMode(next)
                  onMove(cell.booking, where)
                  onClose()
                }}
                onShare={(player, take) => {
                  // The organiser's own share is what the booking owes: taken as the booking's payment.
                  if (take.kind === 'booking') return setMode('pay')
                  setShare({ player, amount: take.amount })
                  setMode('share')
                }}
                onDone={done}
              />
            ) : null}
            {mode === 'book' ? <BookPanel target={target} onDone={done} onBack={back} /> : null}
            {mode === 'pay' && cell.booking ? <PayPanel booking={cell.booking} onDone={done} onBack={back} /> : null}
            {mode === 'no_show' && cell.booking ? <NoShowPanel target={target} booking={cell.booking} onDone={done} onBack={back} /> : null}
            {mode === 'cancel' && cell.booking ? <CancelPanel booking={cell.booking} onDone={done} onBack={back} /> : null}
            {mode === 'share' && cell.booking && match && share ? (
              <SharePanel match={match} player={share.player} amount={share.amount} currency={cell.booking.currency} onDone={done} onBack={back} />
            ) : null}
            {mode === 'cancel_match' && match ? <CancelMatchPanel match={match} onDone={done} onBack={back} /> : null}
            {mode === 'block' ? <BlockPanel day={day} start={{ courtIds: [cell.court_id], slotIds: [cell.slot_id], date: day.date }} onDone={done} onBack={back} /> : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
