-- =============================================================================
-- The desk sees open matches (docs/open-matches.md, Staff): the day grid's booking carries its match (who plays,
-- what each paid and still owes at the desk), and the club's report counts the courts open matches filled.
-- club_day and club_report are otherwise as before: every field and message unchanged.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- A booking's match as the desk's grid shows it
-- -----------------------------------------------------------------------------
-- The organiser's own share stays on the booking (20261207000200): their place shows it beside what the booking
-- still owes (p_due), as match_json does, so each player's row adds up to their share. Ids, not the booking's row:
-- a function of a table's row would show as a column of the table to PostgREST.
create function public.desk_match_json(p_booking_id uuid, p_due numeric)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id, 'status', m.status, 'private', m.private, 'kept', m.kept_by is not null,
    'level_min', m.level_min, 'level_max', m.level_max,
    'players', coalesce((
      select jsonb_agg(jsonb_build_object(
               'member_id', p.member_id, 'name', public.person_name(f.first_name, f.last_name, f.username),
               'position', p.position, 'organiser', p.member_id = m.organiser_id,
               'share', p.share + case when p.member_id = m.organiser_id then m.booking_share else 0 end,
               'paid', p.paid + case when p.member_id = m.organiser_id then m.booking_share - p_due else 0 end,
               'due', p.due + case when p.member_id = m.organiser_id then p_due else 0 end)
             order by p.position)
      from public.open_match_places p join public.profiles f on f.id = p.member_id
      where p.match_id = m.id and p.state = 'in'), '[]'::jsonb))
  from public.open_matches m
  where m.booking_id = p_booking_id;
$$;
comment on function public.desk_match_json(uuid, numeric) is
  'Internal: the match a booking holds as the desk''s grid shows it (players in position order, each with share, paid and due), or null.';
revoke execute on function public.desk_match_json(uuid, numeric) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- club_day: each booking with its match
-- -----------------------------------------------------------------------------
create or replace function public.club_day(p_club_id uuid, p_date date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its bookings.');
  club public.clubs;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  refusal := public.desk_date_refusal(club, p_date);
  if refusal is not null then
    return refusal;
  end if;

  return jsonb_build_object(
    'status', 'ok',
    'message', 'Day ready.',
    'club', public.desk_club_json(club),
    'date', p_date,
    'slots', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label,
                                          'starts_at', left(s.starts_at::text, 5), 'ends_at', left(s.ends_at::text, 5))
                       order by s.starts_at)
      from public.desk_slots(club) s), '[]'::jsonb),
    'courts', coalesce((
      select jsonb_agg(jsonb_build_object('id', k.id, 'number', k.number, 'name', k.name, 'type', k.type,
                                          'in_service', k.in_service)
                       order by k.number)
      from public.courts k where k.club_id = club.id), '[]'::jsonb),
    'cells', coalesce((
      select jsonb_agg(jsonb_build_object(
          'court_id', k.id,
          'slot_id', s.id,
          'starts_at', t.starts_at,
          'past', t.starts_at <= now(),
          'price', public.slot_price(k, p_date, s.starts_at),
          -- A booking shows whatever else holds the cell: the desk must see who is expected.
          'state', case when b.id is not null then 'booked'
                        when x.id is not null then 'blocked'
                        when not public.club_open_for(club, p_date, s) then 'closed'
                        when not k.in_service then 'out_of_service'
                        else 'free' end,
          'booking', case when b.id is not null then jsonb_build_object(
              'id', b.id,
              'member_id', b.member_id,
              'name', coalesce(b.guest_name, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
              'username', p.username,
              'guest_phone', b.guest_phone,
              'walk_in', b.member_id is null,
              'price', b.price,
              'currency', b.currency,
              'pay_with', b.pay_with,
              'due', b.due,
              'checked_in_at', b.checked_in_at,
              'no_show_at', b.no_show_at,
              'no_shows', case when b.member_id is null then 0 else (
                select count(*)::int from public.bookings n
                where n.member_id = b.member_id and n.club_id = club.id and n.no_show_at is not null) end,
              -- The match the booking holds, with who plays and what each paid: the desk takes shares and answers
              -- "have I paid?" from the cell.
              'match', public.desk_match_json(b.id, b.due)) end,
          'block', case when x.id is not null then jsonb_build_object(
              'id', x.id, 'series_id', x.series_id, 'kind', x.kind, 'reason', x.reason) end)
        order by k.number, s.starts_at)
      from public.courts k
      cross join public.desk_slots(club) s
      cross join lateral (select public.slot_starts_at(p_date, s.starts_at, club.time_zone) as starts_at) t
      left join public.bookings b on b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'
      left join public.profiles p on p.id = b.member_id
      left join public.court_blocks x on x.court_id = k.id and x.date = p_date and x.slot_id = s.id
      where k.club_id = club.id), '[]'::jsonb));
