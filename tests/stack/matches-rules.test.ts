import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, type Account, type TestClub } from './booking-helpers.ts'
import { confirm, courtBooking, dispute, notificationsOf, pastBooking, ratingOf, report, type Sets } from './matches-helpers.ts'
import { sql } from './support.ts'

// report_match, confirm_match and dispute_match: every status of the contract, what each one wrote
// (nothing when refused) and who was notified.

let court: string
let home: TestClub
let owner: Account
const straight: Sets = [[6, 4], [6, 3]]
const four = () => Promise.all([account(), account(), account(), account()])
const matchCount = async (id: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from public.matches where id = $1', [id]))[0].n

beforeAll(async () => {
  owner = await account({ role: 'club_owner' })
  home = await club({ ownerId: owner.id, courts: 2 })
  court = home.courts[0]
})

describe('report_match', () => {
  it('records a result from a past booking, waiting for the other team, who are notified', async () => {
    const [a, b, c, d] = await four()
    const booking = await pastBooking(a.id, court, 1)
    const result = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[6, 4], [3, 6], [7, 5]], booking })
    expect(result.status).toBe('reported')
    expect(result.match).toMatchObject({
      booking_id: booking, club_id: home.id, court_number: 1, court_type: 'indoor', format: 'doubles', status: 'reported',
      winner: 1, my_team: 1, reported_by: a.id, confirmed_at: null, can_confirm: false, rating: null,
    })
    expect(result.match!.players.map((p) => p.id).sort()).toEqual([a.id, b.id, c.id, d.id].sort())
    expect(result.match!.players.every((p) => p.delta === null)).toBe(true)
    expect(await ratingOf(a.id)).toBeNull()
    for (const opponent of [c, d]) {
      const [note] = await notificationsOf(opponent.id, 'match_to_confirm')
      expect(note).toMatchObject({ title: 'Confirm a match result', link: '/player-statistics', data: { match_id: result.match!.id } })
      expect(note.body).toContain('that you lost 4-6 6-3 5-7')
    }
    expect(await notificationsOf(b.id, 'match_to_confirm')).toEqual([])
  })

  it('a replay returns the same match as "replayed" and writes nothing more', async () => {
    const [a, b, c, d] = await four()
    const id = randomUUID()
    const args = { id, team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, club: home.id }
    const first = await report(a.client, args)
    const again = await report(a.client, args)
    expect(again.status).toBe('replayed')
    expect(again.match).toEqual(first.match)
    expect(await matchCount(id)).toBe(1)
    expect(await notificationsOf(c.id, 'match_to_confirm')).toHaveLength(1)
    // Someone else reusing that id is not answered with this match.
    const other = await report(c.client, { ...args, team1: [c.id, d.id], team2: [a.id, b.id] })
    expect(other.status).toBe('already_reported')
    expect(other.match).toBeUndefined()
  })

  it('club staff record a result from a booking at their club confirmed at once, and the ratings move', async () => {
    const [a, b, c, d] = await four()
    const booking = await courtBooking(a.id, home.courts[1])
    const result = await report(owner.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: [[2, 6], [1, 6]], booking })
    expect(result.status).toBe('confirmed')
    expect(result.match).toMatchObject({ status: 'confirmed', winner: 2, can_confirm: false, rating: null })
    expect(result.match!.confirmed_at).not.toBeNull()
    expect(await ratingOf(c.id)).toEqual({ rating: 1520, matches: 1, wins: 1, losses: 0 })
    const [note] = await notificationsOf(a.id, 'match_confirmed')
    expect(note.body).toBe('You lost 2-6 1-6 at ' + (await clubName()) + '. Your rating went from 1500.0 to 1480.0 (-20.0).')
  })

  it.each([
    ['three players', (p: string[]) => ({ team1: [p[0], p[1]], team2: [p[2]] })],
    ['a player on both teams', (p: string[]) => ({ team1: [p[0], p[1]], team2: [p[1], p[2]] })],
    ['a player twice in a team', (p: string[]) => ({ team1: [p[0], p[0]], team2: [p[1], p[2]] })],
    ['someone who is not a member', (p: string[]) => ({ team1: [p[0], p[1]], team2: [p[2], randomUUID()] })],
    ['three against one', (p: string[]) => ({ team1: [p[0], p[1], p[2]], team2: [p[3]] })],
  ])('refuses %s (invalid_teams)', async (_label, teams) => {
    const [a, b, c, d] = await four()
    const id = randomUUID()
    const result = await report(a.client, { id, ...teams([a.id, b.id, c.id, d.id]), sets: straight, club: home.id })
    expect(result.status).toBe('invalid_teams')
    expect(await matchCount(id)).toBe(0)
  })

  it.each([
    ['no sets', []],
    ['six sets', [[6, 0], [0, 6], [6, 0], [0, 6], [6, 0], [6, 0]]],
    ['a 6-5 set', [[6, 5], [6, 4]]],
    ['an 8-6 set', [[8, 6], [6, 4]]],
    ['a draw', [[6, 4], [4, 6]]],
    ['a set of three numbers', [[6, 4, 1]]],
    ['half games', [[6, 4.5]]],
  ])('refuses %s (invalid_score)', async (_label, sets) => {
    const [a, b, c, d] = await four()
    const id = randomUUID()
    const result = await report(a.client, { id, team1: [a.id, b.id], team2: [c.id, d.id], sets: sets as Sets, club: home.id })
    expect(result.status).toBe('invalid_score')
    expect(await matchCount(id)).toBe(0)
  })

  it('refuses a match the caller did not play (not_a_player) and a booking that is not theirs', async () => {
    const [a, b, c, d] = await four()
    const stranger = await account()
    expect((await report(stranger.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, club: home.id })).status)
      .toBe('not_a_player')
    const strangersBooking = await pastBooking(stranger.id, court, 2)
    expect((await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, booking: strangersBooking })).status)
      .toBe('not_your_booking')
  })

  it('refuses unknown or cancelled bookings, matches not played yet and a second result for a booking', async () => {
    const [a, b, c, d] = await four()
    const teams = { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight }
    expect((await report(a.client, { ...teams, booking: randomUUID() })).status).toBe('booking_not_found')
    const cancelled = await pastBooking(a.id, court, 3)
    await sql("update public.bookings set status = 'cancelled', cancelled_at = now(), refund_amount = 0 where id = $1", [cancelled])
    expect((await report(a.client, { ...teams, booking: cancelled })).status).toBe('booking_not_found')

    const tomorrow = await pastBooking(a.id, court, -1)
    expect((await report(a.client, { ...teams, booking: tomorrow })).status).toBe('not_played_yet')
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    expect((await report(a.client, { ...teams, club: home.id, playedAt: inAnHour })).status).toBe('not_played_yet')

    const booking = await pastBooking(a.id, court, 4)
    expect((await report(a.client, { ...teams, booking })).status).toBe('reported')
    const second = randomUUID()
    expect((await report(c.client, { ...teams, id: second, booking })).status).toBe('already_reported')
    expect(await matchCount(second)).toBe(0)
  })
})

