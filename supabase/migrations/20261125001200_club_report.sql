-- =============================================================================
-- The club's reports: occupancy, revenue and players for a period of club-local days, each figure beside the
-- same figures for the period of the same length just before it. Computed here, for the club's staff only.
--
-- Occupancy = booked court-slots / bookable court-slots. Bookable is bookable_slots, the booking rule as a set:
-- the weekday's opening hours, courts in service (as they are now), no closure day, no block. Booked is a
-- confirmed booking on one of those court-slots; a confirmed booking on a court-slot that is no longer bookable
-- (the court went out of service, the hours changed, a closure or a block came later) is left out of occupancy,
-- so it never passes 100 %, and counted on its own; it still counts for revenue and players.
--
-- Revenue is club_revenue_lines (wallet and desk payments, less refunds, plus or minus move differences) by when
-- the money moved, in the club's currency, between the club-local midnights that bound the period.
-- =============================================================================

-- The reports read a club's completed ledger rows by time; without this they scan every club's ledger.
create index if not exists transactions_club_completed_idx on public.transactions (club_id, completed_at) where status = 'completed';

-- -----------------------------------------------------------------------------
-- bookable_slots in two steps: the club's open slots, then its courts in service less blocks
-- -----------------------------------------------------------------------------
-- The same rule and answer as before. The first step is the club's alone (a year is 2,920 open slots rather than
-- 35,000 court-slots at twelve courts), so the reports count per court by arithmetic instead of listing every
-- court-slot; club_is_peak cannot be inlined (it sets its search_path), so it is asked once per open slot.
create function public.club_open_slots(p_club_id uuid, p_from date, p_to date)
returns table (date date, slot_id smallint, is_peak boolean)
language sql
stable
security definer
set search_path = ''
rows 3000
as $$
  select d.date, s.id, public.club_is_peak(c, d.date, s.starts_at)
  from public.clubs c
  cross join lateral (select g::date as date from generate_series(p_from, p_to, interval '1 day') g) d
  join public.slots s on s.starts_at >= c.opens_at[extract(isodow from d.date)::int]
                     and s.ends_at <= c.closes_at[extract(isodow from d.date)::int]
  where c.id = p_club_id
    and not exists (select 1 from public.club_closures x where x.club_id = c.id and x.date = d.date);
$$;
comment on function public.club_open_slots(uuid, date, date) is
  'Internal: the slots of a club between two dates (inclusive) inside the weekday''s opening hours and not on a closure day, with the club''s peak rule. bookable_slots is these on each court in service, less blocks.';
revoke execute on function public.club_open_slots(uuid, date, date) from public, anon, authenticated;

create or replace function public.bookable_slots(p_club_id uuid, p_from date, p_to date)
returns table (court_id uuid, date date, slot_id smallint, is_peak boolean)
language sql
stable
security definer
set search_path = ''
rows 20000
as $$
  select k.id, o.date, o.slot_id, o.is_peak
  from public.club_open_slots(p_club_id, p_from, p_to) o
  join public.courts k on k.club_id = p_club_id and k.in_service
  where not exists (select 1 from public.court_blocks x where x.court_id = k.id and x.date = o.date and x.slot_id = o.slot_id);
$$;
comment on function public.bookable_slots(uuid, date, date) is
  'Internal: the court-slots of a club between two dates (inclusive) that could be booked: courts in service (as they are now), the weekday''s opening hours, no closure day, no block (club_open_slots on each court in service, less blocks).';
