import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '../../user-database'
import { readMyRanking, readRankings } from '../../queries/rankings'
import type { ApiResult, SyncApi } from '../../sync/api'
import { LEDGER_PAGE } from './ledger'
import { pullAll } from './player-data'
import { fakeApi } from '~/testing/fake-sync-api'
import { sayWords } from '~/i18n/server-words'
import { profileRow } from '~/testing/profile'
import { HOME_CLUB, ME, matchJson, notificationJson, rankingJson, tournamentJson, uuidFor } from '~/testing/player-data'

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const missing: ApiResult<never> = { data: null, error: { message: 'Could not find the function public.my_matches', code: 'PGRST202', status: 404 } }

type Rpc = (args: Record<string, unknown>) => ApiResult<unknown>

/** A server with the player's-world RPCs answering like the contract says; any RPC can be replaced. */
function server(rpcs: Record<string, Rpc> = {}, over: Partial<SyncApi> = {}) {
  const defaults: Record<string, Rpc> = {
    wallet_balances: () => ok([{ currency: 'EUR', balance: '70.00' }, { currency: 'GBP', balance: 12.5 }]),
    my_matches: () => ok([matchJson(uuidFor(1)), matchJson(uuidFor(2), { status: 'reported', can_confirm: true, rating: null }), { id: 'broken' }]),
    player_statistics: () =>
      ok({ matches: 24, wins: 16, losses: 8, win_rate: 67, rating: 1612.4, rank: 120, ranked_players: 9000, form: [], partners: [], by_court_type: [] }),
    tournament_list: () => ok([tournamentJson(uuidFor(10)), tournamentJson(uuidFor(11), { status: 'finished', starts_on: '2026-10-01' })]),
    rankings: (args) =>
      ok({ total: 120, rows: [rankingJson(1, uuidFor(100)), rankingJson(2, uuidFor(101), { name: `top of ${String(args.p_scope)}` })] }),
    my_ranking: (args) => ok(rankingJson(args.p_scope === 'network' ? 120 : 7, ME)),
  }
  const handlers = { ...defaults, ...rpcs }
  const { api, calls } = fakeApi(ME, { rpc: (fn, args) => (handlers[fn] ? handlers[fn](args) : missing) })
  api.fetchProfile = async () => ok(profileRow({ id: ME, role: 'member', first_name: 'Alex', last_name: 'Rivera', home_club_id: HOME_CLUB, updated_at: '2026-01-01T00:00:00Z' }))
  api.fetchClubs = async () =>
    ok([{ id: HOME_CLUB, country_code: 'ES', name: 'ELSY Madrid', city: 'Madrid', address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2 }])
  api.fetchNotifications = async (limit) => {
    calls.push({ fn: 'fetchNotifications', args: { limit } })
    return ok([notificationJson(uuidFor(20)), notificationJson(uuidFor(21), { read_at: '2026-11-22T11:00:00Z' })])
  }
  Object.assign(api, over)
  return { api, calls }
}

async function freshDb() {
  return openUserDatabase(ME)
}

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

