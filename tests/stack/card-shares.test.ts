import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { CARD_HOLD_MINUTES } from '../../src/features/open-matches/lib/place.ts'
import { account, balanceOf, book, club, localDate, rpc, said, type Account, type RpcResult, type TestClub } from './booking-helpers.ts'
import { deliver, intentOf, payByCard, succeeded } from './card-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// A share of a match paid by card online: joined by card, quoted for exactly what the place owes, settled once by
// Stripe's webhook, freed when not paid in time, and never paid for someone else.

interface Match {
  id: string
  booking_id: string
  status: string
  places_free: number
}
type MatchAnswer = RpcResult & { match: Match }

const PRICE = 30.03 // shares 7.51, 7.51, 7.51, 7.50

let home: TestClub
let owner: Account

beforeEach(async () => {
  owner = await account({ role: 'club_owner' })
  home = await club({ ownerId: owner.id, price: PRICE, payWays: ['wallet', 'club', 'card'] })
})

checkLedgerAfterEach()

const players = (count: number, funds = 100) => Promise.all(Array.from({ length: count }, () => account({ funds })))

async function open(organiser: Account, opts: { partners?: string[]; priv?: boolean } = {}): Promise<Match> {
  const booked = await book(organiser.client, { court: home.courts[0], date: await localDate(home.timeZone, 2), slot: 4 })
  expect(booked.status).toBe('confirmed')
  const answer = (await rpc(organiser.client, 'open_match', {
    p_booking_id: booked.booking!.id, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open',
    // A split booking names its players; a listed match opens three places.
    p_places: opts.priv ? 0 : 3, p_note: null, p_players: opts.partners ?? [], p_private: opts.priv ?? false,
  })) as MatchAnswer
  expect(answer.status).toBe('opened')
  return answer.match
}

const join = (who: Account, match: string, payWith = 'card', wait = false) =>
  rpc(who.client, 'join_match', { p_match_id: match, p_request_id: randomUUID(), p_pay_with: payWith, p_wait: wait }) as Promise<MatchAnswer>

async function placeOf(match: string, who: Account) {
  const [row] = await sql<{ state: string; share: string; paid: string; due: string; pay_with: string | null }>(
    'select state, share, paid, due, pay_with from public.open_match_places where match_id = $1 and member_id = $2', [match, who.id])
  return row ? { state: row.state, share: Number(row.share), paid: Number(row.paid), due: Number(row.due), payWith: row.pay_with } : null
}

async function notices(who: Account, kind: string) {
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.notifications where user_id = $1 and kind = $2', [who.id, kind])
  return row.n
}

/** Runs the hold of `who`'s unpaid card place out (as if they joined longer ago than the hold), then the settling. */
async function holdRunsOut(match: string, who: Account) {
  await sql(`update public.open_match_places set updated_at = now() - make_interval(mins => public.match_card_hold_minutes() + 1)
             where match_id = $1 and member_id = $2`, [match, who.id])
  await sql('select public.settle_due_matches()')
}

/** Asks for the share by card (as the app does) and returns the intent Stripe made for it. */
async function shareIntent(who: Account, match: string, amount: number) {
  const ready = await payByCard(who, { matchId: match })
  expect(ready).toMatchObject({ http: 200, status: 'ready', amount, currency: 'EUR' })
  return intentOf(ready.clientSecret)
}

