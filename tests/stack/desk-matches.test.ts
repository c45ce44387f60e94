import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, localDate, rpc, type Account, type RpcResult, type TestClub } from './booking-helpers.ts'
import { independentReport } from './club-reports-independent.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql, stack } from './support.ts'
import pg from 'pg'

// The desk and open matches: the day grid shows a match's players and what each paid (to the club's staff only),
// the desk takes a share and cancels a match, and the report counts the courts open matches filled.

type Player = { member_id: string; name: string; position: number; share: number; paid: number; due: number; organiser: boolean }
type DeskMatch = { id: string; status: string; private: boolean; kept: boolean; level_min: number; level_max: number; players: Player[] }
type Cell = { court_id: string; slot_id: number; state: string; booking: null | { id: string; due: number; match: DeskMatch | null } }
type Day = RpcResult & { cells: Cell[] }

const PRICE = 30.03 // shares 7.51, 7.51, 7.51, 7.50

let home: TestClub
let owner: Account

beforeEach(async () => {
  owner = await account({ role: 'club_owner' })
  home = await club({ ownerId: owner.id, price: PRICE, courts: 3 })
})

checkLedgerAfterEach()

async function named(first: string, funds = 100): Promise<Account> {
  const who = await account({ funds })
  await sql("update public.profiles set first_name = $2, last_name = 'Player' where id = $1", [who.id, first])
  return who
}

async function open(organiser: Account, opts: { days?: number; court?: number; slot?: number; payWith?: string; priv?: boolean; partners?: string[] } = {}) {
  const booked = await book(organiser.client, {
    court: home.courts[opts.court ?? 0], date: await localDate(home.timeZone, opts.days ?? 3), slot: opts.slot ?? 4, payWith: opts.payWith,
  })
  expect(booked.status).toBe('confirmed')
  const answer = (await rpc(organiser.client, 'open_match', {
    p_booking_id: booked.booking!.id, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open',
    p_places: 3, p_note: null, p_players: opts.partners ?? [], p_private: opts.priv ?? false,
  })) as RpcResult & { match: { id: string; booking_id: string } }
  expect(answer.status).toBe('opened')
  return answer.match
}

const join = (who: Account, match: string, payWith = 'wallet') =>
  rpc(who.client, 'join_match', { p_match_id: match, p_request_id: randomUUID(), p_pay_with: payWith, p_wait: false })

async function dayOf(who: Account, days = 3): Promise<Day> {
  return (await rpc(who.client, 'club_day', { p_club_id: home.id, p_date: await localDate(home.timeZone, days) })) as Day
}

const cellOf = (day: Day, court: number, slot: number) => day.cells.find((c) => c.court_id === home.courts[court] && c.slot_id === slot)!

describe('moving a match', () => {
  it("moves it only to a slot of the same price, keeps what the organiser owes, and tells its players where it went", async () => {
    const [olga, ana] = [await named('Olga'), await named('Ana')]
    const match = await open(olga, { payWith: 'club' })
    expect((await join(ana, match.id)).status).toBe('joined')
    const [before] = await sql<{ due: string; price: string }>('select due, price from public.bookings where id = $1', [match.booking_id])
    const date = await localDate(home.timeZone, 3)
    await sql('update public.courts set off_peak_price = 40, peak_price = 40 where id = $1', [home.courts[2]])
    const move = (court: number, slot: number) =>
      rpc(owner.client, 'move_booking', { p_booking_id: match.booking_id, p_court_id: home.courts[court], p_date: date, p_slot_id: slot })

    const refused = await move(2, 4)
    expect(refused).toMatchObject({ status: 'match_price', message_key: 'server_match_move_price' })
    expect(refused.message_values).toEqual({ price: { amount: PRICE, currency: 'EUR' } })
    const [still] = await sql<{ court_id: string; due: string }>('select court_id, due from public.bookings where id = $1', [match.booking_id])
    expect(still).toEqual({ court_id: home.courts[0], due: before.due })

    expect(await move(1, 5)).toMatchObject({ status: 'moved', difference: 0 })
    const [after] = await sql<{ court_id: string; slot_id: number; due: string; price: string; starts: boolean }>(
      `select b.court_id, b.slot_id, b.due, b.price,
              m.starts_at = public.slot_starts_at(b.date, s.starts_at, c.time_zone) as starts
       from public.bookings b join public.open_matches m on m.booking_id = b.id join public.slots s on s.id = b.slot_id
       join public.clubs c on c.id = b.club_id where b.id = $1`, [match.booking_id])
    expect(after).toEqual({ court_id: home.courts[1], slot_id: 5, due: before.due, price: before.price, starts: true })
    const notices = await sql<{ user_id: string; kind: string }>(
      "select user_id, kind from public.notifications where kind in ('match_moved', 'booking_moved') and data ->> 'booking_id' = $1 order by kind",
      [match.booking_id])
    expect(notices).toEqual([{ user_id: olga.id, kind: 'booking_moved' }, { user_id: ana.id, kind: 'match_moved' }])
  })
})