revoke execute on function public.bookable_slots(uuid, date, date) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Period checks: every refusal a sentence
-- -----------------------------------------------------------------------------
create function public.report_period_refusal(p_club public.clubs, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with bounds as (
    -- Ten years of history and a year ahead: real calendars, and no instant out of timestamp's range.
    select (public.club_today(p_club) - interval '10 years')::date as first_day,
           (public.club_today(p_club) + interval '1 year')::date as last_day
  )
  select case
    when p_from is null or p_to is null then
      public.rpc_result('invalid_period', 'Please choose the first and the last day of the period.')
    when not isfinite(p_from) or not isfinite(p_to) then
      public.rpc_result('invalid_period', 'Please choose calendar dates for the period, not "infinity".')
    when p_from > p_to then
      public.rpc_result('invalid_period', 'The period must end on or after its first day.')
    when p_to - p_from + 1 > 366 then
      public.rpc_result('invalid_period', 'Please choose a period of at most 366 days.')
    when p_from < b.first_day or p_to > b.last_day then
      public.rpc_result('invalid_period',
        format('Reports cover %s to %s: please choose dates in between.',
               to_char(b.first_day, 'FMDD Mon YYYY'), to_char(b.last_day, 'FMDD Mon YYYY')),
        jsonb_build_object('first_day', b.first_day, 'last_day', b.last_day))
  end
  from bounds b;
$$;
comment on function public.report_period_refusal(public.clubs, date, date) is
  'Internal: why a report period cannot be used (missing, infinite, reversed, over 366 days, beyond ten years back or a year ahead) as an rpc_result, or null.';
revoke execute on function public.report_period_refusal(public.clubs, date, date) from public, anon, authenticated;

-- "0.4321" for 4,321 of 10,000; null when there was nothing to divide by.
create function public.report_rate(p_part numeric, p_whole numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_part / nullif(p_whole, 0), 4);
$$;
comment on function public.report_rate(numeric, numeric) is 'Internal: part / whole to four decimals, null when whole is 0.';
revoke execute on function public.report_rate(numeric, numeric) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- club_report: every figure of the reports page in one answer
-- -----------------------------------------------------------------------------
create function public.club_report(p_club_id uuid, p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its reports.');
  club public.clubs;
  zone text;
  days int;
  prev_from date;
  prev_to date;
  -- The club-local midnights that bound both periods, as instants (revenue is by when money moved).
  prev_from_at timestamptz;
  from_at timestamptz;
  to_at timestamptz;
  local_now timestamp;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  refusal := public.report_period_refusal(club, p_from, p_to);
  if refusal is not null then
    return refusal;
  end if;

  zone := club.time_zone;
  days := p_to - p_from + 1;
  prev_to := p_from - 1;
  prev_from := p_from - days;
  prev_from_at := prev_from::timestamp at time zone zone;
  from_at := p_from::timestamp at time zone zone;
  to_at := (p_to + 1)::timestamp at time zone zone;
  local_now := now() at time zone zone;

  with
  -- bookable_slots, counted rather than listed: each open slot on each court in service, less its blocks.
  open_slots as materialized (
    select o.date, o.slot_id, o.is_peak, o.date >= p_from as cur, extract(isodow from o.date)::int as weekday
    from public.club_open_slots(club.id, prev_from, p_to) o
  ),
  courts_in_service as materialized (
    select k.id from public.courts k where k.club_id = club.id and k.in_service
  ),
  blocked as materialized (
    select x.court_id, o.cur, o.weekday, o.slot_id, o.is_peak, o.date
    from public.court_blocks x
    join courts_in_service k on k.id = x.court_id
    join open_slots o on o.date = x.date and o.slot_id = x.slot_id
    where x.club_id = club.id and x.date between prev_from and p_to
  ),
  booked as materialized (
    select b.court_id, b.date, b.slot_id, b.member_id, b.no_show_at, b.date >= p_from as cur,
           (b.date + sl.starts_at) <= local_now as past
    from public.bookings b
    join public.slots sl on sl.id = b.slot_id
    where b.club_id = club.id and b.status = 'confirmed' and b.date between prev_from and p_to
  ),
  -- Confirmed bookings on bookable court-slots (at most one each: bookings_one_per_court_slot).
  taken as (
    select k.court_id, o.cur, o.weekday, o.slot_id, o.is_peak
    from booked k
    join open_slots o on o.date = k.date and o.slot_id = k.slot_id
    where k.court_id in (select c.id from courts_in_service c)
      and not exists (select 1 from blocked x where x.court_id = k.court_id and x.date = k.date and x.slot_id = k.slot_id)
  ),
  -- Bookable and booked court-slots by period, court, weekday, slot and peak: every occupancy figure sums these.
  cells as materialized (
    select g.cur, g.court_id, g.weekday, g.slot_id, g.is_peak,
           g.open - coalesce(x.blocked, 0) as bookable, coalesce(t.booked, 0) as booked
    from (select o.cur, k.id as court_id, o.weekday, o.slot_id, o.is_peak, o.open
          from (select o.cur, o.weekday, o.slot_id, o.is_peak, count(*) as open from open_slots o group by 1, 2, 3, 4) o
          cross join courts_in_service k) g
    left join (select x.cur, x.court_id, x.weekday, x.slot_id, x.is_peak, count(*) as blocked
               from blocked x group by 1, 2, 3, 4, 5) x
      using (cur, court_id, weekday, slot_id, is_peak)
    left join (select t.cur, t.court_id, t.weekday, t.slot_id, t.is_peak, count(*) as booked
               from taken t group by 1, 2, 3, 4, 5) t
      using (cur, court_id, weekday, slot_id, is_peak)
  ),
  occupancy as (
    select c.cur,
           sum(c.bookable) as bookable, sum(c.booked) as booked,
           coalesce(sum(c.bookable) filter (where c.is_peak), 0) as peak_bookable,
           coalesce(sum(c.booked) filter (where c.is_peak), 0) as peak_booked,
           coalesce(sum(c.bookable) filter (where not c.is_peak), 0) as off_peak_bookable,
           coalesce(sum(c.booked) filter (where not c.is_peak), 0) as off_peak_booked
    from cells c group by c.cur
  ),
  lines as materialized (
    select r.amount, r.booking_id, (r.at at time zone zone)::date as day, r.at >= from_at as cur, b.court_id
    from public.club_revenue_lines(club.id, prev_from_at, to_at) r
    left join public.bookings b on b.id = r.booking_id
  ),
  revenue as (
    select l.cur, sum(l.amount) as total from lines l group by l.cur
  ),
  -- Members with a booking in a period, and whether they had one at this club before it.
  players as materialized (
    select k.cur, k.member_id, count(*) as bookings,
           exists (select 1 from public.bookings e
                   where e.member_id = k.member_id and e.club_id = club.id and e.status = 'confirmed'
                     and e.date < case when k.cur then p_from else prev_from end) as returning
    from booked k
    where k.member_id is not null
    group by k.cur, k.member_id
  ),
  visits as (
    select k.cur, count(*) as bookings, count(*) filter (where k.member_id is null) as walk_ins,
           count(*) filter (where k.past) as past, count(*) filter (where k.past and k.no_show_at is not null) as no_shows
    from booked k group by k.cur
  ),
  periods as (
    select p.cur,
           coalesce(o.bookable, 0) as bookable, coalesce(o.booked, 0) as booked,
           coalesce(o.peak_bookable, 0) as peak_bookable, coalesce(o.peak_booked, 0) as peak_booked,
           coalesce(o.off_peak_bookable, 0) as off_peak_bookable, coalesce(o.off_peak_booked, 0) as off_peak_booked,
           coalesce(r.total, 0) as revenue,
           coalesce(v.bookings, 0) as bookings, coalesce(v.walk_ins, 0) as walk_ins,
           coalesce(v.past, 0) as past, coalesce(v.no_shows, 0) as no_shows,
           (select count(*) from players x where x.cur = p.cur) as players,
           (select count(*) from players x where x.cur = p.cur and not x.returning) as new_players
    from (values (true), (false)) p (cur)
    left join occupancy o on o.cur = p.cur
    left join revenue r on r.cur = p.cur
    left join visits v on v.cur = p.cur
  ),
  period_json as (
    select p.cur, jsonb_build_object(
      'occupancy', jsonb_build_object(
        'bookable', p.bookable, 'booked', p.booked, 'rate', public.report_rate(p.booked, p.bookable),
        'peak', jsonb_build_object('bookable', p.peak_bookable, 'booked', p.peak_booked,
                                   'rate', public.report_rate(p.peak_booked, p.peak_bookable)),
        'off_peak', jsonb_build_object('bookable', p.off_peak_bookable, 'booked', p.off_peak_booked,
                                       'rate', public.report_rate(p.off_peak_booked, p.off_peak_bookable)),
        -- Confirmed bookings on court-slots that are no longer bookable: outside occupancy, counted apart.
        'not_bookable_bookings', p.bookings - p.booked),
      'revenue', jsonb_build_object(
        'total', p.revenue,
        'court_hours', p.bookable * 1.5,
        'per_court_hour', round(p.revenue / nullif(p.bookable * 1.5, 0), 2)),
      'players', jsonb_build_object(
        'players', p.players, 'new', p.new_players, 'returning', p.players - p.new_players,
        'bookings', p.bookings, 'walk_ins', p.walk_ins,
        'past_bookings', p.past, 'no_shows', p.no_shows, 'no_show_rate', public.report_rate(p.no_shows, p.past))) as figures
    from periods p
  ),
  top_players as (
    -- The ten with most bookings (ties by name): profiles are read only for those at or above the tenth's count.
    select x.member_id, x.bookings, not x.returning as new, p.username,
           coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member') as name
    from players x
    join public.profiles p on p.id = x.member_id
    where x.cur
      and x.bookings >= (select coalesce(min(y.bookings), 0)
                         from (select z.bookings from players z where z.cur order by z.bookings desc limit 10) y)
    order by x.bookings desc, name, x.member_id
    limit 10
  )
  select jsonb_build_object(
    'status', 'ok',
    'message', 'Report ready.',
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', zone,
                               'today', public.club_today(club)),
    'period', jsonb_build_object('from', p_from, 'to', p_to, 'days', days),
    'previous_period', jsonb_build_object('from', prev_from, 'to', prev_to, 'days', days),
    'slot_hours', 1.5,
    'current', (select j.figures from period_json j where j.cur),
    'previous', (select j.figures from period_json j where not j.cur),
    -- The rows of the heatmap: the slots of the club's longest day.
    'slots', (
      select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label, 'starts_at', to_char(s.starts_at, 'HH24:MI'))
                                order by s.id), '[]'::jsonb)
      from public.slots s
      where s.starts_at >= (select min(o) from unnest(club.opens_at) o)
        and s.ends_at <= (select max(x) from unnest(club.closes_at) x)),
    'heatmap', (
      select coalesce(jsonb_agg(jsonb_build_object('weekday', w.d, 'slot_id', s.id,
                                                   'bookable', coalesce(h.bookable, 0), 'booked', coalesce(h.booked, 0),
                                                   'rate', public.report_rate(h.booked, h.bookable))
                                order by w.d, s.id), '[]'::jsonb)
      from generate_series(1, 7) w (d)
      cross join public.slots s
      left join (
        select c.weekday as d, c.slot_id, sum(c.bookable) as bookable, sum(c.booked) as booked
        from cells c where c.cur
        group by 1, 2
      ) h on h.d = w.d and h.slot_id = s.id
      where s.starts_at >= (select min(o) from unnest(club.opens_at) o)
        and s.ends_at <= (select max(x) from unnest(club.closes_at) x)),
    'by_court', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'court_id', k.id, 'number', k.number, 'name', k.name, 'in_service', k.in_service,
          'bookable', coalesce(o.bookable, 0), 'booked', coalesce(o.booked, 0),
          'revenue', coalesce(r.cur, 0), 'previous_revenue', coalesce(r.prev, 0))
        order by k.number), '[]'::jsonb)
      from public.courts k
      left join (select c.court_id, sum(c.bookable) as bookable, sum(c.booked) as booked
                 from cells c where c.cur group by c.court_id) o on o.court_id = k.id
      left join (select l.court_id, sum(l.amount) filter (where l.cur) as cur, sum(l.amount) filter (where not l.cur) as prev
                 from lines l group by l.court_id) r on r.court_id = k.id
      where k.club_id = club.id),
    -- Money not tied to a court of this club: tournament entry fees and their refunds.
    'other_revenue', (
      select jsonb_build_object('revenue', coalesce(sum(l.amount) filter (where l.cur), 0),
                                'previous_revenue', coalesce(sum(l.amount) filter (where not l.cur), 0))
      from lines l where l.court_id is null),
    -- Weeks run Monday to Sunday on the club's calendar; the first and last may be cut by the period.
    'by_week', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'week_start', w.monday, 'from', greatest(w.monday, p_from), 'to', least(w.monday + 6, p_to),
          'revenue', coalesce(r.amount, 0))
        order by w.monday), '[]'::jsonb)
      from (select g::date as monday
            from generate_series(date_trunc('week', p_from::timestamp), p_to::timestamp, interval '7 days') g) w
      left join (select date_trunc('week', l.day::timestamp)::date as monday, sum(l.amount) as amount
                 from lines l where l.cur group by 1) r on r.monday = w.monday),
    'top_players', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'member_id', t.member_id, 'name', t.name, 'username', t.username, 'bookings', t.bookings, 'new', t.new)
        order by t.bookings desc, t.name, t.member_id), '[]'::jsonb)
      from top_players t)
  ) into result;
  return result;
end;
$$;
comment on function public.club_report(uuid, date, date) is
  'The club''s reports for its staff, for club-local days p_from..p_to (at most 366) and the period of the same length before: occupancy (bookable_slots; overall, peak / off-peak, weekday x slot heatmap, per court), revenue (club_revenue_lines, club currency; by court, by Monday-to-Sunday week, per bookable court-hour), players (new / returning, top 10 by bookings, no-show rate of started bookings). Returns {status ok|invalid_period|not_allowed|unknown_club|invalid_request|not_signed_in, message, ...}.';
revoke execute on function public.club_report(uuid, date, date) from public, anon;
grant execute on function public.club_report(uuid, date, date) to authenticated, service_role;
