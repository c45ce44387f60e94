import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, type Account, type TestClub } from './booking-helpers.ts'
import { confirm, courtBooking, report, setRating } from './matches-helpers.ts'
import { sql } from './support.ts'

// The rankings reads that no longer number the whole network (a page read from its scope's index, totals kept
// per scope, one player's place counted from the players ahead) against a straightforward computation over the
// same tables, after confirmations running at once, a move of club, a club changing country and exact ties.

interface Entry {
  rank: number
  player_id: string
  points: number
  matches: number
  wins: number
  trend: string
  rank_change: number
}
interface Page {
  total: number
  rows: Entry[]
}

// The documented order over every ranked player of a scope, from the profiles and clubs (not the rankings'
// own copies of name, club and country): the reference.
async function reference(scope: string): Promise<{ player_id: string; rank: number }[]> {
  const where =
    scope === 'network' ? 'true' : scope.startsWith('country:') ? 'c.country_code = $1' : 'p.home_club_id = $1::uuid'
  const key = scope === 'network' ? null : scope.slice(scope.indexOf(':') + 1)
  return sql<{ player_id: string; rank: number }>(
    `select r.player_id, row_number() over (order by r.rating desc, r.wins desc,
              (public.display_name(p.first_name, p.last_name, p.username)) collate "C", r.player_id)::int as rank
     from public.player_ratings r
     join public.profiles p on p.id = r.player_id
     left join public.clubs c on c.id = p.home_club_id
     where r.matches > 0 and (${where}) and ($1::text is null or true)
     order by rank`,
    [key],
  )
}

async function page(client: SupabaseClient, scope: string, limit: number, offset = 0): Promise<Page> {
  const { data, error } = await client.rpc('rankings', { p_scope: scope, p_limit: limit, p_offset: offset })
  if (error) throw new Error(error.message)
  return data as Page
}

async function mine(client: SupabaseClient, scope: string): Promise<Entry | null> {
  const { data, error } = await client.rpc('my_ranking', { p_scope: scope })
  if (error) throw new Error(error.message)
  return data as Entry | null
}

let home: TestClub
let away: TestClub
let players: Account[]