describe("the desk's day grid", () => {
  it("shows a match's players with what each paid and owes, to the club's staff only", async () => {
    const [olga, ana, ben] = [await named('Olga'), await named('Ana'), await named('Ben')]
    const match = await open(olga)
    expect((await join(ana, match.id)).status).toBe('joined')
    expect((await join(ben, match.id, 'club')).status).toBe('joined')
    // A split booking paid at the club: the organiser's share is what the booking still owes.
    const [kim, lea] = [await named('Kim'), await named('Lea')]
    const split = await open(kim, { court: 1, payWith: 'club', priv: true, partners: [lea.id] })

    const day = await dayOf(owner)
    expect(day.status).toBe('ok')
    const cell = cellOf(day, 0, 4)
    expect(cell.booking!.match).toEqual({
      id: match.id, status: 'open', private: false, kept: false, level_min: 1000, level_max: 2000,
      players: [
        { member_id: olga.id, name: 'Olga Player', position: 1, share: 7.51, paid: 7.51, due: 0, organiser: true },
        { member_id: ana.id, name: 'Ana Player', position: 2, share: 7.51, paid: 7.51, due: 0, organiser: false },
        { member_id: ben.id, name: 'Ben Player', position: 3, share: 7.51, paid: 0, due: 7.51, organiser: false },
      ],
    })
    const splitCell = cellOf(day, 1, 4)
    // A split with one named player: the booker keeps the two places nobody was named for (7.51 + 7.51 + 7.50).
    expect(splitCell.booking!.due).toBe(22.52)
    expect(splitCell.booking!.match).toMatchObject({ id: split.id, private: true, status: 'open' })
    expect(splitCell.booking!.match!.players[0]).toEqual(
      { member_id: kim.id, name: 'Kim Player', position: 1, share: 22.52, paid: 0, due: 22.52, organiser: true })
    // Every player's row adds up to their share once all have paid or owe it.
    for (const p of cell.booking!.match!.players) expect(p.paid + p.due).toBeCloseTo(p.share, 2)
    // A booking that is not a match says so.
    await book(ana.client, { court: home.courts[2], date: await localDate(home.timeZone, 3), slot: 4 })
    expect(cellOf(await dayOf(owner), 2, 4).booking!.match).toBeNull()

    // The players, another club's owner and a member see no grid at all.
    const otherOwner = await account({ role: 'club_owner' })
    await club({ ownerId: otherOwner.id })
    for (const who of [olga, ben, otherOwner]) expect((await dayOf(who)).status).toBe('not_allowed')
    // The helper behind it is not the API.
    const { error } = await olga.client.rpc('desk_match_json', { p_booking_id: cell.booking!.id, p_due: 0 })
    expect(error).not.toBeNull()
  })

  it('takes a share owed at the club once, then shows it paid; the organiser pays what the booking owes', async () => {
    const [kim, lea] = [await named('Kim'), await named('Lea')]
    const split = await open(kim, { payWith: 'club', priv: true, partners: [lea.id] })
    const [lena] = await sql<{ due: string }>('select due from public.open_match_places where match_id = $1 and member_id = $2', [split.id, lea.id])
    // Lea was added by the booker and pays later; at the club here.
    expect(Number(lena.due)).toBe(0)
    expect((await rpc(lea.client, 'pay_match_share', { p_match_id: split.id, p_request_id: randomUUID(), p_pay_with: 'club' })).status).toBe('paid')
    let players = cellOf(await dayOf(owner), 0, 4).booking!.match!.players
    expect(players.find((p) => p.member_id === lea.id)).toMatchObject({ paid: 0, due: 7.51 })

    const taken = await rpc(owner.client, 'take_share_payment', { p_match_id: split.id, p_member_id: lea.id, p_method: 'card_terminal' })
    expect(taken).toMatchObject({ status: 'taken', message: '€7.51 taken.', message_key: 'server_share_taken', amount: 7.51, currency: 'EUR' })
    expect((await rpc(owner.client, 'take_share_payment', { p_match_id: split.id, p_member_id: lea.id, p_method: 'cash' })).status).toBe('already_paid')
    // The organiser's share is on the booking: the desk takes it as a booking payment.
    const paid = await rpc(owner.client, 'take_booking_payment', { p_booking_id: split.booking_id, p_amount: 22.52, p_method: 'cash' })
    expect(paid.status).toBe('paid')

    const cell = cellOf(await dayOf(owner), 0, 4)
    expect(cell.booking!.due).toBe(0)
    players = cell.booking!.match!.players
    expect(players.map((p) => [p.member_id, p.paid, p.due])).toEqual([[kim.id, 22.52, 0], [lea.id, 7.51, 0]])
    const lines = await sql<{ kind: string; amount: string; member_id: string | null; method: string }>(
      'select kind, amount, member_id, method from public.desk_payments where booking_id = $1 order by created_at', [split.booking_id])
    expect(lines.map((l) => [l.kind, Number(l.amount), l.member_id, l.method])).toEqual([
      ['share_payment', 7.51, lea.id, 'card_terminal'],
      ['booking_payment', 22.52, null, 'cash'],
    ])
  })

  it("cancels a match from the desk: every share refunded, the cell free, another club's staff refused", async () => {
    const [olga, ana, ben] = [await named('Olga'), await named('Ana'), await named('Ben')]
    const match = await open(olga)
    await join(ana, match.id)
    await join(ben, match.id, 'club')
    const otherOwner = await account({ role: 'club_owner' })
    await club({ ownerId: otherOwner.id })
    expect((await rpc(otherOwner.client, 'cancel_match', { p_match_id: match.id, p_reason: 'Rain' })).status).toBe('not_allowed')

    const cancelled = await rpc(owner.client, 'cancel_match', { p_match_id: match.id, p_reason: 'Court flooded' })
    expect(cancelled).toMatchObject({ status: 'cancelled', message_key: 'server_match_cancelled' })
    expect([await balanceOf(olga.id), await balanceOf(ana.id), await balanceOf(ben.id)]).toEqual([100, 100, 100])
    const [owed] = await sql<{ due: string }>('select coalesce(sum(due), 0) as due from public.open_match_places where match_id = $1', [match.id])
    expect(Number(owed.due)).toBe(0)
    expect(cellOf(await dayOf(owner), 0, 4)).toMatchObject({ state: 'free', booking: null })
    const [audit] = await sql<{ details: { reason: string } }>(
      "select details from public.audit_log where action = 'cancel_match' and target_id = $1", [match.id])
    expect(audit.details.reason).toBe('Court flooded')
  })
})

