-- =============================================================================
-- The desk's bookings grid: one day of a club (courts x slots, each cell's state, booking and block) and a
-- week of occupancy. Staff of the club only; dates from a year back to the club's booking horizon.
-- The day's shape is a contract the offline desk caches: change it only together with that client.
-- =============================================================================

-- Null when the desk may show this date, else the refusal (a year back, up to the booking horizon).
create function public.desk_date_refusal(p_club public.clubs, p_date date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when p_date is null then public.rpc_result('invalid_request', 'Please choose a date.')
    when p_date < public.club_today(p_club) - 366 or p_date > public.club_today(p_club) + p_club.booking_horizon_days then
      public.rpc_result('out_of_range',
        format('The desk shows %s from %s to %s.', p_club.name,
               to_char(public.club_today(p_club) - 366, 'Dy FMDD Mon YYYY'),
               to_char(public.club_today(p_club) + p_club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
        jsonb_build_object('first_date', public.club_today(p_club) - 366,
                           'last_date', public.club_today(p_club) + p_club.booking_horizon_days))
  end;
$$;
comment on function public.desk_date_refusal(public.clubs, date) is
  'Internal: the refusal for a date the desk does not show (null, more than a year back, past the booking horizon), or null.';
revoke execute on function public.desk_date_refusal(public.clubs, date) from public, anon, authenticated;

-- The grid's rows: the slots of the club's longest day (a shorter weekday shows the rest closed).
create function public.desk_slots(p_club public.clubs)
returns setof public.slots
language sql
stable
set search_path = ''
as $$
  select s.* from public.slots s
  where s.starts_at >= (select min(o) from unnest(p_club.opens_at) o)
    and s.ends_at <= (select max(x) from unnest(p_club.closes_at) x)
  order by s.starts_at;
$$;
comment on function public.desk_slots(public.clubs) is 'Internal: the slots inside the club''s longest opening hours, the rows of the desk''s grid.';
revoke execute on function public.desk_slots(public.clubs) from public, anon, authenticated;

create function public.desk_club_json(p_club public.clubs)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', p_club.id, 'name', p_club.name, 'currency', p_club.currency,
                            'time_zone', p_club.time_zone, 'today', public.club_today(p_club));
$$;
comment on function public.desk_club_json(public.clubs) is 'Internal: the club as the desk''s answers name it.';
revoke execute on function public.desk_club_json(public.clubs) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- club_day
-- -----------------------------------------------------------------------------
create function public.club_day(p_club_id uuid, p_date date)
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
              'checked_in_at', b.checked_in_at,
              'no_show_at', b.no_show_at,
              'no_shows', case when b.member_id is null then 0 else (
                select count(*)::int from public.bookings n
                where n.member_id = b.member_id and n.club_id = club.id and n.no_show_at is not null) end) end,
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
  'One day of a club for its staff: {status ok|not_allowed|unknown_club|invalid_request|out_of_range|not_signed_in, message, club {id, name, currency, time_zone, today}, date, slots [{id, label, starts_at, ends_at}], courts [{id, number, name, type, in_service}], cells [{court_id, slot_id, starts_at, past, price, state free|booked|blocked|closed|out_of_service, booking {id, member_id, name, username, guest_phone, walk_in, price, currency, checked_in_at, no_show_at, no_shows}|null, block {id, series_id, kind, reason}|null}]}. Dates from a year back to the booking horizon.';
revoke execute on function public.club_day(uuid, date) from public, anon;
grant execute on function public.club_day(uuid, date) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- club_week
-- -----------------------------------------------------------------------------
create function public.club_week(p_club_id uuid, p_week_start date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its bookings.');
  club public.clubs;
  monday date;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  -- Any day of the week will do: the answer is its Monday-to-Sunday, on the club's calendar.
  refusal := public.desk_date_refusal(club, p_week_start);
  if refusal is not null then
    return refusal;
  end if;
  monday := date_trunc('week', p_week_start)::date;

  return (
    with bookable as (
      select * from public.bookable_slots(club.id, monday, monday + 6)
    ),
    -- Bookings count where the cell could be booked, so a day is never more than full.
    booked as (
      select b.date, b.slot_id from public.bookings b
      join bookable o on o.court_id = b.court_id and o.date = b.date and o.slot_id = b.slot_id
      where b.club_id = club.id and b.status = 'confirmed' and b.date between monday and monday + 6
    ),
    grid as (
      select (monday + d)::date as date, s.id as slot_id, s.starts_at,
             coalesce(o.n, 0)::int as bookable, coalesce(k.n, 0)::int as booked
      from generate_series(0, 6) d
      cross join public.desk_slots(club) s
      left join (select o.date, o.slot_id, count(*) as n from bookable o group by 1, 2) o on o.date = monday + d and o.slot_id = s.id
      left join (select b.date, b.slot_id, count(*) as n from booked b group by 1, 2) k on k.date = monday + d and k.slot_id = s.id
    )
    select jsonb_build_object(
      'status', 'ok',
      'message', 'Week ready.',
      'club', public.desk_club_json(club),
      'week_start', monday,
      'slots', coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label,
                                            'starts_at', left(s.starts_at::text, 5), 'ends_at', left(s.ends_at::text, 5))
                         order by s.starts_at)
        from public.desk_slots(club) s), '[]'::jsonb),
      'days', coalesce((
        select jsonb_agg(jsonb_build_object('date', g.date, 'booked', g.booked, 'bookable', g.bookable) order by g.date)
        from (select date, sum(booked)::int as booked, sum(bookable)::int as bookable from grid group by date) g), '[]'::jsonb),
      'cells', coalesce((
        select jsonb_agg(jsonb_build_object('date', g.date, 'slot_id', g.slot_id, 'booked', g.booked, 'bookable', g.bookable)
                         order by g.date, g.starts_at)
        from grid g), '[]'::jsonb))
  );
end;
$$;
comment on function public.club_week(uuid, date) is
  'A week of a club''s occupancy for its staff (Monday to Sunday around p_week_start): {status ok|..., message, club, week_start, slots, days [{date, booked, bookable}], cells [{date, slot_id, booked, bookable}]}. Bookable court-slots as bookable_slots counts them (courts in service, opening hours, no closure, no block); booked counts confirmed bookings on those.';
revoke execute on function public.club_week(uuid, date) from public, anon;
grant execute on function public.club_week(uuid, date) to authenticated, service_role;
