import type { Words } from '~/lib/words'
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

export type OutboxOutcome = { kind: 'done' } | { kind: 'refused'; message: Words | null } | { kind: 'waiting' }

/**
 * How a change stands after at most `ms`: sent and done, refused (with the server's sentence), or still waiting
 * (offline, or the answer is slow). A desk dialog waits this long before saying "saved on this device".
 */
export async function outboxOutcome(id: string, ms: number): Promise<OutboxOutcome> {
  const db = requireDatabase()
  const deadline = Date.now() + ms
  for (;;) {
    const item = await db.outbox.get(id)
    if (!item || item.status === 'done') return { kind: 'done' }
    if (item.status === 'conflict' || item.status === 'failed') return { kind: 'refused', message: item.lastError }
    if (Date.now() >= deadline || (typeof navigator !== 'undefined' && !navigator.onLine)) return { kind: 'waiting' }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
