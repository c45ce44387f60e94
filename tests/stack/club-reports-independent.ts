import type pg from 'pg'

/**
 * The reports' figures for one period, recomputed straight from the tables, written apart from club_report on
 * purpose: no bookable_slots, no club_revenue_lines, no club_open_slots. Bookable court-slots are every court ×
 * day × slot with the exclusions taken away one by one; money is put on the club's calendar by its local date
 * (the report compares instants with local midnights). A shared mistake would have to be made twice.
 */
export interface PeriodFigures {
  occupancy: {
    bookable: number
    booked: number
    rate: number | null
    peak: { bookable: number; booked: number; rate: number | null }
    off_peak: { bookable: number; booked: number; rate: number | null }
    not_bookable_bookings: number
  }
  revenue: { total: number; court_hours: number; per_court_hour: number | null }
  players: {
    players: number
    new: number
    returning: number
    bookings: number
    walk_ins: number
    past_bookings: number
    no_shows: number
    no_show_rate: number | null
  }
}

export interface IndependentReport {
  figures: PeriodFigures
  heatmap: Array<{ weekday: number; slot_id: number; bookable: number; booked: number; rate: number | null }>
  by_court: Array<{ number: number; bookable: number; booked: number; revenue: number }>
  other_revenue: number
  by_week: Array<{ week_start: string; revenue: number }>
  top_players: Array<{ member_id: string; name: string; bookings: number }>
  open_matches: { courts_filled: number; matches: number; players: number }
}

