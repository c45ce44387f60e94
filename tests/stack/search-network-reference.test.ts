import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, clientWithToken, club, tokenFor } from './booking-helpers.ts'
import { sql } from './support.ts'

// search_network's players and courts (read from kept search words, names in order, club and court words once
// per call) against the straightforward computation over profiles, clubs and courts that it replaced: the same
// people and courts in the same order for broad, rare, multi-word and numbered queries, and after renames and
// moves of club.

const DEMO = 'd0000000-0000-4000-8000-000000000004'
let demo: SupabaseClient

interface Results {
  players: { id: string }[]
  courts: { id: string }[]
}

async function search(query: string, limit: number): Promise<Results> {
  const { data, error } = await demo.rpc('search_network', { p_query: query, p_limit: limit })
  if (error) throw new Error(error.message)
  return data as Results
}

// The players as search_network listed them before: every profile matching, ordered in one sort.
async function referencePlayers(query: string, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `with q as (select public.search_prefix_query(public.search_words(btrim(regexp_replace($1, '\\s+', ' ', 'g')))) as matches),
     home as (select home_club_id as id from public.profiles where id = $3)
     select p.id
     from public.profiles p
     left join (
       select other.player_id, count(*)::int as together
       from public.match_players mine
       join public.match_players other on other.match_id = mine.match_id and other.player_id <> mine.player_id
       where mine.player_id = $3
       group by other.player_id
     ) m on m.player_id = p.id
     where public.player_search_vector(p.first_name, p.last_name, p.username) @@ (select matches from q)
     order by coalesce(m.together, 0) desc,
              ((select id from home) is not null and p.home_club_id is not distinct from (select id from home)) desc,
              p.first_name, p.last_name, p.username
     limit $2`,
    [query, limit, DEMO],
  )
  return rows.map((r) => r.id)
}

async function referenceCourts(query: string, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `with w as (select public.search_words(btrim(regexp_replace($1, '\\s+', ' ', 'g'))) as words),
     q as (select public.search_prefix_query(array(select x from unnest((select words from w)) x where x !~ '^[0-9]+$')) as text_match,
                  array(select x::numeric from unnest((select words from w)) x where x ~ '^[0-9]+$') as numbers),
     home as (select home_club_id as id from public.profiles where id = $3)
     select k.id
     from q cross join public.courts k join public.clubs c on c.id = k.club_id
     where k.number = all (q.numbers)
       and (q.text_match is null
            or public.search_vector('court ' || k.name || ' ' || k.type || ' ' || c.name || ' ' || c.city) @@ q.text_match)
     order by k.club_id is not distinct from (select id from home) desc, c.name, k.number
     limit $2`,
    [query, limit, DEMO],
  )
  return rows.map((r) => r.id)
}

const QUERIES = ['ma', 'hugo bakker', 'garcia', 'alex riv', 'lu', 'player_0001', 'sanne de', 'zz', 'court 3 madrid', 'outdoor ba', '10', 'madrid 3']

beforeAll(async () => {
  demo = clientWithToken(await tokenFor(DEMO))
})

describe('search_network against the computation it replaced', () => {
  it('lists the same players and courts, in the same order, for broad, rare and numbered queries', async () => {
    for (const query of QUERIES) {
      for (const limit of [5, 20]) {
        const got = await search(query, limit)
        expect(got.players.map((p) => p.id), `players for "${query}"`).toEqual(await referencePlayers(query, limit))
        expect(got.courts.map((c) => c.id), `courts for "${query}"`).toEqual(await referenceCourts(query, limit))
      }
    }
  })

  it('follows a rename and a move of club at once (the demo member\'s club comes first)', async () => {
    const someone = await account()
    const name = `Zyxwa${someone.id.slice(0, 6).replace(/[^a-z]/g, 'q')}`
    await sql('update public.profiles set first_name = $2, last_name = $3 where id = $1', [someone.id, name, 'Quorn'])
    expect((await search(name, 5)).players.map((p) => p.id)).toEqual([someone.id])
    await sql("update public.profiles set first_name = 'Other', last_name = 'Person' where id = $1", [someone.id])
    expect((await search(name, 5)).players).toEqual([])
    // Moved to the demo member's club: before every other "Other Person" of another club.
    const others = await Promise.all([account(), account()])
    for (const o of others) await sql("update public.profiles set first_name = 'Other', last_name = 'Person' where id = $1", [o.id])
    const elsewhere = await club()
    await sql('update public.profiles set home_club_id = $2 where id = any ($1::uuid[])', [others.map((o) => o.id), elsewhere.id])
    await sql("update public.profiles set home_club_id = 'c0000000-0000-4000-8000-000000000001' where id = $1", [someone.id])
    const found = await search('other person', 20)
    expect(found.players[0].id).toBe(someone.id)
    expect(found.players.map((p) => p.id)).toEqual(await referencePlayers('other person', 20))
  })
})
