import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { syncCursorKey, syncVersionKey } from '../../meta-keys'
import { closeUserDatabase, openUserDatabase } from '../../user-database'
import type { ApiResult, SyncApi } from '../../sync/api'
import { DERIVED_MAX_AGE_MS } from '../../sync/cursors'
import { pullAll } from './player-data'
import { fakeApi } from '~/testing/fake-sync-api'
import { profileRow } from '~/testing/profile'
import { HOME_CLUB, ME, matchJson, notificationJson, rankingJson, tournamentJson, uuidFor } from '~/testing/player-data'

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })

function club(id: string, name: string) {
  return { id, country_code: 'ES', name, city: 'Madrid', address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2 }
}

function transaction(id: string, amount: string) {
  return { id, member_id: ME, type: 'credit', kind: 'top_up', amount, currency: 'EUR', description: 'Top-up', status: 'completed', booking_id: null, club_id: null, created_at: '2026-11-20T10:00:00Z', completed_at: '2026-11-20T10:00:00Z' }
}

/**
 * A server that keeps its rows with the transaction id that last wrote them (like sync_txid), answers
 * sync_state() with a cursor, and filters by `since` as the real one does. `write` moves its clock.
 */
function server() {
  let txid = 100
  const clubs = new Map<string, { row: ReturnType<typeof club>; txid: number }>()
  const ledger = new Map<string, { row: ReturnType<typeof transaction>; txid: number }>()
  const deletions: { dataset: string; row_id: string; sync_txid: number }[] = []
  const versions: Record<string, number> = { matches: 1, rankings: 1, tournaments: 1 }
  const asked: { fn: string; since?: number }[] = []
  const rpcs: Record<string, (args: Record<string, unknown>) => ApiResult<unknown>> = {
    sync_state: () => ok({ cursor: txid, versions: { ...versions } }),
    wallet_balances: () => ok([{ currency: 'EUR', balance: '70.00' }]),
    my_matches: () => ok([matchJson(uuidFor(1))]),
    player_statistics: () => ok({ matches: 1, wins: 1, losses: 0, win_rate: 100, rating: 1520, rank: 3, ranked_players: 10, form: [], partners: [], by_court_type: [] }),
    tournament_list: () => ok([tournamentJson(uuidFor(10))]),
    rankings: () => ok({ total: 2, rows: [rankingJson(1, uuidFor(100)), rankingJson(2, ME)] }),
    my_ranking: (args) => ok(rankingJson(2, ME, { name: String(args.p_scope) })),
  }
  const { api } = fakeApi(ME, {
    rpc: (fn, args) => {
      asked.push({ fn })
      return rpcs[fn] ? rpcs[fn](args) : { data: null, error: { message: 'missing', code: 'PGRST202', status: 404 } }
    },
  })
  const changed = <T>(rows: Map<string, { row: T; txid: number }>, since?: number) => [...rows.values()].filter((r) => since === undefined || r.txid >= since).map((r) => r.row)
  api.fetchProfile = async () => ok(profileRow({ id: ME, role: 'member', home_club_id: HOME_CLUB, updated_at: '2026-01-01T00:00:00Z' }))
  api.fetchClubs = async (since) => {
    asked.push({ fn: 'clubs', since })
    return ok(changed(clubs, since))
  }
  api.fetchMyTransactions = async (_user, _page, since) => {
    asked.push({ fn: 'transactions', since })
    return ok(changed(ledger, since))
  }
  api.fetchNotifications = async (_limit, since) => {
    asked.push({ fn: 'notifications', since })
    return ok(since === undefined ? [notificationJson(uuidFor(20))] : [])
  }
  api.fetchDeletions = async (since) => {
    asked.push({ fn: 'deletions', since })
    return ok(deletions.filter((d) => d.sync_txid >= since))
  }
  const write = {
    club(id: string, name: string) {
      clubs.set(id, { row: club(id, name), txid: ++txid })
    },
    deleteClub(id: string) {
      clubs.delete(id)
      deletions.push({ dataset: 'clubs', row_id: id, sync_txid: ++txid })
    },
    transaction(id: string, amount: string) {
      ledger.set(id, { row: transaction(id, amount), txid: ++txid })
    },
    bump(dataset: string) {
      versions[dataset] += 1
    },
  }
  return { api: api as SyncApi, asked, write, rpcs }
}

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

const fns = (asked: { fn: string }[]) => asked.map((a) => a.fn)

