import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, localDate, rpc, type Account, type RpcResult, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { confirm, report } from './matches-helpers.ts'
import { anonClient, sql } from './support.ts'

// Open matches and split bookings through their calls, as players, organisers, staff and visitors make them:
// who pays what, exactly once, per currency, and what happens at the deadline, the cut-off and on every cancel.

type Match = {
  id: string
  booking_id: string
  status: string
  places_free: number
  next_share: number
  waiting: number
  requests: number
  kept: boolean
  players: { member_id: string; position: number; share: number; paid: number | null; due: number | null; organiser: boolean }[]
  me: null | { state: string; share: number; paid: number; due: number; offered_until: string | null }
  requested?: { member_id: string }[] | null
}
type MatchAnswer = RpcResult & { match: Match }

const PRICE = 30.03 // shares 7.51, 7.51, 7.51, 7.50

let home: TestClub
let owner: Account

beforeEach(async () => {
  owner = await account({ role: 'club_owner' })
  home = await club({ ownerId: owner.id, price: PRICE })
})

checkLedgerAfterEach()

async function players(count: number, funds = 100): Promise<Account[]> {
  return Promise.all(Array.from({ length: count }, () => account({ funds })))
}

/** A court booked by `organiser` `days` ahead (tomorrow: within the 48 h a test's cut-off may be moved to). */
async function booked(organiser: Account, opts: { days?: number; slot?: number; payWith?: string } = {}) {
  const answer = await book(organiser.client, {
    court: home.courts[0], date: await localDate(home.timeZone, opts.days ?? 3), slot: opts.slot ?? 4, payWith: opts.payWith,
  })
  expect(answer.status).toBe('confirmed')
  return answer.booking!
}

async function open(organiser: Account, opts: { days?: number; slot?: number; places?: number; partners?: string[]; priv?: boolean;
  payWith?: string; levels?: [number, number]; competitive?: boolean } = {}): Promise<Match> {
  const booking = await booked(organiser, opts)
  const answer = (await rpc(organiser.client, 'open_match', {
    p_booking_id: booking.id, p_level_min: opts.levels?.[0] ?? 1000, p_level_max: opts.levels?.[1] ?? 2000, p_competitive: opts.competitive ?? true,
    p_category: 'open', p_places: opts.places ?? 3, p_note: 'Friendly rally first', p_players: opts.partners ?? [],
    p_private: opts.priv ?? false,
  })) as MatchAnswer
  expect(answer.status).toBe('opened')
  return answer.match
}

const join = (who: Account, match: string, opts: { request?: string; payWith?: string; wait?: boolean } = {}) =>
  rpc(who.client, 'join_match', {
    p_match_id: match, p_request_id: opts.request ?? randomUUID(), p_pay_with: opts.payWith ?? 'wallet', p_wait: opts.wait ?? false,
  }) as Promise<MatchAnswer>

async function placesIn(match: string) {
  return sql<{ member_id: string; position: number; share: string; paid: string; due: string }>(
    `select member_id, position, share, paid, due from public.open_match_places where match_id = $1 and state = 'in' order by position`, [match])
}

/** What the club earned for the court (its ledger's lines for the booking) and what is still owed at its desk. */
async function clubHolds(bookingId: string) {
  const [row] = await sql<{ earned: string; owed: string }>(
    `select (select coalesce(sum(r.amount), 0) from public.club_revenue_lines($1, now() - interval '1 day', now() + interval '1 day') r
             where r.booking_id = $2) as earned,
            (select b.due from public.bookings b where b.id = $2)
            + (select coalesce(sum(p.due), 0) from public.open_match_places p join public.open_matches m on m.id = p.match_id
               where m.booking_id = $2) as owed`,
    [home.id, bookingId])
  return { earned: Number(row.earned), owed: Number(row.owed) }
}

async function setRating(who: Account, rating: number) {
  await sql(
    `insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username)
     select id, $2, 10, 5, 5, coalesce(first_name, username), username from public.profiles where id = $1
     on conflict (player_id) do update set rating = excluded.rating`, [who.id, rating])
}

async function notices(who: Account, kind: string) {
  const rows = await sql<{ n: number }>('select count(*)::int as n from public.notifications where user_id = $1 and kind = $2', [who.id, kind])
  return rows[0].n
}

