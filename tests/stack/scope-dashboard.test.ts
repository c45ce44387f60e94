import { describe, expect, it } from 'vitest'
import { account, club, clientWithToken, localDate, rpc, tokenFor } from './booking-helpers.ts'
import { db } from './db-as-role.ts'
import { sql } from './support.ts'

// scope_dashboard: the figures of every club the caller is staff of (a country owner's country, a super admin's
// network), each compared here with SQL written straight against the tables. Money stays per currency.

interface Scope {
  status: string
  message: string
  network: boolean
  countries: { code: string; currency: string }[]
  clubs: number
  courts: { in_service: number; total: number }
  members: { total: number; new_this_month: number }
  players: number | null
  bookings_week: { this: number; last: number }
  bookings_month: { this: number; last: number }
  revenue_month: { currency: string; this: number; last: number }[]
  bookings_by_day: { date: string; bookings: number }[]
}

/** The figures scope_clubs keeps of one period of a club_report (`f`, a jsonb expression). */
const figuresOf = (f: string) => `jsonb_build_object(
  'booked', ${f}->'occupancy'->'booked', 'bookable', ${f}->'occupancy'->'bookable', 'occupancy', ${f}->'occupancy'->'rate',
  'revenue', ${f}->'revenue'->'total', 'court_hours', ${f}->'revenue'->'court_hours',
  'revenue_per_court_hour', ${f}->'revenue'->'per_court_hour', 'bookings', ${f}->'players'->'bookings',
  'no_shows', ${f}->'players'->'no_shows', 'past_bookings', ${f}->'players'->'past_bookings',
  'no_show_rate', ${f}->'players'->'no_show_rate')`

/**
 * scope_clubs as `caller` beside the answer built from one club_report per club of the same scope (the first
 * club's refusal by name, else each club's figures), in one repeatable-read transaction so both see one moment.
 */
async function scopeClubsAndReports(caller: string, from: string, to: string, country: string | null) {
  const client = await db()
  await client.query('begin isolation level repeatable read')
  try {
    // aal2: signed in with two steps, as a super admin's session is.
    const claims = { sub: caller, role: 'authenticated', aal: 'aal2' }
    await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)])
    const {
      rows: [row],
    } = await client.query<{ answer: unknown; expected: unknown; same: boolean; same_text: boolean }>(
      `with s as (
         select c.id, c.name, c.city, c.country_code, c.currency, public.club_report(c.id, $1::date, $2::date) as r,
                (select count(*) from public.courts k where k.club_id = c.id and k.in_service) as in_service,
                (select count(*) from public.courts k where k.club_id = c.id) as courts,
                (select count(*) from public.profiles p where p.home_club_id = c.id) as members
         from public.clubs c
         where public.is_club_staff(c.id) and ($3::text is null or c.country_code = $3)
       ),
       e as (
         select coalesce(
           (select s.r from s where s.r->>'status' <> 'ok' order by s.name limit 1),
           (select jsonb_build_object('status', 'ok', 'message', 'Clubs compared.',
                     'message_key', 'server_ok_clubs_compared', 'message_values', '{}'::jsonb,
                     'period', (array_agg(s.r->'period'))[1], 'previous_period', (array_agg(s.r->'previous_period'))[1],
                     'clubs', jsonb_agg(jsonb_build_object(
                       'club', jsonb_build_object('id', s.id, 'name', s.name, 'city', s.city, 'country_code', s.country_code, 'currency', s.currency),
                       'courts', jsonb_build_object('in_service', s.in_service, 'total', s.courts),
                       'members', s.members,
                       'current', ${figuresOf("s.r->'current'")},
                       'previous', ${figuresOf("s.r->'previous'")}) order by s.name))
            from s having count(*) > 0)) as expected
       ),
       a as (select public.scope_clubs($1::date, $2::date, $3::text) as answer)
       select a.answer, e.expected, a.answer = e.expected as same, a.answer::text = e.expected::text as same_text from a, e`,
      [from, to, country],
    )
    await client.query('commit')
    return row
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

const dashboard = async (client: Parameters<typeof rpc>[0], country?: string) =>
  (await rpc(client, 'scope_dashboard', country ? { p_country_code: country } : {})) as unknown as Scope

