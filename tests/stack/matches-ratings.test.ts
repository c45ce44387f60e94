import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, type Account, type TestClub } from './booking-helpers.ts'
import { confirm, courtBooking, eloDelta, mean, ratingOf, report, setRating } from './matches-helpers.ts'
import { sql, stack } from './support.ts'

// The rating formula (docs/ratings.md) on worked examples: every expected number is computed here by
// hand from the documented formula, and compared with what confirm_match stored and returned.

let home: TestClub
const players = (n: number) => Promise.all(Array.from({ length: n }, () => account()))

async function changesOf(matchId: string) {
  const rows = await sql<Record<string, string | number>>(
    `select player_id, team, rating_before, rating_after, delta, expected, team_rating, opponent_rating, k, score
     from public.rating_changes where match_id = $1`,
    [matchId],
  )
  return new Map(rows.map((row) => [row.player_id as string, row]))
}

/** Reports a match on team 1's first player's past booking as that player, and confirms as team 2's first player. */
async function play(team1: Account[], team2: Account[], sets: [number, number][]) {
  const booking = await courtBooking(team1[0].id, home.courts[0])
  const reported = await report(team1[0].client, { team1: team1.map((p) => p.id), team2: team2.map((p) => p.id), sets, booking })
  expect(reported.status).toBe('reported')
  const confirmed = await confirm(team2[0].client, reported.match!.id)
  expect(confirmed.status).toBe('confirmed')
  return confirmed.match!
}

beforeAll(async () => {
  home = await club()
})

