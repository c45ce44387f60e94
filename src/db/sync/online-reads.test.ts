import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { readMyRanking, readRankings } from '../queries/rankings'
import { readTournamentDetail } from '../queries/tournaments'
import type { ApiResult } from './api'
import { fetchMyRanking, fetchRankingsPage, fetchTournamentDetail } from './online-reads'
import { fakeApi } from '~/testing/fake-sync-api'
import { ME, rankingJson, tournamentJson, uuidFor } from '~/testing/player-data'

const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

/** A ranking of 120 players where the player at `me` is the signed-in user. */
function rankingServer(me = 75) {
  return fakeApi(ME, {
    rpc: (fn, args) => {
      if (fn !== 'rankings') return ok(rankingJson(me, ME))
      const offset = Number(args.p_offset)
      const ranks = Array.from({ length: Math.min(Number(args.p_limit), 120 - offset) }, (_, i) => offset + i + 1)
      const rows = ranks.map((r) => rankingJson(r, r === me ? ME : uuidFor(r)))
      return ok({ total: 120, rows: args.p_search ? rows.slice(0, 1) : rows })
    },
  })
}

describe('online reads', () => {
  it('stores ranking pages by rank: the first page replaces the scope, a later one adds its ranks', async () => {
    const db = await openUserDatabase(ME)
    await db.rankingEntries.put({ ...rankingJson(300, uuidFor(300)), scope: 'network', fetchedAt: 'old' } as never)
    const { api, calls } = rankingServer()
    const first = await fetchRankingsPage(db, 'network', { api })
    expect(first.status === 'fresh' && first.data.total).toBe(120)
    expect((await readRankings(db, 'network')).map((r) => r.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))

    await fetchRankingsPage(db, 'network', { api, offset: 50 })
    const rows = await readRankings(db, 'network')
    expect(rows).toHaveLength(100)
    expect(rows.every((r, i) => r.rank === i + 1 && r.scope === 'network' && r.fetchedAt)).toBe(true)
    expect(calls.at(-1)?.args).toEqual({ p_scope: 'network', p_search: null, p_limit: 50, p_offset: 50 })
    expect(await readMyRanking(db, 'network')).toMatchObject({ rank: 75, is_me: true })
    expect((await db.meta.get('rankingTotal:network'))?.value).toBe(120)
  })

  it('returns search results without putting them in the cached list', async () => {
    const db = await openUserDatabase(ME)
    const { api, calls } = rankingServer()
    const found = await fetchRankingsPage(db, 'country:ES', { api, search: '  Player 7 ', offset: 0 })
    expect(found).toMatchObject({ status: 'fresh', data: { rows: [{ rank: 1 }] } })
    expect(calls[0]?.args.p_search).toBe('Player 7')
    expect(await readRankings(db, 'country:ES')).toEqual([])
  })

  it('says offline when the request never got an answer, and keeps the cache', async () => {
    const db = await openUserDatabase(ME)
    const { api } = fakeApi(ME, { rpc: () => ({ data: null, error: { message: 'Failed to fetch', status: 0 } }) })
    expect(await fetchRankingsPage(db, 'network', { api })).toEqual({ status: 'offline' })
    expect(await fetchTournamentDetail(db, uuidFor(1), { api })).toEqual({ status: 'offline' })
    const refused = fakeApi(ME, { rpc: () => ({ data: null, error: { message: 'Invalid scope: moon', status: 400 } }) })
    expect(await fetchRankingsPage(db, 'moon', { api: refused.api })).toEqual({ status: 'error', message: { text: 'Invalid scope: moon' } })
  })

  it('stores my ranking (also null while unranked) and a tournament detail', async () => {
    const db = await openUserDatabase(ME)
    await fetchMyRanking(db, 'club:x', { api: fakeApi(ME, { rpc: () => ok(null) }).api })
    expect(await readMyRanking(db, 'club:x')).toBeNull()
    await fetchMyRanking(db, 'club:x', { api: rankingServer(3).api })
    expect(await readMyRanking(db, 'club:x')).toMatchObject({ rank: 3, scope: 'club:x' })

    const id = uuidFor(10)
    const { api } = fakeApi(ME, {
      rpc: () => ok({ id, tournament: tournamentJson(id, { status: 'running' }), entries: [], matches: [{ id: uuidFor(11), round: 1, position: 1, team1_entry_id: null, team2_entry_id: null, sets: [], winner_entry_id: null, status: 'scheduled', scheduled_at: null, court_number: null }], rounds: 3, standings: [] }),
    })
    const res = await fetchTournamentDetail(db, id, { api })
    expect(res.status).toBe('fresh')
    expect(await readTournamentDetail(db, id)).toMatchObject({ rounds: 3, tournament: { status: 'running', syncState: 'synced' }, matches: [{ round: 1 }] })
    expect(await db.tournaments.get(id)).toMatchObject({ status: 'running' })
  })
})