end;
$$;
comment on function public.club_day(uuid, date) is
  'One day of a club for its staff: {status ok|not_allowed|unknown_club|invalid_request|out_of_range|not_signed_in, message, club {id, name, currency, time_zone, today}, date, slots [{id, label, starts_at, ends_at}], courts [{id, number, name, type, in_service}], cells [{court_id, slot_id, starts_at, past, price, state free|booked|blocked|closed|out_of_service, booking {id, member_id, name, username, guest_phone, walk_in, price, currency, pay_with, due, checked_in_at, no_show_at, no_shows, match {id, status, private, kept, level_min, level_max, players [{member_id, name, position, share, paid, due, organiser}]}|null}|null, block {id, series_id, kind, reason}|null}]}. Dates from a year back to the booking horizon.';

-- -----------------------------------------------------------------------------
-- What open matches did for the club in a period
-- -----------------------------------------------------------------------------
-- Counted by the court's day (the booking's date), as occupancy is: courts filled are confirmed bookings whose
-- listed match ended full; matches are the listed matches opened for courts of the period, whatever became of
-- them; players are the distinct members who took a place in them, the organisers left out (they booked anyway).
-- Split bookings (private) are the booker's own four and fill nothing through the list.
create function public.club_open_match_figures(p_club_id uuid, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with listed as (
    select m.id, m.organiser_id, m.status, b.status as booking_status
    from public.open_matches m
    join public.bookings b on b.id = m.booking_id
    where m.club_id = p_club_id and not m.private and b.date between p_from and p_to
  )
  select jsonb_build_object(
    'courts_filled', (select count(*) from listed l where l.status = 'full' and l.booking_status = 'confirmed'),
    'matches', (select count(*) from listed),
    'players', (select count(distinct p.member_id)
                from listed l join public.open_match_places p on p.match_id = l.id
                where p.state = 'in' and p.member_id <> l.organiser_id));
$$;
comment on function public.club_open_match_figures(uuid, date, date) is
  'Internal: for club_report, the courts of club-local days p_from..p_to filled through listed open matches (full, booking confirmed), the listed matches opened for them and the distinct players who joined (organisers left out).';
revoke execute on function public.club_open_match_figures(uuid, date, date) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- club_report: as before, with open_matches
-- -----------------------------------------------------------------------------
create or replace function public.club_report(p_club_id uuid, p_from date, p_to date)
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
      from top_players t),
    'open_matches', public.club_open_match_figures(club.id, p_from, p_to)
  ) into result;
  return result;
end;
$$;

comment on function public.club_report(uuid, date, date) is
  'The club''s reports for its staff, for club-local days p_from..p_to (at most 366) and the period of the same length before: occupancy (bookable_slots; overall, peak / off-peak, weekday x slot heatmap, per court), revenue (club_revenue_lines, club currency; by court, by Monday-to-Sunday week, per bookable court-hour), players (new / returning, top 10 by bookings, no-show rate of started bookings), open matches (courts filled through listed matches, matches opened, players who joined). Returns {status ok|invalid_period|not_allowed|unknown_club|invalid_request|not_signed_in, message, ...}.';
