import type { ElsyDatabase } from '../database'
import { operationOf, type OutboxItem } from '../operations/registry'
import type { SyncApi } from './api'
import { backoffDelay } from './backoff'
import { answerTables, applyAnswer, storeAnswerRows } from './apply-answer'
import type { Outcome } from './classify'
import { sendItem } from './send-item'

export interface DrainOptions {
  now?: () => number
  random?: () => number
  /** True when the caller holds the drain lock: any item still 'inflight' was left by a killed page. */
  resumeInflight?: boolean
  /** Checked between items so stopSync (sign-out) ends a drain promptly. */
  stopped?: () => boolean
}

export interface DrainResult {
  /** Why the drain ended. */
  stop: 'empty' | 'offline' | 'backoff' | 'auth' | 'signed-out' | 'stopped'
  /** Items that reached a final state (done, conflict, failed) in this drain. */
  settled: number
  /** Epoch ms at which the head item may be retried (stop = offline or backoff). */
  wakeAt?: number
  needsSignIn: boolean
  /** A profile edit reached the server: the session's profile should be re-read. */
  profileSynced: boolean
}

/** The oldest item that still has to be sent (FIFO by seq). */
async function head(db: ElsyDatabase): Promise<OutboxItem | undefined> {
  return db.outbox
    .where('[userId+seq]')
    .between([db.userId, -Infinity], [db.userId, Infinity])
    .filter((i) => i.status === 'pending')
    .first()
}

/** Writes the outcome of one attempt: the item's new state and, on success, the server's rows, together. */
async function record(db: ElsyDatabase, item: OutboxItem, outcome: Outcome, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox, ...answerTables(db)], async () => {
    if (outcome.kind === 'done') {
      await applyAnswer(db, item, outcome.answer, new Date().toISOString())
      await db.outbox.update(item.id, { status: 'done', lastError: null, resultCode: outcome.code })
    } else if (outcome.kind === 'final') {
      // Kept with the server's message until the user decides: never retried blindly, never dropped.
      await storeAnswerRows(db, item, outcome.answer)
      await db.outbox.update(item.id, { status: outcome.status, lastError: outcome.message, resultCode: outcome.code })
    } else {
      await db.outbox.update(item.id, { status: 'pending', lastError: outcome.message, nextAttemptAt: now })
    }
  })
}

/**
 * Sends the signed-in user's queued changes, oldest first, until the queue is empty or the network, the
 * session or a backoff stops it. The caller holds the one-tab lock. Every request is idempotent (the outbox
 * id is the booking id; profile edits are conditional), so an item resent after a lost answer or a killed
 * page takes effect exactly once.
 */
export async function drainOutbox(db: ElsyDatabase, api: SyncApi, opts: DrainOptions = {}): Promise<DrainResult> {
  const now = opts.now ?? Date.now
  const random = opts.random ?? Math.random
  const result: DrainResult = { stop: 'empty', settled: 0, needsSignIn: false, profileSynced: false }
  const end = (stop: DrainResult['stop'], wakeAt?: number) => ({ ...result, stop, ...(wakeAt ? { wakeAt } : {}) })

  if (opts.resumeInflight) {
    // Under the lock nobody else is sending: an 'inflight' item is one a closed or killed page never finished.
    await db.outbox.where('status').equals('inflight').modify({ status: 'pending' })
  }
  if (!(await head(db))) return result
  // Before any request: supabase-js hands back a valid session, refreshing an access token that expired offline.
  const session = await api.checkSession()
  if (session.state === 'offline') return end('offline', now() + backoffDelay(1, random))
  if (session.state === 'signed-out' || session.userId !== db.userId) return { ...end('signed-out'), needsSignIn: true }

  let refreshed = false
  for (;;) {
    if (opts.stopped?.()) return end('stopped')
    const item = await head(db)
    if (!item) return end('empty')
    // FIFO: a head item waiting for its backoff holds back the ones after it (a cancel must follow its booking).
    if (item.nextAttemptAt > now()) return end('backoff', item.nextAttemptAt)

    const attempts = item.attempts + 1
    await db.outbox.update(item.id, { status: 'inflight', attempts })
    const outcome = await sendItem(db, api, { ...item, attempts })

    if (outcome.kind === 'auth') {
      const refresh = refreshed ? 'rejected' : await api.refreshSession()
      refreshed = true
      // The attempt did not count: the server never looked at the request.
      await db.outbox.update(item.id, { status: 'pending', attempts: item.attempts, lastError: outcome.message })
      if (refresh === 'refreshed') continue
      if (refresh === 'offline') return end('offline', now() + backoffDelay(1, random))
      // The session cannot be refreshed: keep everything queued and ask the user to sign in again.
      return { ...end('auth'), needsSignIn: true }
    }
    if (outcome.kind === 'retry') {
      const wakeAt = now() + backoffDelay(attempts, random)
      await record(db, item, outcome, wakeAt)
      return end(outcome.network ? 'offline' : 'backoff', wakeAt)
    }
    await record(db, item, outcome, now())
    result.settled++
    if (outcome.kind === 'done' && operationOf(item)?.rereadsSessionProfile) result.profileSynced = true
  }
}
