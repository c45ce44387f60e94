import { beforeAll, describe, expect, it } from 'vitest'
import type { TournamentMatch } from '../../src/db/types.ts'
import { sql } from './support.ts'
import { account, balanceOf, ledgerSum, type Account } from './booking-helpers.ts'
import {
  closeRegistration,
  createTournament,
  details,
  list,
  passDeadline,
  player,
  recordResult,
  registerTeams,
  staffWithClub,
  type Staff,
  type Team,
} from './tournaments-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// The draw made when registration closes (knockout brackets with byes, round-robin schedules), results
// advancing it to a winner, and the cancellation of a tournament nobody (but one pair) entered.

let staff: Staff
let viewer: Account

beforeAll(async () => {
  staff = await staffWithClub()
  viewer = await player()
})

/** A tournament with one pair per rating (highest first = seed 1), closed by its staff. */
async function drawn(format: 'knockout' | 'round_robin' | 'americano', ratings: number[]) {
  const id = await createTournament(staff, { format })
  const teams = await registerTeams(id, ratings)
  const closed = await closeRegistration(staff, id)
  expect(closed.status).toBe('closed')
  return { id, teams, detail: await details(viewer.client, id) }
}

const byRound = (matches: TournamentMatch[], round: number) => matches.filter((m) => m.round === round)
const pairKey = (m: TournamentMatch) => [m.team1_entry_id, m.team2_entry_id].sort().join('+')