beforeAll(async () => {
  // Two new clubs of our own: a country's and a club's ranking change under our hands, and nobody else's.
  home = await club({ country: 'PT' })
  away = await club({ country: 'NL' })
  players = await Promise.all(Array.from({ length: 12 }, () => account()))
  await sql('update public.profiles set home_club_id = $1 where id = any ($2::uuid[])', [home.id, players.map((p) => p.id)])
  // Three matches confirmed at once, sharing no player, then three more sharing players with each other.
  const quartets = [0, 4, 8].map((i) => players.slice(i, i + 4))
  const first = await Promise.all(
    quartets.map(async (q) =>
      report(q[0].client, { team1: [q[0].id, q[1].id], team2: [q[2].id, q[3].id], sets: [[6, 4], [6, 4]], booking: await courtBooking(q[0].id, home.courts[0]) })),
  )
  await Promise.all(first.map((r, i) => confirm(quartets[i][2].client, r.match!.id)))
  const crossed = [[0, 4, 8, 11], [1, 5, 9, 2], [3, 6, 10, 7]].map((idx) => idx.map((i) => players[i]))
  const second = await Promise.all(
    crossed.map(async (q) =>
      report(q[0].client, { team1: [q[0].id, q[1].id], team2: [q[2].id, q[3].id], sets: [[3, 6], [6, 2], [6, 1]], booking: await courtBooking(q[0].id, home.courts[0]) })),
  )
  const confirmed = await Promise.all(second.map((r, i) => confirm(crossed[i][2].client, r.match!.id)))
  expect(confirmed.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed'])
})

describe('rankings read from their scope', () => {
  it('totals, pages and places equal the reference in every scope the new players are in', async () => {
    for (const scope of ['network', 'country:PT', `club:${home.id}`]) {
      const expected = await reference(scope)
      const first = await page(players[0].client, scope, 50)
      expect(first.total).toBe(expected.length)
      expect(first.rows.map((r) => [r.player_id, r.rank])).toEqual(expected.slice(0, 50).map((e) => [e.player_id, e.rank]))
      const middle = Math.floor(expected.length / 2)
      const later = await page(players[0].client, scope, 7, middle)
      expect(later.rows.map((r) => [r.player_id, r.rank])).toEqual(expected.slice(middle, middle + 7).map((e) => [e.player_id, e.rank]))
      for (const player of players.slice(0, 6)) {
        const row = await mine(player.client, scope)
        const place = expected.find((e) => e.player_id === player.id)!.rank
        expect(row).toMatchObject({ player_id: player.id, rank: place })
        // The same row as the page at that place, trend included.
        const [onPage] = (await page(player.client, scope, 1, place - 1)).rows
        expect({ ...onPage, is_me: true }).toEqual(row)
      }
    }
  })

  it('a move of club and a club changing country move the players between the totals and the pages', async () => {
    const mover = players[11]
    const before = (await page(mover.client, `club:${home.id}`, 1)).total
    await sql('update public.profiles set home_club_id = $1 where id = $2', [away.id, mover.id])
    expect((await page(mover.client, `club:${home.id}`, 1)).total).toBe(before - 1)
    expect((await mine(mover.client, `club:${home.id}`))).toBeNull()
    expect(await mine(mover.client, `club:${away.id}`)).toMatchObject({ rank: 1 })
    expect((await page(mover.client, 'country:NL', 500)).total).toBe((await reference('country:NL')).length)

    await sql("update public.clubs set country_code = 'GB' where id = $1", [away.id])
    for (const scope of ['country:NL', 'country:GB']) {
      const expected = await reference(scope)
      const got = await page(mover.client, scope, 500)
      expect(got.total).toBe(expected.length)
      expect(got.rows.map((r) => r.player_id)).toEqual(expected.slice(0, 500).map((e) => e.player_id))
    }
    expect(await mine(mover.client, 'country:GB')).not.toBeNull()
    expect(await mine(mover.client, 'country:NL')).toBeNull()
  })

  it('exact ties (rating and wins) are placed by name, then id, in pages and in my_ranking alike', async () => {
    // Accounts of their own with a made-up record (no history, so the seed's checks leave them out), all named alike.
    const tied = await Promise.all(Array.from({ length: 4 }, () => account()))
    await sql('update public.profiles set home_club_id = $1 where id = any ($2::uuid[])', [home.id, tied.map((p) => p.id)])
    for (const p of tied) await setRating(p.id, 1777.7, 9, 7)
    const expected = await reference(`club:${home.id}`)
    for (const p of tied) {
      expect((await mine(p.client, `club:${home.id}`))?.rank).toBe(expected.find((e) => e.player_id === p.id)!.rank)
      expect((await mine(p.client, 'network'))?.rank).toBe((await reference('network')).find((e) => e.player_id === p.id)!.rank)
    }
    const ranks = expected.filter((e) => tied.some((p) => p.id === e.player_id)).map((e) => e.rank)
    expect(new Set(ranks).size).toBe(4)
  })

  it('player_statistics: rank and ranked players as counted over the table', async () => {
    const { data, error } = await players[5].client.rpc('player_statistics')
    expect(error).toBeNull()
    const network = await reference('network')
    expect(data).toMatchObject({
      rank: network.find((e) => e.player_id === players[5].id)!.rank,
      ranked_players: network.length,
    })
  })

  it('the kept totals survive the daily fold unchanged and equal a count per scope', async () => {
    const counted = await sql<{ scope: string; players: number }>(
      `select s.scope, count(*)::int as players from public.player_ratings r
       cross join lateral (values ('network'), ('country:' || r.country_code), ('club:' || r.home_club_id)) s (scope)
       where r.matches > 0 and s.scope is not null group by s.scope order by s.scope`,
    )
    const kept = () =>
      sql<{ scope: string; players: number }>(
        'select scope, sum(players)::int as players from public.ranking_total_changes group by scope having sum(players) <> 0 order by scope',
      )
    expect(await kept()).toEqual(counted)
    await sql('select public.rebuild_ranking_totals()')
    expect(await kept()).toEqual(counted)
  })
})
