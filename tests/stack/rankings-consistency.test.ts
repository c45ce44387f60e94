import pg from 'pg'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, clientWithToken, club, tokenFor } from './booking-helpers.ts'
import { confirm, courtBooking, report } from './matches-helpers.ts'
import { sql, stack } from './support.ts'

// rankings() against the tables it is computed from, at the full seed: the rows agree with
// player_ratings, ranks agree with an order computed here independently, and they stay the same
// across pages, searches and scopes; the trend agrees with ratings replayed from rating_changes.

const DEMO = 'd0000000-0000-4000-8000-000000000004'
const MADRID = 'c0000000-0000-4000-8000-000000000001'
let demo: SupabaseClient

interface Entry {
  rank: number
  player_id: string
  name: string
  username: string
  club_name: string | null
  matches: number
  wins: number
  losses: number
  points: number
  trend: 'up' | 'down' | 'neutral'
  rank_change: number
  is_me: boolean
}
interface Page {
  total: number
  rows: Entry[]
}

async function rankings(client: SupabaseClient, args: { scope?: string; search?: string; limit?: number; offset?: number } = {}) {
  const { data, error } = await client.rpc('rankings', {
    p_scope: args.scope ?? 'network', p_search: args.search ?? null, p_limit: args.limit ?? 50, p_offset: args.offset ?? 0,
  })
  if (error) throw new Error(error.message)
  return data as Page
}

// The documented order, computed from the profiles (not the ranking's own copy of the names).
const ORDERED = `
  select r.player_id, r.rating, r.wins, r.matches, r.losses, c.country_code, p.home_club_id,
         row_number() over (order by r.rating desc, r.wins desc,
                            (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) collate "C", r.player_id)::int as rank
  from public.player_ratings r
  join public.profiles p on p.id = r.player_id
  left join public.clubs c on c.id = p.home_club_id
  where r.matches > 0`

beforeAll(async () => {
  demo = clientWithToken(await tokenFor(DEMO))
})

describe('rankings', () => {
  it('network page one: every ranked player counted, rows equal to player_ratings, ranks in the documented order', async () => {
    const page = await rankings(demo)
    const expected = await sql<{ player_id: string; rating: string; wins: number; matches: number; losses: number; rank: number }>(
      `select * from (${ORDERED}) o where o.rank <= 50 order by o.rank`,
    )
    const [{ total }] = await sql<{ total: number }>('select count(*)::int as total from public.player_ratings where matches > 0')
    expect(page.total).toBe(total)
    expect(page.rows.map((r) => r.rank)).toEqual(expected.map((r) => r.rank))
    expect(page.rows.map((r) => r.player_id)).toEqual(expected.map((r) => r.player_id))
    page.rows.forEach((row, i) => {
      const e = expected[i]
      expect(row).toMatchObject({ matches: e.matches, wins: e.wins, losses: e.losses, points: Math.round(Number(e.rating)), is_me: e.player_id === DEMO })
    })
  })

  it('pages and searches keep the real rank', async () => {
    const big = await rankings(demo, { limit: 300 })
    const slice = await rankings(demo, { limit: 20, offset: 150 })
    expect(slice.rows).toEqual(big.rows.slice(150, 170))
    const last = await rankings(demo, { limit: 50, offset: big.total - 5 })
    expect(last.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5].map((n) => big.total - 5 + n))

    const found = await rankings(demo, { search: 'GARCIA', limit: 500 })
    const [{ n }] = await sql<{ n: number }>(
      "select count(*)::int as n from public.player_ratings where matches > 0 and (name ilike '%garcia%' or username ilike '%garcia%')",
    )
    expect(found.total).toBe(n)
    expect(found.rows.length).toBe(Math.min(n, 500))
    expect(found.rows.every((r) => /garcia/i.test(r.name) || /garcia/i.test(r.username))).toBe(true)
    const ranks = await sql<{ player_id: string; rank: number }>(
      `select player_id, rank from (${ORDERED}) o where o.player_id = any ($1::uuid[])`,
      [found.rows.map((r) => r.player_id)],
    )
    const byId = new Map(ranks.map((r) => [r.player_id, r.rank]))
    expect(found.rows.every((r) => byId.get(r.player_id) === r.rank)).toBe(true)
  })

  it('country and club scopes rank their own players in the network order', async () => {
    for (const [scope, where] of [['country:ES', "o.country_code = 'ES'"], [`club:${MADRID}`, `o.home_club_id = '${MADRID}'`]]) {
      const page = await rankings(demo, { scope, limit: 500 })
      const network = await sql<{ player_id: string; rank: number }>(`select player_id, rank from (${ORDERED}) o where ${where} order by rank`)
      expect(page.total).toBe(network.length)
      expect(page.rows.map((r) => r.player_id)).toEqual(network.slice(0, 500).map((r) => r.player_id))
      expect(page.rows.map((r) => r.rank)).toEqual(page.rows.map((_, i) => i + 1))
    }
    const { count } = await rankings(demo, { scope: 'country:ZZ' }).then((p) => ({ count: p.total }))
    expect(count).toBe(0)
  })

  it("my_ranking is the caller's own row, marked is_me; the demo member is ranked with 24 matches, 16/8", async () => {
    const { data: mine } = await demo.rpc('my_ranking', { p_scope: 'network' })
    const me = mine as Entry
    expect(me).toMatchObject({ player_id: DEMO, matches: 24, wins: 16, losses: 8, is_me: true, username: 'demo_member', club_name: 'ELSY Madrid' })
    const around = await rankings(demo, { limit: 1, offset: me.rank - 1 })
    expect(around.rows[0]).toEqual(me)
    const { data: inClub } = await demo.rpc('my_ranking', { p_scope: `club:${MADRID}` })
    expect((inClub as Entry).rank).toBeLessThanOrEqual(me.rank)
    const stranger = await account()
    const { data: none } = await stranger.client.rpc('my_ranking')
    expect(none).toBeNull()
  })

  it('refuses an unknown scope with a 400 and a clear message', async () => {
    for (const scope of ['world', 'country:spain', 'club:123']) {
      const { error, status } = await demo.rpc('rankings', { p_scope: scope })
      expect(status).toBe(400)
      expect(error?.message).toContain('Unknown ranking scope')
    }
  })

  it('a newly confirmed result shows at once: new players rank "up" with their new points', async () => {
    const home = await club()
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    const booking = await courtBooking(a.id, home.courts[0])
    const reported = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[6, 3], [6, 3]], booking })
    await confirm(c.client, reported.match!.id)
    const { data } = await a.client.rpc('my_ranking')
    expect(data).toMatchObject({ player_id: a.id, points: 1520, matches: 1, wins: 1, losses: 0, trend: 'up', rank_change: 0, is_me: true })
    const { data: loser } = await d.client.rpc('my_ranking')
    expect(loser).toMatchObject({ points: 1480, trend: 'up' })
  })
})

