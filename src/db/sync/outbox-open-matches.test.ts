import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { switchLocale } from '~/i18n/catalogue'
import { errorText, sayWords } from '~/i18n/server-words'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { joinMatch, queueJoinMatch } from '../operations/join-match'
import { leaveMatch, queueLeaveMatch } from '../operations/leave-match'
import { placeRefusal } from '../operations/open-match-place'
import { payShare, queuePayShare } from '../operations/pay-share'
import { readMyOpenMatches, readOpenMatch, readOpenMatches } from '../queries/open-matches'
import { WALLET_BALANCES_KEY } from '../meta-keys'
import type { ApiResult } from './api'
import { drainOutbox } from './drain'
import { fakeApi } from '~/testing/fake-sync-api'
import { openMatchJson } from '~/testing/open-matches'

const ME = 'e2000000-0000-4000-8000-000000000001'
const MATCH = 'f2000000-0000-4000-8000-000000000001'
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const refusal = (queued: Promise<unknown>) => queued.catch((err: unknown) => errorText(err, 'no words'))
const me = (state: 'in' | 'requested' | 'waiting', paid = 0) => ({ state, position: state === 'in' ? 2 : null, share: 8, paid, due: 0, pay_with: 'wallet' as const, offered_until: null })
const joined = { ...openMatchJson(MATCH, { places_free: 2, me: me('in', 8) }) }

async function freshDb() {
  const db = await openUserDatabase(ME)
  await db.openMatches.put(openMatchJson(MATCH))
  await db.meta.put({ key: WALLET_BALANCES_KEY, value: [{ currency: 'EUR', balance: 70 }] })
  return db
}