describe('knockout bracket', () => {
  it.each([2, 3, 5, 8])('%i teams: a full bracket, byes to the top seeds, every team once in round one', async (n) => {
    // Distinct ratings, registered weakest first, so seeding has to sort them.
    const ratings = Array.from({ length: n }, (_, i) => 1400 + 10 * i)
    const { teams, detail } = await drawn('knockout', ratings)
    let size = 1
    while (size < n) size *= 2
    const rounds = Math.log2(size)
    expect(detail.rounds).toBe(rounds)
    expect(detail.matches).toHaveLength(size - 1)
    for (let r = 1; r <= rounds; r++) expect(byRound(detail.matches, r)).toHaveLength(size / 2 ** r)

    // Seed 1 is the highest average rating.
    const seedOf = new Map(detail.entries.map((e) => [e.id, e.seed!]))
    const strongestFirst = [...teams].sort((a, b) => b.rating - a.rating)
    expect(strongestFirst.map((t) => seedOf.get(t.entryId))).toEqual(Array.from({ length: n }, (_, i) => i + 1))

    const first = byRound(detail.matches, 1)
    const inRoundOne = first.flatMap((m) => [m.team1_entry_id, m.team2_entry_id]).filter(Boolean)
    expect(new Set(inRoundOne)).toEqual(new Set(teams.map((t) => t.entryId)))
    expect(inRoundOne).toHaveLength(n)
    // Top against bottom: every first-round pair's seeds add up to size + 1 (1 v 8, 4 v 5, ...).
    for (const m of first.filter((x) => x.status === 'scheduled')) {
      expect(seedOf.get(m.team1_entry_id!)! + seedOf.get(m.team2_entry_id!)!).toBe(size + 1)
    }
    const byes = first.filter((m) => m.status === 'bye')
    expect(byes).toHaveLength(size - n)
    expect(byes.map((m) => seedOf.get(m.winner_entry_id!)!).sort((x, y) => x - y)).toEqual(Array.from({ length: size - n }, (_, i) => i + 1))
    // Each bye's team already sits in its second-round slot.
    for (const bye of byes) {
      const next = detail.matches.find((m) => m.round === 2 && m.position === Math.ceil(bye.position / 2))!
      expect(bye.position % 2 === 1 ? next.team1_entry_id : next.team2_entry_id).toBe(bye.winner_entry_id)
    }
    // Seeds 1 and 2 start in different halves of the bracket.
    if (n >= 2 && size >= 4) {
      const half = (seed: number) => {
        const m = first.find((x) => seedOf.get(x.team1_entry_id!) === seed || seedOf.get(x.team2_entry_id!) === seed)!
        return m.position <= size / 4
      }
      expect(half(1)).not.toBe(half(2))
    }
    const playable = first.filter((m) => m.status === 'scheduled')
    expect(playable.every((m) => m.scheduled_at !== null && m.court_number !== null)).toBe(true)
  })

  it('advances winners round by round to a champion, rating each match', async () => {
    const { id, teams, detail } = await drawn('knockout', [1600, 1550, 1500, 1450, 1400])
    const names = new Map(detail.entries.map((e) => [e.id, e.players.map((p) => p.name)]))
    const final = detail.matches.find((m) => m.round === 3)!
    expect((await recordResult(staff, final.id, [[6, 1], [6, 1]])).status).toBe('not_ready')

    let last = ''
    for (;;) {
      const now = await details(viewer.client, id)
      const next = now.matches.find((m) => m.status === 'scheduled' && m.team1_entry_id && m.team2_entry_id)
      if (!next) break
      const result = await recordResult(staff, next.id, [[6, 4], [3, 6], [7, 5]])
      expect(['recorded', 'finished']).toContain(result.status)
      last = result.status
      const after = await details(viewer.client, id)
      if (next.round < 3) {
        const slot = after.matches.find((m) => m.round === next.round + 1 && m.position === Math.ceil(next.position / 2))!
        expect(next.position % 2 === 1 ? slot.team1_entry_id : slot.team2_entry_id).toBe(next.team1_entry_id)
      }
    }
    expect(last).toBe('finished')
    const end = await details(viewer.client, id)
    expect(end.tournament.status).toBe('finished')
    // Team 1 won every match: seed 1 (the bye, then the semi-final and the final as team 1).
    const champion = teams[0]
    expect(end.tournament.winner_names).toEqual(names.get(champion.entryId))
    const [row] = await sql<{ winner_entry_id: string }>('select winner_entry_id from public.tournaments where id = $1', [id])
    expect(row.winner_entry_id).toBe(champion.entryId)

    // A bracket of 8 slots for 5 teams: 3 byes and 4 matches played, each a confirmed, rated match.
    const played = end.matches.filter((m) => m.status === 'played')
    expect(played).toHaveLength(4)
    const rated = await sql<{ id: string; status: string; n: number }>(
      `select m.id, m.status, (select count(*)::int from public.rating_changes rc where rc.match_id = m.id) as n
       from public.matches m where m.tournament_id = $1`, [id])
    expect(rated).toHaveLength(4)
    expect(rated.every((m) => m.status === 'confirmed' && m.n === 4)).toBe(true)
    expect((await recordResult(staff, final.id, [[6, 1], [6, 1]])).status).toBe('already_played')
  })

  it('moves ratings by the Elo formula on the pair averages', async () => {
    const { id, teams, detail } = await drawn('knockout', [1600, 1500])
    const [match] = detail.matches
    const team1 = teams.find((t) => t.entryId === match.team1_entry_id)!
    const team2 = teams.find((t) => t.entryId === match.team2_entry_id)!
    // Team 2 (1500) beats team 1 (1600): an upset. The test players have 10 matches, so K = 24.
    expect((await recordResult(staff, match.id, [[4, 6], [6, 7]])).status).toBe('finished')
    const expected1 = 1 / (1 + 10 ** ((team2.rating - team1.rating) / 400))
    const delta1 = Math.round(24 * (0 - expected1) * 10) / 10
    const delta2 = Math.round(24 * (1 - (1 - expected1)) * 10) / 10
    const changes = await sql<{ player_id: string; delta: string }>(
      'select player_id, delta from public.rating_changes where match_id = $1', [match.id])
    const deltaOf = (who: Team['payer']) => Number(changes.find((c) => c.player_id === who.id)!.delta)
    expect(deltaOf(team1.payer)).toBe(delta1)
    expect(deltaOf(team1.partner)).toBe(delta1)
    expect(deltaOf(team2.payer)).toBe(delta2)
    expect(delta2).toBeGreaterThan(15)
    const [after] = await sql<{ rating: string }>('select rating from public.player_ratings where player_id = $1', [team2.payer.id])
    expect(Number(after.rating)).toBeCloseTo(1500 + delta2, 5)
    expect((await details(viewer.client, id)).tournament.winner_names).toHaveLength(2)
  })

  it('takes results from the club staff only, in padel sets', async () => {
    const { detail } = await drawn('knockout', [1500, 1500])
    const [match] = detail.matches
    const outsider = await staffWithClub()
    expect((await recordResult(outsider, match.id, [[6, 4], [6, 4]])).status).toBe('not_allowed')
    expect((await recordResult(viewer, match.id, [[6, 4], [6, 4]])).status).toBe('not_allowed')
    for (const sets of [[[6, 5]], [[6, 4], [4, 6]], [[21, 17]], [], [[8, 6]]] as [number, number][][]) {
      expect((await recordResult(staff, match.id, sets)).status, JSON.stringify(sets)).toBe('invalid_score')
    }
    const admin = await account({ role: 'super_admin' })
    expect((await recordResult(admin, match.id, [[7, 6], [6, 4]])).status).toBe('finished')
  })
})

