-- The desk's Finance page shows the bookings paid at the club: what was taken in the period and what is still
-- due (with the part already played: no-shows and unpaid games).

create or replace function public.club_ledger(p_club_id uuid, p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its finances.');
  club public.clubs;
  today date;
  from_ts timestamptz;
  to_ts timestamptz;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_from is null or p_to is null or not isfinite(p_from) or not isfinite(p_to) then
    return public.rpc_result('invalid_request', 'Please choose the first and the last day of the period.',
      public.said('server_invalid_request_period'));
  end if;
  if p_to < p_from then
    return public.rpc_result('invalid_request', 'The period ends before it starts: please choose a last day on or after the first.',
      public.said('server_invalid_request_period_order'));
  end if;
  if p_to - p_from + 1 > 366 then
    return public.rpc_result('invalid_request', 'Please choose a period of at most 366 days.',
      public.said('server_invalid_request_period_length'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  -- Bounded before any instant is computed from them: a date the calendar has and the clock has not.
  if p_from < date '2000-01-01' or p_to > today + 366 then
    return public.rpc_result('invalid_request', 'Please choose days between 1 January 2000 and a year from today.',
      public.said('server_invalid_request_period_days'));
  end if;
  -- Days are the club's: from its midnight on the first day to its midnight after the last.
  from_ts := p_from::timestamp at time zone club.time_zone;
  to_ts := (p_to + 1)::timestamp at time zone club.time_zone;

  with lines as (
    select r.at, r.source, r.kind, r.amount, true as counted, r.booking_id, r.member_id, r.description, r.description_message,
           case
             when r.source = 'desk' and r.kind = 'walk_in' then 'walk_in'
             when r.kind in ('booking', 'booking_payment') then 'booking'
             when r.kind in ('booking_move', 'walk_in_move') then 'move'
             when r.kind in ('refund', 'walk_in_refund', 'tournament_refund') then 'refund'
             when r.kind = 'tournament_fee' then 'tournament'
             else 'other'
           end as category
    from public.club_revenue_lines(club.id, from_ts, to_ts) r
    where r.currency = club.currency
    union all
    select t.completed_at, 'wallet', 'top_up', t.amount, false, null, t.member_id, t.description, t.description_message, 'top_up'
    from public.transactions t
    where t.club_id = club.id and t.kind = 'top_up' and t.status = 'completed' and t.currency = club.currency
      and t.completed_at >= from_ts and t.completed_at < to_ts
  ),
  named as (
    select l.*, (l.at at time zone club.time_zone)::date as day,
           coalesce(
             (select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member')
                from public.profiles p where p.id = l.member_id),
             (select b.guest_name from public.bookings b where b.id = l.booking_id),
             '') as who
    from lines l
  ),
  days as (
    select d::date as day,
           coalesce(sum(n.amount) filter (where n.category = 'booking'), 0) as bookings,
           coalesce(sum(n.amount) filter (where n.category = 'walk_in'), 0) as walk_ins,
           coalesce(sum(n.amount) filter (where n.category = 'tournament'), 0) as tournaments,
           coalesce(sum(n.amount) filter (where n.category = 'move'), 0) as moves,
           coalesce(sum(n.amount) filter (where n.category = 'refund'), 0) as refunds,
           coalesce(sum(n.amount) filter (where n.category = 'other'), 0) as other,
           coalesce(sum(n.amount) filter (where n.counted), 0) as revenue,
           coalesce(sum(n.amount) filter (where n.category = 'top_up'), 0) as top_ups,
           count(n.*) as lines
    from generate_series(p_from, p_to, interval '1 day') d
    left join named n on n.day = d::date
    group by d
  )
  select public.rpc_result('ok', 'Ledger ready.', jsonb_build_object(
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', club.time_zone, 'today', today),
    'from', p_from,
    'to', p_to,
    'currency', club.currency,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'at', n.at, 'day', n.day, 'source', n.source, 'kind', n.kind, 'category', n.category, 'amount', n.amount,
          'counted', n.counted, 'booking_id', n.booking_id, 'member_id', n.member_id, 'who', n.who,
          'description', n.description, 'description_message', n.description_message) order by n.at, n.kind, n.booking_id)
      from named n), '[]'::jsonb),
    'days', (
      select jsonb_agg(jsonb_build_object(
          'day', d.day, 'bookings', d.bookings, 'walk_ins', d.walk_ins, 'tournaments', d.tournaments, 'moves', d.moves,
          'refunds', d.refunds, 'other', d.other, 'revenue', d.revenue, 'top_ups', d.top_ups, 'lines', d.lines) order by d.day)
      from days d),
    'totals', (
      select jsonb_build_object(
          'bookings', coalesce(sum(d.bookings), 0), 'walk_ins', coalesce(sum(d.walk_ins), 0),
          'tournaments', coalesce(sum(d.tournaments), 0), 'moves', coalesce(sum(d.moves), 0),
          'refunds', coalesce(sum(d.refunds), 0), 'other', coalesce(sum(d.other), 0),
          'revenue', coalesce(sum(d.revenue), 0), 'top_ups', coalesce(sum(d.top_ups), 0),
          'lines', coalesce(sum(d.lines), 0))
      from days d),
    -- Bookings paid at the club: what the desk took in the period, and what is still due now (the part of it for
    -- slots already played: no-shows and players who left without paying).
    'at_the_club', (
      select jsonb_build_object(
          'taken', coalesce(sum(p.amount), 0), 'taken_count', count(*))
      from public.desk_payments p
      where p.club_id = club.id and p.kind = 'booking_payment' and p.method is distinct from 'card_online'
        and p.created_at >= from_ts and p.created_at < to_ts
    ) || (
      select jsonb_build_object(
          'due', coalesce(sum(b.due), 0), 'due_count', count(*),
          'overdue', coalesce(sum(b.due) filter (where public.slot_starts_at(b.date, s.starts_at, club.time_zone) <= now()), 0),
          'overdue_count', count(*) filter (where public.slot_starts_at(b.date, s.starts_at, club.time_zone) <= now()))
      from public.bookings b
      join public.slots s on s.id = b.slot_id
      where b.club_id = club.id and b.status = 'confirmed' and b.due > 0
    )
  ) || public.said('server_ok_ledger')) into result;
  return result;
end;
$$;
