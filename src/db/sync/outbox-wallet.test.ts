import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { errorText, sayWords, storedWords } from '~/i18n/server-words'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { readLedger } from '../queries/ledger'
import { readNotifications } from '../queries/notifications'
import { readTournamentDetail, readTournaments } from '../queries/tournaments'
import { queueNotificationsRead } from '../operations/notifications-read'
import { queueTopUp } from '../operations/top-up'
import { queueTournamentRegistration } from '../operations/tournament-register'
import { queueTournamentWithdrawal } from '../operations/tournament-withdraw'
import type { ApiResult } from './api'
import { drainOutbox } from './drain'
import { fakeApi } from '~/testing/fake-sync-api'
import { HOME_CLUB, ME, PARTNER, notificationJson, tournamentJson, uuidFor } from '~/testing/player-data'

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const OPEN = uuidFor(10)
/** What the player reads when a queue function refuses. */
const refusal = (queued: Promise<unknown>) => queued.catch((err: unknown) => errorText(err, 'no words'))

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

async function freshDb() {
  const db = await openUserDatabase(ME)
  await db.tournaments.put(tournamentJson(OPEN))
  await db.tournamentDetails.put({ id: OPEN, tournament: tournamentJson(OPEN), entries: [], matches: [], rounds: 0, standings: [], fetchedAt: '2026-11-01T00:00:00Z' })
  await db.meta.put({ key: 'statistics', value: { rating: 1600 } })
  return db
}
const register = () => queueTournamentRegistration({ tournamentId: OPEN, partner: { id: PARTNER, name: 'Pat Partner', rating: 1500 } })

describe('tournament registration', () => {
  it('applies a queued registration, sends register_team and stores the tournament and balance it returns', async () => {
    const db = await freshDb()
    const { entryId } = await register()
    expect(await refusal(register())).toBe('You are already registered for this tournament.')
    expect((await readTournaments(db))[0]).toMatchObject({ my_entry_id: entryId, teams_registered: 4, syncState: 'pending' })
    expect((await readTournamentDetail(db, OPEN))?.entries).toMatchObject([{ id: entryId, average_rating: 1550, players: [{ id: ME }, { id: PARTNER, name: 'Pat Partner' }] }])

    const { api, calls } = fakeApi(ME, {
      rpc: () => ok({ status: 'registered', message: 'Registered.', tournament: tournamentJson(OPEN, { my_entry_id: entryId, teams_registered: 4 }), currency: 'EUR', balance: 50 }),
    })
    await drainOutbox(db, api)
    expect(calls).toEqual([{ fn: 'register_team', args: { p_entry_id: entryId, p_tournament_id: OPEN, p_partner_id: PARTNER } }])
    expect((await readTournaments(db))[0]).toMatchObject({ my_entry_id: entryId, teams_registered: 4, syncState: 'synced' })
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 50 }])
  })

  it('turns a refusal into a conflict and leaves the tournament as the server has it', async () => {
    const db = await freshDb()
    const { entryId } = await register()
    const { api } = fakeApi(ME, { rpc: () => ok({ status: 'insufficient_funds', message: 'You need $5.00 more to pay the entry fee.' }) })
    await drainOutbox(db, api)
    expect(await db.outbox.get(entryId)).toMatchObject({ status: 'conflict', resultCode: 'insufficient_funds' })
    expect((await readTournaments(db))[0]).toMatchObject({ my_entry_id: null, teams_registered: 3, syncState: 'conflict', syncMessage: { text: 'You need $5.00 more to pay the entry fee.' } })
  })

  it('removes a registration that never left the device, and queues withdraw_team after one that did', async () => {
    const db = await freshDb()
    const first = await register()
    expect(await queueTournamentWithdrawal({ tournamentId: OPEN, entryId: first.entryId })).toEqual({ outboxId: null })
    expect(await db.outbox.count()).toBe(0)

    const { entryId } = await register()
    await drainOutbox(db, fakeApi(ME, { rpc: () => ok({ status: 'registered', message: 'ok' }) }).api)
    expect((await db.tournaments.get(OPEN))?.my_entry_id).toBe(entryId) // no tournament in the answer: applied locally
    const { outboxId } = await queueTournamentWithdrawal({ tournamentId: OPEN, entryId })
    expect(outboxId).not.toBeNull()
    expect((await readTournaments(db))[0]).toMatchObject({ my_entry_id: null, syncState: 'pending' })

    const { api, calls } = fakeApi(ME, { rpc: () => ok({ status: 'withdrawn', message: 'Withdrawn. €20.00 refunded.', currency: 'EUR', balance: 70 }) })
    await drainOutbox(db, api)
    expect(calls).toEqual([{ fn: 'withdraw_team', args: { p_entry_id: entryId } }])
    expect(await db.tournaments.get(OPEN)).toMatchObject({ my_entry_id: null, teams_registered: 4 - 1 })
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 70 }])
  })
})

