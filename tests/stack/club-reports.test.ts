import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { account, club, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { independentReport, type PeriodFigures } from './club-reports-independent.ts'
import { sql, stack } from './support.ts'

// club_report: occupancy, revenue and players for a period and the one before it, for the club's staff only.
// On the demo seed every figure is compared with the same figure recomputed from the tables
// (club-reports-independent.ts); on a club made here every figure is known by hand.

const MADRID = 'c0000000-0000-4000-8000-000000000001'
const CLUB_OWNER = 'd0000000-0000-4000-8000-000000000003'

interface Report {
  status: string
  message: string
  club: { id: string; name: string; currency: string; time_zone: string; today: string }
  period: { from: string; to: string; days: number }
  previous_period: { from: string; to: string; days: number }
  current: PeriodFigures
  previous: PeriodFigures
  slots: Array<{ id: number; label: string; starts_at: string }>
  heatmap: Array<{ weekday: number; slot_id: number; bookable: number; booked: number; rate: number | null }>
  by_court: Array<{ court_id: string; number: number; name: string; in_service: boolean; bookable: number; booked: number; revenue: number; previous_revenue: number }>
  other_revenue: { revenue: number; previous_revenue: number }
  by_week: Array<{ week_start: string; from: string; to: string; revenue: number }>
  top_players: Array<{ member_id: string; name: string; username: string | null; bookings: number; new: boolean }>
  open_matches: { courts_filled: number; matches: number; players: number }
}

async function report(who: Account, clubId: string | null, from: string | null, to: string | null): Promise<Report> {
  return (await rpc(who.client, 'club_report', { p_club_id: clubId, p_from: from, p_to: to })) as unknown as Report
}

/** The report as `userId` gets it and the independent figures, read in one transaction so both see the same now(). */
async function reportAndCheck(userId: string, clubId: string, from: string, to: string, arrange?: (db: pg.Client) => Promise<void>) {
  const db = new pg.Client({ connectionString: stack().dbUrl })
  await db.connect()
  try {
    await db.query('begin')
    if (arrange) await arrange(db)
    // What PostgREST does for a signed-in caller: the role and the caller's claims.
    await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: userId, role: 'authenticated' })])
    await db.query('set local role authenticated')
    const { rows } = await db.query<{ r: Report }>('select public.club_report($1, $2::date, $3::date) as r', [clubId, from, to])
    await db.query('reset role')
    const r = rows[0].r
    const current = await independentReport(db, clubId, from, to)
    const previous = await independentReport(db, clubId, r.previous_period.from, r.previous_period.to)
    // bookable_slots, the booking rule as a set, lists what the report counts.
    const { rows: listed } = await db.query<{ bookable: number; peak: number }>(
      'select count(*)::int as bookable, (count(*) filter (where is_peak))::int as peak from public.bookable_slots($1, $2::date, $3::date)',
      [clubId, from, to],
    )
    await db.query('rollback')
    return { r, current, previous, listed: listed[0] }
  } finally {
    await db.end()
  }
}

async function localDay(timeZone: string, days: number): Promise<string> {
  const [row] = await sql<{ d: string }>("select to_char((now() at time zone $1)::date + $2::int, 'YYYY-MM-DD') as d", [timeZone, days])
  return row.d
}

