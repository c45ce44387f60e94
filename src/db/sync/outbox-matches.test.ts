import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { errorText, storedWords } from '~/i18n/server-words'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { matchesToConfirm, readMyMatches } from '../queries/matches'
import { readNotifications } from '../queries/notifications'
import { queueMatchConfirmation } from '../operations/match-confirm'
import { queueMatchDispute } from '../operations/match-dispute'
import { queueMatchReport } from '../operations/match-report'
import type { BookingRow } from '../types'
import type { ApiResult } from './api'
import { drainOutbox } from './drain'
import { fakeApi } from '~/testing/fake-sync-api'
import { HOME_CLUB, ME, OPP1, OPP2, PARTNER, matchJson, uuidFor } from '~/testing/player-data'

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const BOOKING = uuidFor(900)
/** What the player reads when a queue function refuses. */
const refusal = (queued: Promise<unknown>) => queued.catch((err: unknown) => errorText(err, 'no words'))

async function freshDb() {
  const db = await openUserDatabase(ME)
  await db.clubs.put({ id: HOME_CLUB, country_code: 'ES', name: 'ELSY Madrid', city: 'Madrid', address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2 })
  const booking: BookingRow = {
    id: BOOKING, court_id: uuidFor(901), club_id: HOME_CLUB, date: '2026-11-20', slot_id: 7, booked_by: ME, member_id: ME, price: 32, currency: 'EUR',
    status: 'confirmed', cancelled_at: null, refund_amount: null, pay_with: 'wallet', due: 0, created_at: '', updated_at: '', court_number: 3, court_name: 'Court 3',
    court_type: 'outdoor', club_name: 'ELSY Madrid', club_time_zone: 'Europe/Madrid', slot_label: '18:00 - 19:30',
    starts_at: '2026-11-20T17:00:00.000Z', ends_at: '2026-11-20T18:30:00.000Z',
  }
  await db.bookings.put(booking)
  return db
}

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

const report = () =>
  queueMatchReport({
    team1: [{ id: ME, name: 'Alex Rivera' }, { id: PARTNER, name: 'Pat Partner' }],
    team2: [{ id: OPP1, name: 'Olga One' }, { id: OPP2, name: 'Omar Two' }],
    sets: [[6, 4], [3, 6], [7, 5]],
    bookingId: BOOKING,
  })

describe('match reports', () => {
  it('shows a queued report at once, sends report_match with its id, then shows the server row instead', async () => {
    const db = await freshDb()
    const { matchId } = await report()
    const [pending] = await readMyMatches(db)
    expect(pending).toMatchObject({
      id: matchId, syncState: 'pending', status: 'reported', winner: 1, my_team: 1, format: 'doubles',
      club_name: 'ELSY Madrid', court_number: 3, court_type: 'outdoor', played_at: '2026-11-20T17:00:00.000Z',
    })
    expect(await refusal(report())).toBe('A result was already recorded for this booking.')

    const server = new Set<string>()
    const { api, calls } = fakeApi(ME, {
      rpc: (_fn, args) => {
        const replay = server.has(String(args.p_match_id))
        server.add(String(args.p_match_id))
        return ok({ status: replay ? 'replayed' : 'reported', message: 'Result recorded.', match: matchJson(String(args.p_match_id), { status: 'reported', rating: null }) })
      },
    })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'empty', settled: 1 })
    expect(calls[0]).toEqual({
      fn: 'report_match',
      args: { p_match_id: matchId, p_team1: [ME, PARTNER], p_team2: [OPP1, OPP2], p_sets: [[6, 4], [3, 6], [7, 5]], p_booking_id: BOOKING },
    })
    const after = await readMyMatches(db)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: matchId, syncState: 'synced', sets: [[6, 4], [6, 3]] }) // the server's row

    // A resend after a lost answer (the item back to pending) is a replay, and still done.
    await db.outbox.update(matchId, { status: 'pending' })
    await drainOutbox(db, api)
    expect(await db.outbox.get(matchId)).toMatchObject({ status: 'done', resultCode: 'replayed' })
    expect(server.size).toBe(1)
  })

  it('refuses a report without a winner before queueing anything', async () => {
    const db = await freshDb()
    await expect(queueMatchReport({ team1: [{ id: ME, name: 'A' }], team2: [{ id: OPP1, name: 'B' }], sets: [[6, 4], [4, 6]] })).rejects.toMatchObject({ words: { message_key: 'outbox_needs_winner' } })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps a refused report as a conflict with the server sentence, also listed as a notification', async () => {
    const db = await freshDb()
    const { matchId } = await report()
    const { api } = fakeApi(ME, { rpc: () => ok({ status: 'not_played_yet', message: 'This match has not been played yet.' }) })
    await drainOutbox(db, api)
    expect(await db.outbox.get(matchId)).toMatchObject({ status: 'conflict', resultCode: 'not_played_yet' })
    expect((await readMyMatches(db))[0]).toMatchObject({ id: matchId, syncState: 'conflict', syncMessage: { text: 'This match has not been played yet.' } })
    const [note] = await readNotifications(db)
    expect(note).toMatchObject({ id: `sync:${matchId}`, kind: 'sync_conflict', body: 'This match has not been played yet.', link: '/player-statistics', read_at: null })
    expect(storedWords(note!.title, note!.title_message)).toBe('Not saved: Match result')
  })
})