describe('pullAll: incremental', () => {
  it('pulls everything the first time, then only what changed since the cursor the server gave', async () => {
    const db = await openUserDatabase(ME)
    const s = server()
    s.write.club(HOME_CLUB, 'ELSY Madrid')
    s.write.club(uuidFor(50), 'ELSY Sevilla')
    s.write.transaction(uuidFor(60), '20.00')
    expect(await pullAll(db, s.api)).toEqual({ complete: true, offline: false, auth: false })
    expect(s.asked.find((a) => a.fn === 'clubs')).toEqual({ fn: 'clubs', since: undefined })
    expect(fns(s.asked)).not.toContain('deletions')
    expect((await db.meta.get(syncCursorKey('clubs')))?.value).toEqual({ userId: ME, cursor: 103 })
    expect(await db.clubs.count()).toBe(2)

    // Nothing changed: the tables come back empty, and no derived answer is asked for again.
    s.asked.length = 0
    expect(await pullAll(db, s.api)).toEqual({ complete: true, offline: false, auth: false })
    expect(s.asked.filter((a) => a.since !== undefined).map((a) => a.fn).sort()).toEqual(['clubs', 'deletions', 'notifications', 'transactions'])
    expect(s.asked.every((a) => a.fn === 'sync_state' || a.fn === 'wallet_balances' || a.since === 103)).toBe(true)
    expect(fns(s.asked)).not.toContain('my_matches')
    expect(fns(s.asked)).not.toContain('rankings')
    expect(fns(s.asked)).not.toContain('my_ranking')
    expect(fns(s.asked)).not.toContain('tournament_list')
    expect(fns(s.asked)).not.toContain('player_statistics')
    expect(await db.clubs.count()).toBe(2)
    expect(await db.transactions.count()).toBe(1)
    expect(await db.matches.count()).toBe(1)
    expect(await db.notifications.count()).toBe(1)

    // A renamed club, a deleted club and a new ledger row reach the device; the rest stays.
    s.write.club(HOME_CLUB, 'ELSY Madrid Centro')
    s.write.deleteClub(uuidFor(50))
    s.write.transaction(uuidFor(61), '5.00')
    await pullAll(db, s.api)
    expect((await db.clubs.toArray()).map((c) => c.name)).toEqual(['ELSY Madrid Centro'])
    expect((await db.transactions.toArray()).map((t) => t.id).sort()).toEqual([uuidFor(60), uuidFor(61)])
    expect((await db.meta.get(syncCursorKey('clubs')))?.value).toEqual({ userId: ME, cursor: 106 })
  })

  it('asks for a derived answer again when its version moved, or when it grew old', async () => {
    const db = await openUserDatabase(ME)
    const s = server()
    s.write.club(HOME_CLUB, 'ELSY Madrid')
    await pullAll(db, s.api)

    s.write.bump('matches')
    s.asked.length = 0
    await pullAll(db, s.api)
    expect(fns(s.asked)).toContain('my_matches')
    expect(fns(s.asked)).toContain('player_statistics')
    expect(fns(s.asked)).not.toContain('tournament_list')
    expect(fns(s.asked)).not.toContain('rankings')

    s.write.bump('rankings')
    s.asked.length = 0
    await pullAll(db, s.api)
    // Three scopes (network, country, home club): one page and one own entry each, once.
    expect(fns(s.asked).filter((f) => f === 'rankings')).toHaveLength(3)
    expect(fns(s.asked).filter((f) => f === 'my_ranking')).toHaveLength(3)
    expect(fns(s.asked)).toContain('player_statistics')
    expect(fns(s.asked)).not.toContain('my_matches')

    const stored = (await db.meta.get(syncVersionKey('tournaments')))?.value as { at: string }
    await db.meta.put({ key: syncVersionKey('tournaments'), value: { ...stored, at: new Date(Date.now() - DERIVED_MAX_AGE_MS - 1000).toISOString() } })
    s.asked.length = 0
    await pullAll(db, s.api)
    expect(fns(s.asked)).toContain('tournament_list')
    expect(fns(s.asked)).not.toContain('my_matches')
  })

  it('never uses a cursor or a version kept for another user', async () => {
    const db = await openUserDatabase(ME)
    const s = server()
    s.write.club(HOME_CLUB, 'ELSY Madrid')
    await pullAll(db, s.api)
    const other = 'e0000000-0000-4000-8000-000000000009'
    for (const row of await db.meta.where('key').startsWith('sync').toArray()) {
      await db.meta.put({ key: row.key, value: { ...(row.value as object), userId: other } })
    }
    s.asked.length = 0
    await pullAll(db, s.api)
    expect(s.asked.find((a) => a.fn === 'clubs')).toEqual({ fn: 'clubs', since: undefined })
    expect(s.asked.find((a) => a.fn === 'transactions')).toEqual({ fn: 'transactions', since: undefined })
    expect(fns(s.asked)).not.toContain('deletions')
    expect(fns(s.asked)).toContain('my_matches')
    expect(fns(s.asked).filter((f) => f === 'rankings')).toHaveLength(3)
  })

  it('keeps the old cursor when the tombstones did not arrive, so the deletion is not lost', async () => {
    const db = await openUserDatabase(ME)
    const s = server()
    s.write.club(HOME_CLUB, 'ELSY Madrid')
    s.write.club(uuidFor(50), 'ELSY Sevilla')
    await pullAll(db, s.api)
    s.write.deleteClub(uuidFor(50))
    const fetchDeletions = s.api.fetchDeletions
    s.api.fetchDeletions = async () => ({ data: null, error: { message: 'boom', status: 500 } })
    expect(await pullAll(db, s.api)).toMatchObject({ complete: false })
    expect(await db.clubs.count()).toBe(2)
    expect((await db.meta.get(syncCursorKey('clubs')))?.value).toEqual({ userId: ME, cursor: 102 })
    s.api.fetchDeletions = fetchDeletions
    await pullAll(db, s.api)
    expect((await db.clubs.toArray()).map((c) => c.id)).toEqual([HOME_CLUB])
  })

  it('pulls everything, and forgets the cursors, when the server has no sync_state()', async () => {
    const db = await openUserDatabase(ME)
    const s = server()
    s.write.club(HOME_CLUB, 'ELSY Madrid')
    await pullAll(db, s.api)
    delete s.rpcs.sync_state
    s.asked.length = 0
    expect(await pullAll(db, s.api)).toEqual({ complete: true, offline: false, auth: false })
    expect(s.asked.find((a) => a.fn === 'clubs')).toEqual({ fn: 'clubs', since: undefined })
    expect(fns(s.asked)).toContain('my_matches')
    expect(await db.meta.get(syncCursorKey('clubs'))).toBeUndefined()
  })
})
