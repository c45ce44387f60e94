import { operationOf, type OutboxKind } from '../operations/registry'
import type { ApiError } from './api'
import { isAuthError } from './api'
import { answerWords, type RpcAnswer } from './rows'
import { said, type Words } from '~/lib/words'

/** What the drain does with an item after one attempt; `message` is kept as the item's last error. */
export type Outcome =
  | { kind: 'done'; code: string; answer?: RpcAnswer }
  | { kind: 'final'; status: 'conflict' | 'failed'; code: string; message: Words; answer?: RpcAnswer }
  | { kind: 'retry'; message: Words; network: boolean }
  | { kind: 'auth'; message: Words }

/** After this many answered-but-broken HTTP attempts (4xx/5xx, not offline) an item is failed, not retried forever. */
export const MAX_HTTP_ATTEMPTS = 8

/*
 * Business answers (any `status`) are final; the user decides what happens next. Conflicts are refusals a
 * different choice can fix (another slot, a top-up, another partner, a corrected score); failures are
 * requests that cannot work as they are (unknown court, not allowed). Each operation lists its done and
 * conflict statuses; statuses not listed are failures.
 */
export function classifyAnswer(kind: OutboxKind, answer: RpcAnswer): Outcome {
  const op = operationOf({ kind })
  if (op?.done.includes(answer.status)) return { kind: 'done', code: answer.status, answer }
  // The RPC ran without a user: the token was missing or dropped — same road as an expired JWT.
  if (answer.status === 'not_signed_in') return { kind: 'auth', message: answerWords(answer) }
  const status = op?.conflict.includes(answer.status) ? 'conflict' : 'failed'
  return { kind: 'final', status, code: answer.status, message: answerWords(answer), answer }
}

/** An HTTP or network error: never a business answer, so it is retried (or refreshed, for auth). */
export function classifyError(error: ApiError, attempts: number): Outcome {
  if (isAuthError(error)) return { kind: 'auth', message: { text: error.message } }
  const text = error.message ? { text: error.message } : null
  if (error.status === 0) return { kind: 'retry', message: text ?? said('sync_network_error'), network: true }
  if (attempts >= MAX_HTTP_ATTEMPTS) {
    return { kind: 'final', status: 'failed', code: `http_${error.status}`, message: { text: error.message } }
  }
  return { kind: 'retry', message: { text: error.message }, network: false }
}