afterEach(async () => {
  await switchLocale('en')
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

describe('the open-match operations', () => {
  it('send their RPCs with the outbox item id as the request id', () => {
    const what = { courtNumber: 3, date: '2099-06-01', slotLabel: '18:00 - 19:30', clubName: 'ELSY Madrid' }
    const base = { requestId: 'r1', matchId: MATCH, what }
    expect(joinMatch.rpc?.name).toBe('join_match')
    expect(joinMatch.rpc?.args({ ...base, payWith: 'club', wait: true })).toEqual({ p_match_id: MATCH, p_request_id: 'r1', p_pay_with: 'club', p_wait: true })
    expect(leaveMatch.rpc?.args(base)).toEqual({ p_match_id: MATCH, p_request_id: 'r1' })
    expect(payShare.rpc?.name).toBe('pay_match_share')
    expect(payShare.rpc?.args({ ...base, payWith: 'wallet' })).toEqual({ p_match_id: MATCH, p_request_id: 'r1', p_pay_with: 'wallet' })
  })

  it('show a queued join as "joining, not sent", then the server’s match once it answers', async () => {
    const db = await freshDb()
    const { requestId } = await queueJoinMatch({ matchId: MATCH, payWith: 'wallet' })
    expect(await db.outbox.get(requestId)).toMatchObject({ kind: 'join_match', status: 'pending', payload: { requestId, matchId: MATCH, wait: false } })
    expect(await readOpenMatch(db, MATCH)).toMatchObject({ syncState: 'pending', pending: 'join', outboxId: requestId, me: null })
    expect((await readMyOpenMatches(db)).map((m) => m.id)).toEqual([MATCH])
    expect(await refusal(queueJoinMatch({ matchId: MATCH, payWith: 'wallet' }))).toBe('A change to your place in this match is still waiting to be sent.')

    const { api, calls } = fakeApi(ME, { rpc: () => ok({ status: 'joined', message: 'You are in! Your share is paid.', match: joined, balance: 62, currency: 'EUR' }) })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'empty', settled: 1 })
    expect(calls).toEqual([{ fn: 'join_match', args: { p_match_id: MATCH, p_request_id: requestId, p_pay_with: 'wallet', p_wait: false } }])
    expect(await readOpenMatch(db, MATCH)).toMatchObject({ syncState: 'synced', me: { state: 'in', paid: 8 }, places_free: 2 })
    expect(await db.myOpenMatches.get(MATCH)).toMatchObject({ id: MATCH })
    // The answer's balance in its currency (the match's).
    expect((await db.meta.get(WALLET_BALANCES_KEY))?.value).toEqual([{ currency: 'EUR', balance: 62 }])
  })

  it('keep a place taken meanwhile as the server’s refusal, said in the reader’s language, and charge nothing', async () => {
    const db = await freshDb()
    const { requestId } = await queueJoinMatch({ matchId: MATCH, payWith: 'wallet' })
    const full = openMatchJson(MATCH, { places_free: 0, status: 'full' })
    const { api } = fakeApi(ME, {
      rpc: () =>
        ok({ status: 'match_full', message: 'This match filled up meanwhile: nothing was charged. You can join its waiting list.', message_key: 'server_match_full', message_values: {}, match: full }),
    })
    await drainOutbox(db, api)
    expect(await db.outbox.get(requestId)).toMatchObject({ status: 'conflict', resultCode: 'match_full' })
    const shown = await readOpenMatch(db, MATCH)
    expect(shown).toMatchObject({ syncState: 'conflict', pending: undefined, places_free: 0, status: 'full' })
    await switchLocale('es')
    expect(sayWords(shown?.syncMessage)).toBe('Este partido se ha completado mientras tanto: no se ha cobrado nada. Puedes apuntarte a su lista de espera.')
    expect((await db.meta.get(WALLET_BALANCES_KEY))?.value).toEqual([{ currency: 'EUR', balance: 70 }])
    expect((await readOpenMatches(db)).matches[0]).toMatchObject({ syncState: 'conflict' })
  })

  it('replays a join whose answer was lost: the server acts on the request id once', async () => {
    const db = await freshDb()
    const { requestId } = await queueJoinMatch({ matchId: MATCH, payWith: 'club' })
    // A page killed while the first send was in flight; the server had joined the player.
    await db.outbox.update(requestId, { status: 'inflight', attempts: 1 })
    const seen = new Set<string>([requestId])
    let places = 2
    const { api, calls } = fakeApi(ME, {
      rpc: (_fn, args) => {
        const first = !seen.has(String(args.p_request_id))
        seen.add(String(args.p_request_id))
        if (first) places--
        return ok({ status: 'joined', message: 'Already done.', replay: !first, match: { ...joined, places_free: places } })
      },
    })
    expect(await drainOutbox(db, api, { resumeInflight: true })).toMatchObject({ settled: 1 })
    expect(calls.map((c) => c.args.p_request_id)).toEqual([requestId])
    expect(await readOpenMatch(db, MATCH)).toMatchObject({ places_free: 2, syncState: 'synced' })
  })

  it('takes back a join that never left the device instead of queueing a leave', async () => {
    const db = await freshDb()
    await queueJoinMatch({ matchId: MATCH, payWith: 'wallet' })
    expect(await queueLeaveMatch(MATCH)).toBeNull()
    expect(await db.outbox.count()).toBe(0)
    const shown = await readOpenMatch(db, MATCH)
    expect(shown?.syncState).toBe('synced')
    expect(shown?.pending).toBeUndefined()
  })

  it('leaves a match the player is in, and forgets it once the server says they left', async () => {
    const db = await freshDb()
    await db.myOpenMatches.put(joined)
    const left = await queueLeaveMatch(MATCH)
    expect(left).not.toBeNull()
    expect(await readOpenMatch(db, MATCH)).toMatchObject({ pending: 'leave', syncState: 'pending' })
    const { api, calls } = fakeApi(ME, {
      rpc: () => ok({ status: 'left', message: 'You left.', refund: 8, currency: 'EUR', balance: 78, match: openMatchJson(MATCH, { me: { ...me('in'), state: 'left', position: null } }) }),
    })
    expect(await drainOutbox(db, api)).toMatchObject({ settled: 1 })
    expect(await db.outbox.get(left!.requestId)).toMatchObject({ status: 'done' })
    expect(calls[0]).toEqual({ fn: 'leave_match', args: { p_match_id: MATCH, p_request_id: left?.requestId } })
    expect(await db.myOpenMatches.get(MATCH)).toBeUndefined()
    expect(await readOpenMatch(db, MATCH)).toMatchObject({ me: { state: 'left' }, syncState: 'synced' })
    expect((await db.meta.get(WALLET_BALANCES_KEY))?.value).toEqual([{ currency: 'EUR', balance: 78 }])
  })

  it('pays a share only for a place in the match, and keeps a refusal for money with the way to add funds', async () => {
    const db = await freshDb()
    expect(await refusal(queuePayShare(MATCH, 'wallet'))).toBe('You have no place in this match to pay for.')
    await db.myOpenMatches.put({ ...joined, me: me('in', 0) })
    const { requestId } = await queuePayShare(MATCH, 'wallet')
    const { api } = fakeApi(ME, { rpc: () => ok({ status: 'insufficient_balance', message: 'Not enough balance.' }) })
    await drainOutbox(db, api)
    const item = await db.outbox.get(requestId)
    expect(item).toMatchObject({ status: 'conflict', resultCode: 'insufficient_balance', lastError: { text: 'Not enough balance.' } })
    expect(placeRefusal.offersRetry?.(item!)).toBe(true)
    expect(payShare.refused).toBe(placeRefusal)
    expect(placeRefusal.fundsLink?.code).toBe('insufficient_balance')
  })

  it('counts a join replayed after the player left (or was offered a place) as done, not refused', () => {
    for (const status of ['joined', 'requested', 'waiting', 'offered', 'left', 'already_in']) expect(joinMatch.done).toContain(status)
    for (const status of ['match_full', 'match_closed', 'insufficient_balance']) expect(joinMatch.conflict).toContain(status)
  })
})