describe('Elo on team averages', () => {
  it('four new players at 1500: the winners gain 20.0 and the losers lose 20.0 (E = 0.5, K = 40)', async () => {
    const [a, b, c, d] = await players(4)
    const match = await play([a, b], [c, d], [[6, 4], [6, 3]])
    const changes = await changesOf(match.id)
    expect(changes.size).toBe(4)
    for (const p of [a, b]) {
      expect(changes.get(p.id)).toMatchObject({ rating_before: '1500.0', rating_after: '1520.0', delta: '20.0', k: 40, score: 1, expected: '0.50000' })
      expect(await ratingOf(p.id)).toEqual({ rating: 1520, matches: 1, wins: 1, losses: 0 })
    }
    for (const p of [c, d]) {
      expect(changes.get(p.id)).toMatchObject({ rating_before: '1500.0', rating_after: '1480.0', delta: '-20.0', k: 40, score: 0 })
      expect(await ratingOf(p.id)).toEqual({ rating: 1480, matches: 1, wins: 0, losses: 1 })
    }
    // What the confirming player (team 2) is told about their own move.
    expect(match.rating).toEqual({
      rating_before: 1500, rating_after: 1480, delta: -20, team_rating: 1500, opponent_rating: 1500, expected: 0.5, score: 0, k: 40,
    })
    expect(match.players.find((p) => p.id === a.id)).toMatchObject({ rating_before: 1500, rating_after: 1520, delta: 20 })
  })

  it('an upset between unequal teams moves each player by their own K (provisional 40, settled 24)', async () => {
    const [strong1, strong2, weak1, weak2] = await players(4)
    // Team 1 averages 1550, team 2 1410; the two settled players have 10 or more matches.
    await setRating(strong1.id, 1612.4, 30, 20)
    await setRating(strong2.id, 1487.6, 9, 5)
    await setRating(weak1.id, 1395.0, 10, 4)
    await setRating(weak2.id, 1425.0, 2, 1)
    const match = await play([strong1, strong2], [weak1, weak2], [[4, 6], [6, 7]])
    expect(match.winner).toBe(2)

    const team1 = mean([1612.4, 1487.6])
    const team2 = mean([1395.0, 1425.0])
    const changes = await changesOf(match.id)
    const expectMove = (p: Account, before: number, own: number, opp: number, won: boolean, k: number) => {
      const { expected, delta } = eloDelta(own, opp, won, k)
      const row = changes.get(p.id)!
      expect(Number(row.delta)).toBe(delta)
      expect(Number(row.rating_after)).toBeCloseTo(before + delta, 6)
      expect(Number(row.expected)).toBeCloseTo(expected, 5)
      expect(Number(row.team_rating)).toBeCloseTo(own, 6)
      expect(Number(row.opponent_rating)).toBeCloseTo(opp, 6)
      expect(row.k).toBe(k)
      return delta
    }
    // The favourites lose: E(team 1) = 1 / (1 + 10^(-140/400)) ≈ 0.691.
    expect(expectMove(strong1, 1612.4, team1, team2, false, 24)).toBe(-16.6)
    expect(expectMove(strong2, 1487.6, team1, team2, false, 40)).toBe(-27.6)
    expect(expectMove(weak1, 1395.0, team2, team1, true, 24)).toBe(16.6)
    expect(expectMove(weak2, 1425.0, team2, team1, true, 40)).toBe(27.6)
    expect(await ratingOf(strong2.id)).toEqual({ rating: 1460, matches: 10, wins: 5, losses: 5 })
    expect(await ratingOf(weak1.id)).toEqual({ rating: 1411.6, matches: 11, wins: 5, losses: 6 })
  })

  it('K drops from 40 to 24 after a player\'s tenth confirmed match', async () => {
    const [a, b] = await players(2)
    await setRating(a.id, 1500, 9, 4)
    await setRating(b.id, 1500, 9, 5)
    const tenth = await play([a], [b], [[6, 0]])
    expect(tenth.rating).toMatchObject({ k: 40, delta: -20 })
    expect((await changesOf(tenth.id)).get(a.id)).toMatchObject({ k: 40, delta: '20.0' })
    // a now has 10 matches and 1520.0, b 10 matches and 1480.0: K 24 for both from here on.
    const eleventh = await play([b], [a], [[7, 5]])
    const { delta } = eloDelta(1480, 1520, true, 24)
    expect(delta).toBe(13.4)
    expect(eleventh.rating).toMatchObject({ k: 24, delta: -13.4, rating_before: 1520, rating_after: 1506.6 })
    expect(await ratingOf(b.id)).toEqual({ rating: 1493.4, matches: 11, wins: 6, losses: 5 })
  })

  it('singles: a team of one is that player\'s own rating', async () => {
    const [a, b] = await players(2)
    await setRating(a.id, 1550, 20)
    const match = await play([a], [b], [[6, 2], [3, 6], [7, 6]])
    expect(match.format).toBe('singles')
    const { delta } = eloDelta(1500, 1550, false, 40)
    expect(match.rating).toMatchObject({ team_rating: 1500, opponent_rating: 1550, delta, k: 40 })
  })

  it('confirmations racing for one player apply one after another, each from the previous result', async () => {
    const [shared, ...opponents] = await players(5)
    const ids: string[] = []
    for (const [i, opponent] of opponents.entries()) {
      const booking = await courtBooking(shared.id, home.courts[1])
      const reported = await report(shared.client, { team1: [shared.id], team2: [opponent.id], sets: [i % 2 ? [2, 6] : [6, 2]], booking })
      ids.push(reported.match!.id)
    }
    const answers = await Promise.all(ids.map((id, i) => confirm(opponents[i].client, id)))
    expect(answers.map((a) => a.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed'])
    const chain = await sql<{ rating_before: string; rating_after: string; created_at: Date; confirmed_at: Date }>(
      `select rc.rating_before, rc.rating_after, rc.created_at, m.confirmed_at
       from public.rating_changes rc join public.matches m on m.id = rc.match_id
       where rc.player_id = $1 order by rc.created_at`,
      [shared.id],
    )
    expect(chain).toHaveLength(4)
    expect(chain[0].rating_before).toBe('1500.0')
    for (let i = 1; i < chain.length; i++) expect(chain[i].rating_before).toBe(chain[i - 1].rating_after)
    for (const link of chain) expect(link.confirmed_at).toEqual(link.created_at)
    expect(await ratingOf(shared.id)).toMatchObject({ rating: Number(chain[3].rating_after), matches: 4, wins: 2, losses: 2 })
  })

  it('player_rating() answers 1500 before any confirmed match and the stored rating after', async () => {
    const [fresh] = await players(1)
    const [{ before }] = await sql<{ before: string }>('select public.player_rating($1) as before', [fresh.id])
    expect(Number(before)).toBe(1500)
    await setRating(fresh.id, 1533.3, 4)
    const [{ after }] = await sql<{ after: string }>('select public.player_rating($1) as after', [fresh.id])
    expect(Number(after)).toBe(1533.3)
  })
})

describe('recompute_ratings', () => {
  it('replaying the whole history gives exactly the ratings the confirmations produced', async () => {
    // In a transaction that is rolled back, so the shared database is left as it was.
    const client = new pg.Client({ connectionString: stack().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      // Ratings given by setRating have no history to replay: leave those players, and everyone who
      // played against or with them, out of the comparison.
      await client.query(`create temporary table before on commit drop as
        with made_up as (
          select r.player_id from public.player_ratings r
          where r.matches <> (select count(*) from public.rating_changes rc where rc.player_id = r.player_id)
        ), touched as (
          select mp.player_id from public.match_players mp
          where mp.match_id in (select x.match_id from public.match_players x where x.player_id in (select player_id from made_up))
        )
        select r.* from public.player_ratings r
        where r.player_id not in (select player_id from made_up) and r.player_id not in (select player_id from touched)`)
      const { rows: [{ replayed }] } = await client.query('select public.recompute_ratings() as replayed')
      // Friendlies (confirmed results that do not count) are not replayed.
      const { rows: [{ confirmed }] } = await client.query(
        "select count(*)::int as confirmed from public.matches where status = 'confirmed' and counts_for_rating")
      expect(replayed).toBe(confirmed)
      expect(confirmed).toBeGreaterThan(3000)
      const { rows: [diff] } = await client.query(`
        select count(*) filter (where r.player_id is null)::int as missing,
               count(*) filter (where r.rating <> b.rating or r.matches <> b.matches or r.wins <> b.wins)::int as different,
               count(*)::int as compared
        from before b left join public.player_ratings r on r.player_id = b.player_id`)
      expect(diff).toMatchObject({ missing: 0, different: 0 })
      expect(diff.compared).toBeGreaterThan(5000)
    } finally {
      await client.query('rollback')
      await client.end()
    }
  })
})