describe('club_report on the demo seed', () => {
  const periods: Array<[string, number, number]> = [
    ['the last 30 days', -29, 0],
    ['the last 365 days', -364, 0],
    ['the next two weeks (bookings not yet played)', 1, 14],
  ]
  it.each(periods)('equals the figures recomputed from the tables for %s at ELSY Madrid', async (_, fromDays, toDays) => {
    const from = await localDay('Europe/Madrid', fromDays)
    const to = await localDay('Europe/Madrid', toDays)
    const { r, current, previous, listed } = await reportAndCheck(CLUB_OWNER, MADRID, from, to)
    expect(r.status).toBe('ok')
    expect(listed).toEqual({ bookable: current.figures.occupancy.bookable, peak: current.figures.occupancy.peak.bookable })
    expect(r.period).toEqual({ from, to, days: toDays - fromDays + 1 })
    expect(r.current).toEqual(current.figures)
    expect(r.previous).toEqual(previous.figures)
    // The seed has bookings in both periods of the past windows: the comparison is not between two empty reports.
    if (fromDays < 0) expect(r.current.occupancy.booked).toBeGreaterThan(100)
    expect(r.heatmap.filter((h) => h.bookable > 0)).toEqual(current.heatmap)
    expect(r.by_court.map(({ number, bookable, booked, revenue }) => ({ number, bookable, booked, revenue }))).toEqual(current.by_court)
    expect(r.by_court.map((k) => k.previous_revenue)).toEqual(previous.by_court.map((k) => k.revenue))
    expect(r.other_revenue).toEqual({ revenue: current.other_revenue, previous_revenue: previous.other_revenue })
    expect(r.by_week.filter((w) => w.revenue !== 0).map(({ week_start, revenue }) => ({ week_start, revenue }))).toEqual(
      current.by_week.filter((w) => w.revenue !== 0),
    )
    expect(r.top_players.map(({ member_id, name, bookings }) => ({ member_id, name, bookings }))).toEqual(current.top_players)
    expect(r.open_matches).toEqual(current.open_matches)
    // The seed's open matches at Madrid are in the coming days: some full, all with players who joined.
    if (fromDays > 0) expect(r.open_matches.courts_filled).toBeGreaterThan(0)
    if (fromDays > 0) expect(r.open_matches.players).toBeGreaterThan(r.open_matches.courts_filled)
    // Weeks cover the period without gaps, Monday to Sunday, cut at its ends.
    expect(r.by_week[0].from).toBe(from)
    expect(r.by_week[r.by_week.length - 1].to).toBe(to)
  })

  it('still equals them with a closure, blocks, a court out of service and walk-ins added (undone afterwards)', async () => {
    const from = await localDay('Europe/Madrid', -29)
    const to = await localDay('Europe/Madrid', 0)
    const { r, current, previous, listed } = await reportAndCheck(CLUB_OWNER, MADRID, from, to, async (db) => {
      const day = async (n: number) => localDay('Europe/Madrid', n)
      await db.query("insert into public.club_closures (club_id, date, reason) values ($1, $2, 'Test closure'), ($1, $3, 'Test closure')", [MADRID, await day(-10), await day(-40)])
      // Evening blocks on court 1 every day of both periods, some over bookings that stay confirmed.
      await db.query(
        `insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id)
         select $1, k.id, d::date, s, 'class', 'Test class', '00000000-0000-4000-8000-0000000000c1'
         from public.courts k, generate_series($2::date, $3::date, interval '1 day') d, generate_series(7, 8) s
         where k.club_id = $1 and k.number = 1
         on conflict do nothing`,
        [MADRID, await day(-59), to],
      )
      await db.query('update public.courts set in_service = false where club_id = $1 and number = 12', [MADRID])
      // A walk-in paid at the desk on a free court-slot, and one cancelled and paid back.
      for (const [slot, refund] of [[1, false], [2, true]] as const) {
        const { rows } = await db.query<{ id: string }>(
          `insert into public.bookings (court_id, club_id, date, slot_id, guest_name, price, currency, status, cancelled_at, refund_amount)
           select k.id, $1, $2::date, $3, 'Test Guest', 24, 'EUR', case when $4 then 'cancelled' else 'confirmed' end::public.booking_status,
                  case when $4 then now() end, case when $4 then 24 end
           from public.courts k where k.club_id = $1 and k.number = 2
             and not exists (select 1 from public.bookings b where b.court_id = k.id and b.date = $2::date and b.slot_id = $3 and b.status = 'confirmed')
           returning id`,
          [MADRID, await day(-3), slot, refund],
        )
        for (const row of rows) {
          await db.query("insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description) values ($1, $2, 'walk_in', 24, 'EUR', 'Test')", [MADRID, row.id])
          if (refund) await db.query("insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description) values ($1, $2, 'walk_in_refund', -24, 'EUR', 'Test')", [MADRID, row.id])
        }
      }
    })
    expect(r.current).toEqual(current.figures)
    expect(r.previous).toEqual(previous.figures)
    expect(listed).toEqual({ bookable: current.figures.occupancy.bookable, peak: current.figures.occupancy.peak.bookable })
    expect(r.current.occupancy.not_bookable_bookings).toBeGreaterThan(0)
    expect(r.heatmap.filter((h) => h.bookable > 0)).toEqual(current.heatmap)
    expect(r.by_court.map(({ number, bookable, booked, revenue }) => ({ number, bookable, booked, revenue }))).toEqual(current.by_court)
    expect(r.by_court.find((k) => k.number === 12)).toMatchObject({ in_service: false, bookable: 0 })
  })
})

