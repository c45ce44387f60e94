-- scope_clubs in one pass for all the clubs of the scope, grouped by club, instead of one club_report per club:
-- club_report also builds the heatmap, the courts, the weeks and the players (one look-up per member) that the
-- comparison never shows, and at the network's 20 clubs that was most of its time. The figures kept are the ones
-- club_report gives, counted the same way: bookable court-slots are club_open_slots' open slots on each court in
-- service less blocks, booked ones the confirmed bookings on those court-slots, revenue club_revenue_lines between
-- the club-local midnights, bookings, started bookings and no-shows on the club's calendar; each club in its own
-- currency. A period club_report refuses is refused with its sentence (report_period_refusal, the first club by
-- name), and the scope is is_club_staff's, as before.

-- club_open_slots in two steps: the open slots (opening hours, closure days, an active club), then the peak rule.
-- club_is_peak cannot be inlined (it sets its search_path), and asked once per open slot it is most of
-- club_open_slots' time; scope_clubs counts court-slots without peak and off-peak, so it reads the first step only.
create function public.club_open_slots_no_peak(p_club_id uuid, p_from date, p_to date)
returns table (date date, slot_id smallint)
language sql
stable
security definer
rows 3000
set search_path = ''
as $$
  select d.date, s.id
  from public.clubs c
  cross join lateral (select g::date as date from generate_series(p_from, p_to, interval '1 day') g) d
  join public.slots s on s.starts_at >= c.opens_at[extract(isodow from d.date)::int]
                     and s.ends_at <= c.closes_at[extract(isodow from d.date)::int]
  where c.id = p_club_id
    and c.active
    and not exists (select 1 from public.club_closures x where x.club_id = c.id and x.date = d.date);
$$;
comment on function public.club_open_slots_no_peak(uuid, date, date) is
  'Internal: the slots of a club between two dates (inclusive) inside the weekday''s opening hours and not on a closure day, at a club that is active. club_open_slots is these with the club''s peak rule.';
revoke execute on function public.club_open_slots_no_peak(uuid, date, date) from public, anon, authenticated;

create or replace function public.club_open_slots(p_club_id uuid, p_from date, p_to date)
returns table (date date, slot_id smallint, is_peak boolean)
language sql
stable
security definer
rows 3000
set search_path = ''
as $$
  select o.date, o.slot_id, public.club_is_peak(c, o.date, s.starts_at)
  from public.club_open_slots_no_peak(p_club_id, p_from, p_to) o
  join public.clubs c on c.id = p_club_id
  join public.slots s on s.id = o.slot_id;
$$;