describe('confirm_match and dispute_match', () => {
  async function reported() {
    const [a, b, c, d] = await four()
    const booking = await courtBooking(a.id, home.courts[1])
    const result = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: straight, booking })
    return { a, b, c, d, id: result.match!.id }
  }

  it('an opponent confirms: ratings move once, every player is told their move; a second confirm changes nothing', async () => {
    const { a, b, c, d, id } = await reported()
    const stranger = await account()
    expect((await confirm(stranger.client, id)).status).toBe('unknown_match')
    expect((await confirm(b.client, id)).status).toBe('not_allowed')
    expect((await confirm(a.client, id)).status).toBe('not_allowed')
    expect(await ratingOf(a.id)).toBeNull()

    const confirmed = await confirm(d.client, id)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.match).toMatchObject({ status: 'confirmed', my_team: 2, can_confirm: false, rating: { delta: -20, k: 40 } })
    const again = await confirm(c.client, id)
    expect(again.status).toBe('already_confirmed')
    expect(await ratingOf(a.id)).toEqual({ rating: 1520, matches: 1, wins: 1, losses: 0 })
    expect((await sql('select 1 from public.rating_changes where match_id = $1', [id])).length).toBe(4)
    for (const [player, text] of [[a, 'You won 6-4 6-3'], [c, 'You lost 4-6 3-6']] as const) {
      const notes = await notificationsOf(player.id, 'match_confirmed')
      expect(notes).toHaveLength(1)
      expect(notes[0].body).toContain(text)
      expect(notes[0].body).toContain(player === a ? '(+20.0)' : '(-20.0)')
    }
  })

  it('an opponent disputes with a reason; the reporter is told; staff can still confirm it', async () => {
    const { a, b, c, id } = await reported()
    expect((await dispute(b.client, id, 'We lost')).status).toBe('not_allowed')
    expect((await dispute(c.client, id, '   ')).status).toBe('invalid_reason')
    expect((await dispute(c.client, id, 'x'.repeat(301))).status).toBe('invalid_reason')
    const disputed = await dispute(c.client, id, 'The second set was 6-4 to us.')
    expect(disputed.status).toBe('disputed')
    expect(disputed.match).toMatchObject({ status: 'disputed', dispute_reason: 'The second set was 6-4 to us.', can_confirm: true })
    const [note] = await notificationsOf(a.id, 'match_disputed')
    expect(note.body).toContain('disputed the result you recorded (6-4 6-3): "The second set was 6-4 to us."')

    const settled = await confirm(owner.client, id)
    expect(settled.status).toBe('confirmed')
    expect(settled.match).toMatchObject({ status: 'confirmed', rating: null })
    expect((await dispute(c.client, id, 'Still wrong')).status).toBe('already_confirmed')
    expect(await ratingOf(c.id)).toMatchObject({ rating: 1480, matches: 1 })
  })

  it('staff of another club cannot confirm', async () => {
    const { id } = await reported()
    const otherOwner = await account({ role: 'club_owner' })
    await club({ ownerId: otherOwner.id })
    expect((await confirm(otherOwner.client, id)).status).toBe('unknown_match')
  })
})

async function clubName() {
  return (await sql<{ name: string }>('select name from public.clubs where id = $1', [home.id]))[0].name
}
