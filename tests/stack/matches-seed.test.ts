import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientWithToken, tokenFor } from './booking-helpers.ts'
import type { MatchRow } from './matches-helpers.ts'
import { sql } from './support.ts'

// The demo seed's match history (supabase/seeds/10_matches.sql): the demo member's figures, a network
// large enough for meaningful rankings, nothing dangling, and statistics that agree with the tables.

const DEMO = 'd0000000-0000-4000-8000-000000000004'
let demo: SupabaseClient

interface Statistics {
  matches: number
  wins: number
  losses: number
  win_rate: number
  rating: number
  rank: number | null
  ranked_players: number
  form: { match_id: string; won: boolean; rating_after: number }[]
  partners: { id: string; matches: number; wins: number }[]
  by_court_type: { court_type: string; matches: number; wins: number }[]
}

beforeAll(async () => {
  demo = clientWithToken(await tokenFor(DEMO))
})

describe('the demo member', () => {
  it('has the spec figures: 24 matches, 67% won, 16 wins, 8 losses', async () => {
    const { data, error } = await demo.rpc('player_statistics')
    expect(error).toBeNull()
    const stats = data as Statistics
    expect(stats).toMatchObject({ matches: 24, wins: 16, losses: 8, win_rate: 67 })
    expect(stats.partners.length).toBeGreaterThanOrEqual(4)
    expect(stats.by_court_type.map((t) => t.court_type)).toEqual(['indoor', 'outdoor'])
    expect(stats.by_court_type.every((t) => t.matches > 0)).toBe(true)
    expect(stats.by_court_type.reduce((sum, t) => sum + t.matches, 0)).toBe(24)
    expect(stats.form).toHaveLength(20)
    expect(stats.rank).toBeGreaterThan(0)
  })

  it('statistics agree with the matches and ratings tables', async () => {
    const { data } = await demo.rpc('player_statistics')
    const stats = data as Statistics
    const [counted] = await sql<{ matches: number; wins: number; rating: string }>(
      `select count(*)::int as matches, (count(*) filter (where mp.team = m.winner))::int as wins,
              (select rating from public.player_ratings where player_id = $1) as rating
       from public.match_players mp join public.matches m on m.id = mp.match_id
       where mp.player_id = $1 and m.status = 'confirmed'`,
      [DEMO],
    )
    expect(stats.matches).toBe(counted.matches)
    expect(stats.wins).toBe(counted.wins)
    expect(stats.rating).toBe(Number(counted.rating))
    expect(stats.form.at(-1)!.rating_after).toBe(Number(counted.rating))
    const partners = await sql<{ id: string; n: number }>(
      `select pt.player_id as id, count(*)::int as n
       from public.match_players me
       join public.matches m on m.id = me.match_id and m.status = 'confirmed'
       join public.match_players pt on pt.match_id = me.match_id and pt.team = me.team and pt.player_id <> me.player_id
       where me.player_id = $1 group by pt.player_id order by n desc`,
      [DEMO],
    )
    expect(stats.partners[0].matches).toBe(partners[0].n)
    expect(new Set(partners.map((p) => p.id)).size).toBeGreaterThanOrEqual(4)
  })

  it('has one result to confirm (reported by an opponent, notified) and one waiting for the opponents', async () => {
    const { data } = await demo.rpc('my_matches')
    const matches = data as MatchRow[]
    expect(matches).toHaveLength(26)
    const waiting = matches.filter((m) => m.status === 'reported')
    expect(waiting).toHaveLength(2)
    const toConfirm = waiting.find((m) => m.can_confirm)!
    expect(toConfirm.reported_by).not.toBe(DEMO)
    expect(waiting.find((m) => !m.can_confirm)!.reported_by).toBe(DEMO)
    const notes = await sql<{ data: { match_id: string } }>(
      "select data from public.notifications where user_id = $1 and kind = 'match_to_confirm'",
      [DEMO],
    )
    expect(notes.map((n) => n.data.match_id)).toEqual([toConfirm.id])
  })
})

describe('the network history', () => {
  it('has thousands of confirmed doubles matches, some in the last seven days, and home clubs everywhere', async () => {
    const [row] = await sql<{ confirmed: number; recent: number; clubs: number; homeless: number; ranked: number }>(`
      select (select count(*)::int from public.matches where status = 'confirmed') as confirmed,
             (select count(*)::int from public.matches where status = 'confirmed' and confirmed_at > now() - interval '7 days') as recent,
             (select count(distinct home_club_id)::int from public.profiles where email like '%@members.elsy.test') as clubs,
             (select count(*)::int from public.profiles where email like '%@members.elsy.test' and home_club_id is null) as homeless,
             (select count(*)::int from public.player_ratings where matches > 0) as ranked`)
    expect(row.confirmed).toBeGreaterThan(3000)
    expect(row.recent).toBeGreaterThan(200)
    expect(row.clubs).toBe(20)
    expect(row.homeless).toBe(0)
    expect(row.ranked).toBeGreaterThan(5000)
  })

  it('was written without dangling references (seeded with per-row checks off)', async () => {
    const [row] = await sql<Record<string, number>>(`
      with seeded as (select * from public.matches where club_id::text like 'c0000000-0000-4000-8000-%' and tournament_id is null)
      select
        (select count(*)::int from public.match_players mp where not exists (select 1 from public.matches m where m.id = mp.match_id)) as players_without_match,
        (select count(*)::int from public.match_players mp where not exists (select 1 from public.profiles p where p.id = mp.player_id)) as unknown_players,
        (select count(*)::int from seeded m where m.booking_id is not null and not exists (select 1 from public.bookings b where b.id = m.booking_id)) as unknown_bookings,
        (select count(*)::int from seeded m where m.court_id is not null and not exists (select 1 from public.courts k where k.id = m.court_id and k.club_id = m.club_id)) as wrong_courts,
        (select count(*)::int from seeded m where (select count(*) from public.match_players mp where mp.match_id = m.id) <> case m.format when 'doubles' then 4 else 2 end) as wrong_player_count,
        (select count(*)::int from seeded m where m.status = 'confirmed'
           and (select count(*) from public.rating_changes rc where rc.match_id = m.id)
               <> (select count(*) from public.match_players mp where mp.match_id = m.id)) as confirmed_without_changes,
        (select count(*)::int from seeded m where m.reported_by is not null and not exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = m.reported_by)) as reporter_not_playing`)
    expect(row).toEqual({
      players_without_match: 0, unknown_players: 0, unknown_bookings: 0, wrong_courts: 0, wrong_player_count: 0,
      confirmed_without_changes: 0, reporter_not_playing: 0,
    })
  })

  it('keeps player_ratings equal to the sum of the rating changes', async () => {
    const [row] = await sql<{ off: number }>(`
      select count(*)::int as off from public.player_ratings r
      join (select player_id, count(*) as n, count(*) filter (where score = 1) as w,
                   (array_agg(rating_after order by created_at desc, match_id desc))[1] as last
            from public.rating_changes group by player_id) c on c.player_id = r.player_id
      -- Seeded players (with a home club); other tests give made-up histories to accounts of their own.
      where r.home_club_id is not null and (r.matches <> c.n or r.wins <> c.w or r.rating <> c.last)`)
    expect(row.off).toBe(0)
  })
})
