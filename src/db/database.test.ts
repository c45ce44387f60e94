import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { ElsyDatabase, databaseName } from './database'

/** The schema as released in v1, written out by hand: what a device that never updated has on disk. */
function openV1(userId: string) {
  const v1 = new Dexie(databaseName(userId))
  v1.version(1).stores({
    profile: 'id',
    clubs: 'id, country_code, name',
    courts: 'id, club_id, [club_id+number]',
    slots: 'id',
    availability: '[clubId+date+courtId+slotId], [clubId+date], fetchedAt',
    bookings: 'id, date, status, club_id',
    transactions: 'id, created_at',
    rankings: 'id',
    outbox: 'id, seq, status, kind, [userId+seq]',
    meta: 'key',
  })
  return v1
}

describe('database upgrade v1 → v2', () => {
  it('keeps every v1 row and queued change, drops the unused rankings store and adds the new ones', async () => {
    const userId = 'upgrade-user'
    const v1 = openV1(userId)
    await v1.table('profile').put({ id: userId, role: 'member', first_name: 'Alex' })
    await v1.table('bookings').put({ id: 'b1', date: '2026-11-20', status: 'confirmed', club_id: 'c1' })
    await v1.table('transactions').put({ id: 't1', created_at: '2026-11-01T00:00:00Z', amount: 70, currency: 'EUR' })
    await v1.table('outbox').put({ id: 'o1', userId, seq: 1, status: 'pending', kind: 'cancel', payload: { bookingId: 'b1' } })
    await v1.table('meta').bulkPut([{ key: 'walletBalance', value: 70 }, { key: 'outboxSeq', value: 1 }])
    await v1.table('rankings').put({ id: 'r1' })
    v1.close()

    const db = new ElsyDatabase(userId)
    await db.open()
    expect(db.verno).toBe(8)
    expect(await db.profile.get(userId)).toMatchObject({ first_name: 'Alex' })
    expect(await db.bookings.get('b1')).toMatchObject({ status: 'confirmed' })
    expect(await db.transactions.count()).toBe(1)
    expect(await db.outbox.get('o1')).toMatchObject({ kind: 'cancel', status: 'pending' })
    expect((await db.meta.get('outboxSeq'))?.value).toBe(1)

    const names = db.tables.map((t) => t.name)
    expect(names).not.toContain('rankings')
    expect(names).toEqual(expect.arrayContaining(['matches', 'rankingEntries', 'tournaments', 'tournamentDetails', 'notifications', 'openMatches', 'myOpenMatches']))
    await db.rankingEntries.put({ scope: 'network', rank: 1, player_id: 'p1' } as never)
    expect(await db.rankingEntries.where('[scope+rank]').equals(['network', 1]).count()).toBe(1)
    db.close()
    await Dexie.delete(databaseName(userId))
  })
})

/** v2 as released: v1 plus the player's world. */
function openV2(userId: string) {
  const v2 = openV1(userId)
  v2.version(2).stores({
    rankings: null,
    matches: 'id, played_at, status',
    rankingEntries: '[scope+player_id], [scope+rank], scope',
    tournaments: 'id, starts_on, status',
    tournamentDetails: 'id',
    notifications: 'id, created_at',
  })
  return v2
}

