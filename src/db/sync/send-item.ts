import type { ElsyDatabase } from '../database'
import type { OutboxItem, ProfileRow } from '../types'
import type { SyncApi, SyncRpc } from './api'
import { classifyAnswer, classifyError, type Outcome, type RpcKind } from './classify'
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

/** The RPC and its arguments for an item; every creating call carries the item's client-made id (idempotency). */
function request(item: Exclude<OutboxItem, { kind: 'profile' }>): [SyncRpc, Record<string, unknown>] {
  switch (item.kind) {
    case 'book': {
      const p = item.payload
      const args: Record<string, unknown> = { p_booking_id: p.bookingId, p_court_id: p.courtId, p_date: p.date, p_slot_id: p.slotId }
      if (p.memberId) args.p_member_id = p.memberId
      return ['book_court', args]
    }
    case 'cancel':
      return ['cancel_booking', { p_booking_id: item.payload.bookingId }]
    case 'match_report': {
      const p = item.payload
      const args: Record<string, unknown> = { p_match_id: p.matchId, p_team1: p.team1, p_team2: p.team2, p_sets: p.sets }
      if (p.bookingId) args.p_booking_id = p.bookingId
      if (p.playedAt) args.p_played_at = p.playedAt
      if (p.clubId) args.p_club_id = p.clubId
      return ['report_match', args]
    }
    case 'match_confirm':
      return ['confirm_match', { p_match_id: item.payload.matchId }]
    case 'match_dispute':
      return ['dispute_match', { p_match_id: item.payload.matchId, p_reason: item.payload.reason }]
    case 'tournament_register': {
      const p = item.payload
      return ['register_team', { p_entry_id: p.entryId, p_tournament_id: p.tournamentId, p_partner_id: p.partnerId }]
    }
    case 'tournament_withdraw':
      return ['withdraw_team', { p_entry_id: item.payload.entryId }]
    case 'top_up': {
      const p = item.payload
      return ['request_top_up', { p_amount: p.amount, p_club_id: p.clubId, p_request_id: p.requestId }]
    }
    case 'notifications_read':
      return ['mark_notifications_read', { p_ids: item.payload.ids }]
  }
}

/** The item a later one depends on (a cancel's booking, a withdrawal's registration) was refused: nothing to undo. */
async function dependsOnRefused(db: ElsyDatabase, item: OutboxItem): Promise<string | null> {
  const parentId = item.kind === 'cancel' ? item.payload.bookingId : item.kind === 'tournament_withdraw' ? item.payload.entryId : null
  if (!parentId) return null
  const parent = await db.outbox.get(parentId)
  if (!parent || (parent.status !== 'conflict' && parent.status !== 'failed')) return null
  return item.kind === 'cancel' ? 'nothing_to_cancel' : 'nothing_to_withdraw'
}

/** One attempt at one item; the answer is classified, nothing is written here. */
export async function sendItem(db: ElsyDatabase, api: SyncApi, item: OutboxItem): Promise<SendOutcome> {
  if (item.kind === 'profile') return sendProfile(api, item)
  const nothing = await dependsOnRefused(db, item)
  if (nothing) return { kind: 'done', code: nothing }
  const [fn, args] = request(item)
  const res = await api.rpc(fn, args)
  if (res.error) return classifyError(res.error, item.attempts)
  const answer = toRpcAnswer(res.data)
  if (!answer) return { kind: 'final', status: 'failed', code: 'bad_answer', message: 'Unexpected answer from the server.' }
  return classifyAnswer(item.kind as RpcKind, answer)
}