/** The figures as SQL counts them, for the clubs `where` picks (a condition on clubs `c`). */
async function expected(where: string, params: unknown[] = []) {
  const [row] = await sql<{ clubs: number; courts: number; members: number; week: number; last_week: number; month: number; last_month: number }>(
    `with s as (select c.*, (now() at time zone c.time_zone)::date as today from public.clubs c where ${where}),
          t as (select s.*, date_trunc('week', s.today)::date as w, date_trunc('month', s.today)::date as m from s)
     select (select count(*)::int from t) as clubs,
            (select count(*)::int from public.courts k join t on t.id = k.club_id) as courts,
            (select count(*)::int from public.profiles p join t on t.id = p.home_club_id) as members,
            (select count(*)::int from public.bookings b join t on t.id = b.club_id where b.status = 'confirmed' and b.date between t.w and t.w + 6) as week,
            (select count(*)::int from public.bookings b join t on t.id = b.club_id where b.status = 'confirmed' and b.date between t.w - 7 and t.w - 1) as last_week,
            (select count(*)::int from public.bookings b join t on t.id = b.club_id where b.status = 'confirmed' and b.date >= t.m and b.date < (t.m + interval '1 month')::date) as month,
            (select count(*)::int from public.bookings b join t on t.id = b.club_id where b.status = 'confirmed' and b.date >= (t.m - interval '1 month')::date and b.date < t.m) as last_month`,
    params,
  )
  // Revenue this month per currency, from the two ledgers' lines as the club desk reads them.
  const revenue = await sql<{ currency: string; this: string }>(
    `with s as (select c.*, date_trunc('month', (now() at time zone c.time_zone)::date)::date as m from public.clubs c where ${where})
     select s.currency, sum(r.amount)::text as this
     from s cross join lateral public.club_revenue_lines(s.id, s.m::timestamp at time zone s.time_zone, (s.m + interval '1 month')::timestamp at time zone s.time_zone) r
     group by s.currency order by s.currency`,
    params,
  )
  return { ...row, revenue: revenue.map((r) => ({ currency: r.currency, this: Number(r.this) })) }
}