describe('database upgrade v2 → v3 (money per currency)', () => {
  it('drops cached money rows without a currency, forgets the single balance and names queued top-ups', async () => {
    const userId = 'upgrade-currency-user'
    const v2 = openV2(userId)
    await v2.table('profile').put({ id: userId, role: 'member', first_name: 'Alex', home_club_id: 'uk' })
    await v2.table('clubs').bulkPut([
      { id: 'madrid', name: 'Madrid', currency: 'EUR' },
      { id: 'uk', name: 'London', currency: 'GBP' },
    ])
    await v2.table('transactions').bulkPut([
      { id: 'old', created_at: '2026-11-01T00:00:00Z', amount: 70, type: 'credit', status: 'completed' },
      { id: 'new', created_at: '2026-11-02T00:00:00Z', amount: 5, type: 'credit', status: 'completed', currency: 'EUR' },
    ])
    await v2.table('tournaments').bulkPut([{ id: 't-old', entry_fee: 20 }, { id: 't-new', entry_fee: 20, currency: 'GBP' }])
    await v2.table('tournamentDetails').bulkPut([{ id: 't-old', tournament: { id: 't-old' } }])
    await v2.table('outbox').bulkPut([
      { id: 'o1', userId, seq: 1, status: 'pending', kind: 'top_up', payload: { requestId: 'o1', amount: 40, clubId: 'madrid' } },
      { id: 'o2', userId, seq: 2, status: 'pending', kind: 'top_up', payload: { requestId: 'o2', amount: 10, clubId: null } },
      { id: 'o3', userId, seq: 3, status: 'pending', kind: 'top_up', payload: { requestId: 'o3', amount: 10, clubId: 'gone' } },
      { id: 'o4', userId, seq: 4, status: 'pending', kind: 'cancel', payload: { bookingId: 'b1' } },
    ])
    await v2.table('meta').bulkPut([
      { key: 'walletBalance', value: 70 },
      { key: 'lastSyncedAt:transactions', value: '2026-11-02T00:00:00Z' },
      { key: 'outboxSeq', value: 4 },
    ])
    v2.close()

    const db = new ElsyDatabase(userId)
    await db.open()
    expect(db.verno).toBe(8)
    expect((await db.transactions.toArray()).map((t) => t.id)).toEqual(['new'])
    expect(await db.transactions.where('currency').equals('EUR').count()).toBe(1)
    expect((await db.tournaments.toArray()).map((t) => t.id)).toEqual(['t-new'])
    expect(await db.tournamentDetails.count()).toBe(0)
    expect(await db.meta.get('walletBalance')).toBeUndefined()
    expect(await db.meta.get('lastSyncedAt:transactions')).toBeUndefined()
    expect((await db.meta.get('outboxSeq'))?.value).toBe(4)
    const payloads = Object.fromEntries((await db.outbox.toArray()).map((i) => [i.id, i.payload]))
    expect(payloads.o1).toMatchObject({ currency: 'EUR' })
    expect(payloads.o2).toMatchObject({ currency: 'GBP' })
    expect(payloads.o3).toMatchObject({ currency: null })
    expect(payloads.o4).toEqual({ bookingId: 'b1' })
    db.close()
    await Dexie.delete(databaseName(userId))
  })
})

describe('database upgrade v3 → v4 (club rules, the desk)', () => {
  it("gives cached clubs a week of the one opening time and the old peak rule, and courts their service state", async () => {
    const userId = 'upgrade-club-rules-user'
    const v3 = openV2(userId)
    v3.version(3).stores({ transactions: 'id, created_at, currency' })
    await v3.table('clubs').put({ id: 'madrid', name: 'Madrid', currency: 'EUR', opens_at: '09:00:00', closes_at: '21:00:00' })
    await v3.table('courts').put({ id: 'k1', club_id: 'madrid', number: 1 })
    v3.close()

    const db = new ElsyDatabase(userId)
    await db.open()
    expect(db.verno).toBe(8)
    expect(await db.clubs.get('madrid')).toMatchObject({
      opens_at: Array(7).fill('09:00:00'),
      closes_at: Array(7).fill('21:00:00'),
      peak_starts_at: '18:00',
      peak_weekdays: [6, 7],
      // v6: a club cached before the flag takes bookings until the next pull says otherwise.
      active: true,
    })
    expect(await db.courts.get('k1')).toMatchObject({ in_service: true })
    expect(await db.deskDashboards.count()).toBe(0)
    db.close()
    await Dexie.delete(databaseName(userId))
  })
})

describe('database upgrade v6 → v7 (refusals kept as words)', () => {
  it('keeps a refusal stored as a sentence as that text, and the queued change as it was', async () => {
    const userId = 'upgrade-words-user'
    const v6 = openV2(userId)
    v6.version(3).stores({ transactions: 'id, created_at, currency' })
    v6.version(4).stores({ deskDashboards: 'clubId', deskMembers: '[clubId+id], clubId', deskDays: '[clubId+date], clubId' })
    v6.version(5).stores({ keptAnswers: 'key, name' })
    v6.version(6).stores({})
    await v6.table('outbox').bulkPut([
      { id: 'o1', userId, seq: 1, status: 'conflict', kind: 'cancel', payload: { bookingId: 'b1' }, lastError: 'Ya ha empezado.', resultCode: 'slot_started' },
      { id: 'o2', userId, seq: 2, status: 'pending', kind: 'cancel', payload: { bookingId: 'b2' }, lastError: null },
    ])
    v6.close()

    const db = new ElsyDatabase(userId)
    await db.open()
    expect(db.verno).toBe(8)
    expect(await db.outbox.get('o1')).toMatchObject({ status: 'conflict', resultCode: 'slot_started', lastError: { text: 'Ya ha empezado.' } })
    expect(await db.outbox.get('o1')).toMatchObject({ kind: 'cancel', payload: { bookingId: 'b1' } })
    expect(await db.outbox.get('o2')).toMatchObject({ status: 'pending', lastError: null })
    db.close()
    await Dexie.delete(databaseName(userId))
  })
})