describe('round robin and Americano schedules', () => {
  it.each([4, 5])('%i teams meet each other exactly once, nobody twice in a round', async (n) => {
    const { teams, detail } = await drawn('round_robin', Array.from({ length: n }, (_, i) => 1500 + i))
    expect(detail.matches).toHaveLength((n * (n - 1)) / 2)
    expect(new Set(detail.matches.map(pairKey)).size).toBe((n * (n - 1)) / 2)
    expect(detail.rounds).toBe(n % 2 === 0 ? n - 1 : n)
    for (let r = 1; r <= detail.rounds; r++) {
      const inRound = byRound(detail.matches, r).flatMap((m) => [m.team1_entry_id, m.team2_entry_id])
      expect(new Set(inRound).size).toBe(inRound.length)
      expect(inRound).toHaveLength(n % 2 === 0 ? n : n - 1)
    }
    for (const team of teams) {
      expect(detail.matches.filter((m) => m.team1_entry_id === team.entryId || m.team2_entry_id === team.entryId))
        .toHaveLength(n - 1)
    }
    expect(detail.standings).toHaveLength(n)
    expect(detail.matches.every((m) => m.status === 'scheduled' && m.winner_entry_id === null)).toBe(true)
  })

  it('round robin: finished after the last match, won by the most matches won', async () => {
    const { id, teams, detail } = await drawn('round_robin', [1500, 1500, 1500])
    const [a, b, c] = teams.map((t) => t.entryId)
    // a beats b and c; b beats c.
    for (const m of detail.matches) {
      const winner = [m.team1_entry_id, m.team2_entry_id].includes(a) ? a : b
      const sets: [number, number][] = m.team1_entry_id === winner ? [[6, 2], [6, 2]] : [[2, 6], [2, 6]]
      await recordResult(staff, m.id, sets)
    }
    const end = await details(viewer.client, id)
    expect(end.tournament.status).toBe('finished')
    expect(end.standings.map((s) => [s.entry_id, s.played, s.won, s.lost, s.points])).toEqual([
      [a, 2, 2, 0, 4],
      [b, 2, 1, 1, 2],
      [c, 2, 0, 2, 0],
    ])
    const [row] = await sql<{ winner_entry_id: string }>('select winner_entry_id from public.tournaments where id = $1', [id])
    expect(row.winner_entry_id).toBe(a)
  })

  it('Americano: one set to 21 per match, standings by points won, not rated', async () => {
    const { id, teams, detail } = await drawn('americano', [1500, 1500, 1500])
    const [a, b, c] = teams.map((t) => t.entryId)
    const points: Record<string, number> = { [a]: 0, [b]: 0, [c]: 0 }
    const bad = await recordResult(staff, detail.matches[0].id, [[6, 4], [6, 4]])
    expect(bad).toMatchObject({ status: 'invalid_score', message: 'Enter the game as one set to 21 points, for example 21-17.' })
    // c loses every game but scores plenty; a beats b 21-5 and b edges c 21-20: points decide, a > c > b.
    const scores: Record<string, [number, number]> = { [`${a}+${b}`]: [21, 5], [`${a}+${c}`]: [21, 19], [`${b}+${c}`]: [21, 20] }
    for (const m of detail.matches) {
      const key = [m.team1_entry_id!, m.team2_entry_id!].sort((x, y) => [a, b, c].indexOf(x) - [a, b, c].indexOf(y)).join('+')
      const [first, second] = scores[key]
      const sets: [number, number][] = key.startsWith(m.team1_entry_id!) ? [[first, second]] : [[second, first]]
      points[m.team1_entry_id!] += sets[0][0]
      points[m.team2_entry_id!] += sets[0][1]
      await recordResult(staff, m.id, sets)
    }
    const end = await details(viewer.client, id)
    expect(end.tournament.status).toBe('finished')
    expect(end.standings.map((s) => [s.entry_id, s.points])).toEqual([
      [a, points[a]],
      [c, points[c]],
      [b, points[b]],
    ])
    expect(points[c]).toBeGreaterThan(points[b])
    const [rated] = await sql<{ n: number }>('select count(*)::int as n from public.matches where tournament_id = $1', [id])
    expect(rated.n).toBe(0)
  })
})

