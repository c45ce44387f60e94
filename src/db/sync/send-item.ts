import type { ElsyDatabase } from '../database'
import type { OutboxItem, ProfileRow } from '../types'
import type { SyncApi } from './api'
import { classifyAnswer, classifyError, type Outcome } from './classify'
import { toProfile, toRpcAnswer } from './rows'

export type SendOutcome = Outcome & { profile?: ProfileRow }

const STALE_PROFILE =
  'Your profile was changed on another device after you made this edit. Keep your version or discard it.'

async function sendProfile(api: SyncApi, item: Extract<OutboxItem, { kind: 'profile' }>): Promise<SendOutcome> {
  const { first_name, last_name, baseUpdatedAt } = item.payload
  const res = await api.updateProfile(item.userId, { first_name, last_name }, baseUpdatedAt)
  if (res.error) return classifyError(res.error, item.attempts)
  const updated = toProfile(res.data[0])
  if (updated) return { kind: 'done', code: 'updated', profile: updated }
  // Nothing matched: the row is gone, or newer than our base. Our own earlier write (answer lost) counts as done.
  const current = await api.fetchProfile(item.userId)
  if (current.error) return classifyError(current.error, item.attempts)
  const row = toProfile(current.data)
  if (!row) return { kind: 'final', status: 'failed', code: 'unknown_profile', message: 'Profile not found' }
  if (row.first_name === first_name && row.last_name === last_name) return { kind: 'done', code: 'replayed', profile: row }
  return { kind: 'final', status: 'conflict', code: 'stale_profile', message: STALE_PROFILE }
}

/** One attempt at one item; the answer is classified, nothing is written here. */
export async function sendItem(db: ElsyDatabase, api: SyncApi, item: OutboxItem): Promise<SendOutcome> {
  if (item.kind === 'profile') return sendProfile(api, item)
  if (item.kind === 'cancel') {
    // The booking it cancels was refused: there is nothing on the server to cancel.
    const book = await db.outbox.get(item.payload.bookingId)
    if (book && (book.status === 'conflict' || book.status === 'failed')) return { kind: 'done', code: 'nothing_to_cancel' }
    const res = await api.rpc('cancel_booking', { p_booking_id: item.payload.bookingId })
    if (res.error) return classifyError(res.error, item.attempts)
    const answer = toRpcAnswer(res.data)
    if (!answer) return { kind: 'final', status: 'failed', code: 'bad_answer', message: 'Unexpected answer from the server.' }
    return classifyAnswer('cancel', answer)
  }
  const p = item.payload
  const args: Record<string, unknown> = { p_booking_id: p.bookingId, p_court_id: p.courtId, p_date: p.date, p_slot_id: p.slotId }
  if (p.memberId) args.p_member_id = p.memberId
  const res = await api.rpc('book_court', args)
  if (res.error) return classifyError(res.error, item.attempts)
  const answer = toRpcAnswer(res.data)
  if (!answer) return { kind: 'final', status: 'failed', code: 'bad_answer', message: 'Unexpected answer from the server.' }
  return classifyAnswer('book', answer)
}