describe('top-ups', () => {
  it('refuses an invalid amount, lists a queued top-up as pending, and stores the transaction the server made', async () => {
    const db = await openUserDatabase(ME)
    expect(await refusal(queueTopUp({ amount: 10.005, clubId: HOME_CLUB, currency: 'EUR' }))).toBe('Please enter an amount between 0.01 and 1,000.00.')
    await expect(queueTopUp({ amount: 1000.01, clubId: HOME_CLUB, currency: 'EUR' })).rejects.toThrow()
    await db.transactions.put({ id: uuidFor(70), member_id: ME, type: 'debit', kind: 'booking', amount: 30, currency: 'EUR', description: 'Court 1', description_message: null, status: 'completed', booking_id: null, club_id: HOME_CLUB, created_at: '2026-01-01T00:00:00Z', completed_at: null })
    const { requestId } = await queueTopUp({ amount: 40, clubId: HOME_CLUB, currency: 'EUR' })
    const queued = await readLedger(db)
    expect(queued).toMatchObject([
      { id: requestId, type: 'credit', kind: 'top_up', amount: 40, currency: 'EUR', status: 'pending', syncState: 'pending' },
      { id: uuidFor(70), syncState: 'synced' },
    ])
    expect(storedWords(queued[0]!.description, queued[0]!.description_message)).toBe('Wallet top-up')

    const server = { id: requestId, member_id: ME, type: 'credit', kind: 'top_up', amount: 40, currency: 'EUR', description: 'Wallet top-up', status: 'pending', booking_id: null, club_id: HOME_CLUB, created_at: '2026-11-23T10:00:00+00:00', completed_at: null, created_by: ME }
    await db.meta.put({ key: 'walletBalances', value: [{ currency: 'EUR', balance: 70 }, { currency: 'GBP', balance: 12 }] })
    const { api, calls } = fakeApi(ME, { rpc: () => ok({ status: 'pending', message: 'Top-up requested.', transaction: server, currency: 'EUR', balance: 70 }) })
    await drainOutbox(db, api)
    expect(calls).toEqual([{ fn: 'request_top_up', args: { p_amount: 40, p_club_id: HOME_CLUB, p_request_id: requestId } }])
    const ledger = await readLedger(db)
    expect(ledger).toHaveLength(2)
    expect(ledger[0]).toMatchObject({ id: requestId, currency: 'EUR', syncState: 'synced', created_at: '2026-11-23T10:00:00+00:00' })
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 70 }, { currency: 'GBP', balance: 12 }])
  })

  it("moves only the answer's currency: a refund in pounds leaves the euro balance as it was", async () => {
    const db = await openUserDatabase(ME)
    await db.meta.put({ key: 'walletBalances', value: [{ currency: 'EUR', balance: 70 }] })
    const { requestId } = await queueTopUp({ amount: 15, clubId: HOME_CLUB, currency: 'GBP' })
    await drainOutbox(db, fakeApi(ME, { rpc: () => ok({ status: 'pending', message: 'Top-up requested.', currency: 'GBP', balance: 15 }) }).api)
    expect(await db.outbox.get(requestId)).toMatchObject({ status: 'done' })
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 70 }, { currency: 'GBP', balance: 15 }])
  })

  it('ignores a balance without a currency and refuses a ledger row without one, rather than guessing', async () => {
    const db = await openUserDatabase(ME)
    await db.meta.put({ key: 'walletBalances', value: [{ currency: 'EUR', balance: 70 }] })
    await queueTopUp({ amount: 15, clubId: HOME_CLUB, currency: 'EUR' })
    const server = { id: uuidFor(71), member_id: ME, type: 'credit', kind: 'top_up', amount: 15, description: 'Wallet top-up', status: 'pending', club_id: HOME_CLUB, created_at: '2026-11-23T10:00:00+00:00' }
    await drainOutbox(db, fakeApi(ME, { rpc: () => ok({ status: 'pending', message: 'Top-up requested.', transaction: server, balance: 999 }) }).api)
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 70 }])
    expect(await db.transactions.get(uuidFor(71))).toBeUndefined()
  })

  it('shows a refusal of the pending cap in the server words', async () => {
    const db = await openUserDatabase(ME)
    const { requestId } = await queueTopUp({ amount: 15, clubId: HOME_CLUB, currency: 'EUR' })
    const message = 'You already have 3 top-ups waiting at ELSY Madrid. Please pay them at the desk before asking for another.'
    await drainOutbox(db, fakeApi(ME, { rpc: () => ok({ status: 'too_many_pending', message }) }).api)
    expect(await db.outbox.get(requestId)).toMatchObject({ status: 'conflict', resultCode: 'too_many_pending', lastError: { text: message } })
    const [refused] = await readLedger(db)
    expect(refused).toMatchObject({ id: requestId, syncState: 'conflict' })
    expect(sayWords(refused!.syncMessage)).toBe(message)
  })
})

describe('notifications read', () => {
  it('marks rows read on the device at once, folds unsent requests into one, and ignores conflict rows', async () => {
    const db = await openUserDatabase(ME)
    await db.notifications.bulkPut([notificationJson(uuidFor(1)), notificationJson(uuidFor(2)), notificationJson(uuidFor(3))])
    expect(await queueNotificationsRead(['sync:whatever'])).toEqual({ outboxId: null })
    const { outboxId } = await queueNotificationsRead([uuidFor(1)])
    expect(await queueNotificationsRead([uuidFor(2), 'sync:x'])).toEqual({ outboxId })
    expect((await readNotifications(db)).filter((n) => !n.read_at).map((n) => n.id)).toEqual([uuidFor(3)])

    // A pull before the request is sent brings the rows back unread; the queued request still wins on screen.
    await db.notifications.bulkPut([notificationJson(uuidFor(1)), notificationJson(uuidFor(2))])
    expect((await readNotifications(db)).filter((n) => !n.read_at).map((n) => n.id)).toEqual([uuidFor(3)])

    const { api, calls } = fakeApi(ME, { rpc: () => ok({ status: 'read', message: 'ok', marked: 2, unread: 1 }) })
    await drainOutbox(db, api)
    expect(calls).toEqual([{ fn: 'mark_notifications_read', args: { p_ids: [uuidFor(1), uuidFor(2)] } }])
    expect((await db.notifications.get(uuidFor(2)))?.read_at).toEqual(expect.any(String))

    await queueNotificationsRead(null)
    expect((await readNotifications(db)).every((n) => n.read_at)).toBe(true)
    await drainOutbox(db, api)
    expect(calls[1]).toEqual({ fn: 'mark_notifications_read', args: { p_ids: null } })
  })
})
