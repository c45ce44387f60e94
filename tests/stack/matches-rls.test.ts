import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, type Account } from './booking-helpers.ts'
import { confirm, courtBooking, report } from './matches-helpers.ts'
import { anonClient } from './support.ts'

// Who can read and write matches, their players, rating changes and ratings, tried the way another
// member (or an anonymous visitor) would: through the API with their own token.

let a: Account, b: Account, c: Account, d: Account, outsider: Account, owner: Account, otherOwner: Account
let matchId: string
const tables = ['matches', 'match_players', 'rating_changes', 'player_ratings'] as const

beforeAll(async () => {
  ;[a, b, c, d, outsider] = await Promise.all([account(), account(), account(), account(), account()])
  owner = await account({ role: 'club_owner' })
  otherOwner = await account({ role: 'club_owner' })
  const home = await club({ ownerId: owner.id })
  await club({ ownerId: otherOwner.id })
  const booking = await courtBooking(a.id, home.courts[0])
  const reported = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[6, 1], [6, 2]], booking })
  matchId = reported.match!.id
  expect((await confirm(c.client, matchId)).status).toBe('confirmed')
})

describe('reading matches', () => {
  it('a player reads their match, its four players and their rating changes', async () => {
    const { data: matches } = await b.client.from('matches').select('id').eq('id', matchId)
    expect(matches).toHaveLength(1)
    const { data: players } = await b.client.from('match_players').select('player_id').eq('match_id', matchId)
    expect(players).toHaveLength(4)
    const { data: changes } = await b.client.from('rating_changes').select('player_id, delta').eq('match_id', matchId)
    expect(changes).toHaveLength(4)
  })

  it('another member sees nothing of it, through the tables or my_matches', async () => {
    for (const table of ['matches', 'match_players', 'rating_changes'] as const) {
      const { data, error } = await outsider.client.from(table).select('*').eq(table === 'matches' ? 'id' : 'match_id', matchId)
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const { data: mine } = await outsider.client.rpc('my_matches')
    expect(mine).toEqual([])
    const { data: theirs } = await a.client.rpc('my_matches')
    expect((theirs as { id: string }[]).map((m) => m.id)).toEqual([matchId])
  })

  it("club staff read their club's matches, not other clubs'", async () => {
    const { data: own } = await owner.client.from('matches').select('id').eq('id', matchId)
    expect(own).toHaveLength(1)
    const { data: players } = await owner.client.from('match_players').select('player_id').eq('match_id', matchId)
    expect(players).toHaveLength(4)
    const { data: other } = await otherOwner.client.from('matches').select('id').eq('id', matchId)
    expect(other).toEqual([])
  })

  it('ratings are public to signed-in players (the rankings publish them), not to anonymous visitors', async () => {
    const { data } = await outsider.client.from('player_ratings').select('player_id, rating').eq('player_id', a.id)
    expect(data).toEqual([{ player_id: a.id, rating: 1520 }])
    for (const table of tables) {
      const { data: anonRows, error } = await anonClient().from(table).select('*').limit(1)
      expect(error?.message ?? '').toMatch(/permission denied/)
      expect(anonRows).toBeNull()
    }
  })
})

describe('writing', () => {
  it('signed-in users cannot insert, update or delete any of the tables directly', async () => {
    const attempts = [
      outsider.client.from('matches').insert({ id: randomUUID(), played_at: new Date().toISOString(), format: 'singles', sets: [[6, 0]], winner: 1 }),
      a.client.from('matches').update({ winner: 2 }).eq('id', matchId),
      a.client.from('matches').delete().eq('id', matchId),
      a.client.from('match_players').insert({ match_id: matchId, player_id: outsider.id, team: 1 }),
      c.client.from('rating_changes').update({ delta: 20 }).eq('match_id', matchId),
      c.client.from('player_ratings').update({ rating: 2500 }).eq('player_id', c.id),
      c.client.from('player_ratings').insert({ player_id: outsider.id, rating: 2500, name: 'x', username: 'x' }),
    ]
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.error?.message ?? '').toMatch(/permission denied/)
    }
  })

  it('a player cannot confirm their own team\'s report, nor report for others', async () => {
    const reported = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[7, 6], [6, 4]] })
    expect((await confirm(b.client, reported.match!.id)).status).toBe('not_allowed')
    const forOthers = await report(outsider.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[6, 0], [6, 0]] })
    expect(forOthers.status).toBe('not_a_player')
  })

  it('anonymous visitors can call none of the match or ranking functions', async () => {
    const anon = anonClient()
    const calls = [
      anon.rpc('report_match', { p_match_id: randomUUID(), p_team1: [a.id], p_team2: [c.id], p_sets: [[6, 0]] }),
      anon.rpc('confirm_match', { p_match_id: matchId }),
      anon.rpc('dispute_match', { p_match_id: matchId, p_reason: 'no' }),
      anon.rpc('my_matches'),
      anon.rpc('player_statistics'),
      anon.rpc('rankings'),
      anon.rpc('my_ranking'),
    ]
    for (const call of await Promise.all(calls)) {
      expect(call.error?.message ?? '').toMatch(/permission denied/)
    }
    // Internal helpers are not callable by signed-in users either.
    for (const name of ['apply_match_ratings', 'recompute_ratings', 'refresh_ranking_baseline', 'ranking_rows']) {
      const { error } = await a.client.rpc(name, name === 'apply_match_ratings' ? { p_match_id: matchId } : name === 'ranking_rows' ? { p_scope: 'network' } : {})
      expect(error, name).not.toBeNull()
    }
  })
})