describe("the club's report", () => {
  it('counts the courts filled through open matches, the matches opened and the players who joined', async () => {
    const [olga, ana, ben, cai, dan, kim, lea] = await Promise.all(['Olga', 'Ana', 'Ben', 'Cai', 'Dan', 'Kim', 'Lea'].map((n) => named(n)))
    // Filled: Olga's match on day 3 (court 1).
    const full = await open(olga, { days: 3 })
    for (const who of [ana, ben, cai]) expect((await join(who, full.id)).status).toBe('joined')
    // Not filled: Olga's match on day 4, with Ana again; Dan's cancelled by the desk on day 5.
    const half = await open(olga, { days: 4 })
    await join(ana, half.id)
    const gone = await open(dan, { days: 5 })
    await join(kim, gone.id)
    await rpc(owner.client, 'cancel_match', { p_match_id: gone.id, p_reason: 'Closed for repairs' })
    // A split booking filled by its own players counts for nothing, nor a match after the period.
    await open(kim, { days: 3, court: 1, priv: true, partners: [lea.id, ben.id, cai.id] })
    const later = await open(lea, { days: 20 })
    await join(dan, later.id)

    const from = await localDate(home.timeZone, 1)
    const to = await localDate(home.timeZone, 7)
    const r = (await rpc(owner.client, 'club_report', { p_club_id: home.id, p_from: from, p_to: to })) as RpcResult & {
      open_matches: { courts_filled: number; matches: number; players: number }
    }
    expect(r.status).toBe('ok')
    // Courts: the full one. Matches: three listed (the cancelled one was opened too). Players: Ana, Ben, Cai, Kim.
    expect(r.open_matches).toEqual({ courts_filled: 1, matches: 3, players: 4 })

    const db = new pg.Client({ connectionString: stack().dbUrl })
    await db.connect()
    try {
      expect((await independentReport(db, home.id, from, to)).open_matches).toEqual(r.open_matches)
    } finally {
      await db.end()
    }
    const member = await account()
    expect((await rpc(member.client, 'club_report', { p_club_id: home.id, p_from: from, p_to: to })).status).toBe('not_allowed')
  })
})