describe('a share paid by card', () => {
  it('holds the place of a player who joins by card, takes the card payment once and puts it in the club’s ledger', async () => {
    const [organiser, player] = await players(2)
    const match = await open(organiser)
    const joined = await join(player, match.id)
    expect(joined).toMatchObject({ status: 'joined',
      ...said('server_match_joined_pay_by_card_soon', { amount: { amount: 7.51, currency: 'EUR' }, minutes: CARD_HOLD_MINUTES }) })
    expect(await placeOf(match.id, player)).toEqual({ state: 'in', share: 7.51, paid: 0, due: 0, payWith: 'card' })
    expect(await balanceOf(player.id)).toBe(100)
    // The app's hold and the server's are one figure.
    const [hold] = await sql<{ minutes: number }>('select public.match_card_hold_minutes() as minutes')
    expect(hold.minutes).toBe(CARD_HOLD_MINUTES)

    const intent = await shareIntent(player, match.id, 7.51)
    expect(intent).toMatchObject({ amount: 751, currency: 'eur', metadata: { kind: 'match_share', match_id: match.id, member_id: player.id } })
    // Asked again (a reload), the same intent.
    expect((await intentOf((await payByCard(player, { matchId: match.id })).clientSecret)).id).toBe(intent.id)

    const event = succeeded(intent)
    expect(await deliver(event)).toMatchObject({ http: 200, status: 'recorded', outcome: 'share_paid' })
    expect(await deliver(event)).toMatchObject({ http: 200, status: 'duplicate' })
    expect(await deliver(succeeded(intent))).toMatchObject({ http: 200, outcome: 'already_settled' })
    expect(await placeOf(match.id, player)).toEqual({ state: 'in', share: 7.51, paid: 7.51, due: 0, payWith: 'card' })
    // Not a cent through the wallet; one line at the club's, by card online, in the reader's words.
    expect(await balanceOf(player.id)).toBe(100)
    const lines = await sql<{ kind: string; amount: string; method: string; member_id: string; description_message: { message_key: string } }>(
      'select kind, amount, method, member_id, description_message from public.desk_payments where booking_id = $1', [match.booking_id])
    expect(lines).toEqual([{ kind: 'share_payment', amount: '7.51', method: 'card_online', member_id: player.id,
      description_message: expect.objectContaining({ message_key: 'ledger_share_paid_by_card' }) }])
    const [earned] = await sql<{ total: string }>(
      `select sum(amount) as total from public.club_revenue_lines($1, now() - interval '1 day', now() + interval '1 day') where booking_id = $2`,
      [home.id, match.booking_id])
    expect(Number(earned.total)).toBe(7.51 + 7.51)
    // Paid, there is nothing more to ask for.
    expect(await payByCard(player, { matchId: match.id })).toMatchObject({ http: 409, status: 'already_paid', message_key: 'server_match_already_paid' })
  })

  it('frees a card place not paid in time for the first in line; a payment that lands later goes to the wallet', async () => {
    const [organiser, a, b, slow, waiting] = await players(5)
    const match = await open(organiser)
    await join(a, match.id, 'wallet')
    await join(b, match.id, 'wallet')
    expect((await join(slow, match.id)).status).toBe('joined')
    expect((await join(waiting, match.id, 'wallet', true)).status).toBe('waiting')
    const intent = await shareIntent(slow, match.id, 7.50)

    // Within the hold nothing happens.
    await sql('select public.settle_due_matches()')
    expect((await placeOf(match.id, slow))?.state).toBe('in')
    await holdRunsOut(match.id, slow)
    expect(await placeOf(match.id, slow)).toMatchObject({ state: 'left', paid: 0, due: 0 })
    expect(await notices(slow, 'match_card_unpaid')).toBe(1)
    expect((await placeOf(match.id, waiting))?.state).toBe('offered')

    // The card went through after all: the place is not theirs any more, the money is.
    expect(await deliver(succeeded(intent))).toMatchObject({ http: 200, outcome: 'to_wallet' })
    expect(await balanceOf(slow.id)).toBe(107.5)
    const [line] = await sql<{ description_message: { message_key: string } }>(
      `select description_message from public.transactions where member_id = $1 and kind = 'top_up' order by completed_at desc limit 1`, [slow.id])
    expect(line.description_message.message_key).toBe('ledger_card_payment_to_wallet')
  })

  it('refunds a late leaver only once the player who took their place by card has paid', async () => {
    const [organiser, a, b, late, newcomer] = await players(5)
    const match = await open(organiser)
    await join(a, match.id, 'wallet')
    await join(b, match.id, 'wallet')
    await join(late, match.id, 'wallet')
    await sql('update public.clubs set match_leave_hours = 72 where id = $1', [home.id])
    expect((await rpc(late.client, 'leave_match', { p_match_id: match.id, p_request_id: randomUUID() })).status).toBe('refund_later')
    expect(await balanceOf(late.id)).toBe(100 - 7.50)

    expect((await join(newcomer, match.id)).status).toBe('joined')
    expect(await balanceOf(late.id)).toBe(100 - 7.50)
    await deliver(succeeded(await shareIntent(newcomer, match.id, 7.50)))
    expect(await balanceOf(late.id)).toBe(100)
    expect(await notices(late, 'match_place_taken')).toBe(1)
  })

  it('lets a player named in a split booking pay by card, with no hold; nobody pays by card for someone else', async () => {
    const [booker, named, stranger] = await players(3)
    const split = await open(booker, { priv: true, partners: [named.id] })
    expect(await placeOf(split.id, named)).toMatchObject({ state: 'in', paid: 0, due: 0 })
    // The stranger is not in it; the booker's own share is paid already.
    expect(await payByCard(stranger, { matchId: split.id })).toMatchObject({ http: 404, status: 'unknown_match' })
    expect(await payByCard(booker, { matchId: split.id })).toMatchObject({ http: 409, status: 'already_paid' })
    // The outbox path does not charge a card.
    expect(await rpc(named.client, 'pay_match_share', { p_match_id: split.id, p_request_id: randomUUID(), p_pay_with: 'card' }))
      .toMatchObject({ status: 'invalid_request', message_key: 'server_match_card_online' })

    const intent = await shareIntent(named, split.id, 7.51)
    // Past any hold: a split's players are the booker's own, and what they leave unpaid falls on the booker at the cut-off.
    await holdRunsOut(split.id, named)
    expect((await placeOf(split.id, named))?.state).toBe('in')
    expect(await deliver(succeeded(intent))).toMatchObject({ outcome: 'share_paid' })
    expect(await placeOf(split.id, named)).toMatchObject({ paid: 7.51, payWith: 'card' })
  })

  it('holds no place of a request made by card: accepted, the share is the player’s to pay from the match page', async () => {
    const [organiser, strong] = await players(2)
    await sql(
      `insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username)
       select id, 2600, 10, 5, 5, coalesce(first_name, username), username from public.profiles where id = $1`, [strong.id])
    const match = await open(organiser)
    expect((await join(strong, match.id)).status).toBe('requested')
    expect((await rpc(organiser.client, 'answer_match_request', { p_match_id: match.id, p_member_id: strong.id, p_accept: true })).status)
      .toBe('accepted')
    expect(await placeOf(match.id, strong)).toEqual({ state: 'in', share: 7.51, paid: 0, due: 0, payWith: null })
    expect(await notices(strong, 'match_accepted')).toBe(1)
    await holdRunsOut(match.id, strong)
    expect((await placeOf(match.id, strong))?.state).toBe('in')
    await deliver(succeeded(await shareIntent(strong, match.id, 7.51)))
    expect(await placeOf(match.id, strong)).toMatchObject({ paid: 7.51, payWith: 'card' })
  })

  it('answers nonsense with a clear refusal', async () => {
    const [player] = await players(1)
    expect(await payByCard(player, { matchId: 'not-a-uuid' })).toMatchObject({ http: 400, status: 'invalid_request' })
    expect(await payByCard(player, { matchId: randomUUID() })).toMatchObject({ http: 404, status: 'unknown_match' })
    expect(await payByCard(player, { matchId: randomUUID(), bookingId: randomUUID() })).toMatchObject({ http: 400, status: 'invalid_request' })
    expect(await payByCard(player, { matchId: null })).toMatchObject({ http: 400, status: 'invalid_request' })
  })
})