/** The Monday `weeksBack` weeks before this week's, on the club's calendar, and the days after it. */
async function weekOf(c: TestClub, weeksBack: number): Promise<string[]> {
  const rows = await sql<{ d: string }>(
    `select to_char(date_trunc('week', (now() at time zone $1)::date) - make_interval(weeks => $2) + make_interval(days => n), 'YYYY-MM-DD') as d
     from generate_series(0, 6) n order by n`,
    [c.timeZone, weeksBack],
  )
  return rows.map((row) => row.d)
}

async function insertBooking(
  c: TestClub,
  opts: { member?: string; guest?: string; court: number; date: string; slot: number; price: number; cancelled?: boolean; noShow?: boolean },
): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, guest_name, price, currency, status,
                                  cancelled_at, refund_amount, no_show_at)
     values ($1, $2, $3::date, $4, $5, $5, $6, $7, $8, case when $9 then 'cancelled' else 'confirmed' end::public.booking_status,
             case when $9 then now() end, case when $9 then $7::numeric end, case when $10 then now() end)
     returning id`,
    [c.courts[opts.court - 1], c.id, opts.date, opts.slot, opts.member ?? null, opts.guest ?? null, opts.price, c.currency,
     opts.cancelled ?? false, opts.noShow ?? false],
  )
  return id
}

/** A wallet row of the club at a club-local date and time. */
async function paid(c: TestClub, member: string, kind: 'booking' | 'refund' | 'booking_move', amount: number, bookingId: string, date: string, time: string) {
  await sql(
    `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, booking_id, created_at, completed_at)
     values ($1, case when $2 = 'refund' then 'credit' else 'debit' end::public.transaction_type, $2::public.transaction_kind, $3, $4,
             'Report test', 'completed', $5, $6, ($7::date + $8::time) at time zone $9, ($7::date + $8::time) at time zone $9)`,
    [member, kind, amount, c.currency, c.id, bookingId, date, time, c.timeZone],
  )
}

/** Money taken (or given back) at the desk, at a club-local date and time. */
async function desk(c: TestClub, kind: 'walk_in' | 'walk_in_refund', amount: number, bookingId: string, date: string) {
  await sql(
    `insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_at)
     values ($1, $2, $3, $4, $5, 'Report test', ($6::date + time '12:00') at time zone $7)`,
    [c.id, bookingId, kind, amount, c.currency, date, c.timeZone],
  )
}

describe('club_report on a club made for it', () => {
  it('counts what can be booked and what was, with blocks, a closure, a court out of service, walk-ins and refunds', async () => {
    const owner = await account({ role: 'club_owner' })
    const c = await club({ ownerId: owner.id, courts: 3 })
    // Open 09:00-21:00 Monday to Saturday, closed on Sundays; peak from 18:00 and all Saturday (and Sunday); court 3 out of service.
    await sql(
      `update public.clubs set opens_at = array['09:00','09:00','09:00','09:00','09:00','09:00',null]::time[],
                               closes_at = array['21:00','21:00','21:00','21:00','21:00','21:00',null]::time[],
                               peak_starts_at = '18:00', peak_weekdays = '{6,7}' where id = $1`,
      [c.id],
    )
    const [mon, tue, wed, thu, fri, sat, sun] = await weekOf(c, 2)
    const [, prevTue, , , , , prevSun] = await weekOf(c, 3)
    const [ana, ben, cai] = [await account(), await account(), await account()]
    await sql("update public.profiles set first_name = 'Ana', last_name = 'Often' where id = $1", [ana.id])
    await sql("update public.profiles set first_name = 'Ben', last_name = 'New' where id = $1", [ben.id])
    // Funded long before the payments below, so no running balance ever goes below zero in ledger order.
    for (const who of [ana, ben, cai]) {
      await sql(
        `insert into public.transactions (member_id, type, kind, amount, currency, description, status, created_at, completed_at)
         values ($1, 'credit', 'top_up', 500, $2, 'Test funds', 'completed', now() - interval '400 days', now() - interval '400 days')`,
        [who.id, c.currency],
      )
    }

    // The week before: Ana's first booking here (Tuesday 10:30, court 1), paid on Sunday at 23:30 club time.
    const b0 = await insertBooking(c, { member: ana.id, court: 1, date: prevTue, slot: 2, price: 20 })
    await paid(c, ana.id, 'booking', 20, b0, prevSun, '23:30')
    // The week: Monday 18:00 (peak) and Saturday 09:00 (peak, a no-show) for Ana; Thursday 13:30 for Ben, moved for +5;
    // a walk-in on Friday 15:00 paid 25 at the desk; Ben's Friday booking cancelled and refunded, and a walk-in
    // cancelled and paid back at the desk (both net 0); Cai on the court out of service; Ana on the closed
    // Wednesday, paid at 00:30 on Monday; Ben on a blocked slot. The last three are not bookable court-slots.
    const b1 = await insertBooking(c, { member: ana.id, court: 1, date: mon, slot: 7, price: 30 })
    const b2 = await insertBooking(c, { member: ana.id, court: 2, date: sat, slot: 1, price: 30, noShow: true })
    const b3 = await insertBooking(c, { member: ben.id, court: 1, date: thu, slot: 4, price: 20 })
    const b4 = await insertBooking(c, { guest: 'Walk In', court: 2, date: fri, slot: 5, price: 25 })
    const b5 = await insertBooking(c, { member: ben.id, court: 1, date: fri, slot: 1, price: 20, cancelled: true })
    const b6 = await insertBooking(c, { member: cai.id, court: 3, date: mon, slot: 1, price: 20 })
    const b7 = await insertBooking(c, { member: ana.id, court: 1, date: wed, slot: 2, price: 20 })
    await insertBooking(c, { member: ben.id, court: 1, date: tue, slot: 1, price: 0 })
    const b8 = await insertBooking(c, { guest: 'Gone Home', court: 2, date: thu, slot: 1, price: 20, cancelled: true })
    // Wednesday closed; court 3 out of service; Tuesday court 1 blocked 09:00-13:30 (3 slots); blocks on the
    // out-of-service court and on the closed day take nothing more away. All after the bookings were made: a trigger
    // refuses a booking on a closed day, an out-of-service court or a blocked cell.
    await sql("insert into public.club_closures (club_id, date, reason) values ($1, $2, 'Holiday')", [c.id, wed])
    await sql('update public.courts set in_service = false where id = $1', [c.courts[2]])
    const series = '00000000-0000-4000-8000-0000000000b1'
    for (const [court, date, slot] of [[1, tue, 1], [1, tue, 2], [1, tue, 3], [3, tue, 1], [2, wed, 1]] as const) {
      await sql(
        "insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id) values ($1, $2, $3, $4, 'maintenance', 'Nets', $5)",
        [c.id, c.courts[court - 1], date, slot, series],
      )
    }
    await paid(c, ana.id, 'booking', 30, b1, mon, '12:00')
    await paid(c, ana.id, 'booking', 30, b2, tue, '12:00')
    await paid(c, ben.id, 'booking', 20, b3, mon, '12:00')
    await paid(c, ben.id, 'booking_move', 5, b3, wed, '12:00')
    await desk(c, 'walk_in', 25, b4, fri)
    await paid(c, ben.id, 'booking', 20, b5, mon, '13:00')
    await paid(c, ben.id, 'refund', 20, b5, tue, '13:00')
    await paid(c, cai.id, 'booking', 20, b6, mon, '12:00')
    await paid(c, ana.id, 'booking', 20, b7, mon, '00:30')
    await desk(c, 'walk_in', 20, b8, thu)
    await desk(c, 'walk_in_refund', -20, b8, thu)
    // Top-ups are members' money, not the club's revenue.
    await sql(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, completed_at)
       values ($1, 'credit', 'top_up', 100, 'EUR', 'Report test', 'completed', $2, ($3::date + time '12:00') at time zone $4)`,
      [ana.id, c.id, mon, c.timeZone],
    )

    const r = await report(owner, c.id, mon, sun)
    expect(r.status).toBe('ok')
    const [listed] = await sql<{ bookable: number; peak: number }>(
      'select count(*)::int as bookable, (count(*) filter (where is_peak))::int as peak from public.bookable_slots($1, $2::date, $3::date)',
      [c.id, mon, sun],
    )
    expect(listed).toEqual({ bookable: 77, peak: 32 })
    expect(r.previous_period).toEqual({ from: (await weekOf(c, 3))[0], to: prevSun, days: 7 })
    // Bookable: 5 open days × 8 slots × 2 courts in service − 3 blocks = 77; peak: Saturday 16 + 4 days × 2 evening slots × 2 courts.
    expect(r.current.occupancy).toEqual({
      bookable: 77, booked: 4, rate: 0.052,
      peak: { bookable: 32, booked: 2, rate: 0.063 },
      off_peak: { bookable: 45, booked: 2, rate: 0.044 },
      not_bookable_bookings: 3,
    })
    // 30 + 30 + 20 + 5 + 25 + (20 − 20) + 20 + 20 + (20 − 20) = 150, over 77 × 1.5 = 115.5 court-hours.
    expect(r.current.revenue).toEqual({ total: 150, court_hours: 115.5, per_court_hour: 1.3 })
    expect(r.current.players).toEqual({
      players: 3, new: 2, returning: 1, bookings: 7, walk_ins: 1, past_bookings: 7, no_shows: 1, no_show_rate: 0.143,
    })
    // The week before: 6 open days (no closure, no block), Ana's one booking, her first here.
    expect(r.previous.occupancy).toEqual({
      bookable: 96, booked: 1, rate: 0.01,
      peak: { bookable: 36, booked: 0, rate: 0 },
      off_peak: { bookable: 60, booked: 1, rate: 0.017 },
      not_bookable_bookings: 0,
    })
    expect(r.previous.revenue).toEqual({ total: 20, court_hours: 144, per_court_hour: 0.14 })
    expect(r.previous.players).toEqual({
      players: 1, new: 1, returning: 0, bookings: 1, walk_ins: 0, past_bookings: 1, no_shows: 0, no_show_rate: 0,
    })
    expect(r.by_court.map(({ number, in_service, bookable, booked, revenue, previous_revenue }) => ({ number, in_service, bookable, booked, revenue, previous_revenue }))).toEqual([
      { number: 1, in_service: true, bookable: 37, booked: 2, revenue: 75, previous_revenue: 20 },
      { number: 2, in_service: true, bookable: 40, booked: 2, revenue: 55, previous_revenue: 0 },
      { number: 3, in_service: false, bookable: 0, booked: 0, revenue: 20, previous_revenue: 0 },
    ])
    expect(r.other_revenue).toEqual({ revenue: 0, previous_revenue: 0 })
    expect(r.by_week).toEqual([{ week_start: mon, from: mon, to: sun, revenue: 150 }])
    const cell = (weekday: number, slot: number) => r.heatmap.find((h) => h.weekday === weekday && h.slot_id === slot)
    expect(cell(1, 7)).toEqual({ weekday: 1, slot_id: 7, bookable: 2, booked: 1, rate: 0.5 })
    expect(cell(2, 1)).toEqual({ weekday: 2, slot_id: 1, bookable: 1, booked: 0, rate: 0 })
    expect(cell(3, 2)).toEqual({ weekday: 3, slot_id: 2, bookable: 0, booked: 0, rate: null })
    expect(cell(7, 8)).toEqual({ weekday: 7, slot_id: 8, bookable: 0, booked: 0, rate: null })
    expect(r.heatmap).toHaveLength(56)
    expect(r.top_players.map(({ name, bookings, new: isNew }) => ({ name, bookings, new: isNew }))).toEqual([
      { name: 'Ana Often', bookings: 3, new: false },
      { name: 'Ben New', bookings: 2, new: true },
      { name: 'Booking Tester', bookings: 1, new: true },
    ])
    // No open match here: the figure is there, and nought.
    expect(r.open_matches).toEqual({ courts_filled: 0, matches: 0, players: 0 })
  })

  it("is refused to anyone but the club's staff, and says why a period cannot be used", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const member = await account()
    const c = await club({ ownerId: owner.id })
    await club({ ownerId: otherOwner.id })
    const today = await localDay(c.timeZone, 0)
    const daysAgo = async (n: number) => localDay(c.timeZone, -n)
    for (const who of [otherOwner, member]) {
      expect(await report(who, c.id, today, today)).toEqual({
        status: 'not_allowed', message: "Only the club's staff can see its reports.", message_key: 'server_not_allowed_reports', message_values: {},
      })
      // A member or another club's owner learns nothing about the period either: the club is refused first.
      expect((await report(who, c.id, null, 'infinity')).status).toBe('not_allowed')
    }
    expect((await report(owner, null, today, today)).status).toBe('invalid_request')
    const bad: Array<[string | null, string | null, string, string]> = [
      [null, today, 'Please choose the first and the last day of the period.', 'server_invalid_period'],
      [today, null, 'Please choose the first and the last day of the period.', 'server_invalid_period'],
      ['-infinity', today, 'Please choose calendar dates for the period, not "infinity".', 'server_invalid_period_infinity'],
      [today, 'infinity', 'Please choose calendar dates for the period, not "infinity".', 'server_invalid_period_infinity'],
      [today, await daysAgo(1), 'The period must end on or after its first day.', 'server_invalid_period_order'],
      [await daysAgo(366), today, 'Please choose a period of at most 366 days.', 'server_invalid_period_length'],
    ]
    for (const [from, to, message, key] of bad) {
      expect(await report(owner, c.id, from, to)).toEqual({ status: 'invalid_period', message, message_key: key, message_values: {} })
    }
    const far = await report(owner, c.id, '1990-01-01', '1990-01-31')
    expect(far.status).toBe('invalid_period')
    expect(far.message).toMatch(/^Reports cover \d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}: please choose dates in between\.$/)
    expect((await report(owner, c.id, '5000-01-01', '5000-01-02')).status).toBe('invalid_period')
    // 366 days is a period; one day is too.
    expect((await report(owner, c.id, await daysAgo(365), today)).status).toBe('ok')
    const one = await report(owner, c.id, today, today)
    expect(one.period).toEqual({ from: today, to: today, days: 1 })
    expect(one.previous_period).toEqual({ from: await daysAgo(1), to: await daysAgo(1), days: 1 })
    expect(one.current.occupancy.bookable).toBe(16)
    // A country owner and a super admin are staff of the club too.
    const admin = await account({ role: 'super_admin' })
    expect((await report(admin, c.id, today, today)).status).toBe('ok')
    // The internal helpers are not the API.
    const { error } = await member.client.rpc('club_open_slots', { p_club_id: c.id, p_from: today, p_to: today })
    expect(error).not.toBeNull()
  })
})
