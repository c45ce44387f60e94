import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { requireDatabase } from './current'

/**
 * Cancels a booking. A booking that never left this device (queued, never attempted) is simply withdrawn;
 * one that may have reached the server is cancelled by a queued cancel_booking sent after it (FIFO).
 * Returns the cancel's outbox id, or null when the booking was withdrawn locally.
 */
export async function queueCancellation(bookingId: string): Promise<{ outboxId: string | null }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.bookings], async () => {
    const book = await db.outbox.get(bookingId)
    if (book?.kind === 'book' && book.status !== 'done' && book.status !== 'inflight') {
      // Never sent, or refused for good: nothing exists on the server to cancel.
      if (book.attempts === 0 || book.status === 'conflict' || book.status === 'failed') {
        await db.outbox.delete(bookingId)
        return { outboxId: null }
      }
    }
    const already = await db.outbox
      .where('kind')
      .equals('cancel')
      .filter((i) => i.kind === 'cancel' && i.payload.bookingId === bookingId && (i.status === 'pending' || i.status === 'inflight'))
      .first()
    if (already) return { outboxId: already.id }
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'cancel', payload: { bookingId } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