describe('confirming and disputing', () => {
  const toConfirm = uuidFor(50)

  it('takes a confirmed result off the to-confirm list at once and stores the confirmed match', async () => {
    const db = await freshDb()
    await db.matches.put(matchJson(toConfirm, { status: 'reported', reported_by: OPP1, can_confirm: true, rating: null, confirmed_at: null }))
    expect(matchesToConfirm(await readMyMatches(db)).map((m) => m.id)).toEqual([toConfirm])

    const { outboxId } = await queueMatchConfirmation(toConfirm)
    expect(await queueMatchConfirmation(toConfirm)).toEqual({ outboxId }) // no second request
    const waiting = await readMyMatches(db)
    expect(matchesToConfirm(waiting)).toEqual([])
    expect(waiting[0]).toMatchObject({ status: 'confirmed', syncState: 'pending' })

    const { api, calls } = fakeApi(ME, { rpc: () => ok({ status: 'confirmed', message: 'Result confirmed.', match: matchJson(toConfirm) }) })
    await drainOutbox(db, api)
    expect(calls).toEqual([{ fn: 'confirm_match', args: { p_match_id: toConfirm } }])
    expect(await readMyMatches(db)).toMatchObject([{ id: toConfirm, status: 'confirmed', syncState: 'synced', rating: { delta: 20 } }])
  })

  it('sends a dispute with its reason; one overtaken by a confirmation becomes a conflict showing the confirmed match', async () => {
    const db = await freshDb()
    await db.matches.put(matchJson(toConfirm, { status: 'reported', reported_by: OPP1, can_confirm: true, rating: null }))
    expect(await refusal(queueMatchDispute(toConfirm, '   '))).toMatch('1 to 300')
    await queueMatchDispute(toConfirm, 'We won the third set 7-5.')
    expect((await readMyMatches(db))[0]).toMatchObject({ status: 'disputed', dispute_reason: 'We won the third set 7-5.', syncState: 'pending' })
    await expect(queueMatchConfirmation(toConfirm)).rejects.toThrow()

    const { api, calls } = fakeApi(ME, {
      rpc: () => ok({ status: 'already_confirmed', message: 'This result is already confirmed.', match: matchJson(toConfirm, { reported_by: OPP1 }) }),
    })
    await drainOutbox(db, api)
    expect(calls[0]).toEqual({ fn: 'dispute_match', args: { p_match_id: toConfirm, p_reason: 'We won the third set 7-5.' } })
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'conflict', resultCode: 'already_confirmed' }])
    expect((await readMyMatches(db))[0]).toMatchObject({ status: 'confirmed', syncState: 'conflict', syncMessage: { text: 'This result is already confirmed.' } })
  })
})
