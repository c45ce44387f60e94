import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem, type NewOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { toOpenMatch } from '../sync/rows-open-matches'
import type { MyOpenMatch, OpenMatchPending, OpenMatchRow } from '../types'
import type { RpcAnswer } from '../sync/rows'
import { newUuid } from '../uuid'
import { isRefused, isWaiting, marksOf, type ItemOf, type RefusedPanel } from './operation'
import { said, WordsError, type Said } from '~/lib/words'

/*
 * What the three changes to a player's place in an open match (join, leave, pay the share) share: the facts that
 * name the match in the sync status, how a queued change shows on the match, and how an answer's match lands.
 */

/** The match as the sync status names it, taken from the device's copy when the change is queued. */
export const MatchWhat = v.object({ courtNumber: v.number(), date: v.string(), slotLabel: v.string(), clubName: v.string() })
export type MatchWhat = v.InferOutput<typeof MatchWhat>

/** The ways a share is paid from the outbox: the club's desk or the wallet. */
export const SharePayWay = v.picklist(['wallet', 'club'])
export type SharePayWay = v.InferOutput<typeof SharePayWay>

/**
 * The ways a player joins with: those, or by card (the place is taken with the share owed, then paid by card
 * online from the match page, never from the outbox).
 */
export const JoinPayWay = v.picklist(['wallet', 'club', 'card'])
export type JoinPayWay = v.InferOutput<typeof JoinPayWay>

export const whatOf = (m: OpenMatchRow): MatchWhat => ({ courtNumber: m.court_number, date: m.date, slotLabel: m.slot_label, clubName: m.club_name })

export const matchLink = (matchId: string) => `/matches/${matchId}`

/** The panel of a refused join, leave or payment, on the match page. */
export const placeRefusal: RefusedPanel<{ status: string; resultCode?: string }> = {
  role: 'alert',
  fallback: said('openmatches_outbox_refused'),
  discard: said('openmatches_outbox_dismiss'),
  // A full or closed match stays so however often it is asked; money and ways to pay can change.
  offersRetry: (item) => item.status === 'failed' || ['insufficient_balance', 'unpaid_limit_reached'].includes(item.resultCode ?? ''),
  fundsLink: { code: 'insufficient_balance', text: said('openmatches_outbox_top_up') },
}

/** The payload fields every place change carries: the request id is the outbox item's id, sent as `p_request_id`. */
export const placePayload = { requestId: v.string(), matchId: v.string(), what: MatchWhat }

/** How a queued change shows on its match: `pending` while it waits, the refusal's marks once refused. */
export function overlayPlace<I extends ItemOf<string, { matchId: string }>>(pending: OpenMatchPending) {
  return (rows: Map<string, MyOpenMatch>, item: I) => {
    const row = rows.get(item.payload.matchId)
    if (!row) return
    if (isWaiting(item)) rows.set(row.id, { ...row, ...marksOf(item), pending })
    else if (isRefused(item)) rows.set(row.id, { ...row, ...marksOf(item), pending: undefined })
  }
}

/** The match as this device holds it: the player's own copy first (it says where they stand), else the list's. */
export async function heldMatch(db: ElsyDatabase, matchId: string): Promise<OpenMatchRow | undefined> {
  return (await db.myOpenMatches.get(matchId)) ?? (await db.openMatches.get(matchId))
}

const GONE = new Set(['left', 'declined'])

/**
 * Stores the match an answer carries (the server's present state, a refusal's too): in the player's own matches
 * while they are part of it (or organise it), and in the list while it is listed.
 */
export async function storeOpenMatchAnswer(db: ElsyDatabase, answer: RpcAnswer | undefined): Promise<OpenMatchRow | null> {
  const match = toOpenMatch(answer?.match)
  if (!match) return null
  const mine = match.organiser_id === db.userId || (match.me !== null && !GONE.has(match.me.state))
  await (mine ? db.myOpenMatches.put(match) : db.myOpenMatches.delete(match.id))
  await (!match.private && match.status !== 'cancelled' ? db.openMatches.put(match) : db.openMatches.delete(match.id))
  return match
}

/** Another change to this place still waits to be sent: the second would race the first. */
async function placeChangeWaiting(db: ElsyDatabase, matchId: string): Promise<boolean> {
  const kinds = ['join_match', 'leave_match', 'pay_share']
  const waiting = await db.outbox
    .where('kind')
    .anyOf(kinds)
    .filter((i) => kinds.includes(i.kind) && (i.payload as { matchId?: string }).matchId === matchId && isWaiting(i))
    .count()
  return waiting > 0
}

/**
 * Queues a change to the player's place, with the match read from the device, in one transaction; the new item's id
 * (the request id) is made here, once, so however often it is resent the server acts on it once.
 */
export async function queuePlaceChange(
  matchId: string,
  build: (match: OpenMatchRow, requestId: string) => NewOutboxItem,
  check?: (match: OpenMatchRow) => Required<Said> | null,
): Promise<{ requestId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.openMatches, db.myOpenMatches], async () => {
    const match = await heldMatch(db, matchId)
    if (!match) throw new WordsError(said('openmatches_outbox_not_on_device'))
    if (await placeChangeWaiting(db, matchId)) throw new WordsError(said('openmatches_outbox_already_queued'))
    const refusal = check?.(match)
    if (refusal) throw new WordsError(refusal)
    const requestId = newUuid()
    await addOutboxItem(db, requestId, build(match, requestId))
    return { requestId }
  })
  requestDrain()
  return result
}
