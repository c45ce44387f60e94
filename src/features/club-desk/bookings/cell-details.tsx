import { Button } from '~/components/ui/button'
import { m } from '~/i18n/staff'
import * as Dialog from '~/components/ui/dialog'
import { queueDeskMark } from '~/db/operations/desk-check-in'
import { discardOutboxItem, retryOutboxItem } from '~/db/outbox-actions'
import { sayWords } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { unblockCourtSlots } from './api/block-court-slots'
import type { MatchPlayer } from './api/club-day'
import { keptOnDevice, queuedSentence } from './api/queued-action'
import { blockKindLabel, bookingMarks } from './lib/day-grid'
import type { deskTake } from './lib/match-cell'
import { MatchPlayers } from './match-players'
import type { DeskTarget, Mode } from './desk-target'
import { actions, facts, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'


/** A booking may be marked a no-show from 15 minutes after its start (the database checks it too). */
const NO_SHOW_AFTER_MS = 15 * 60_000
/** Check-in opens an hour before the start, on the club's day (the database checks it too). */
const CHECK_IN_BEFORE_MS = 60 * 60_000

/** What a cell holds and what staff can do with it from here. */
export function CellDetails({ target, onMode, onShare, onDone }: {
  target: DeskTarget
  onMode: (mode: Mode) => void
  onShare: (player: MatchPlayer, take: NonNullable<ReturnType<typeof deskTake>>) => void
  onDone: () => void
}) {
  const { cell, currency } = target
  const { busy, error, run } = useDeskAction(onDone)
  const b = cell.booking
  const waiting = cell.syncState === 'pending'
  const refused = cell.syncState === 'conflict' || cell.syncState === 'failed'
  const now = Date.now()
  const start = Date.parse(cell.starts_at)
  const checkInOpen = target.date === target.today && now >= start - CHECK_IN_BEFORE_MS
  // Through the outbox: a check-in made with the Wi-Fi down is kept on the tablet and sent once it is back. (A no-show
  // is asked twice first: its own panel.)
  const checkIn = () =>
    b &&
    run(async () => {
      const { outboxId } = await queueDeskMark('desk_check_in', { bookingId: b.id, clubId: target.clubId, players: b.name, slotLabel: target.slotLabel })
      return queuedSentence(outboxId, m.desk_done_checked_in())
    })

  return (
    <div className={panel}>
      <dl className={facts}>
        <dt>{m.desk_price()}</dt>
        <dd>{formatMoney(b ? b.price : cell.price, b ? b.currency : currency)}</dd>
        {b ? (
          <>
            <dt>{b.walk_in ? m.desk_guest() : m.desk_member()}</dt>
            <dd>
              {b.name}
              {b.username ? ` (@${b.username})` : ''}
            </dd>
            {b.guest_phone ? (
              <>
                <dt>{m.desk_phone()}</dt>
                <dd>
                  <a href={`tel:${b.guest_phone}`}>{b.guest_phone}</a>
                </dd>
              </>
            ) : null}
            <dt>{m.desk_paid()}</dt>
            <dd>{bookingMarks(b).join(' · ')}</dd>
            {b.due > 0 && !b.match ? (
              <>
                <dt>{m.desk_due()}</dt>
                <dd data-testid="desk-due">{formatMoney(b.due, b.currency)}</dd>
              </>
            ) : null}
            {b.walk_in ? null : (
              <>
                <dt>{m.desk_no_shows_label()}</dt>
                <dd>{b.no_shows}</dd>
              </>
            )}
          </>
        ) : null}
        {cell.block ? (
          <>
            <dt>{m.desk_blocked()}</dt>
            <dd>
              {m.desk_block_text({ kind: blockKindLabel(cell.block.kind), reason: cell.block.reason })}
            </dd>
          </>
        ) : null}
        <dt>{m.desk_state()}</dt>
        <dd>{cell.past ? m.desk_started() : { free: m.desk_free(), booked: m.desk_booked(), blocked: m.desk_blocked(), closed: m.desk_closed(), out_of_service: m.desk_out_of_service() }[cell.state]}</dd>
      </dl>
      {b?.match ? <MatchPlayers booking={b} match={b.match} disabled={waiting} onTake={onShare} /> : null}
      {waiting ? <p>{keptOnDevice()}</p> : null}
      {refused ? (
        <p role="alert" className={serverError}>
          {m.desk_not_saved_because({ reason: sayWords(cell.syncMessage) ?? m.desk_not_recorded_lower() })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">{m.desk_close()}</Button>
        </Dialog.CloseTrigger>
        {refused && cell.outboxId ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => run(async () => (await discardOutboxItem(cell.outboxId!), m.desk_discarded()))}>
              {m.desk_discard()}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => run(async () => (await retryOutboxItem(cell.outboxId!), queuedSentence(cell.outboxId!, m.desk_saved())))}>
              {m.desk_try_again()}
            </Button>
          </>
        ) : null}
        {cell.state === 'free' && !cell.past && !refused ? (
          <>
            <Button variant="outline" onClick={() => onMode('block')}>
              {m.desk_block()}
            </Button>
            <Button onClick={() => onMode('book')}>{m.desk_book()}</Button>
          </>
        ) : null}
        {/* A match's organiser pays what the booking owes from their row of the players. */}
        {b && !b.match && b.due > 0 && !waiting ? <Button onClick={() => onMode('pay')}>{m.desk_take_payment()}</Button> : null}
        {b && !b.checked_in_at ? (
          <>
            {!b.no_show_at && now >= start + NO_SHOW_AFTER_MS ? (
              <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => onMode('no_show')}>
                {m.desk_no_show()}
              </Button>
            ) : null}
            {checkInOpen ? (
              <Button variant="outline" loading={busy} disabled={busy} onClick={() => checkIn()}>
                {m.desk_check_in()}
              </Button>
            ) : null}
          </>
        ) : null}
        {b && !cell.past && !waiting ? (
          <>
            {/* A match is cancelled as one, every share refunded: the booking's refund choices do not apply. */}
            <Button variant="outline" colorPalette="red" onClick={() => onMode(b.match ? 'cancel_match' : 'cancel')}>
              {b.match ? m.desk_cancel_match() : m.desk_title_cancel()}
            </Button>
            <Button onClick={() => onMode('move')}>{m.desk_move()}</Button>
          </>
        ) : null}
        {cell.block && !cell.past ? (
          <>
            <Button variant="outline" loading={busy} onClick={() => run(() => unblockCourtSlots(target.clubId, { seriesId: cell.block!.series_id }))}>
              {m.desk_unblock_series()}
            </Button>
            <Button loading={busy} onClick={() => run(() => unblockCourtSlots(target.clubId, { blockId: cell.block!.id }))}>
              {m.desk_unblock_slot()}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  )
}