describe('trend', () => {
  it("the first confirmation of a day stores that day's baseline", async () => {
    // As at midnight UTC: yesterday's baseline is no longer current.
    await sql("update public.ranking_baseline set period_start = period_start - interval '1 day'")
    const home = await club()
    const [a, b] = await Promise.all([account(), account()])
    const booking = await courtBooking(a.id, home.courts[0])
    const reported = await report(a.client, { team1: [a.id], team2: [b.id], sets: [[6, 1]], booking })
    expect((await confirm(b.client, reported.match!.id)).status).toBe('confirmed')
    const [row] = await sql<{ current: boolean }>('select period_start = public.ranking_period_start() as current from public.ranking_baseline')
    expect(row.current).toBe(true)
  })

  it('a day without confirmations: a read (POST) stores the baseline; a read-only GET still answers', async () => {
    const current = async () =>
      (await sql<{ current: boolean }>('select period_start = public.ranking_period_start() as current from public.ranking_baseline'))[0].current
    await sql("update public.ranking_baseline set period_start = period_start - interval '1 day'")
    const viaGet = await demo.rpc('rankings', { p_scope: 'network', p_limit: 5 }, { get: true })
    expect(viaGet.error).toBeNull()
    expect(await current()).toBe(false)
    const viaPost = await rankings(demo, { limit: 5 })
    expect(await current()).toBe(true)
    expect(viaPost).toEqual(viaGet.data)
  })

  it('agrees with places replayed from rating_changes at the period start, stored or computed on the fly', async () => {
    const client = new pg.Client({ connectionString: stack().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      // Ratings other tests made up (setRating) have no history to replay: drop those players here.
      await client.query(`
        create temporary table made_up on commit drop as
        select r.player_id from public.player_ratings r
        where r.matches <> (select count(*) from public.rating_changes rc where rc.player_id = r.player_id);
        delete from public.rating_changes where player_id in (select player_id from made_up);
        delete from public.player_ratings where player_id in (select player_id from made_up);`)
      // Independent of ranking_then: each player's last rating before the period start, and wins until then.
      const { rows: expected } = await client.query<{ player_id: string; change: number; trend: string }>(`
        with period as (select (date_trunc('day', now() at time zone 'UTC') - interval '7 days') at time zone 'UTC' as start),
        then_state as (
          select rc.player_id, (array_agg(rc.rating_after order by rc.created_at desc, rc.match_id desc))[1] as rating,
                 count(*) filter (where rc.score = 1) as wins
          from public.rating_changes rc where rc.created_at < (select start from period) group by rc.player_id
        ), now_rank as (
          select r.player_id, row_number() over (order by r.rating desc, r.wins desc, r.name, r.player_id) as place
          from public.player_ratings r where r.matches > 0
        ), then_rank as (
          select t.player_id, row_number() over (order by t.rating desc, t.wins desc, r.name, r.player_id) as place
          from then_state t join public.player_ratings r on r.player_id = t.player_id
        )
        select n.player_id, coalesce(t.place - n.place, 0)::int as change,
               case when t.place is null or t.place > n.place then 'up' when t.place < n.place then 'down' else 'neutral' end as trend
        from now_rank n left join then_rank t on t.player_id = n.player_id
        order by n.place`)
      const read = async () =>
        (await client.query<{ player_id: string; change: number; trend: string }>(
          'select player_id, rank_change as change, trend from public.ranking_rows($1) order by rank', ['network'],
        )).rows
      // Deleting ratings dropped the stored baseline: first the on-the-fly places, then the stored ones.
      const computed = await read()
      await client.query('select public.refresh_ranking_baseline()')
      const stored = await read()
      expect(expected.length).toBeGreaterThan(5000)
      expect(computed).toEqual(expected)
      expect(stored).toEqual(expected)
      const trends = new Set(expected.map((r) => r.trend))
      expect(trends.has('up') && trends.has('down')).toBe(true)
    } finally {
      await client.query('rollback')
      await client.end()
    }
  })
})
