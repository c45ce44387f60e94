import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, localDate, rpc } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// The rules a club sets for itself decide what can be booked (slot_unavailable), what it costs (the club's peak
// rule), what a cancellation refunds (the club's window), and a walk-in guest is paid and refunded at the desk.

checkLedgerAfterEach()

/** The ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

async function availability(who: Awaited<ReturnType<typeof account>>, clubId: string, date: string) {
  const { data, error } = await who.client.rpc('court_availability', { p_club_id: clubId, p_date: date })
  if (error) throw new Error(error.message)
  return data as Array<{ court_id: string; slot_id: number; is_free: boolean; is_unavailable: boolean; price: number; is_peak: boolean }>
}

describe('what can be booked', () => {
  it('refuses a blocked court-slot, shows it unavailable, and frees it when the block goes', async () => {
    const c = await club({ courts: 2 })
    const member = await account({ funds: 200 })
    const date = await localDate(c.timeZone, 3)
    await sql(
      `insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id)
       values ($1, $2, $3, 4, 'maintenance', 'Glass repair', gen_random_uuid())`,
      [c.id, c.courts[0], date],
    )
    expect(await book(member.client, { court: c.courts[0], date, slot: 4 })).toMatchObject({
      status: 'unavailable',
      message: 'Unavailable: this court cannot be booked at that time.',
    })
    const cells = await availability(member, c.id, date)
    expect(cells.find((x) => x.court_id === c.courts[0] && x.slot_id === 4)).toMatchObject({ is_free: false, is_unavailable: true })
    expect(cells.find((x) => x.court_id === c.courts[1] && x.slot_id === 4)).toMatchObject({ is_free: true, is_unavailable: false })
    // The member never learns why: the blocks table is the staff's.
    const { data: blocks } = await member.client.from('court_blocks').select('*').eq('club_id', c.id)
    expect(blocks).toEqual([])

    await sql('delete from public.court_blocks where court_id = $1', [c.courts[0]])
    expect((await book(member.client, { court: c.courts[0], date, slot: 4 })).status).toBe('confirmed')
  })

  it('refuses a court out of service, a closure day and a closed weekday; hours differ per weekday', async () => {
    const c = await club({ courts: 2 })
    const member = await account({ funds: 500 })
    const date = await localDate(c.timeZone, 2)
    const weekday = isoWeekday(date)

    await sql('update public.courts set in_service = false where id = $1', [c.courts[1]])
    expect(await book(member.client, { court: c.courts[1], date, slot: 3 })).toMatchObject({
      status: 'court_out_of_service',
      message: 'This court is out of service.',
    })

    await sql("insert into public.club_closures (club_id, date, reason) values ($1, $2, 'Holiday')", [c.id, date])
    expect(await book(member.client, { court: c.courts[0], date, slot: 3 })).toMatchObject({
      status: 'club_closed',
      message: 'The club is closed at that time.',
    })
    expect((await availability(member, c.id, date)).every((x) => x.is_unavailable && !x.is_free)).toBe(true)
    await sql('delete from public.club_closures where club_id = $1', [c.id])

    // That weekday: open 12:00-16:30 only (slots 3-5); the day after: closed.
    await sql(
      `update public.clubs set opens_at[$2] = '12:00', closes_at[$2] = '16:30',
                               opens_at[$3] = null, closes_at[$3] = null where id = $1`,
      [c.id, weekday, (weekday % 7) + 1],
    )
    expect((await book(member.client, { court: c.courts[0], date, slot: 2 })).status).toBe('club_closed')
    expect((await book(member.client, { court: c.courts[0], date, slot: 6 })).status).toBe('club_closed')
    expect((await book(member.client, { court: c.courts[0], date, slot: 5 })).status).toBe('confirmed')
    const next = await localDate(c.timeZone, 3)
    expect((await book(member.client, { court: c.courts[0], date: next, slot: 5 })).status).toBe('club_closed')
    const cells = await availability(member, c.id, date)
    expect(cells.filter((x) => x.court_id === c.courts[0] && !x.is_unavailable).map((x) => x.slot_id)).toEqual([3, 4, 5])
  })

  it('refuses hours that are not a week of opening times', async () => {
    const c = await club()
    await expect(sql("update public.clubs set opens_at[2] = '22:00' where id = $1", [c.id])).rejects.toThrow(/clubs_weekly_hours/)
    await expect(sql("update public.clubs set opens_at[3] = null where id = $1", [c.id])).rejects.toThrow(/clubs_weekly_hours/)
    await expect(sql("update public.clubs set opens_at = array['09:00']::time[] where id = $1", [c.id])).rejects.toThrow(/clubs_weekly_hours/)
  })
})

describe("the club's prices and refund window", () => {
  it("prices by the club's own peak rule", async () => {
    const c = await club({ courts: 1 })
    const member = await account({ funds: 200 })
    const date = await localDate(c.timeZone, 2)
    // No evening peak; the booking's weekday is peak all day.
    await sql('update public.clubs set peak_starts_at = null, peak_weekdays = $2 where id = $1', [c.id, [isoWeekday(date)]])
    const cells = await availability(member, c.id, date)
    expect(cells.every((x) => x.is_peak && Number(x.price) === 30)).toBe(true)
    const other = await localDate(c.timeZone, 3)
    expect((await availability(member, c.id, other)).every((x) => !x.is_peak && Number(x.price) === 20)).toBe(true)
    expect((await book(member.client, { court: c.courts[0], date: other, slot: 8 })).booking?.price).toBe(20)
  })

  it("refunds in full only up to the window the club set when the booking was made", async () => {
    const c = await club({ courts: 1 })
    const member = await account({ funds: 100 })
    const date = await localDate(c.timeZone, 2)
    await sql('update public.clubs set full_refund_hours = 336 where id = $1', [c.id])
    const strict = await book(member.client, { court: c.courts[0], date, slot: 8 })
    expect(await rpc(member.client, 'cancellation_terms', { p_booking_id: strict.booking!.id })).toMatchObject({
      full_refund: false,
      message: 'Less than 336 hours before the start: cancelling now gives no refund.',
    })
    // A later, kinder window is for bookings made afterwards; this one keeps the terms it was made under.
    await sql('update public.clubs set full_refund_hours = 1 where id = $1', [c.id])
    expect((await rpc(member.client, 'cancellation_terms', { p_booking_id: strict.booking!.id })).full_refund).toBe(false)
    const kind = await book(member.client, { court: c.courts[0], date, slot: 7 })
    expect(await rpc(member.client, 'cancel_booking', { p_booking_id: kind.booking!.id })).toMatchObject({ status: 'cancelled', refund: 30 })
    expect(await balanceOf(member.id)).toBe(70)
  })
})

describe('staff cancellations', () => {
  it('refund nothing only with a reason; members cannot choose it', async () => {
    const owner = await account({ role: 'club_owner' })
    const c = await club({ ownerId: owner.id, courts: 1 })
    const member = await account({ funds: 100 })
    const date = await localDate(c.timeZone, 3)
    const booked = await book(member.client, { court: c.courts[0], date, slot: 8 })
    const id = booked.booking!.id
    expect(await rpc(member.client, 'cancel_booking', { p_booking_id: id, p_refund: 'none' })).toMatchObject({ status: 'not_allowed' })
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: id, p_refund: 'none' })).toMatchObject({ status: 'reason_required' })
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: id, p_refund: 'nothing', p_reason: 'x' })).toMatchObject({ status: 'invalid_request' })
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: id, p_refund: 'none', p_reason: 'Repeated no-shows' })).toMatchObject({
      status: 'cancelled',
      refund: 0,
      message: 'Booking cancelled without a refund.',
    })
    expect(await balanceOf(member.id)).toBe(70)
    const [audit] = await sql<{ details: { refund_rule: string; reason: string } }>(
      "select details from public.audit_log where action = 'cancel_for_member' and target_id = $1",
      [id],
    )
    expect(audit.details).toMatchObject({ refund_rule: 'none', reason: 'Repeated no-shows' })
    const [note] = await sql<{ body: string }>("select body from public.notifications where user_id = $1 and kind = 'booking_cancelled'", [member.id])
    expect(note.body).toMatch(/Cancelled by club staff\. No refund\.$/)
  })

  it("refunds a walk-in guest at the desk, never through a wallet, and counts it in the club's revenue", async () => {
    const owner = await account({ role: 'club_owner' })
    const c = await club({ ownerId: owner.id, courts: 1 })
    const date = await localDate(c.timeZone, 3)
    const id = randomUUID()
    await sql(
      `insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, guest_name, guest_phone, price, currency)
       values ($1, $2, $3, $4, 8, $5, 'Ana Walk-in', '+34 600 000 000', 30, 'EUR')`,
      [id, c.courts[0], c.id, date, owner.id],
    )
    await sql(
      `insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
       values ($1, $2, 'walk_in', 30, 'EUR', 'Walk-in', $3)`,
      [c.id, id, owner.id],
    )
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: id })).toMatchObject({
      status: 'cancelled',
      refund: 30,
      message: 'Booking cancelled. Refund €30.00 at the desk.',
      balance: null,
    })
    const desk = await sql<{ kind: string; amount: string }>('select kind, amount from public.desk_payments where booking_id = $1 order by created_at, kind desc', [id])
    expect(desk.map((d) => [d.kind, Number(d.amount)])).toEqual([
      ['walk_in', 30],
      ['walk_in_refund', -30],
    ])
    expect((await sql('select 1 from public.transactions where booking_id = $1', [id])).length).toBe(0)
    const [revenue] = await sql<{ n: string; total: string }>(
      "select count(*) as n, sum(amount) as total from public.club_revenue_lines($1, now() - interval '1 day', now() + interval '1 day')",
      [c.id],
    )
    expect([Number(revenue.n), Number(revenue.total)]).toEqual([2, 0])
    await expect(sql('update public.desk_payments set amount = 1 where booking_id = $1', [id])).rejects.toThrow(/append-only/)
  })

  it('a booking is a member’s or a guest’s, never both or neither', async () => {
    const c = await club({ courts: 1 })
    const member = await account()
    const date = await localDate(c.timeZone, 3)
    await expect(
      sql(
        `insert into public.bookings (court_id, club_id, date, slot_id, member_id, guest_name, price, currency)
         values ($1, $2, $3, 8, $4, 'Both', 30, 'EUR')`,
        [c.courts[0], c.id, date, member.id],
      ),
    ).rejects.toThrow(/bookings_member_or_guest/)
    await expect(
      sql(`insert into public.bookings (court_id, club_id, date, slot_id, price, currency) values ($1, $2, $3, 8, 30, 'EUR')`, [c.courts[0], c.id, date]),
    ).rejects.toThrow(/bookings_member_or_guest/)
  })
})
