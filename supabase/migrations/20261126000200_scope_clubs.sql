-- A country owner's (or super admin's) clubs side by side: each club's figures for a period and the one before,
-- taken from club_report (the club desk's own numbers, occupancy defined the same way), so a club compares to
-- its desk exactly. Counts come with the rates so totals and averages are computed from them, per currency.

create function public.scope_clubs(p_from date, p_to date, p_country_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club record;
  report jsonb;
  rows jsonb := '[]'::jsonb;
  period jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_country_code is not null and not exists (select 1 from public.countries k where k.code = p_country_code) then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.');
  end if;
  for club in
    select c.id, c.name, c.city, c.country_code, c.currency,
           (select count(*) from public.courts k where k.club_id = c.id and k.in_service) as courts_in_service,
           (select count(*) from public.courts k where k.club_id = c.id) as courts,
           (select count(*) from public.profiles p where p.home_club_id = c.id) as members
    from public.clubs c
    where public.is_club_staff(c.id) and (p_country_code is null or c.country_code = p_country_code)
    order by c.name
  loop
    report := public.club_report(club.id, p_from, p_to);
    -- A period the reports refuse is refused here with the same sentence.
    if report->>'status' <> 'ok' then
      return report;
    end if;
    period := coalesce(period, jsonb_build_object('period', report->'period', 'previous_period', report->'previous_period'));
    rows := rows || jsonb_build_object(
      'club', jsonb_build_object('id', club.id, 'name', club.name, 'city', club.city, 'country_code', club.country_code, 'currency', club.currency),
      'courts', jsonb_build_object('in_service', club.courts_in_service, 'total', club.courts),
      'members', club.members,
      'current', public.scope_club_figures(report->'current'),
      'previous', public.scope_club_figures(report->'previous'));
  end loop;
  if jsonb_array_length(rows) = 0 then
    return public.rpc_result('not_allowed', 'Only the staff of ELSY clubs can compare clubs.');
  end if;
  return public.rpc_result('ok', 'Clubs compared.', period || jsonb_build_object('clubs', rows));
end;
$$;
comment on function public.scope_clubs(date, date, text) is
  'The clubs the caller is staff of (optionally one country), each with courts, home-club members and, for the period and the one before it, the figures of club_report: occupancy (booked and bookable court-slots), revenue in the club''s currency, court-hours, revenue per court-hour, bookings, no-shows and past bookings. Returns {status ok|unknown_country|not_allowed|not_signed_in, or club_report''s refusal of the period, message, period, previous_period, clubs}.';
revoke execute on function public.scope_clubs(date, date, text) from public, anon;
grant execute on function public.scope_clubs(date, date, text) to authenticated, service_role;

create function public.scope_club_figures(f jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'booked', f->'occupancy'->'booked',
    'bookable', f->'occupancy'->'bookable',
    'occupancy', f->'occupancy'->'rate',
    'revenue', f->'revenue'->'total',
    'court_hours', f->'revenue'->'court_hours',
    'revenue_per_court_hour', f->'revenue'->'per_court_hour',
    'bookings', f->'players'->'bookings',
    'no_shows', f->'players'->'no_shows',
    'past_bookings', f->'players'->'past_bookings',
    'no_show_rate', f->'players'->'no_show_rate');
$$;
comment on function public.scope_club_figures(jsonb) is 'Internal: the figures scope_clubs keeps of one period of a club_report.';
revoke execute on function public.scope_club_figures(jsonb) from public, anon, authenticated;