describe('pullAll: the player datasets', () => {
  it('stores matches, statistics, tournaments, notifications and three ranking scopes, each with its own lastSyncedAt', async () => {
    const db = await freshDb()
    const { api, calls } = server()
    const result = await pullAll(db, api)
    expect(result).toEqual({ complete: true, offline: false, auth: false })

    expect((await db.matches.toArray()).map((m) => m.id).sort()).toEqual([uuidFor(1), uuidFor(2)]) // the broken row is dropped
    expect((await db.meta.get('statistics'))?.value).toMatchObject({ matches: 24, wins: 16, losses: 8, win_rate: 67 })
    expect(await db.tournaments.count()).toBe(2)
    expect(await db.notifications.count()).toBe(2)
    expect(calls.find((c) => c.fn === 'fetchNotifications')?.args).toEqual({ limit: 50 })

    const scopes = calls.filter((c) => c.fn === 'rankings').map((c) => c.args)
    expect(scopes).toEqual(
      expect.arrayContaining([
        { p_scope: 'network', p_search: null, p_limit: 50, p_offset: 0 },
        { p_scope: 'country:ES', p_search: null, p_limit: 50, p_offset: 0 },
        { p_scope: `club:${HOME_CLUB}`, p_search: null, p_limit: 50, p_offset: 0 },
      ]),
    )
    const country = await readRankings(db, 'country:ES')
    expect(country.map((r) => [r.rank, r.name, r.scope])).toEqual([
      [1, 'Player 1', 'country:ES'],
      [2, 'top of country:ES', 'country:ES'],
    ])
    expect(await readMyRanking(db, 'network')).toMatchObject({ rank: 120, is_me: true, scope: 'network' })
    expect(await readMyRanking(db, `club:${HOME_CLUB}`)).toMatchObject({ rank: 7 })
    expect((await db.meta.get('rankingTotal:network'))?.value).toBe(120)

    for (const key of ['matches', 'statistics', 'tournaments', 'notifications', 'rankings:network', 'rankings:country:ES', 'transactions']) {
      expect((await db.meta.get(`lastSyncedAt:${key}`))?.value, key).toEqual(expect.any(String))
    }
    expect((await db.meta.get('lastSyncedAt'))?.value).toEqual(expect.any(String))
  })

  it('skips an RPC the server does not have yet, and still stores everything else', async () => {
    const db = await freshDb()
    await db.matches.put(matchJson(uuidFor(5)))
    const { api } = server({ my_matches: () => missing, tournament_list: () => missing, rankings: () => missing, my_ranking: () => missing })
    const result = await pullAll(db, api)
    expect(result).toEqual({ complete: true, offline: false, auth: false })
    expect(await db.matches.get(uuidFor(5))).toBeDefined() // the cache is left as it was
    expect((await db.meta.get('statistics'))?.value).toMatchObject({ matches: 24 })
    expect(await db.notifications.count()).toBe(2)
    expect((await db.meta.get('walletBalances'))?.value).toEqual([
      { currency: 'EUR', balance: 70 },
      { currency: 'GBP', balance: 12.5 },
    ])
  })

  it('reports a real failure of one dataset without losing the others, and keeps lastSyncedAt honest', async () => {
    const db = await freshDb()
    const { api } = server({ player_statistics: () => ({ data: null, error: { message: 'boom', status: 500 } }) })
    const result = await pullAll(db, api)
    expect(result).toMatchObject({ complete: false, error: { message_key: 'sync_refresh_failed', message_values: { reason: 'boom' } } })
    expect(sayWords(result.error)).toBe('Could not refresh your data: boom')
    expect(await db.matches.count()).toBe(2)
    expect(await db.meta.get('statistics')).toBeUndefined()
    expect(await db.meta.get('lastSyncedAt')).toBeUndefined()
  })

  it('reads the whole ledger page by page', async () => {
    const db = await freshDb()
    const total = 2 * LEDGER_PAGE + 5
    const ledger = Array.from({ length: total }, (_, i) => ({
      id: uuidFor(1000 + i),
      member_id: ME,
      type: i % 2 ? 'debit' : 'credit',
      kind: i === 0 ? 'tournament_fee' : 'booking',
      amount: '12.50',
      currency: i === 1 ? null : 'GBP',
      description: 'x',
      status: 'completed',
      booking_id: null,
      club_id: null,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      completed_at: null,
    }))
    const pages: unknown[] = []
    const { api } = server({}, {
      fetchMyTransactions: async (_user, page) => {
        pages.push(page)
        return ok(ledger.slice(page!.offset, page!.offset + page!.limit))
      },
    })
    await pullAll(db, api)
    expect(pages).toEqual([
      { offset: 0, limit: 1000 },
      { offset: 1000, limit: 1000 },
      { offset: 2000, limit: 1000 },
    ])
    // The one row without a currency is refused: no balance could count it.
    expect(await db.transactions.count()).toBe(total - 1)
    expect(await db.transactions.get(uuidFor(1001))).toBeUndefined()
    expect(await db.transactions.get(uuidFor(1000))).toMatchObject({ kind: 'tournament_fee', amount: 12.5, currency: 'GBP' })
  })

  it('stores the balances per currency, keeps what it cannot read out, and an empty list when none is held', async () => {
    const db = await freshDb()
    await pullAll(db, server().api)
    expect(await db.clubs.get(HOME_CLUB)).toMatchObject({ currency: 'EUR', booking_horizon_days: 60 })
    await pullAll(db, server({ wallet_balances: () => ok([{ currency: 'EUR', balance: 70 }, { currency: null, balance: 5 }, { balance: 1 }, { currency: 'GBP' }]) }).api)
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 70 }])
    await pullAll(db, server({ wallet_balances: () => ok([]) }).api)
    expect((await db.meta.get('walletBalances'))?.value).toEqual([])
  })

  it('refreshes a cached tournament detail the list shows has changed, and drops one no longer listed', async () => {
    const db = await freshDb()
    const changed = uuidFor(10)
    const gone = uuidFor(12)
    const detail = (id: string, over: Parameters<typeof tournamentJson>[1]) => ({
      id,
      tournament: tournamentJson(id, over),
      entries: [],
      matches: [],
      rounds: 0,
      standings: [],
      fetchedAt: '2026-11-01T00:00:00Z',
    })
    const finished = { status: 'finished', starts_on: '2026-10-01' } as const
    await db.tournamentDetails.bulkPut([detail(changed, { teams_registered: 2 }), detail(gone, {}), detail(uuidFor(11), finished)])
    const asked: unknown[] = []
    const { api } = server({
      tournament_details: (args) => {
        asked.push(args.p_tournament_id)
        return ok({ tournament: tournamentJson(changed), entries: [{ id: uuidFor(30), players: [{ id: ME, name: 'Alex' }], seed: null, average_rating: 1600, status: 'registered' }], matches: [], rounds: 3, standings: [] })
      },
    })
    await pullAll(db, api)
    expect(asked).toEqual([changed]) // uuidFor(11) is as the list says (finished, 3 teams)
    expect(await db.tournamentDetails.get(gone)).toBeUndefined()
    expect(await db.tournamentDetails.get(changed)).toMatchObject({ rounds: 3, tournament: { teams_registered: 3 } })
  })
})
