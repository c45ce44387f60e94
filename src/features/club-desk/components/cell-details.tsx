import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { queueDeskMark } from '~/db/operations/desk-check-in'
import { discardOutboxItem, retryOutboxItem } from '~/db/outbox-actions'
import { formatMoney } from '~/lib/money'
import { unblockCourtSlots } from '../api/block-court-slots'
import { KEPT_ON_DEVICE, queuedSentence } from '../api/queued-action'
import { blockKindLabel, bookingMarks } from '../lib/day-grid'
import type { DeskTarget, Mode } from './cell-dialog'
import { actions, facts, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

type DeskMark = 'check_in' | 'no_show'

/** A booking may be marked a no-show from 15 minutes after its start (the database checks it too). */
const NO_SHOW_AFTER_MS = 15 * 60_000
/** Check-in opens an hour before the start, on the club's day (the database checks it too). */
const CHECK_IN_BEFORE_MS = 60 * 60_000

/** What a cell holds and what staff can do with it from here. */
export function CellDetails({ target, onMode, onDone }: { target: DeskTarget; onMode: (mode: Mode) => void; onDone: () => void }) {
  const { cell, currency } = target
  const { busy, error, run } = useDeskAction(onDone)
  const b = cell.booking
  const waiting = cell.syncState === 'pending'
  const refused = cell.syncState === 'conflict' || cell.syncState === 'failed'
  const now = Date.now()
  const start = Date.parse(cell.starts_at)
  const checkInOpen = target.date === target.today && now >= start - CHECK_IN_BEFORE_MS
  // Through the outbox: a mark made with the Wi-Fi down is kept on the tablet and sent once it is back.
  const mark = (which: DeskMark) =>
    b &&
    run(async () => {
      const kind = which === 'check_in' ? 'desk_check_in' : 'desk_no_show'
      const { outboxId } = await queueDeskMark(kind, { bookingId: b.id, clubId: target.clubId, players: b.name, slotLabel: target.slotLabel })
      return queuedSentence(outboxId, which === 'check_in' ? 'Checked in.' : 'Marked as a no-show.')
    })

  return (
    <div className={panel}>
      <dl className={facts}>
        <dt>Price</dt>
        <dd>{formatMoney(b ? b.price : cell.price, b ? b.currency : currency)}</dd>
        {b ? (
          <>
            <dt>{b.walk_in ? 'Guest' : 'Member'}</dt>
            <dd>
              {b.name}
              {b.username ? ` (@${b.username})` : ''}
            </dd>
            {b.guest_phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${b.guest_phone}`}>{b.guest_phone}</a>
                </dd>
              </>
            ) : null}
            <dt>Paid</dt>
            <dd>{bookingMarks(b).join(' · ')}</dd>
            {b.walk_in ? null : (
              <>
                <dt>No-shows here</dt>
                <dd>{b.no_shows}</dd>
              </>
            )}
          </>
        ) : null}
        {cell.block ? (
          <>
            <dt>Blocked</dt>
            <dd>
              {blockKindLabel(cell.block.kind)}: {cell.block.reason}
            </dd>
          </>
        ) : null}
        <dt>State</dt>
        <dd>{cell.past ? 'Started' : { free: 'Free', booked: 'Booked', blocked: 'Blocked', closed: 'Closed', out_of_service: 'Out of service' }[cell.state]}</dd>
      </dl>
      {waiting ? <p>{KEPT_ON_DEVICE}</p> : null}
      {refused ? (
        <p role="alert" className={serverError}>
          Not saved: {cell.syncMessage ?? 'the club could not record this change.'}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">Close</Button>
        </Dialog.CloseTrigger>
        {refused && cell.outboxId ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => run(async () => (await discardOutboxItem(cell.outboxId!), 'Discarded.'))}>
              Discard
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => run(async () => (await retryOutboxItem(cell.outboxId!), queuedSentence(cell.outboxId!, 'Saved.')))}>
              Try again
            </Button>
          </>
        ) : null}
        {cell.state === 'free' && !cell.past && !refused ? (
          <>
            <Button variant="outline" onClick={() => onMode('block')}>
              Block
            </Button>
            <Button onClick={() => onMode('book')}>Book</Button>
          </>
        ) : null}
        {b && !b.checked_in_at ? (
          <>
            {!b.no_show_at && now >= start + NO_SHOW_AFTER_MS ? (
              <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => mark('no_show')}>
                No-show
              </Button>
            ) : null}
            {checkInOpen ? (
              <Button variant="outline" loading={busy} disabled={busy} onClick={() => mark('check_in')}>
                Check in
              </Button>
            ) : null}
          </>
        ) : null}
        {b && !cell.past && !waiting ? (
          <>
            <Button variant="outline" colorPalette="red" onClick={() => onMode('cancel')}>
              Cancel booking
            </Button>
            <Button onClick={() => onMode('move')}>Move</Button>
          </>
        ) : null}
        {cell.block && !cell.past ? (
          <>
            <Button variant="outline" loading={busy} onClick={() => run(() => unblockCourtSlots(target.clubId, { seriesId: cell.block!.series_id }))}>
              Unblock the whole series
            </Button>
            <Button loading={busy} onClick={() => run(() => unblockCourtSlots(target.clubId, { blockId: cell.block!.id }))}>
              Unblock this slot
            </Button>
          </>
        ) : null}
      </div>
    </div>
  )
}
