import * as v from 'valibot'
import { requireDatabase } from '../require-database'
import { defineOperation, isRefused } from './operation'
import { matchLink, overlayPlace, placePayload, placeRefusal, queuePlaceChange, whatOf } from './open-match-place'
import { said } from '~/lib/words'

/** `leave_match`: a player, or one who asked or waits, gives up their place (refunded until the club's deadline). */
const payload = v.object({ ...placePayload })

export const leaveMatch = defineOperation({
  kind: 'leave_match',
  payload,
  rpc: { name: 'leave_match', args: (p) => ({ p_match_id: p.matchId, p_request_id: p.requestId }) },
  // not_in_match: left already (another device), or never got in: what this change asked for holds.
  done: ['left', 'refund_later', 'not_in_match'],
  conflict: ['match_started'],
  answersOpenMatch: true,
  overlay: { openMatches: overlayPlace('leave') },
  label: (p) => ({ title: said('openmatches_outbox_leave', { number: p.what.courtNumber, date: p.what.date, slot: p.what.slotLabel }), link: matchLink(p.matchId) }),
  refused: placeRefusal,
})

/**
 * Leaves a match. A join that never left this device, or that the server refused, is simply taken back (nothing
 * reached the server); otherwise `leave_match` is queued. Returns null when the join was taken back.
 */
export async function queueLeaveMatch(matchId: string): Promise<{ requestId: string } | null> {
  const db = requireDatabase()
  const unsent = await db.transaction('rw', [db.outbox], async () => {
    const join = await db.outbox
      .where('kind')
      .equals('join_match')
      .filter((i) => i.kind === 'join_match' && i.payload.matchId === matchId && ((i.status === 'pending' && i.attempts === 0) || isRefused(i)))
      .first()
    if (join) await db.outbox.delete(join.id)
    return Boolean(join)
  })
  if (unsent) return null
  return queuePlaceChange(matchId, (match, requestId) => ({ kind: 'leave_match', payload: { requestId, matchId: match.id, what: whatOf(match) } }))
}
