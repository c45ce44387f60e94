import type { OutboxKind } from '../types'
import type { ApiError } from './api'
import { isAuthError } from './api'
import type { RpcAnswer } from './rows'

/** What the drain does with an item after one attempt. */
export type Outcome =
  | { kind: 'done'; code: string; answer?: RpcAnswer }
  | { kind: 'final'; status: 'conflict' | 'failed'; code: string; message: string; answer?: RpcAnswer }
  | { kind: 'retry'; message: string; network: boolean }
  | { kind: 'auth'; message: string }

/** After this many answered-but-broken HTTP attempts (4xx/5xx, not offline) an item is failed, not retried forever. */
export const MAX_HTTP_ATTEMPTS = 8

/** The kinds sent as an RPC with a `{status, message}` answer (a profile edit is a conditional update). */
export type RpcKind = Exclude<OutboxKind, 'profile'>

/*
 * Business answers (any `status`) are final; the user decides what happens next. Conflicts are refusals a
 * different choice can fix (another slot, a top-up, another partner, a corrected score); failures are
 * requests that cannot work as they are (unknown court, not allowed). Statuses not listed are failures.
 */
const DONE: Record<RpcKind, readonly string[]> = {
  book: ['confirmed', 'replayed'],
  cancel: ['cancelled', 'already_cancelled'],
  match_report: ['reported', 'confirmed', 'replayed'],
  match_confirm: ['confirmed', 'already_confirmed'],
  match_dispute: ['disputed', 'already_disputed', 'replayed'],
  tournament_register: ['invited', 'registered', 'replayed'],
  tournament_withdraw: ['withdrawn', 'already_withdrawn'],
  top_up: ['pending', 'replayed', 'completed'],
  notifications_read: ['read'],
}
const CONFLICT: Record<RpcKind, readonly string[]> = {
  book: ['slot_taken', 'past_slot', 'insufficient_balance', 'id_conflict', 'club_closed', 'too_far_ahead'],
  cancel: ['slot_started', 'reason_required'],
  match_report: ['invalid_teams', 'invalid_score', 'not_played_yet', 'already_reported'],
  match_confirm: [],
  match_dispute: ['already_confirmed', 'invalid_reason'],
  tournament_register: [
    'registration_closed',
    'full',
    'level_too_low',
    'level_too_high',
    'already_registered',
    'invalid_partner',
    'insufficient_funds',
  ],
  tournament_withdraw: ['deadline_passed'],
  top_up: ['invalid_amount', 'unknown_club', 'club_required', 'too_many_pending'],
  notifications_read: [],
}

export function classifyAnswer(kind: RpcKind, answer: RpcAnswer): Outcome {
  if (DONE[kind].includes(answer.status)) return { kind: 'done', code: answer.status, answer }
  // The RPC ran without a user: the token was missing or dropped — same road as an expired JWT.
  if (answer.status === 'not_signed_in') return { kind: 'auth', message: answer.message }
  const status = CONFLICT[kind].includes(answer.status) ? 'conflict' : 'failed'
  return { kind: 'final', status, code: answer.status, message: answer.message, answer }
}

/** An HTTP or network error: never a business answer, so it is retried (or refreshed, for auth). */
export function classifyError(error: ApiError, attempts: number): Outcome {
  if (isAuthError(error)) return { kind: 'auth', message: error.message }
  if (error.status === 0) return { kind: 'retry', message: error.message || 'Network error', network: true }
  if (attempts >= MAX_HTTP_ATTEMPTS) {
    return { kind: 'final', status: 'failed', code: `http_${error.status}`, message: error.message }
  }
  return { kind: 'retry', message: error.message, network: false }
}