describe('scope_dashboard', () => {
  it("gives a super admin the whole network's figures, money per currency", async () => {
    const admin = await account({ role: 'super_admin' })
    const d = await dashboard(admin.client)
    const want = await expected('true')
    const [{ players }] = await sql<{ players: number }>('select count(*)::int as players from public.profiles')
    expect(d).toMatchObject({ status: 'ok', network: true, clubs: want.clubs, players })
    expect(d.courts.total).toBe(want.courts)
    expect(d.members.total).toBe(want.members)
    expect(d.bookings_week).toEqual({ this: want.week, last: want.last_week })
    expect(d.bookings_month).toEqual({ this: want.month, last: want.last_month })
    expect(d.revenue_month.map((r) => ({ currency: r.currency, this: Number(r.this) }))).toEqual(want.revenue)
    // The seed has EUR and GBP clubs: two lines, never one sum.
    expect(d.revenue_month.map((r) => r.currency)).toEqual(['EUR', 'GBP'])
    expect(d.bookings_by_day).toHaveLength(30)
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.bookings where status = 'confirmed' and date = (now() at time zone 'UTC')::date`,
    )
    expect(d.bookings_by_day[29]).toEqual({ date: expect.any(String), bookings: n })
  })

  it("gives the country owner their country's clubs only, and refuses another country", async () => {
    const [{ id }] = await sql<{ id: string }>(`select owner_id as id from public.countries where code = 'ES'`)
    const owner = clientWithToken(await tokenFor(id))
    const d = await dashboard(owner)
    const want = await expected(`c.country_code = 'ES'`)
    expect(d).toMatchObject({ status: 'ok', network: false, clubs: want.clubs, players: null })
    expect(d.countries.map((c) => c.code)).toEqual(['ES'])
    expect(d.members.total).toBe(want.members)
    expect(d.bookings_week).toEqual({ this: want.week, last: want.last_week })
    expect(d.revenue_month.map((r) => ({ currency: r.currency, this: Number(r.this) }))).toEqual(want.revenue)
    expect(await dashboard(owner, 'GB')).toMatchObject({ status: 'not_allowed' })
    expect(await dashboard(owner, 'XX')).toMatchObject({ status: 'unknown_country', message: 'That country is not in the ELSY network.' })
  })

  it("gives the owner of a EUR and a GBP club one revenue line each, and each club's own bookings", async () => {
    const owner = await account({ role: 'club_owner' })
    const madrid = await club({ ownerId: owner.id, courts: 2 })
    const london = await club({ ownerId: owner.id, courts: 3, country: 'GB', timeZone: 'Europe/London' })
    const player = await account()
    await sql('update public.profiles set home_club_id = $2 where id = $1', [player.id, london.id])
    // No money yet: each currency still has its line, at zero.
    expect((await dashboard(owner.client)).revenue_month).toEqual([
      { currency: 'EUR', this: 0, last: 0 },
      { currency: 'GBP', this: 0, last: 0 },
    ])
    for (const [c, price] of [[madrid, 25], [london, 40]] as const) {
      const date = await localDate(c.timeZone, 0)
      const [{ id }] = await sql<{ id: string }>(
        `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, guest_name, price, currency)
         values ($1, $2, $3::date, 8, $4, 'Walk-in', $5, $6) returning id`,
        [c.courts[0], c.id, date, owner.id, price, c.currency],
      )
      await sql(
        `insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by) values ($1, $2, 'walk_in', $3, $4, 'Walk-in', $5)`,
        [c.id, id, price, c.currency, owner.id],
      )
    }
    const d = await dashboard(owner.client)
    expect(d).toMatchObject({ status: 'ok', network: false, clubs: 2, courts: { in_service: 5, total: 5 }, members: { total: 1 } })
    expect(d.bookings_week.this).toBe(2)
    expect(d.revenue_month).toEqual([
      { currency: 'EUR', this: 25, last: 0 },
      { currency: 'GBP', this: 40, last: 0 },
    ])
  })

  it('refuses a member and a caller without a session', async () => {
    const member = await account()
    expect(await dashboard(member.client)).toMatchObject({ status: 'not_allowed', message: 'Only the staff of ELSY clubs can see this dashboard.' })
    const [{ result }] = await sql<{ result: { status: string } }>('select public.scope_dashboard() as result')
    expect(result.status).toBe('not_signed_in')
  })
})

describe('scope_clubs', () => {
  it("gives the country owner each of their clubs with its own reports' figures, for the period and the one before", async () => {
    const [{ id }] = await sql<{ id: string }>(`select owner_id as id from public.countries where code = 'ES'`)
    const owner = clientWithToken(await tokenFor(id))
    const to = await localDate('Europe/Madrid', 0)
    const from = await localDate('Europe/Madrid', -29)
    const answer = (await rpc(owner, 'scope_clubs', { p_from: from, p_to: to })) as unknown as {
      status: string
      period: { from: string; to: string; days: number }
      clubs: { club: { id: string; country_code: string }; members: number; current: Record<string, number>; previous: Record<string, number> }[]
    }
    expect(answer).toMatchObject({ status: 'ok', period: { from, to, days: 30 } })
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from public.clubs where country_code = 'ES'`)
    expect(answer.clubs).toHaveLength(n)
    expect(new Set(answer.clubs.map((c) => c.club.country_code))).toEqual(new Set(['ES']))
    for (const row of answer.clubs.slice(0, 2)) {
      const report = (await rpc(owner, 'club_report', { p_club_id: row.club.id, p_from: from, p_to: to })) as unknown as {
        current: { occupancy: { booked: number; bookable: number }; revenue: { total: number }; players: { no_shows: number } }
        previous: { revenue: { total: number } }
      }
      expect(row.current).toMatchObject({
        booked: report.current.occupancy.booked,
        bookable: report.current.occupancy.bookable,
        revenue: report.current.revenue.total,
        no_shows: report.current.players.no_shows,
      })
      expect(row.previous.revenue).toBe(report.previous.revenue.total)
      const [{ members }] = await sql<{ members: number }>('select count(*)::int as members from public.profiles where home_club_id = $1', [row.club.id])
      expect(row.members).toBe(members)
    }
  })

  it('answers as one club_report per club would: every figure, for the network and a country, over short, long, empty and refused periods', async () => {
    const [{ owner }] = await sql<{ owner: string }>(`select owner_id as owner from public.countries where code = 'ES'`)
    const [admin] = await sql<{ id: string }>(`select id from auth.users where email = 'admin@elsy.test'`)
    const [{ today }] = await sql<{ today: string }>("select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today")
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
    const cases: [string, string | null, string, string, string][] = [
      [admin.id, null, 'last 30 days', day(-29), day(0)],
      [admin.id, null, 'last 7 days', day(-6), day(0)],
      [admin.id, null, 'long ago, no data', day(-2000), day(-1991)],
      [admin.id, null, '366 days', day(-365), day(0)],
      [admin.id, null, 'reversed', day(0), day(-1)],
      [admin.id, null, '367 days', day(-366), day(0)],
      [admin.id, 'GB', 'last 30 days', day(-29), day(0)],
      [owner, null, 'last 30 days', day(-29), day(0)],
      [owner, null, '366 days', day(-365), day(0)],
      [owner, null, 'ahead', day(1), day(30)],
    ]
    let ok = 0
    for (const [caller, country, name, from, to] of cases) {
      const row = await scopeClubsAndReports(caller, from, to, country)
      expect(row.answer, `${name} ${from}..${to} ${country ?? ''}`).toEqual(row.expected)
      expect(row.same, `${name}: equal as jsonb`).toBe(true)
      expect(row.same_text, `${name}: the same text, number for number`).toBe(true)
      if ((row.answer as { status: string }).status === 'ok') ok += 1
    }
    expect(ok).toBe(8)
  }, 90_000)

  it("refuses a bad period with the reports' sentence, a member, and another country's owner outside their country", async () => {
    const owner = await account({ role: 'club_owner' })
    await club({ ownerId: owner.id })
    expect(await rpc(owner.client, 'scope_clubs', { p_from: '2026-11-10', p_to: '2026-11-01' })).toMatchObject({ status: 'invalid_period' })
    const mine = (await rpc(owner.client, 'scope_clubs', { p_from: '2026-11-01', p_to: '2026-11-10' })) as unknown as { clubs: unknown[] }
    expect(mine.clubs).toHaveLength(1)
    const member = await account()
    expect(await rpc(member.client, 'scope_clubs', { p_from: '2026-11-01', p_to: '2026-11-10' })).toMatchObject({
      status: 'not_allowed',
      message: 'Only the staff of ELSY clubs can compare clubs.',
    })
    expect(await rpc(owner.client, 'scope_clubs', { p_from: '2026-11-01', p_to: '2026-11-10', p_country_code: 'GB' })).toMatchObject({ status: 'not_allowed' })
  })
})
