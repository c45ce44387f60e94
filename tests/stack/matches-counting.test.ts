import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, club, type Account, type TestClub } from './booking-helpers.ts'
import { confirm, courtBooking, notificationsOf, ratingOf, report, type Sets } from './matches-helpers.ts'
import { sql } from './support.ts'

// Which confirmed results move ratings (docs/ratings.md, "When it changes"), tried as a player farming
// rating points would: with a second account, and as club staff recording strangers' results.

let home: TestClub
let owner: Account
const win: Sets = [[6, 0], [6, 0]]
const countsOf = async (id: string) =>
  (await sql<{ counts: boolean }>('select counts_for_rating as counts from public.matches where id = $1', [id]))[0]?.counts
const matchCount = async (id: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from public.matches where id = $1', [id]))[0].n
const auditOf = (id: string) =>
  sql<{ action: string; actor_id: string; club_id: string }>(
    'select action, actor_id, club_id from public.audit_log where target_table = $1 and target_id = $2', ['matches', id])

beforeAll(async () => {
  owner = await account({ role: 'club_owner' })
  home = await club({ ownerId: owner.id, courts: 3 })
})

describe('a second account confirming invented wins', () => {
  it('eight wins with no court booking are friendlies: confirmed, shown, and the ratings do not move', async () => {
    const [farmer, second] = await Promise.all([account(), account()])
    for (let i = 0; i < 8; i++) {
      const reported = await report(farmer.client, { team1: [farmer.id], team2: [second.id], sets: win, club: home.id })
      expect(reported.status).toBe('reported')
      expect(reported.message).toBe(
        'Result recorded as a friendly: it has no court booking, so it will not count for ratings. Your opponents are asked to confirm it.')
      const confirmed = await confirm(second.client, reported.match!.id)
      expect(confirmed.status).toBe('confirmed')
      expect(confirmed.message).toBe(
        'Result confirmed as a friendly: only results on a court booking, and at most 3 a week against the same opponent, count for ratings.')
      expect(confirmed.match).toMatchObject({ status: 'confirmed', counts_for_rating: false, rating: null })
    }
    expect(await ratingOf(farmer.id)).toBeNull()
    expect(await ratingOf(second.id)).toBeNull()
    const [note] = await notificationsOf(farmer.id, 'match_confirmed')
    expect(note.body).toMatch(/^You won 6-0 6-0 at .+\. It is a friendly: it does not count for ratings\.$/)
    // Still in the players' own history.
    const { data: mine } = await farmer.client.rpc('my_matches')
    expect((mine as { status: string }[]).filter((m) => m.status === 'confirmed')).toHaveLength(8)
  })

  it('on real bookings, the same two opponents count at most 3 times within 7 days; the rest are friendlies', async () => {
    const [farmer, second] = await Promise.all([account(), account()])
    const court = home.courts[1]
    const ids: string[] = []
    for (const daysAgo of [6, 5, 4, 3, 2]) {
      const booking = await courtBooking(farmer.id, court, daysAgo)
      const reported = await report(farmer.client, { team1: [farmer.id], team2: [second.id], sets: win, booking })
      expect(reported.status).toBe('reported')
      expect(reported.message).toBe('Result recorded. Your opponents are asked to confirm it.')
      expect((await confirm(second.client, reported.match!.id)).status).toBe('confirmed')
      ids.push(reported.match!.id)
    }
    expect(await Promise.all(ids.map(countsOf))).toEqual([true, true, true, false, false])
    expect(await ratingOf(farmer.id)).toMatchObject({ matches: 3, wins: 3 })
    // A week later they count again.
    const later = await courtBooking(farmer.id, court, 13)
    const reported = await report(farmer.client, { team1: [farmer.id], team2: [second.id], sets: win, booking: later })
    const confirmed = await confirm(second.client, reported.match!.id)
    expect(confirmed.message).toBe('Result confirmed. Ratings have been updated.')
    expect(await ratingOf(farmer.id)).toMatchObject({ matches: 4, wins: 4 })
  })

  it('two confirmations of the same opponents at once take turns: the limit holds', async () => {
    const [farmer, second] = await Promise.all([account(), account()])
    const court = home.courts[2]
    const ids: string[] = []
    for (const daysAgo of [6, 5, 4, 3, 2, 1]) {
      const booking = await courtBooking(farmer.id, court, daysAgo)
      ids.push((await report(farmer.client, { team1: [farmer.id], team2: [second.id], sets: win, booking })).match!.id)
    }
    const answers = await Promise.all(ids.map((id) => confirm(second.client, id)))
    expect(answers.every((a) => a.status === 'confirmed')).toBe(true)
    expect((await Promise.all(ids.map(countsOf))).filter(Boolean)).toHaveLength(3)
    expect(await ratingOf(farmer.id)).toMatchObject({ matches: 3 })
  })

  it('a booking its players neither made nor hold, or one marked as a no-show, does not count', async () => {
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    const holder = await account()
    const theirs = await courtBooking(holder.id, home.courts[0])
    await sql('update public.bookings set players = players || $2::uuid where id = $1', [theirs, a.id])
    const onIt = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: win, booking: theirs })
    expect(onIt.status).toBe('reported')
    await confirm(c.client, onIt.match!.id)
    expect(await countsOf(onIt.match!.id)).toBe(false)

    const noShow = await courtBooking(a.id, home.courts[0])
    await sql('update public.bookings set no_show_at = now() where id = $1', [noShow])
    const reported = await report(a.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: win, booking: noShow })
    await confirm(c.client, reported.match!.id)
    expect(await countsOf(reported.match!.id)).toBe(false)
    expect(await ratingOf(a.id)).toBeNull()
  })
})

