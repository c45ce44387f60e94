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
    await v1.table('transactions').put({ id: 't1', created_at: '2026-11-01T00:00:00Z', amount: 70 })
    await v1.table('outbox').put({ id: 'o1', userId, seq: 1, status: 'pending', kind: 'cancel', payload: { bookingId: 'b1' } })
    await v1.table('meta').bulkPut([{ key: 'walletBalance', value: 70 }, { key: 'outboxSeq', value: 1 }])
    await v1.table('rankings').put({ id: 'r1' })
    v1.close()

    const db = new ElsyDatabase(userId)
    await db.open()
    expect(db.verno).toBe(2)
    expect(await db.profile.get(userId)).toMatchObject({ first_name: 'Alex' })
    expect(await db.bookings.get('b1')).toMatchObject({ status: 'confirmed' })
    expect(await db.transactions.count()).toBe(1)
    expect(await db.outbox.get('o1')).toMatchObject({ kind: 'cancel', status: 'pending' })
    expect((await db.meta.get('walletBalance'))?.value).toBe(70)

    const names = db.tables.map((t) => t.name)
    expect(names).not.toContain('rankings')
    expect(names).toEqual(expect.arrayContaining(['matches', 'rankingEntries', 'tournaments', 'tournamentDetails', 'notifications']))
    await db.rankingEntries.put({ scope: 'network', rank: 1, player_id: 'p1' } as never)
    expect(await db.rankingEntries.where('[scope+rank]').equals(['network', 1]).count()).toBe(1)
    db.close()
    await Dexie.delete(databaseName(userId))
  })
})
