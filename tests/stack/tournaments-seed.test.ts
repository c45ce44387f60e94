import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { TournamentRow } from '../../src/db/types.ts'
import { sql } from './support.ts'
import { clientWithToken, tokenFor } from './booking-helpers.ts'
import { details, list } from './tournaments-helpers.ts'

// The demo seed's tournaments, read through the API as the demo member: past, running and open ones,
// consistent with their draws, their ledgers and the client's types.

const DEMO = 'd0000000-0000-4000-8000-000000000004'
const MADRID = 'c0000000-0000-4000-8000-000000000001'
const seeded = (row: TournamentRow) => row.id.startsWith('ab000000-')

let demo: SupabaseClient
let rows: TournamentRow[]
let today: string

beforeAll(async () => {
  demo = clientWithToken(await tokenFor(DEMO))
  rows = (await list(demo)).filter(seeded)
  const [d] = await sql<{ today: string }>("select to_char(current_date, 'YYYY-MM-DD') as today")
  today = d.today
})

describe('demo seed: tournaments', () => {
  it('has a finished knockout in the past, decided by its final', async () => {
    const finished = rows.filter((t) => t.status === 'finished' && t.format === 'knockout' && t.ends_on < today)
    expect(finished.length).toBeGreaterThanOrEqual(1)
    for (const t of finished) {
      const detail = await details(demo, t.id)
      expect(detail.matches.every((m) => m.status !== 'scheduled')).toBe(true)
      const final = detail.matches.find((m) => m.round === detail.rounds)!
      const winner = detail.entries.find((e) => e.id === final.winner_entry_id)!
      expect(t.winner_names).toEqual(winner.players.map((p) => p.name))
      expect(t.teams_registered).toBe(detail.entries.filter((e) => e.status === 'registered' || e.status === 'invited').length)
    }
  })

  it('has a running tournament with its draw made and some, not all, results in', async () => {
    const running = rows.filter((t) => t.status === 'running')
    expect(running.length).toBeGreaterThanOrEqual(1)
    const detail = await details(demo, running[0].id)
    const played = detail.matches.filter((m) => m.status === 'played')
    expect(played.length).toBeGreaterThan(0)
    expect(detail.matches.some((m) => m.status === 'scheduled')).toBe(true)
    expect(detail.entries.every((e) => e.seed !== null)).toBe(true)
    // Its results are rated matches, like any confirmed result.
    const rated = await sql<{ n: number }>(
      `select count(*)::int as n from public.matches m join public.rating_changes rc on rc.match_id = m.id
       where m.id = any($1::uuid[]) and m.status = 'confirmed'`, [played.map((m) => m.id)])
    expect(rated[0].n).toBe(played.length * 4)
  })

  it('has open round robin and Americano tournaments at different clubs, one at Madrid the demo member can enter', async () => {
    const open = rows.filter((t) => t.status === 'open')
    expect(open.length).toBeGreaterThanOrEqual(2)
    expect(open.map((t) => t.format)).toEqual(expect.arrayContaining(['round_robin', 'americano']))
    expect(new Set(open.map((t) => t.club_id)).size).toBeGreaterThanOrEqual(2)
    for (const t of open) {
      expect(t.teams_registered).toBeGreaterThan(0)
      expect(t.teams_registered).toBeLessThan(t.max_teams)
      expect(t.registration_closes_at > new Date().toISOString()).toBe(true)
      expect(t.my_entry_id).toBeNull()
    }
    const madrid = open.find((t) => t.club_id === MADRID && t.level_min !== null && t.level_max !== null)!
    expect(madrid).toBeDefined()
    const [r] = await sql<{ rating: string }>('select public.player_rating($1) as rating', [DEMO])
    const rating = Number(r.rating)
    expect(rating).toBeGreaterThanOrEqual(madrid.level_min!)
    expect(rating).toBeLessThanOrEqual(madrid.level_max!)
    // With a new partner (1500) the pair still fits.
    expect((rating + 1500) / 2).toBeGreaterThanOrEqual(madrid.level_min!)
  })

  it("leaves the demo member's wallet alone (€70.00) and out of every entry", async () => {
    const [w] = await sql<{ balance: string; fees: number; entries: number }>(
      `select public.wallet_balance($1, 'EUR')::text as balance,
              (select count(*)::int from public.transactions where member_id = $1 and tournament_entry_id is not null) as fees,
              (select count(*)::int from public.tournament_entries where $1 in (player1_id, player2_id)) as entries`,
      [DEMO],
    )
    expect(w).toEqual({ balance: '70.00', fees: 0, entries: 0 })
  })

  it('charged every seeded entry its fee once, to the player who registered it', async () => {
    const [check] = await sql<{ entries: number; bad: number }>(
      `select count(*)::int as entries,
              count(*) filter (where (select count(*) from public.transactions f
                                      where f.tournament_entry_id = e.id and f.kind = 'tournament_fee'
                                        and f.member_id = e.player1_id and f.amount = t.entry_fee) <> 1)::int as bad
       from public.tournament_entries e join public.tournaments t on t.id = e.tournament_id
       where t.id::text like 'ab000000-%' and t.entry_fee > 0`,
    )
    expect(check.entries).toBeGreaterThan(20)
    expect(check.bad).toBe(0)
  })

  it('answers in the shapes of src/db/types.ts', async () => {
    const row = rows[0]
    expect(Object.keys(row).sort()).toEqual([
      'city', 'club_id', 'club_name', 'country_code', 'currency', 'description', 'ends_on', 'entry_fee', 'format', 'id',
      'level_max', 'level_min', 'max_teams', 'my_entry_id', 'name', 'registration_closes_at', 'starts_on', 'status',
      'teams_registered', 'winner_names',
    ])
    expect(row.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(typeof row.entry_fee).toBe('number')
    expect(Number.isNaN(Date.parse(row.registration_closes_at))).toBe(false)
    const detail = await details(demo, rows.find((t) => t.status === 'running')!.id)
    expect(Object.keys(detail).sort()).toEqual(['entries', 'id', 'matches', 'rounds', 'standings', 'tournament'])
    expect(Object.keys(detail.entries[0])).toEqual(expect.arrayContaining(['id', 'players', 'seed', 'average_rating', 'status']))
    expect(typeof detail.entries[0].average_rating).toBe('number')
    expect(Object.keys(detail.matches[0])).toEqual(expect.arrayContaining([
      'id', 'round', 'position', 'team1_entry_id', 'team2_entry_id', 'sets', 'winner_entry_id', 'status', 'scheduled_at',
      'court_number',
    ]))
    const league = await details(demo, rows.find((t) => t.format === 'round_robin')!.id)
    expect(Object.keys(league.standings[0]).sort()).toEqual(['entry_id', 'lost', 'played', 'points', 'won'])
  })
})
