import { requestDrain } from '../sync/kick'
import { addBooking } from './queue-booking'
import { requireDatabase } from './current'

/** Drops an unsent or refused change (never one in flight: its answer is on its way). */
export async function discardOutboxItem(id: string): Promise<void> {
  const db = requireDatabase()
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id)
    if (!item || item.status === 'inflight') return
    await db.outbox.delete(id)
  })
}

/**
 * Sends a refused or failed change again, at the user's request. For a stale profile edit that means
 * "keep my version": the base check is dropped so the edit overwrites the newer server row.
 */
export async function retryOutboxItem(id: string): Promise<void> {
  const db = requireDatabase()
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id)
    if (!item || item.status === 'inflight' || item.status === 'done') return
    const payload = item.kind === 'profile' ? { ...item.payload, baseUpdatedAt: null } : item.payload
    await db.outbox.update(id, { status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, resultCode: undefined, payload })
  })
  requestDrain()
}

/**
 * Replaces a refused booking with one for another court/date/slot (e.g. a nearest free slot), in one
 * transaction: the conflict disappears exactly when the new booking is queued. The new booking gets a new
 * id (the old one may be burned on the server, e.g. id_conflict).
 */
export async function rebookConflict(
  outboxId: string,
  choice: { courtId: string; date: string; slotId: number },
): Promise<{ bookingId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.clubs, db.courts, db.slots, db.availability], async () => {
    const item = await db.outbox.get(outboxId)
    if (item?.kind !== 'book' || (item.status !== 'conflict' && item.status !== 'failed')) {
      throw new Error('That booking is no longer waiting for a decision.')
    }
    await db.outbox.delete(outboxId)
    return addBooking(db, { clubId: item.payload.clubId, memberId: item.payload.memberId, ...choice })
  })
  requestDrain()
  return result
}