describe('opening a match', () => {
  it('makes the organiser pay their share only, and lists the match for players and visitors', async () => {
    const [organiser] = await players(1)
    const match = await open(organiser)
    expect(await balanceOf(organiser.id)).toBe(100 - 7.51)
    expect(match).toMatchObject({ status: 'open', places_free: 3, next_share: 7.51, waiting: 0 })
    expect(match.players).toEqual([expect.objectContaining({ member_id: organiser.id, position: 1, share: 7.51, paid: 7.51, due: 0, organiser: true })])
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 7.51, owed: 0 })

    const visitor = (await rpc(anonClient(), 'open_matches', { p_club_id: home.id })) as RpcResult & { matches: Match[] }
    expect(visitor.matches.map((m) => m.id)).toEqual([match.id])
    // A visitor sees who plays, not what anyone paid.
    expect(visitor.matches[0].players[0]).toMatchObject({ member_id: organiser.id, paid: null, due: null })
    expect(visitor.matches[0].me).toBeNull()
  })

  it('turns a booking due at the club into the organiser share due, and refuses a second match, a stranger and a late one', async () => {
    const [organiser, stranger] = await players(2)
    const match = await open(organiser, { payWith: 'club' })
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 0, owed: 7.51 })
    const again = await rpc(organiser.client, 'open_match', {
      p_booking_id: match.booking_id, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open', p_places: 3, p_note: null,
    })
    expect(again.status).toBe('already_a_match')
    const other = await booked(organiser, { days: 4 })
    const theirs = await rpc(stranger.client, 'open_match', {
      p_booking_id: other.id, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open', p_places: 3, p_note: null,
    })
    expect(theirs.status).toBe('unknown_booking')
    await sql('update public.clubs set match_cutoff_hours = 48 where id = $1', [home.id])
    const soon = await booked(organiser, { days: 1, slot: 2 })
    const late = await rpc(organiser.client, 'open_match', {
      p_booking_id: soon.id, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open', p_places: 3, p_note: null,
    })
    expect(late).toMatchObject({ status: 'match_too_late', message_key: 'server_match_too_late' })
    const badLevels = await rpc(organiser.client, 'open_match', {
      p_booking_id: other.id, p_level_min: 2000, p_level_max: 1000, p_competitive: true, p_category: 'open', p_places: 3, p_note: null,
    })
    expect(badLevels.status).toBe('invalid_request')
  })
})

