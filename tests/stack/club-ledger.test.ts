import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, book, club, localDate, rpc, type Account } from './booking-helpers.ts'
import { anonClient, sql } from './support.ts'

// The finance page's ledger: the club's revenue lines and the top-ups confirmed at its desk, by club-local day,
// checked against sums taken straight from the two ledgers (not through club_revenue_lines).

interface Totals {
  bookings: number
  walk_ins: number
  tournaments: number
  moves: number
  refunds: number
  other: number
  revenue: number
  top_ups: number
  lines: number
}
interface Line {
  day: string
  category: string
  kind: string
  amount: number
  counted: boolean
  who: string
}
interface Ledger {
  status: string
  message: string
  currency?: string
  lines?: Line[]
  days?: Array<Totals & { day: string }>
  totals?: Totals
}

const ledger = async (who: Account, clubId: string | null, from: unknown, to: unknown) =>
  (await rpc(who.client, 'club_ledger', { p_club_id: clubId, p_from: from, p_to: to })) as unknown as Ledger

/** The same figures from the raw tables, per club-local day: what the ledger must agree with. */
async function independent(clubId: string, from: string, to: string) {
  return sql<{ day: string; revenue: string; bookings: string; refunds: string; moves: string; walk_ins: string; top_ups: string }>(
    `with c as (select id, time_zone from public.clubs where id = $1),
     rows as (
       select (t.completed_at at time zone c.time_zone)::date as day, t.kind::text as kind,
              case when t.type = 'debit' then t.amount else -t.amount end as signed, t.amount
       from public.transactions t, c
       where t.club_id = c.id and t.status = 'completed'
       union all
       select (d.created_at at time zone c.time_zone)::date, d.kind, d.amount, d.amount
       from public.desk_payments d, c where d.club_id = c.id)
     select to_char(day, 'YYYY-MM-DD') as day,
            coalesce(sum(signed) filter (where kind in ('booking', 'booking_payment', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund',
                                                        'walk_in', 'walk_in_refund', 'walk_in_move', 'match_share', 'match_share_refund', 'share_payment')), 0) as revenue,
            -- A booking is revenue when paid: from the wallet when made, or at the desk when the desk takes it; a
            -- match's court as each player pays their share.
            coalesce(sum(signed) filter (where kind in ('booking', 'booking_payment', 'match_share', 'share_payment')), 0) as bookings,
            coalesce(sum(signed) filter (where kind in ('refund', 'walk_in_refund', 'tournament_refund', 'match_share_refund')), 0) as refunds,
            coalesce(sum(signed) filter (where kind in ('booking_move', 'walk_in_move')), 0) as moves,
            coalesce(sum(signed) filter (where kind = 'walk_in'), 0) as walk_ins,
            coalesce(sum(amount) filter (where kind = 'top_up'), 0) as top_ups
     from rows where day between $2::date and $3::date group by day order by day`,
    [clubId, from, to],
  )
}