describe('club staff recording results', () => {
  it('a match between four strangers with no booking is refused (booking_required), and nothing moves', async () => {
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    const id = randomUUID()
    const result = await report(owner.client, { id, team1: [a.id, b.id], team2: [c.id, d.id], sets: win, club: home.id })
    expect(result).toMatchObject({ status: 'booking_required', message: 'Club staff can record a result only for a booking at their club.' })
    expect(await matchCount(id)).toBe(0)
    expect(await ratingOf(a.id)).toBeNull()
  })

  it("a booking at another club, or one whose holder did not play, is refused", async () => {
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    const elsewhere = await club()
    const there = await courtBooking(a.id, elsewhere.courts[0])
    expect((await report(owner.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: win, booking: there })).status)
      .toBe('not_a_player')
    const holder = await account()
    const notTheirs = await courtBooking(holder.id, home.courts[0])
    expect((await report(owner.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: win, booking: notTheirs })).status)
      .toBe('not_your_booking')
    expect(await ratingOf(a.id)).toBeNull()
  })

  it('a booking at their club whose holder played: confirmed at once, ratings move, one audit row', async () => {
    const [a, b, c, d] = await Promise.all([account(), account(), account(), account()])
    const booking = await courtBooking(a.id, home.courts[0])
    const result = await report(owner.client, { team1: [a.id, b.id], team2: [c.id, d.id], sets: win, booking })
    expect(result).toMatchObject({ status: 'confirmed', message: 'Result confirmed. Ratings have been updated.' })
    expect(result.match).toMatchObject({ counts_for_rating: true })
    expect(await ratingOf(a.id)).toEqual({ rating: 1520, matches: 1, wins: 1, losses: 0 })
    expect(await auditOf(result.match!.id)).toEqual([{ action: 'record_match_result', actor_id: owner.id, club_id: home.id }])
  })

  it("staff's own match waits for an opponent: not confirmed at once, and not settled by their staff role", async () => {
    const [b, c, d] = await Promise.all([account(), account(), account()])
    const booking = await courtBooking(owner.id, home.courts[0])
    const mine = await report(owner.client, { team1: [owner.id, b.id], team2: [c.id, d.id], sets: win, booking })
    expect(mine.status).toBe('reported')
    expect(mine.match!.can_confirm).toBe(false)
    expect((await confirm(owner.client, mine.match!.id)).status).toBe('not_allowed')
    expect((await confirm(c.client, mine.match!.id)).status).toBe('confirmed')
    expect(await countsOf(mine.match!.id)).toBe(true)
  })
})