describe('joining', () => {
  it('leaves exactly four players and four shares when ten race for the last place', async () => {
    const [organiser, a, b] = await players(3)
    const racers = await players(10)
    const match = await open(organiser)
    expect((await join(a, match.id)).status).toBe('joined')
    expect((await join(b, match.id)).status).toBe('joined')
    const answers = await Promise.all(racers.map((racer) => join(racer, match.id)))
    expect(answers.filter((x) => x.status === 'joined')).toHaveLength(1)
    expect(answers.filter((x) => x.status === 'match_full')).toHaveLength(9)
    const places = await placesIn(match.id)
    expect(places.map((p) => p.position)).toEqual([1, 2, 3, 4])
    const [debits] = await sql<{ n: number }>(
      `select count(*)::int as n from public.transactions where booking_id = $1 and kind = 'match_share'`, [match.booking_id])
    expect(debits.n).toBe(3)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: PRICE, owed: 0 })
    const losers = racers.filter((_, i) => answers[i].status === 'match_full')
    for (const loser of losers) expect(await balanceOf(loser.id)).toBe(100)
    const [row] = await sql<{ status: string }>('select status from public.open_matches where id = $1', [match.id])
    expect(row.status).toBe('full')
    expect(await notices(organiser, 'match_full')).toBe(1)
  })

  it('charges a share once when the same join is sent twice, or twice at once', async () => {
    const [organiser, a, b] = await players(3)
    const match = await open(organiser)
    const request = randomUUID()
    const [first, second] = await Promise.all([join(a, match.id, { request }), join(a, match.id, { request })])
    expect([first.status, second.status]).toEqual(['joined', 'joined'])
    expect((await join(a, match.id, { request })).status).toBe('joined')
    expect(await balanceOf(a.id)).toBe(100 - 7.51)
    // Someone else's request id is not a way into their place.
    expect((await join(b, match.id, { request })).status).toBe('invalid_request')
    expect(await balanceOf(b.id)).toBe(100)
  })

  it('asks the organiser when the level is outside the range, and charges only when accepted', async () => {
    const [organiser, strong, weak, other] = await players(4)
    await setRating(strong, 2600)
    await setRating(weak, 600)
    const match = await open(organiser)
    expect(await join(strong, match.id)).toMatchObject({ status: 'requested', message_key: 'server_match_requested' })
    expect(await join(weak, match.id)).toMatchObject({ status: 'requested' })
    expect(await balanceOf(strong.id)).toBe(100)
    expect(await notices(organiser, 'match_request')).toBe(2)
    // Only the organiser answers, and sees who asked.
    expect((await rpc(other.client, 'answer_match_request', { p_match_id: match.id, p_member_id: strong.id, p_accept: true })).status)
      .toBe('not_organiser')
    const detail = (await rpc(organiser.client, 'match_detail', { p_match_id: match.id })) as MatchAnswer
    expect(detail.match.requested?.map((r) => r.member_id).sort()).toEqual([strong.id, weak.id].sort())
    const seenByOther = (await rpc(other.client, 'match_detail', { p_match_id: match.id })) as MatchAnswer
    expect(seenByOther.match.requested).toBeNull()
    expect(seenByOther.match.requests).toBe(2)
    expect((await join(other, match.id)).status).toBe('joined')

    expect((await rpc(organiser.client, 'answer_match_request', { p_match_id: match.id, p_member_id: strong.id, p_accept: true })).status)
      .toBe('accepted')
    expect(await balanceOf(strong.id)).toBe(100 - 7.51)
    expect(await notices(strong, 'match_accepted')).toBe(1)
    // The other player in learns who joined; the organiser (who accepted) and the new player are not told.
    expect(await notices(other, 'match_joined')).toBe(1)
    expect(await notices(strong, 'match_joined')).toBe(0)
    expect(await notices(organiser, 'match_joined')).toBe(1)
    expect((await rpc(organiser.client, 'answer_match_request', { p_match_id: match.id, p_member_id: weak.id, p_accept: false })).status)
      .toBe('declined')
    expect((await join(weak, match.id)).status).toBe('request_declined')
    expect(await balanceOf(weak.id)).toBe(100)
  })

  it('refuses a share the wallet cannot pay, with nothing charged and no place taken', async () => {
    const [organiser] = await players(1)
    const [poor] = await players(1, 5)
    const match = await open(organiser)
    const answer = await join(poor, match.id)
    expect(answer).toMatchObject({ status: 'insufficient_balance', message_key: 'server_match_insufficient_balance' })
    expect(await balanceOf(poor.id)).toBe(5)
    expect(await placesIn(match.id)).toHaveLength(1)
    const atClub = await join(poor, match.id, { payWith: 'club' })
    expect(atClub.status).toBe('joined')
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 7.51, owed: 7.51 })
  })

  it('lets the desk take a share due at the club once, never a staff member their own', async () => {
    const [organiser, a] = await players(2)
    const match = await open(organiser)
    await join(a, match.id, { payWith: 'club' })
    const taken = await rpc(owner.client, 'take_share_payment', { p_match_id: match.id, p_member_id: a.id, p_method: 'cash' })
    expect(taken.status).toBe('taken')
    expect((await rpc(owner.client, 'take_share_payment', { p_match_id: match.id, p_member_id: a.id, p_method: 'cash' })).status)
      .toBe('already_paid')
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 15.02, owed: 0 })
    expect((await rpc(a.client, 'take_share_payment', { p_match_id: match.id, p_member_id: a.id, p_method: 'cash' })).status).toBe('not_allowed')
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'take_share_payment' and target_id = $1`, [match.id])
    expect(audit.n).toBe(1)
  })
})

describe('leaving', () => {
  it('refunds the share before the deadline; after it, only when someone takes the place', async () => {
    const [organiser, early, late, newcomer] = await players(4)
    const match = await open(organiser, { days: 2 })
    await join(early, match.id)
    const left = await rpc(early.client, 'leave_match', { p_match_id: match.id, p_request_id: randomUUID() })
    expect(left).toMatchObject({ status: 'left', refund: 7.51 })
    expect(await balanceOf(early.id)).toBe(100)

    await join(late, match.id)
    await sql('update public.clubs set match_leave_hours = 72 where id = $1', [home.id])
    const leftLate = await rpc(late.client, 'leave_match', { p_match_id: match.id, p_request_id: randomUUID() })
    expect(leftLate).toMatchObject({ status: 'refund_later', message_key: 'server_match_left_late', message_values: { hours: 72 } })
    expect(await balanceOf(late.id)).toBe(100 - 7.51)
    expect(await notices(organiser, 'match_left')).toBe(2)

    await join(newcomer, match.id)
    expect(await balanceOf(late.id)).toBe(100)
    expect(await balanceOf(newcomer.id)).toBe(100 - 7.51)
    expect(await notices(late, 'match_place_taken')).toBe(1)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 15.02, owed: 0 })
  })

  it('keeps the organiser in: they cancel the booking instead, and every other player gets their whole share back', async () => {
    const [organiser, a, b] = await players(3)
    const match = await open(organiser)
    await join(a, match.id)
    await join(b, match.id, { payWith: 'club' })
    expect((await rpc(organiser.client, 'leave_match', { p_match_id: match.id })).status).toBe('organiser_cannot_leave')
    // Too late for the organiser's own refund, never for the others'.
    await sql('update public.bookings set full_refund_hours = 200 where id = $1', [match.booking_id])
    const cancelled = await rpc(organiser.client, 'cancel_booking', { p_booking_id: match.booking_id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(organiser.id)).toBe(100 - 7.51)
    expect(await balanceOf(a.id)).toBe(100)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 7.51, owed: 0 })
    const [row] = await sql<{ status: string }>('select status from public.open_matches where id = $1', [match.id])
    expect(row.status).toBe('cancelled')
    expect(await notices(a, 'match_cancelled')).toBe(1)
  })
})

describe('the cut-off', () => {
  it('cancels a match not full by then and refunds every share, the organiser\'s and one due at the club too', async () => {
    const [organiser, a, b] = await players(3)
    const match = await open(organiser, { days: 1, slot: 7 })
    await join(a, match.id)
    await join(b, match.id, { payWith: 'club' })
    await sql('update public.clubs set match_cutoff_hours = 48 where id = $1', [home.id])
    await sql('select public.settle_due_matches()')
    for (const who of [organiser, a, b]) expect(await balanceOf(who.id)).toBe(100)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 0, owed: 0 })
    const [row] = await sql<{ status: string; booking: string }>(
      'select m.status, b.status as booking from public.open_matches m join public.bookings b on b.id = m.booking_id where m.id = $1', [match.id])
    expect(row).toEqual({ status: 'cancelled', booking: 'cancelled' })
    expect(await notices(a, 'match_unfilled')).toBe(1)
    expect(await notices(a, 'match_cancelled')).toBe(0)
    // Settling again changes nothing.
    await sql('select public.settle_due_matches()')
    expect(await balanceOf(organiser.id)).toBe(100)
  })

  it('keeps a match whose players choose to pay the rest', async () => {
    const [organiser, a] = await players(2)
    const match = await open(organiser, { days: 1, slot: 7 })
    await join(a, match.id)
    const kept = await rpc(a.client, 'keep_match_court', { p_match_id: match.id, p_request_id: randomUUID(), p_pay_with: 'wallet' })
    expect(kept).toMatchObject({ status: 'kept', amount: 15.01 })
    expect(await balanceOf(a.id)).toBeCloseTo(100 - 7.51 - 15.01, 2)
    await sql('update public.clubs set match_cutoff_hours = 48 where id = $1', [home.id])
    await sql('select public.settle_due_matches()')
    const [row] = await sql<{ status: string }>('select status from public.open_matches where id = $1', [match.id])
    expect(row.status).toBe('full')
    expect(await clubHolds(match.booking_id)).toEqual({ earned: PRICE, owed: 0 })
  })

  it('charges a split booking\'s unpaid shares to the booker, from the wallet or else due at the club', async () => {
    const [organiser, a, b, c] = await players(4)
    const match = await open(organiser, { days: 1, slot: 7, priv: true, places: 0, partners: [a.id, b.id, c.id] })
    expect(match.players.map((p) => p.member_id)).toEqual([organiser.id, a.id, b.id, c.id])
    expect(await notices(a, 'match_added')).toBe(1)
    const paid = await rpc(a.client, 'pay_match_share', { p_match_id: match.id, p_request_id: randomUUID(), p_pay_with: 'wallet' })
    expect(paid.status).toBe('paid')
    expect((await rpc(a.client, 'pay_match_share', { p_match_id: match.id, p_request_id: randomUUID(), p_pay_with: 'wallet' })).status)
      .toBe('already_paid')
    // Nobody pays another's share: a player who is not in has none to pay.
    const [outsider] = await players(1)
    expect((await rpc(outsider.client, 'pay_match_share', { p_match_id: match.id, p_request_id: randomUUID() })).status).toBe('unknown_match')
    await sql('update public.clubs set match_cutoff_hours = 48 where id = $1', [home.id])
    await sql('select public.settle_due_matches()')
    expect(await balanceOf(organiser.id)).toBeCloseTo(100 - 7.51 - 7.51 - 7.5, 2)
    expect(await balanceOf(b.id)).toBe(100)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: PRICE, owed: 0 })
    expect(await notices(organiser, 'match_unpaid_shares')).toBe(1)
  })
})

describe('a split booking with fewer players', () => {
  it('keeps the booker paying for the places nobody was named for', async () => {
    const [organiser, a] = await players(2)
    const match = await open(organiser, { days: 1, slot: 7, priv: true, places: 0, partners: [a.id] })
    // 30.03 in four: the booker keeps 7.51 + 7.51 + 7.50, the named player owes 7.51.
    expect(match.players.map((p) => [p.member_id, p.share])).toEqual([[organiser.id, 22.52], [a.id, 7.51]])
    expect(await balanceOf(organiser.id)).toBeCloseTo(100 - 22.52, 2)
    await rpc(a.client, 'pay_match_share', { p_match_id: match.id, p_request_id: randomUUID(), p_pay_with: 'wallet' })
    await sql('update public.clubs set match_cutoff_hours = 48 where id = $1', [home.id])
    await sql('select public.settle_due_matches()')
    expect(await clubHolds(match.booking_id)).toEqual({ earned: PRICE, owed: 0 })
  })
})

describe('the waiting list', () => {
  it('offers a freed place to the first in line, and passes it on when the offer runs out', async () => {
    const [organiser, a, b, c, first, second] = await players(6)
    const match = await open(organiser)
    for (const who of [a, b, c]) await join(who, match.id)
    expect((await join(first, match.id)).status).toBe('match_full')
    expect((await join(first, match.id, { wait: true })).status).toBe('waiting')
    expect((await join(second, match.id, { wait: true })).status).toBe('waiting')
    expect(await balanceOf(first.id)).toBe(100)

    await rpc(a.client, 'leave_match', { p_match_id: match.id })
    expect(await notices(first, 'match_offer')).toBe(1)
    // The freed place is held for the first in line: nobody else takes it meanwhile.
    const [stranger] = await players(1)
    expect((await join(stranger, match.id)).status).toBe('match_full')

    await sql(`update public.open_match_places set offered_until = now() - interval '1 second' where match_id = $1 and member_id = $2`,
      [match.id, first.id])
    await sql('select public.settle_due_matches()')
    expect(await notices(second, 'match_offer')).toBe(1)
    expect((await join(first, match.id)).status).toBe('match_full')
    expect((await join(second, match.id)).status).toBe('joined')
    expect(await balanceOf(second.id)).toBe(100 - 7.51)
    expect((await placesIn(match.id)).map((p) => p.member_id)).toEqual([organiser.id, second.id, b.id, c.id])
  })
})

describe('who may do what', () => {
  it('has no way to join for someone else', async () => {
    const [organiser, a, b] = await players(3)
    const match = await open(organiser)
    const { error } = await a.client.rpc('join_match', { p_match_id: match.id, p_request_id: randomUUID(), p_member_id: b.id })
    expect(error?.code).toBe('PGRST202')
    expect(await balanceOf(b.id)).toBe(100)
  })

  it("keeps a private match and its thread to its players and the club's staff", async () => {
    const [organiser, a, stranger] = await players(3)
    const split = await open(organiser, { priv: true, places: 0, partners: [a.id] })
    expect((await rpc(a.client, 'post_match_message', { p_match_id: split.id, p_body: 'Bring balls?' })).status).toBe('posted')
    expect((await rpc(stranger.client, 'post_match_message', { p_match_id: split.id, p_body: 'Hi' })).status).toBe('unknown_match')
    expect((await rpc(stranger.client, 'match_detail', { p_match_id: split.id })).status).toBe('unknown_match')
    expect((await join(stranger, split.id)).status).toBe('unknown_match')
    expect((await stranger.client.from('open_match_messages').select('id').eq('match_id', split.id)).data).toEqual([])
    const listed = (await rpc(stranger.client, 'open_matches', { p_club_id: home.id })) as RpcResult & { matches: Match[] }
    expect(listed.matches).toEqual([])
    const forPlayer = (await rpc(organiser.client, 'match_detail', { p_match_id: split.id })) as MatchAnswer & { thread: { body: string }[] }
    expect(forPlayer.thread.map((t) => t.body)).toEqual(['Bring balls?'])
    const forStaff = (await rpc(owner.client, 'match_detail', { p_match_id: split.id })) as MatchAnswer & { thread: unknown[] }
    expect(forStaff.thread).toHaveLength(1)

    // A listed match's thread is its players' too: a passer-by sees the match, not what its players say.
    const listedMatch = await open(organiser, { days: 4 })
    await rpc(organiser.client, 'post_match_message', { p_match_id: listedMatch.id, p_body: 'Need one more' })
    const seen = (await rpc(stranger.client, 'match_detail', { p_match_id: listedMatch.id })) as MatchAnswer & { thread: unknown }
    expect(seen.status).toBe('ok')
    expect(seen.thread).toBeNull()
    const tooLong = await rpc(organiser.client, 'post_match_message', { p_match_id: listedMatch.id, p_body: 'x'.repeat(501) })
    expect(tooLong.status).toBe('invalid_request')
  })

  it("lets the club's staff cancel a match with every share refunded, audited; never another club's", async () => {
    const [organiser, a] = await players(2)
    const otherOwner = await account({ role: 'club_owner' })
    await club({ ownerId: otherOwner.id })
    const match = await open(organiser)
    await join(a, match.id)
    expect((await rpc(otherOwner.client, 'cancel_match', { p_match_id: match.id })).status).toBe('not_allowed')
    expect((await rpc(a.client, 'cancel_match', { p_match_id: match.id })).status).toBe('not_allowed')
    const cancelled = await rpc(owner.client, 'cancel_match', { p_match_id: match.id, p_reason: 'Court flooded' })
    expect(cancelled.status).toBe('cancelled')
    expect(await balanceOf(organiser.id)).toBe(100)
    expect(await balanceOf(a.id)).toBe(100)
    expect(await clubHolds(match.booking_id)).toEqual({ earned: 0, owed: 0 })
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'cancel_match' and target_id = $1`, [match.id])
    expect(audit.n).toBe(1)
    expect((await rpc(owner.client, 'cancel_match', { p_match_id: match.id })).status).toBe('already_cancelled')
  })

  it('answers nonsense with a clear refusal, never an error', async () => {
    const [organiser, a] = await players(2)
    const match = await open(organiser)
    expect((await rpc(a.client, 'join_match', { p_match_id: null, p_request_id: null })).status).toBe('invalid_request')
    expect((await rpc(a.client, 'join_match', { p_match_id: match.id, p_request_id: randomUUID(), p_pay_with: 'gold' })).status)
      .toBe('invalid_request')
    expect((await rpc(a.client, 'join_match', { p_match_id: randomUUID(), p_request_id: randomUUID() })).status).toBe('unknown_match')
    expect((await join(a, match.id, { payWith: 'card' })).status).toBe('pay_way_not_accepted')
    expect((await rpc(anonClient(), 'open_matches', { p_from: 'infinity' })).status).toBe('invalid_request')
    expect((await rpc(anonClient(), 'open_matches', { p_days: 10_000 })).status).toBe('invalid_request')
    expect((await anonClient().rpc('join_match', { p_match_id: match.id, p_request_id: randomUUID() })).error?.code).toBe('42501')
  })
})

