import * as v from 'valibot'
import { defineOperation } from './operation'
import { JoinPayWay, matchLink, overlayPlace, placePayload, placeRefusal, queuePlaceChange, whatOf } from './open-match-place'
import { said } from '~/lib/words'

/** `join_match`: a place (in the level range), a request to the organiser (outside it), or the waiting list (full, `wait`). */
const payload = v.object({ ...placePayload, payWith: JoinPayWay, wait: v.boolean() })

export const joinMatch = defineOperation({
  kind: 'join_match',
  payload,
  rpc: {
    name: 'join_match',
    args: (p) => ({ p_match_id: p.matchId, p_request_id: p.requestId, p_pay_with: p.payWith, p_wait: p.wait }),
  },
  // A replay answers where the first request left the player (offered, or left since); already_in: joined from
  // another device meanwhile. Either way what this change asked for was done.
  done: ['joined', 'requested', 'waiting', 'offered', 'left', 'already_in'],
  // Nothing is charged on a refusal: the place is taken under the match's lock before any money moves.
  conflict: ['match_full', 'match_closed', 'insufficient_balance', 'pay_way_not_accepted', 'unpaid_limit_reached'],
  answersOpenMatch: true,
  overlay: { openMatches: overlayPlace('join') },
  label: (p) => ({ title: said('openmatches_outbox_join', { number: p.what.courtNumber, date: p.what.date, slot: p.what.slotLabel }), link: matchLink(p.matchId) }),
  refused: placeRefusal,
})

export interface JoinRequest {
  matchId: string
  payWith: JoinPayWay
  /** The match was full: join its waiting list. */
  wait?: boolean
}

/** Joins (or asks, or waits) on this device and queues it for the server in one transaction, then asks for a drain. */
export function queueJoinMatch(req: JoinRequest): Promise<{ requestId: string }> {
  return queuePlaceChange(
    req.matchId,
    (match, requestId) => ({
      kind: 'join_match',
      payload: { requestId, matchId: match.id, what: whatOf(match), payWith: req.payWith, wait: req.wait ?? false },
    }),
    // An offered place is taken by joining; left and declined players are no longer part of it.
    (match) => (match.me && ['in', 'requested', 'waiting'].includes(match.me.state) ? said('openmatches_outbox_already_in') : null),
  )
}
