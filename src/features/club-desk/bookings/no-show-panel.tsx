import { Button } from '~/components/ui/button'
import { queueDeskMark } from '~/db/operations/desk-check-in'
import { m } from '~/i18n/staff'
import type { CellBooking } from './api/club-day'
import { queuedSentence } from './api/queued-action'
import type { DeskTarget } from './desk-target'
import { actions, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/**
 * The second question before a no-show: it counts on the player's record, so a mis-tap on the shared tablet must not
 * make one. Through the outbox like the other marks: with the Wi-Fi down it is kept on the tablet and sent later.
 */
export function NoShowPanel({ target, booking, onDone, onBack }: { target: DeskTarget; booking: CellBooking; onDone: () => void; onBack: () => void }) {
  const { busy, error, run } = useDeskAction(onDone)
  const mark = () =>
    run(async () => {
      const { outboxId } = await queueDeskMark('desk_no_show', { bookingId: booking.id, clubId: target.clubId, players: booking.name, slotLabel: target.slotLabel })
      return queuedSentence(outboxId, m.desk_done_no_show())
    })
  return (
    <div className={panel}>
      <p>{m.desk_no_show_confirm_text({ slot: target.slotLabel })}</p>
      {booking.walk_in ? null : <p>{m.desk_no_show_confirm_count({ count: booking.no_shows, next: booking.no_shows + 1 })}</p>}
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_not_now()}
        </Button>
        <Button colorPalette="red" loading={busy} onClick={() => void mark()}>
          {m.desk_mark_no_show()}
        </Button>
      </div>
    </div>
  )
}