create or replace function public.scope_clubs(p_from date, p_to date, p_country_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club_ids uuid[];
  refusal jsonb;
  days int;
  prev_from date;
  club_rows jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_country_code is not null and not exists (select 1 from public.countries k where k.code = p_country_code) then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.');
  end if;
  select coalesce(array_agg(c.id order by c.name, c.id), '{}') into club_ids
  from public.clubs c
  where public.is_club_staff(c.id) and (p_country_code is null or c.country_code = p_country_code);
  if cardinality(club_ids) = 0 then
    return public.rpc_result('not_allowed', 'Only the staff of ELSY clubs can compare clubs.');
  end if;
  -- A period the reports refuse is refused here with the same sentence (its bounds are on a club's calendar).
  select r.answer into refusal
  from unnest(club_ids) with ordinality s (id, n)
  join public.clubs c on c.id = s.id
  cross join lateral (select public.report_period_refusal(c, p_from, p_to) as answer) r
  where r.answer is not null
  order by s.n
  limit 1;
  if refusal is not null then
    return refusal;
  end if;

  days := p_to - p_from + 1;
  prev_from := p_from - days;

  with
  scope as materialized (
    select s.n, c.id, c.name, c.city, c.country_code, c.currency,
           -- The club-local midnights that bound both periods, as instants (revenue is by when money moved).
           prev_from::timestamp at time zone c.time_zone as prev_from_at,
           p_from::timestamp at time zone c.time_zone as from_at,
           (p_to + 1)::timestamp at time zone c.time_zone as to_at,
           now() at time zone c.time_zone as local_now
    from unnest(club_ids) with ordinality s (id, n)
    join public.clubs c on c.id = s.id
  ),
  open_slots as materialized (
    select s.id as club_id, o.date, o.slot_id, o.date >= p_from as cur
    from scope s
    cross join lateral public.club_open_slots_no_peak(s.id, prev_from, p_to) o
  ),
  courts_in_service as materialized (
    select k.club_id, k.id from public.courts k join scope s on s.id = k.club_id where k.in_service
  ),
  blocked as materialized (
    select x.club_id, x.court_id, x.date, x.slot_id, o.cur
    from public.court_blocks x
    join courts_in_service k on k.id = x.court_id and k.club_id = x.club_id
    join open_slots o on o.club_id = x.club_id and o.date = x.date and o.slot_id = x.slot_id
    where x.club_id = any (club_ids) and x.date between prev_from and p_to
  ),
  booked as materialized (
    select b.club_id, b.court_id, b.date, b.slot_id, b.no_show_at, b.date >= p_from as cur,
           (b.date + sl.starts_at) <= s.local_now as past
    from scope s
    join public.bookings b on b.club_id = s.id
    join public.slots sl on sl.id = b.slot_id
    where b.status = 'confirmed' and b.date between prev_from and p_to
  ),
  -- Confirmed bookings on bookable court-slots (at most one each: bookings_one_per_court_slot).
  taken as (
    select k.club_id, k.cur, count(*) as booked
    from booked k
    join open_slots o on o.club_id = k.club_id and o.date = k.date and o.slot_id = k.slot_id
    join courts_in_service c on c.id = k.court_id and c.club_id = k.club_id
    where not exists (select 1 from blocked x where x.court_id = k.court_id and x.date = k.date and x.slot_id = k.slot_id)
    group by k.club_id, k.cur
  ),
  -- Bookable court-slots: each open slot on each court in service, less the blocks on them.
  open_count as (
    select o.club_id, o.cur, count(*) as open from open_slots o group by o.club_id, o.cur
  ),
  court_count as (
    select k.club_id, count(*) as courts from courts_in_service k group by k.club_id
  ),
  blocked_count as (
    select x.club_id, x.cur, count(*) as blocked from blocked x group by x.club_id, x.cur
  ),
  revenue as (
    select s.id as club_id, r.at >= s.from_at as cur, sum(r.amount) as total
    from scope s
    cross join lateral public.club_revenue_lines(s.id, s.prev_from_at, s.to_at) r
    group by 1, 2
  ),
  visits as (
    select k.club_id, k.cur, count(*) as bookings,
           count(*) filter (where k.past) as past, count(*) filter (where k.past and k.no_show_at is not null) as no_shows
    from booked k group by k.club_id, k.cur
  ),
  periods as (
    select s.id as club_id, p.cur,
           coalesce(o.open * n.courts, 0) - coalesce(x.blocked, 0) as bookable,
           coalesce(t.booked, 0) as booked,
           coalesce(r.total, 0) as revenue,
           coalesce(v.bookings, 0) as bookings, coalesce(v.past, 0) as past, coalesce(v.no_shows, 0) as no_shows
    from scope s
    cross join (values (true), (false)) p (cur)
    left join open_count o on o.club_id = s.id and o.cur = p.cur
    left join court_count n on n.club_id = s.id
    left join blocked_count x on x.club_id = s.id and x.cur = p.cur
    left join taken t on t.club_id = s.id and t.cur = p.cur
    left join revenue r on r.club_id = s.id and r.cur = p.cur
    left join visits v on v.club_id = s.id and v.cur = p.cur
  ),
  -- The figures of a period as club_report gives them (occupancy.rate, revenue.court_hours, players.no_show_rate...).
  figures as (
    select p.club_id, p.cur, jsonb_build_object(
      'booked', p.booked,
      'bookable', p.bookable,
      'occupancy', public.report_rate(p.booked, p.bookable),
      'revenue', p.revenue,
      'court_hours', p.bookable * 1.5,
      'revenue_per_court_hour', round(p.revenue / nullif(p.bookable * 1.5, 0), 2),
      'bookings', p.bookings,
      'no_shows', p.no_shows,
      'past_bookings', p.past,
      'no_show_rate', public.report_rate(p.no_shows, p.past)) as figures
    from periods p
  )
  select jsonb_agg(jsonb_build_object(
      'club', jsonb_build_object('id', s.id, 'name', s.name, 'city', s.city, 'country_code', s.country_code, 'currency', s.currency),
      'courts', jsonb_build_object('in_service', coalesce(k.in_service, 0), 'total', coalesce(k.total, 0)),
      'members', coalesce(m.members, 0),
      'current', c.figures,
      'previous', p.figures)
    order by s.n)
  into club_rows
  from scope s
  left join (select k.club_id, count(*) filter (where k.in_service) as in_service, count(*) as total
             from public.courts k where k.club_id = any (club_ids) group by k.club_id) k on k.club_id = s.id
  left join (select p.home_club_id, count(*) as members
             from public.profiles p where p.home_club_id = any (club_ids) group by p.home_club_id) m on m.home_club_id = s.id
  left join figures c on c.club_id = s.id and c.cur
  left join figures p on p.club_id = s.id and not p.cur;

  return public.rpc_result('ok', 'Clubs compared.', jsonb_build_object(
    'period', jsonb_build_object('from', p_from, 'to', p_to, 'days', days),
    'previous_period', jsonb_build_object('from', prev_from, 'to', p_from - 1, 'days', days),
    'clubs', club_rows));
end;
$$;
comment on function public.scope_clubs(date, date, text) is
  'The clubs the caller is staff of (optionally one country), each with courts, home-club members and, for the period and the one before it, the figures of club_report counted for all the clubs at once: occupancy (booked and bookable court-slots), revenue in the club''s currency, court-hours, revenue per court-hour, bookings, no-shows and past bookings. Returns {status ok|unknown_country|not_allowed|not_signed_in, or club_report''s refusal of the period, message, period, previous_period, clubs}.';

drop function public.scope_club_figures(jsonb);