describe('after the match', () => {
  it('any of its players reports the result and an opponent confirms it; a competitive one moves ratings, a friendly one does not', async () => {
    for (const competitive of [true, false]) {
      const [organiser, a, b, c] = await players(4)
      const match = await open(organiser, { competitive })
      for (const who of [a, b, c]) expect((await join(who, match.id)).status).toBe('joined')
      // Played days ago (as if the calendar had moved on), each on a day of its own.
      await sql('update public.bookings set date = date - $2::int where id = $1', [match.booking_id, competitive ? 8 : 9])
      const reported = await report(a.client, { team1: [a.id, organiser.id], team2: [b.id, c.id], sets: [[6, 3], [6, 4]], booking: match.booking_id })
      expect(reported.status).toBe('reported')
      expect((await confirm(b.client, reported.match!.id)).status).toBe('confirmed')
      const [row] = await sql<{ counts_for_rating: boolean; rated: number }>(
        `select m.counts_for_rating, (select count(*)::int from public.player_ratings r where r.player_id = any ($2::uuid[]) and r.matches > 0) as rated
         from public.matches m where m.id = $1`, [reported.match!.id, [organiser.id, a.id, b.id, c.id]])
      expect(row).toEqual({ counts_for_rating: competitive, rated: competitive ? 4 : 0 })
    }
  })
})