describe('closing registration', () => {
  it('is staff-only and happens once', async () => {
    const id = await createTournament(staff)
    await registerTeams(id, [1500, 1500])
    expect((await closeRegistration(await staffWithClub(), id)).status).toBe('not_allowed')
    expect((await closeRegistration(staff, id)).status).toBe('closed')
    expect((await closeRegistration(staff, id)).status).toBe('already_closed')
  })

  it('cancels with every fee refunded when fewer than two teams registered', async () => {
    const id = await createTournament(staff, { fee: 10 })
    const [team] = await registerTeams(id, [1500])
    expect(await balanceOf(team.payer.id)).toBe(50)
    const result = await closeRegistration(staff, id)
    expect(result.status).toBe('cancelled')
    expect(result.tournament).toMatchObject({ status: 'cancelled', teams_registered: 1 })
    expect(await balanceOf(team.payer.id)).toBe(60)
    expect(await ledgerSum(team.payer.id)).toBe(60)
    const refunds = await sql<{ kind: string; amount: string }>(
      "select kind, amount from public.transactions where tournament_entry_id = $1 and type = 'credit'", [team.entryId])
    expect(refunds).toEqual([{ kind: 'tournament_refund', amount: '10.00' }])
    for (const who of [team.payer, team.partner]) {
      const [note] = await sql<{ title: string }>(
        "select title from public.notifications where user_id = $1 and title like '%cancelled'", [who.id])
      expect(note.title).toMatch(/is cancelled$/)
    }
  })

  it('draws a tournament whose deadline passed at the next read of the list', async () => {
    const id = await createTournament(staff, { format: 'round_robin' })
    const [team] = await registerTeams(id, [1500, 1500, 1500])
    await passDeadline(id)
    const before = await sql<{ status: string }>('select status from public.tournaments where id = $1', [id])
    expect(before[0].status).toBe('open')
    const row = (await list(team.partner.client)).find((t) => t.id === id)!
    expect(row).toMatchObject({ status: 'running', teams_registered: 3, my_entry_id: team.entryId })
    expect((await details(viewer.client, id)).matches).toHaveLength(3)
    const [note] = await sql<{ title: string; link: string }>(
      "select title, link from public.notifications where user_id = $1 and title like 'Draw published%'", [team.partner.id])
    expect(note.link).toBe(`/tournaments?tournament=${id}`)
  })
})
