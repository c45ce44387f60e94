import { describe, expect, it } from 'vitest'
import { account, club, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { sql } from './support.ts'

// club_dashboard: the desk's four figures and today's bookings, from the club's own rows, for its staff only.
// The rows are written straight into the tables (past dates and months included) so every figure is known.

interface Dashboard {
  status: string
  message: string
  today: string
  members: { total: number; new_this_month: number }
  courts: { in_service: number; total: number }
  bookings_week: { this: number; last: number }
  revenue_month: { currency: string; this: number; last: number }
  today_bookings: Array<{ id: string; slot_label: string; court_number: number; players: string[]; checked_in_at: string | null; no_show_at: string | null }>
}

async function dashboard(who: Account, clubId: string | null): Promise<Dashboard> {
  return (await rpc(who.client, 'club_dashboard', { p_club_id: clubId })) as unknown as Dashboard
}

/** Club-local dates around today: the Monday of this week and the 1st of this month. */
async function calendar(c: TestClub): Promise<{ today: string; weekStart: string; monthStart: string }> {
  const [row] = await sql<{ today: string; week_start: string; month_start: string }>(
    `select to_char(d, 'YYYY-MM-DD') as today, to_char(date_trunc('week', d), 'YYYY-MM-DD') as week_start,
            to_char(date_trunc('month', d), 'YYYY-MM-DD') as month_start
       from (select (now() at time zone $1)::date as d) x`,
    [c.timeZone],
  )
  return { today: row.today, weekStart: row.week_start, monthStart: row.month_start }
}

async function insertBooking(c: TestClub, member: string, date: string, slot: number, court = 0, opts: { status?: string; players?: string[] } = {}) {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency, status, cancelled_at, players)
     values ($1, $2, $3::date, $4, $5, $5, 20, $6, $7::public.booking_status, case when $7 = 'cancelled' then now() end, $8::uuid[])
     returning id`,
    [c.courts[court], c.id, date, slot, member, c.currency, opts.status ?? 'confirmed', opts.players ?? []],
  )
  return id
}

async function ledger(c: TestClub | null, member: string, type: string, kind: string, amount: number, completedAt: string, bookingId: string | null = null) {
  await sql(
    `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, completed_at, created_at, booking_id)
     values ($1, $2::public.transaction_type, $3::public.transaction_kind, $4, 'EUR', 'Dashboard test', 'completed', $5, $6::timestamptz, $6::timestamptz, $7)`,
    [member, type, kind, amount, c?.id ?? null, completedAt, bookingId],
  )
}

describe('club_dashboard', () => {
  it("computes the club's figures and lists today's bookings with their players", async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, courts: 3 })
    const other = await club()
    const { today, weekStart, monthStart } = await calendar(ours)
    const day = (from: string, days: number) => new Date(Date.parse(`${from}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

    // Members: two with this home club, one of them joined before this month; one elsewhere.
    const [ana, bea, far] = [await account(), await account(), await account()]
    await sql("update public.profiles set home_club_id = $2, first_name = 'Ana', last_name = 'Home' where id = $1", [ana.id, ours.id])
    await sql("update public.profiles set home_club_id = $2, first_name = 'Bea', last_name = 'Old', created_at = $3::date - 40 where id = $1", [bea.id, ours.id, monthStart])
    await sql('update public.profiles set home_club_id = $2 where id = $1', [far.id, other.id])
    // A member by their own act: no home club, a booking of their own here in the last 12 months (as the members
    // list counts them); another booked here only by the staff, which never makes a member.
    const [cam, dan] = [await account(), await account()]
    await insertBooking(ours, cam.id, day(weekStart, -30), 5)
    await sql(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency)
       values ($1, $2, $3::date, 6, $4, $5, 20, $6)`,
      [ours.courts[0], ours.id, day(weekStart, -30), owner.id, dan.id, ours.currency],
    )

    // Bookings: this week 2 (one today) + a cancelled one, last week 2, the week before 1, another club's 1.
    const todayBooking = await insertBooking(ours, ana.id, today, 1, 0, { players: [bea.id] })
    const [{ id: walkIn }] = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, guest_name, price, currency)
       values ($1, $2, $3::date, 2, $4, null, 'Eve Guest', 20, $5) returning id`,
      [ours.courts[0], ours.id, today, owner.id, ours.currency],
    )
    await insertBooking(ours, bea.id, weekStart === today ? day(today, 1) : weekStart, 2, 1)
    await insertBooking(ours, bea.id, today, 3, 2, { status: 'cancelled' })
    const lastWeek = await insertBooking(ours, ana.id, day(weekStart, -1), 4)
    const weekBefore = await insertBooking(ours, ana.id, day(weekStart, -7), 4)
    const older = await insertBooking(ours, ana.id, day(weekStart, -8), 4)
    const elsewhere = await insertBooking(other, ana.id, today, 1)

    // Revenue this month: 20 + 12.50 − 5 refunded = 27.50; last month 30 (and 1 the month before, not counted); a top-up and another club's payment do not count.
    const longAgo = new Date(Date.parse(`${monthStart}T00:00:00Z`) - 120 * 86_400_000).toISOString()
    await ledger(null, ana.id, 'credit', 'top_up', 500, longAgo)
    const thisMonth = new Date().toISOString()
    const lastMonth = new Date(Date.parse(`${monthStart}T12:00:00Z`) - 10 * 86_400_000).toISOString()
    await ledger(ours, ana.id, 'debit', 'booking', 20, thisMonth, todayBooking)
    await ledger(ours, ana.id, 'debit', 'booking', 12.5, thisMonth, lastWeek)
    await ledger(ours, ana.id, 'credit', 'refund', 5, thisMonth, lastWeek)
    await ledger(ours, ana.id, 'debit', 'booking', 30, lastMonth, weekBefore)
    await ledger(ours, ana.id, 'debit', 'booking', 1, new Date(Date.parse(`${monthStart}T12:00:00Z`) - 45 * 86_400_000).toISOString(), older)
    await ledger(ours, ana.id, 'credit', 'top_up', 100, thisMonth)
    await ledger(other, ana.id, 'debit', 'booking', 40, thisMonth, elsewhere)

    const answer = await dashboard(owner, ours.id)
    expect(answer.status).toBe('ok')
    expect(answer.today).toBe(today)
    expect(answer.members).toEqual({ total: 3, new_this_month: 2 })
    expect((await sql<{ n: number }>('select count(*)::int as n from public.club_member_ids($1)', [ours.id]))[0].n).toBe(3)
    expect(answer.courts).toEqual({ in_service: 3, total: 3 })
    expect(answer.bookings_week).toEqual({ this: 3, last: 2 })
    expect(answer.revenue_month).toEqual({ currency: 'EUR', this: 27.5, last: 30 })
    expect(answer.today_bookings).toEqual([
      expect.objectContaining({ id: todayBooking, slot_label: '09:00 - 10:30', court_number: 1, players: ['Ana Home', 'Bea Old'], checked_in_at: null, no_show_at: null }),
      // A walk-in: the guest's name only, no English for the app to read back.
      expect.objectContaining({ id: walkIn, slot_label: '10:30 - 12:00', member_id: null, players: ['Eve Guest'] }),
    ])
  })

  it("is refused to anyone but the club's staff, and says so for bad input", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const member = await account()
    const admin = await account({ role: 'super_admin' })
    const ours = await club({ ownerId: owner.id })
    await club({ ownerId: otherOwner.id })
    for (const who of [otherOwner, member]) {
      expect(await dashboard(who, ours.id)).toEqual({
        status: 'not_allowed', message: "Only the club's staff can see its dashboard.", message_key: 'server_not_allowed_dashboard', message_values: {},
      })
    }
    expect((await dashboard(owner, null)).status).toBe('invalid_request')
    expect((await dashboard(admin, '00000000-0000-4000-8000-00000000dead')).status).toBe('unknown_club')
    expect((await dashboard(owner, '00000000-0000-4000-8000-00000000dead')).status).toBe('not_allowed')
    const empty = await dashboard(admin, ours.id)
    expect([empty.members, empty.bookings_week, empty.revenue_month, empty.today_bookings]).toEqual([
      { total: 0, new_this_month: 0 },
      { this: 0, last: 0 },
      { currency: 'EUR', this: 0, last: 0 },
      [],
    ])
  })
})
