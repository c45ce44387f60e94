import * as v from 'valibot'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { CARD_REFUNDS_KEY } from '../meta-keys'
import type { ElsyDatabase } from '../database'
import { bookingRefusal } from './book'
import { defineOperation, isWaiting, marksOf } from './operation'
import { said } from '~/lib/words'

/** `cancel_booking`, sent after the booking it cancels (FIFO). */
const payload = v.object({ bookingId: v.string() })

export const cancel = defineOperation({
  kind: 'cancel',
  payload,
  rpc: { name: 'cancel_booking', args: (p) => ({ p_booking_id: p.bookingId }) },
  done: ['cancelled', 'already_cancelled'],
  // The answer's `refund_to` is not a column of the booking: kept beside it, so the screen can say where the money
  // goes and ask for the card refund to be sent (the next pull rewrites the booking row, not this note).
  applyDone: async (db, item, answer) => {
    if (answer?.refund_to === 'card') await noteCardRefund(db, item.payload.bookingId, new Date().toISOString())
  },
  applyTables: (db) => [db.meta],
  conflict: ['slot_started', 'reason_required'],
  // A cancel whose booking was refused has nothing to cancel on the server.
  dependsOn: { parentId: (p) => p.bookingId, nothingToDo: 'nothing_to_cancel' },
  overlay: {
    bookings(rows, item) {
      const booking = rows.get(item.payload.bookingId)
      if (!booking) return
      const waiting = isWaiting(item)
      rows.set(booking.id, {
        ...booking,
        status: waiting ? 'cancelled' : booking.status,
        cancelPending: waiting,
        syncState: marksOf(item).syncState,
        outboxId: item.id,
        syncMessage: item.lastError ?? undefined,
      })
    },
  },
  label: () => ({ title: said('outbox_cancellation'), link: '/booking' }),
  // Shown on the booking it cancels, in the booking's panel.
  refused: bookingRefusal,
})

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

/** A cancellation whose refund goes back to the card, as its answer said. */
export interface CardRefundNote {
  bookingId: string
  at: string
}

// A note is read right after the answer lands; a week is ample for a tab to see it, and the list stays short.
const CARD_REFUND_NOTE_MS = 7 * 86_400_000

/** The bookings whose cancellation was refunded to the card, as kept on this device. */
export function readCardRefundNotes(value: unknown): CardRefundNote[] {
  if (!Array.isArray(value)) return []
  return value.filter((n): n is CardRefundNote => typeof n?.bookingId === 'string' && typeof n?.at === 'string')
}

async function noteCardRefund(db: ElsyDatabase, bookingId: string, at: string): Promise<void> {
  const since = new Date(Date.parse(at) - CARD_REFUND_NOTE_MS).toISOString()
  const kept = readCardRefundNotes((await db.meta.get(CARD_REFUNDS_KEY))?.value).filter((n) => n.bookingId !== bookingId && n.at >= since)
  await db.meta.put({ key: CARD_REFUNDS_KEY, value: [...kept, { bookingId, at }] })
}
