import { isReadable, operationOf } from './operations/registry'
import { requireDatabase } from './require-database'
import { requestDrain } from './sync/kick'

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
 * Sends a refused or failed change again, at the user's request, with the payload its operation sends on a
 * retry (a stale profile edit drops its base check: "keep my version").
 */
export async function retryOutboxItem(id: string): Promise<void> {
  const db = requireDatabase()
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id)
    if (!item || item.status === 'inflight' || item.status === 'done') return
    const retryPayload = isReadable(item) ? operationOf(item)?.retryPayload : undefined
    const payload = retryPayload ? retryPayload(item.payload) : item.payload
    await db.outbox.update(id, { status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, resultCode: undefined, payload })
  })
  requestDrain()
}
