-- =============================================================================
-- The club desk's dashboard counts a club's members by the one rule of
-- club_member_ids (home club there, or by their own act in the last 12 months:
-- a booking, a top-up, a tournament entry), as the members list and the
-- administration's clubs do; it said home-club players only, so one club had
-- two member counts. Its players are names only: a walk-in's "(walk-in)" and a
-- nameless member's word are the app's, in the reader's language.
-- =============================================================================

create or replace function public.club_dashboard(p_club_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its dashboard.');
  club public.clubs;
  today date;
  week_start date;
  month_start date;
  zone text;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  zone := club.time_zone;
  today := public.club_today(club);
  -- Weeks start on Monday and months on the 1st, on the club's calendar.
  week_start := date_trunc('week', today)::date;
  month_start := date_trunc('month', today)::date;

  select jsonb_build_object(
    'status', 'ok',
    'message', 'Dashboard ready.',
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', zone),
    'today', today,
    -- The club's members by the one rule the members list and the administration use (club_member_ids); the new
    -- ones are those whose ELSY account began this month.
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone zone)::date >= month_start))
      from public.club_member_ids(club.id) ids (id) join public.profiles p on p.id = ids.id),
    'courts', (select jsonb_build_object('in_service', count(*) filter (where k.in_service), 'total', count(*))
               from public.courts k where k.club_id = club.id),
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= week_start and b.date < week_start + 7),
        'last', count(*) filter (where b.date >= week_start - 7 and b.date < week_start))
      from public.bookings b
      where b.club_id = club.id and b.status = 'confirmed' and b.date >= week_start - 7 and b.date < week_start + 7),
    -- Revenue: what was paid for courts and tournament entries (wallets and the desk), less refunds, in the
    -- club's currency (club_revenue_lines). Top-ups are members' money held for them, not revenue.
    'revenue_month', (
      select jsonb_build_object(
        'currency', club.currency,
        'this', coalesce(sum(r.amount) filter (where r.at >= (month_start::timestamp at time zone zone)), 0),
        'last', coalesce(sum(r.amount) filter (where r.at < (month_start::timestamp at time zone zone)), 0))
      from public.club_revenue_lines(club.id, ((month_start - interval '1 month')::timestamp at time zone zone),
                                     ((month_start + interval '1 month')::timestamp at time zone zone)) r),
    'today_bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', b.id,
          'slot_id', s.id,
          'slot_label', s.label,
          'starts_at', (b.date + s.starts_at) at time zone zone,
          'court_number', k.number,
          'court_name', k.name,
          'member_id', b.member_id,
          'guest_name', b.guest_name,
          -- Names only: the app says "(walk-in)" in the reader's language, for a booking with no member.
          'players', case when b.member_id is null then jsonb_build_array(b.guest_name) else (
            select coalesce(jsonb_agg(coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, '')
                                      order by u.ord), '[]'::jsonb)
            from unnest(array[b.member_id] || array(select x from unnest(b.players) x where x <> b.member_id))
                 with ordinality as u(player_id, ord)
            join public.profiles p on p.id = u.player_id) end,
          'checked_in_at', b.checked_in_at,
          'no_show_at', b.no_show_at,
          'due', b.due
        ) order by s.starts_at, k.number)
      from public.bookings b
      join public.courts k on k.id = b.court_id
      join public.slots s on s.id = b.slot_id
      where b.club_id = club.id and b.date = today and b.status = 'confirmed'
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

comment on function public.club_dashboard(uuid) is
  'The club desk''s figures for its staff: the club''s members (club_member_ids) and those new to ELSY this month, courts, bookings this week vs last, revenue this month vs last in the club''s currency (club_revenue_lines), and today''s bookings with players (names; a walk-in''s guest name) and check-in state. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, ...}.';
revoke execute on function public.club_dashboard(uuid) from public, anon;
grant execute on function public.club_dashboard(uuid) to authenticated, service_role;
