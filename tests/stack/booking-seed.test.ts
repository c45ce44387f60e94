import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'

// The demo seed's network and history: the numbers of docs/product.md §9 and §16 and the demo club's courts (§3).

const SEEDED_CLUB = "c.id::text like 'c0000000-0000-4000-8000-%'"

describe('demo seed: network and bookings', () => {
  it('has 7 countries, 124 courts and 19,320 members, and the hero counters said so after seeding', async () => {
    const [row] = await sql<{ countries: number; courts: number; members: number; stats_courts: number; stats_members: number }>(
      `select (select count(*)::int from public.countries) as countries,
              (select count(*)::int from public.courts k join public.clubs c on c.id = k.club_id where ${SEEDED_CLUB}) as courts,
              (select count(*)::int from public.profiles where email like '%@elsy.test' or email like '%@members.elsy.test') as members,
              -- the counters minus what the tests added since
              (select courts from public.network_stats)
                - (select count(*)::int from public.courts k join public.clubs c on c.id = k.club_id where c.active and not ${SEEDED_CLUB}) as stats_courts,
              (select members from public.network_stats)
                - (select count(*)::int from public.profiles where coalesce(email, '') not like '%@elsy.test' and coalesce(email, '') not like '%@members.elsy.test') as stats_members`,
    )
    expect(row).toEqual({ countries: 7, courts: 124, members: 19320, stats_courts: 124, stats_members: 19320 })
  })

  it("the demo club's courts 1-6 are the spec's: 1, 2 and 5 indoor; 3, 4 and 6 outdoor", async () => {
    const rows = await sql<{ number: number; type: string }>(
      `select k.number, k.type::text as type from public.courts k join public.clubs c on c.id = k.club_id
       join public.profiles p on p.id = c.owner_id
       where p.email = 'club@elsy.test' and k.number <= 6 order by k.number`,
    )
    expect(rows.map((row) => row.type)).toEqual(['indoor', 'indoor', 'outdoor', 'outdoor', 'indoor', 'outdoor'])
  })

  it("has the spec's eight slots", async () => {
    const rows = await sql<{ id: number; label: string }>('select id, label from public.slots order by id')
    expect(rows.map((row) => row.label)).toEqual([
      '09:00 - 10:30', '10:30 - 12:00', '12:00 - 13:30', '13:30 - 15:00',
      '15:00 - 16:30', '16:30 - 18:00', '18:00 - 19:30', '19:30 - 21:00',
    ])
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('has weeks of booking history and upcoming bookings, each paid by a debit, at the desk, or due there', async () => {
    const [row] = await sql<{ past: number; upcoming: number; unpaid: number; due: number; first: string }>(
      `select count(*) filter (where b.date < current_date)::int as past,
              count(*) filter (where b.date > current_date)::int as upcoming,
              count(*) filter (where b.price > 0 and not exists (
                select 1 from public.transactions t where t.booking_id = b.id and t.kind = 'booking')
                and not exists (select 1 from public.desk_payments d where d.booking_id = b.id and d.kind in ('walk_in', 'booking_payment'))
                and b.due = 0)::int as unpaid,
              count(*) filter (where b.due > 0 and b.pay_with = 'club' and b.due = b.price)::int as due,
              to_char(min(b.date), 'YYYY-MM-DD') as first
       from public.bookings b join public.clubs c on c.id = b.club_id where ${SEEDED_CLUB}`,
    )
    expect(row.past).toBeGreaterThan(10_000)
    expect(row.upcoming).toBeGreaterThan(500)
    expect(row.unpaid).toBe(0)
    // Some bookings are to pay at the club's desk (the desk's grid and member cards show them).
    expect(row.due).toBeGreaterThanOrEqual(3)
  })

  it('the demo member has top-ups, debits, a refund and a pending top-up, with a positive balance', async () => {
    const rows = await sql<{ kind: string; status: string }>(
      `select t.kind::text as kind, t.status::text as status from public.transactions t
       join public.profiles p on p.id = t.member_id where p.email = 'member@elsy.test'`,
    )
    const kinds = rows.map((row) => `${row.kind}/${row.status}`)
    expect(kinds).toContain('top_up/pending')
    expect(kinds).toContain('refund/completed')
    expect(kinds.filter((kind) => kind === 'booking/completed').length).toBeGreaterThanOrEqual(5)
    const [{ balance }] = await sql<{ balance: string }>(
      "select public.wallet_balance(id, 'EUR') as balance from public.profiles where email = 'member@elsy.test'",
    )
    expect(Number(balance)).toBeGreaterThan(0)
    const [{ upcoming }] = await sql<{ upcoming: number }>(
      `select count(*)::int as upcoming from public.bookings b join public.profiles p on p.id = b.member_id
       where p.email = 'member@elsy.test' and b.date > current_date and b.status = 'confirmed'`,
    )
    // Two booked for themselves, and the court of the open match they organise.
    expect(upcoming).toBe(3)
  })

  it('the demo country owner owns Spain and the demo club owner the Madrid club', async () => {
    const rows = await sql(
      `select 'country' as what, k.code as name from public.countries k join public.profiles p on p.id = k.owner_id where p.email = 'country@elsy.test'
       union all
       select 'club', c.city from public.clubs c join public.profiles p on p.id = c.owner_id where p.email = 'club@elsy.test'`,
    )
    expect(rows).toEqual([{ what: 'country', name: 'ES' }, { what: 'club', name: 'Madrid' }])
  })

  it("gives the Madrid desk a realistic month: played bookings checked in, a few no-shows, members who joined over time", async () => {
    const [row] = await sql<{ played: number; checked_in: number; no_shows: number; unmarked: number; members: number; new_this_month: number }>(
      `select count(*)::int as played,
              count(*) filter (where b.checked_in_at is not null)::int as checked_in,
              count(*) filter (where b.no_show_at is not null)::int as no_shows,
              count(*) filter (where b.checked_in_at is null and b.no_show_at is null)::int as unmarked,
              (select count(*)::int from public.profiles where home_club_id = 'c0000000-0000-4000-8000-000000000001') as members,
              (select count(*)::int from public.profiles where home_club_id = 'c0000000-0000-4000-8000-000000000001'
                 and created_at >= date_trunc('month', now())) as new_this_month
         from public.bookings b join public.slots s on s.id = b.slot_id
        where b.club_id = 'c0000000-0000-4000-8000-000000000001' and b.status = 'confirmed'
          and b.date >= (now() at time zone 'Europe/Madrid')::date - 30
          and (b.date + s.starts_at) at time zone 'Europe/Madrid' < now() - interval '1 day'`,
    )
    expect(row.played).toBeGreaterThan(500)
    expect(row.unmarked).toBe(0)
    expect(row.no_shows / row.played).toBeGreaterThan(0.01)
    expect(row.no_shows / row.played).toBeLessThan(0.1)
    expect(row.new_this_month).toBeGreaterThan(0)
    expect(row.new_this_month).toBeLessThan(row.members / 5)
  })
})