describe('club_ledger', () => {
  it('lists bookings, refunds, moves, walk-ins and confirmed top-ups by club-local day, with totals equal to the raw ledgers', async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    // Far from UTC, so a day split on the server's clock instead of the club's would show.
    const ours = await club({ ownerId: owner.id, price: 20, timeZone: 'Pacific/Auckland' })
    const theirs = await club({ ownerId: otherOwner.id, price: 20 })
    const member = await account({ funds: 200 })
    const today = await localDate(ours.timeZone, 0)
    const yesterday = await localDate(ours.timeZone, -1)

    // Two bookings (40), one cancelled in time (refund 20).
    const kept = await book(member.client, { court: ours.courts[0], date: await localDate(ours.timeZone, 3), slot: 3 })
    const dropped = await book(member.client, { court: ours.courts[1], date: await localDate(ours.timeZone, 4), slot: 3 })
    expect([kept.status, dropped.status]).toEqual(['confirmed', 'confirmed'])
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: dropped.booking!.id })).status).toBe('cancelled')
    // A move's price difference charged on the wallet (5), as the move RPC writes it.
    await sql(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, completed_at)
       values ($1, 'debit', 'booking_move', 5, 'EUR', 'Moved to a peak slot', $2, $3, clock_timestamp())`,
      [member.id, kept.booking!.id, ours.id],
    )
    // A walk-in guest paid 25 at the desk today, and another 30 yesterday at 23:59:59 club time.
    const [walkIn] = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, guest_name, price, currency)
       values ($1, $2, $3::date + 5, 2, $4, 'Walk-in Guest', 25, 'EUR') returning id`,
      [ours.courts[0], ours.id, today, owner.id],
    )
    await sql(
      `insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
       values ($1, $2, 'walk_in', 25, 'EUR', 'Walk-in, court 1', $3)`,
      [ours.id, walkIn.id, owner.id],
    )
    await sql(
      `insert into public.desk_payments (club_id, kind, amount, currency, description, created_by, created_at)
       values ($1, 'walk_in', 30, 'EUR', 'Walk-in yesterday', $2, ($3::date + time '23:59:59') at time zone $4)`,
      [ours.id, owner.id, yesterday, ours.timeZone],
    )
    // A top-up confirmed at our desk (40: shown, not revenue), one still pending, one at another club.
    const topUp = await rpc(member.client, 'request_top_up', { p_amount: 40, p_club_id: ours.id })
    await rpc(member.client, 'request_top_up', { p_amount: 10, p_club_id: ours.id })
    const theirsTopUp = await rpc(member.client, 'request_top_up', { p_amount: 70, p_club_id: theirs.id })
    expect((await rpc(owner.client, 'confirm_top_up', { p_transaction_id: (topUp.transaction as { id: string }).id })).status).toBe('completed')
    expect((await rpc(otherOwner.client, 'confirm_top_up', { p_transaction_id: (theirsTopUp.transaction as { id: string }).id })).status).toBe('completed')
    expect((await book(member.client, { court: theirs.courts[0], date: await localDate(theirs.timeZone, 3), slot: 3 })).status).toBe('confirmed')

    const answer = await ledger(owner, ours.id, yesterday, today)
    expect(answer.status).toBe('ok')
    expect(answer.currency).toBe('EUR')
    expect(answer.totals).toEqual({ bookings: 40, walk_ins: 55, tournaments: 0, moves: 5, refunds: -20, other: 0, revenue: 80, top_ups: 40, lines: 7 })
    expect(answer.days!.map((d) => [d.day, d.revenue, d.walk_ins, d.top_ups, d.lines])).toEqual([
      [yesterday, 30, 30, 0, 1],
      [today, 50, 25, 40, 6],
    ])
    // Every figure equals the raw tables' sums, day by day.
    const raw = await independent(ours.id, yesterday, today)
    expect(answer.days!.map((d) => [d.day, d.revenue, d.bookings, d.refunds, d.moves, d.walk_ins, d.top_ups])).toEqual(
      raw.map((r) => [r.day, Number(r.revenue), Number(r.bookings), Number(r.refunds), Number(r.moves), Number(r.walk_ins), Number(r.top_ups)]),
    )
    const topUpLine = answer.lines!.find((l) => l.kind === 'top_up')!
    expect(topUpLine).toMatchObject({ category: 'top_up', amount: 40, counted: false, who: 'Booking Tester', day: today })
    expect(answer.lines!.filter((l) => !l.counted)).toHaveLength(1)
    expect(answer.lines!.find((l) => l.category === 'walk_in' && l.day === today)!.who).toBe('Walk-in Guest')
    expect(answer.lines!.map((l) => l.category).sort()).toEqual(['booking', 'booking', 'move', 'refund', 'top_up', 'walk_in', 'walk_in'])

    // One day before: nothing, every day still listed.
    const before = await ledger(owner, ours.id, await localDate(ours.timeZone, -3), await localDate(ours.timeZone, -2))
    expect(before.totals).toMatchObject({ revenue: 0, top_ups: 0, lines: 0 })
    expect(before.days).toHaveLength(2)
    // The other club's ledger has none of ours.
    const other = await ledger(otherOwner, theirs.id, yesterday, await localDate(theirs.timeZone, 0))
    expect(other.totals).toMatchObject({ bookings: 20, top_ups: 70, walk_ins: 0, refunds: 0 })
  })

  it("is the club's staff's only", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const member = await account()
    const ours = await club({ ownerId: owner.id })
    const today = await localDate(ours.timeZone, 0)
    const refused = {
      status: 'not_allowed', message: "Only the club's staff can see its finances.", message_key: 'server_not_allowed_finances', message_values: {},
    }
    for (const who of [otherOwner, member]) expect(await ledger(who, ours.id, today, today)).toEqual(refused)
    expect((await ledger(owner, randomUUID(), today, today)).status).toBe('not_allowed')
    const admin = await account({ role: 'super_admin' })
    expect((await ledger(admin, randomUUID(), today, today)).status).toBe('unknown_club')
    expect((await ledger(admin, ours.id, today, today)).status).toBe('ok')
    const { error } = await anonClient().rpc('club_ledger', { p_club_id: ours.id, p_from: today, p_to: today })
    expect(error).not.toBeNull()
  })

  it('refuses periods that are not one: NULL, infinity, reversed, over 366 days, out of range', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const today = await localDate(ours.timeZone, 0)
    const cases: Array<[unknown, unknown, string]> = [
      [null, today, 'invalid_request'],
      [today, null, 'invalid_request'],
      ['-infinity', today, 'invalid_request'],
      [today, 'infinity', 'invalid_request'],
      [today, await localDate(ours.timeZone, -1), 'invalid_request'],
      [await localDate(ours.timeZone, -366), today, 'invalid_request'],
      [await localDate(ours.timeZone, -365), today, 'ok'],
      ['1999-12-01', '1999-12-31', 'invalid_request'],
      ['294276-12-01', '294276-12-31', 'invalid_request'],
      [await localDate(ours.timeZone, 360), await localDate(ours.timeZone, 367), 'invalid_request'],
    ]
    for (const [from, to, status] of cases) {
      const answer = await ledger(owner, ours.id, from, to)
      expect(answer.status, `${String(from)} .. ${String(to)}`).toBe(status)
      expect(answer.message.length).toBeGreaterThan(0)
    }
    // A date PostgreSQL cannot read is refused by the API with a 4xx, not a 5xx.
    const { error } = await owner.client.rpc('club_ledger', { p_club_id: ours.id, p_from: 'soon', p_to: today })
    expect(error?.code).toBe('22007')
  })
})

describe('club_ledger on the demo seed', () => {
  it("agrees with the raw ledgers for Madrid's last 30 days", async () => {
    const madrid = 'c0000000-0000-4000-8000-000000000001'
    const admin = await account({ role: 'super_admin' })
    const from = await localDate('Europe/Madrid', -30)
    const to = await localDate('Europe/Madrid', 0)
    const answer = await ledger(admin, madrid, from, to)
    expect(answer.status).toBe('ok')
    const raw = await independent(madrid, from, to)
    const sum = (k: 'revenue' | 'top_ups') => raw.reduce((s, r) => s + Number(r[k]), 0)
    expect(answer.totals!.revenue).toBeCloseTo(sum('revenue'), 2)
    expect(answer.totals!.top_ups).toBeCloseTo(sum('top_ups'), 2)
    // The seed's month is not empty: the comparison means something.
    expect(answer.totals!.revenue).toBeGreaterThan(0)
    expect(answer.totals!.lines).toBe(answer.lines!.length)
  })
})
