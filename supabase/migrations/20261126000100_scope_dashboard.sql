-- The staff dashboards above one club: a country owner's countries and a super admin's network, from the same
-- staff rule as the club desk (is_club_staff), so the scope is whatever clubs the caller may act for, optionally
-- narrowed to one country. Money stays per currency: a network of EUR and GBP clubs has two revenue lines.

create function public.scope_dashboard(p_country_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  clubs uuid[];
  network boolean;
  utc_today date := (now() at time zone 'UTC')::date;
  result jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_country_code is not null and not exists (select 1 from public.countries k where k.code = p_country_code) then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.');
  end if;
  select coalesce(array_agg(c.id), '{}') into clubs
  from public.clubs c
  where public.is_club_staff(c.id) and (p_country_code is null or c.country_code = p_country_code);
  if cardinality(clubs) = 0 then
    return public.rpc_result('not_allowed', 'Only the staff of ELSY clubs can see this dashboard.');
  end if;
  -- Every club of the network, unfiltered: only then do players without a home club count too.
  network := p_country_code is null and not exists (select 1 from public.clubs c where not (c.id = any (clubs)));

  with scope as (
    select c.*, public.club_today(c) as today,
           date_trunc('week', public.club_today(c))::date as week_start,
           date_trunc('month', public.club_today(c))::date as month_start
    from public.clubs c where c.id = any (clubs)
  )
  select jsonb_build_object(
    'status', 'ok',
    'message', 'Dashboard ready.',
    'network', network,
    'countries', (
      select coalesce(jsonb_agg(jsonb_build_object('code', k.code, 'name', k.name, 'currency', k.currency, 'time_zone', k.time_zone)
                                order by k.name), '[]'::jsonb)
      from public.countries k where k.code in (select s.country_code from scope s)),
    'clubs', (select count(*) from scope),
    'courts', (select jsonb_build_object('in_service', count(*) filter (where k.in_service), 'total', count(*))
               from public.courts k join scope s on s.id = k.club_id),
    -- Members: players whose home club is in scope, new ones counted on their home club's calendar.
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone s.time_zone)::date >= s.month_start))
      from public.profiles p join scope s on s.id = p.home_club_id),
    'players', case when network then (select count(*) from public.profiles) end,
    -- Weeks start on Monday and months on the 1st, each on its club's calendar.
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= s.week_start and b.date < s.week_start + 7),
        'last', count(*) filter (where b.date >= s.week_start - 7 and b.date < s.week_start))
      from public.bookings b join scope s on s.id = b.club_id
      where b.status = 'confirmed' and b.date >= s.week_start - 7 and b.date < s.week_start + 7),
    'bookings_month', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= s.month_start),
        'last', count(*) filter (where b.date < s.month_start))
      from public.bookings b join scope s on s.id = b.club_id
      where b.status = 'confirmed' and b.date >= (s.month_start - interval '1 month')::date
        and b.date < (s.month_start + interval '1 month')::date),
    -- Revenue as the club desk counts it (club_revenue_lines), summed per currency and never across two.
    'revenue_month', (
      select coalesce(jsonb_agg(jsonb_build_object('currency', m.currency, 'this', m.this, 'last', m.last) order by m.currency), '[]'::jsonb)
      from (
        select s.currency,
               coalesce(sum(r.amount) filter (where r.at >= (s.month_start::timestamp at time zone s.time_zone)), 0) as this,
               coalesce(sum(r.amount) filter (where r.at < (s.month_start::timestamp at time zone s.time_zone)), 0) as last
        -- Every currency of the scope has its line, a zero one included.
        from scope s
        left join lateral public.club_revenue_lines(s.id, ((s.month_start - interval '1 month')::timestamp at time zone s.time_zone),
                                                    ((s.month_start + interval '1 month')::timestamp at time zone s.time_zone)) r on true
        group by s.currency
      ) m),
    -- Confirmed bookings per day over the last 30 days (booking dates are their club's calendar dates).
    'bookings_by_day', (
      select jsonb_agg(jsonb_build_object('date', d.date, 'bookings', coalesce(n.bookings, 0)) order by d.date)
      from (select g::date as date from generate_series(utc_today - 29, utc_today, interval '1 day') g) d
      left join (
        select b.date, count(*) as bookings from public.bookings b
        where b.club_id = any (clubs) and b.status = 'confirmed' and b.date between utc_today - 29 and utc_today
        group by b.date
      ) n on n.date = d.date)
  ) into result;
  return result;
end;
$$;
comment on function public.scope_dashboard(text) is
  'The figures of every club the caller is staff of (a country owner''s countries, a super admin''s network), optionally one country: clubs, courts, home-club members (and new this month), all players when the scope is the whole network, bookings this week vs last and this month vs last on each club''s calendar, revenue this month vs last per currency (club_revenue_lines; never summed across currencies), and bookings per day over the last 30 days. Returns {status ok|unknown_country|not_allowed|not_signed_in, message, ...}.';
revoke execute on function public.scope_dashboard(text) from public, anon;
grant execute on function public.scope_dashboard(text) to authenticated, service_role;