const INDEPENDENT = `
with c as (select * from public.clubs where id = $1),
days as (select g::date as d from generate_series($2::date, $3::date, interval '1 day') g),
grid as (
  select k.id as court_id, k.number, k.in_service, days.d, extract(isodow from days.d)::int as dow,
         s.id as slot_id, s.starts_at, s.ends_at
  from public.courts k cross join days cross join public.slots s
  where k.club_id = $1),
bookable as (
  select g.*, (g.dow = any (c.peak_weekdays) or (c.peak_starts_at is not null and g.starts_at >= c.peak_starts_at)) as peak
  from grid g, c
  where g.in_service
    and c.opens_at[g.dow] is not null and g.starts_at >= c.opens_at[g.dow] and g.ends_at <= c.closes_at[g.dow]
    and g.d not in (select x.date from public.club_closures x where x.club_id = $1)
    and (g.court_id, g.d, g.slot_id) not in (select x.court_id, x.date, x.slot_id from public.court_blocks x where x.club_id = $1)),
bk as (
  select b.*, (b.date + s.starts_at) at time zone c.time_zone <= now() as past
  from public.bookings b join public.slots s on s.id = b.slot_id, c
  where b.club_id = $1 and b.status = 'confirmed' and b.date between $2 and $3),
occ as (
  select o.*, bk.id is not null as taken
  from bookable o left join bk on bk.court_id = o.court_id and bk.date = o.d and bk.slot_id = o.slot_id),
firsts as (
  select b.member_id, min(b.date) as first_day from public.bookings b
  where b.club_id = $1 and b.status = 'confirmed' and b.member_id is not null group by b.member_id),
money as (
  select t.completed_at as at, case when t.type = 'debit' then t.amount else -t.amount end as amount, t.booking_id
  from public.transactions t
  where t.club_id = $1 and t.status = 'completed'
    and t.kind in ('booking', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund', 'match_share', 'match_share_refund')
  union all
  select d.created_at, d.amount, d.booking_id from public.desk_payments d where d.club_id = $1),
period_money as (
  select m.amount, m.booking_id, (m.at at time zone c.time_zone)::date as local_day, b.court_id
  from money m cross join c left join public.bookings b on b.id = m.booking_id
  where (m.at at time zone c.time_zone)::date between $2 and $3),
counts as (
  select (select count(*) from occ) as bookable,
         (select count(*) from occ where taken) as booked,
         (select count(*) from occ where peak) as peak_bookable,
         (select count(*) from occ where peak and taken) as peak_booked,
         (select count(*) from occ where not peak) as off_peak_bookable,
         (select count(*) from occ where not peak and taken) as off_peak_booked,
         (select count(*) from bk) as bookings,
         (select count(*) from bk where member_id is null) as walk_ins,
         (select count(*) from bk where past) as past,
         (select count(*) from bk where past and no_show_at is not null) as no_shows,
         (select count(distinct member_id) from bk) as players,
         (select count(distinct bk.member_id) from bk join firsts f on f.member_id = bk.member_id where f.first_day >= $2) as new_players,
         (select coalesce(sum(amount), 0) from period_money) as revenue)
select jsonb_build_object(
  'figures', jsonb_build_object(
    'occupancy', jsonb_build_object(
      'bookable', x.bookable, 'booked', x.booked, 'rate', round(x.booked::numeric / nullif(x.bookable, 0), 3),
      'peak', jsonb_build_object('bookable', x.peak_bookable, 'booked', x.peak_booked,
                                 'rate', round(x.peak_booked::numeric / nullif(x.peak_bookable, 0), 3)),
      'off_peak', jsonb_build_object('bookable', x.off_peak_bookable, 'booked', x.off_peak_booked,
                                     'rate', round(x.off_peak_booked::numeric / nullif(x.off_peak_bookable, 0), 3)),
      'not_bookable_bookings', (select count(*) from bk left join bookable o on o.court_id = bk.court_id and o.d = bk.date and o.slot_id = bk.slot_id
                                where o.court_id is null)),
    'revenue', jsonb_build_object('total', x.revenue, 'court_hours', x.bookable * 1.5,
                                  'per_court_hour', round(x.revenue / nullif(x.bookable * 1.5, 0), 2)),
    'players', jsonb_build_object('players', x.players, 'new', x.new_players, 'returning', x.players - x.new_players,
                                  'bookings', x.bookings, 'walk_ins', x.walk_ins, 'past_bookings', x.past,
                                  'no_shows', x.no_shows, 'no_show_rate', round(x.no_shows::numeric / nullif(x.past, 0), 3))),
  'heatmap', (select coalesce(jsonb_agg(jsonb_build_object('weekday', h.dow, 'slot_id', h.slot_id, 'bookable', h.n, 'booked', h.t,
                                                           'rate', round(h.t::numeric / nullif(h.n, 0), 3)) order by h.dow, h.slot_id), '[]')
              from (select dow, slot_id, count(*) as n, count(*) filter (where taken) as t from occ group by 1, 2) h),
  'by_court', (select jsonb_agg(jsonb_build_object('number', k.number,
                 'bookable', (select count(*) from occ where occ.court_id = k.id),
                 'booked', (select count(*) from occ where occ.court_id = k.id and taken),
                 'revenue', (select coalesce(sum(amount), 0) from period_money m where m.court_id = k.id)) order by k.number)
               from public.courts k where k.club_id = $1),
  'other_revenue', (select coalesce(sum(amount), 0) from period_money where court_id is null),
  'by_week', (select coalesce(jsonb_agg(jsonb_build_object('week_start', w.monday, 'revenue', w.amount) order by w.monday), '[]')
              from (select date_trunc('week', local_day)::date as monday, sum(amount) as amount from period_money group by 1) w),
  'top_players', (select coalesce(jsonb_agg(jsonb_build_object('member_id', t.member_id, 'name', t.name, 'bookings', t.n)
                                            order by t.n desc, t.name, t.member_id), '[]')
                  from (select bk.member_id, count(*) as n,
                               coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member') as name
                        from bk join public.profiles p on p.id = bk.member_id
                        group by bk.member_id, p.first_name, p.last_name, p.username
                        order by n desc, name, bk.member_id limit 10) t),
  -- Listed matches by their court's day: full on a confirmed booking, opened at all, and who joined (not the organiser).
  'open_matches', jsonb_build_object(
    'courts_filled', (select count(*) from public.bookings b
                      where b.club_id = $1 and b.status = 'confirmed' and b.date between $2 and $3
                        and exists (select 1 from public.open_matches m where m.booking_id = b.id and not m.private and m.status = 'full')),
    'matches', (select count(*) from public.open_matches m
                where not m.private and m.booking_id in (select b.id from public.bookings b where b.club_id = $1 and b.date between $2 and $3)),
    'players', (select count(*) from (
                  select distinct p.member_id from public.open_match_places p
                  join public.open_matches m on m.id = p.match_id
                  join public.bookings b on b.id = m.booking_id
                  where b.club_id = $1 and b.date between $2 and $3 and not m.private and p.state = 'in' and p.member_id <> m.organiser_id) j))
) as report
from counts x`

/** The independent figures for one club and period, read on `db` (inside the caller's transaction, so `now()` is shared). */
export async function independentReport(db: pg.ClientBase, clubId: string, from: string, to: string): Promise<IndependentReport> {
  const { rows } = await db.query<{ report: IndependentReport }>(INDEPENDENT, [clubId, from, to])
  return rows[0].report
}
