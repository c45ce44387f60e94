import * as v from 'valibot'
import { defineOperation } from './operation'
import { matchLink, overlayPlace, placePayload, placeRefusal, queuePlaceChange, SharePayWay, whatOf, type SharePayWay as PayWay } from './open-match-place'
import { said } from '~/lib/words'

/** `pay_match_share`: a player in the match pays their own share (a share is paid once: the request id says which). */
const payload = v.object({ ...placePayload, payWith: SharePayWay })

export const payShare = defineOperation({
  kind: 'pay_share',
  payload,
  rpc: { name: 'pay_match_share', args: (p) => ({ p_match_id: p.matchId, p_request_id: p.requestId, p_pay_with: p.payWith }) },
  done: ['paid', 'already_paid'],
  conflict: ['insufficient_balance', 'pay_way_not_accepted', 'unpaid_limit_reached', 'match_closed'],
  answersOpenMatch: true,
  overlay: { openMatches: overlayPlace('pay') },
  label: (p) => ({ title: said('openmatches_outbox_pay', { number: p.what.courtNumber, date: p.what.date, slot: p.what.slotLabel }), link: matchLink(p.matchId) }),
  refused: placeRefusal,
})

/** Pays the player's share of a match (queued like a booking: sent now or when the connection is back). */
export function queuePayShare(matchId: string, payWith: PayWay): Promise<{ requestId: string }> {
  return queuePlaceChange(
    matchId,
    (match, requestId) => ({ kind: 'pay_share', payload: { requestId, matchId: match.id, what: whatOf(match), payWith } }),
    (match) => (match.me?.state !== 'in' ? said('openmatches_outbox_not_in') : null),
  )
}
