-- The club desk's dashboard: the spec's four figures and today's bookings, computed here from the club's rows.
-- Check-in and no-show are marks on a booking (set by the desk's RPCs); the dashboard shows them.

alter table public.bookings
  add column checked_in_at timestamptz,
  add column no_show_at timestamptz,
  add constraint bookings_checked_in_or_no_show check (checked_in_at is null or no_show_at is null);
comment on column public.bookings.checked_in_at is 'When the desk checked the players in (null: not yet).';
comment on column public.bookings.no_show_at is 'When the desk marked the booking a no-show (null: not marked).';

create function public.club_dashboard(p_club_id uuid)
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
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone zone)::date >= month_start))
      from public.profiles p where p.home_club_id = club.id),
    'courts', (select jsonb_build_object('in_service', count(*), 'total', count(*)) from public.courts k where k.club_id = club.id),
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= week_start and b.date < week_start + 7),
        'last', count(*) filter (where b.date >= week_start - 7 and b.date < week_start))
      from public.bookings b
      where b.club_id = club.id and b.status = 'confirmed' and b.date >= week_start - 7 and b.date < week_start + 7),
    -- Revenue: what members paid for courts and tournament entries, less what was refunded, in the club's currency.
    -- Top-ups are members' money held for them, not revenue.
    'revenue_month', (
      select jsonb_build_object(
        'currency', club.currency,
        'this', coalesce(sum(case when t.type = 'debit' then t.amount else -t.amount end)
                  filter (where (t.completed_at at time zone zone)::date >= month_start), 0),
        'last', coalesce(sum(case when t.type = 'debit' then t.amount else -t.amount end)
                  filter (where (t.completed_at at time zone zone)::date < month_start), 0))
      from public.transactions t
      where t.club_id = club.id and t.status = 'completed'
        and t.kind in ('booking', 'refund', 'tournament_fee', 'tournament_refund')
        and t.completed_at >= ((month_start - interval '1 month')::timestamp at time zone zone)
        and t.completed_at < ((month_start + interval '1 month')::timestamp at time zone zone)),
    'today_bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', b.id,
          'slot_id', s.id,
          'slot_label', s.label,
          'starts_at', (b.date + s.starts_at) at time zone zone,
          'court_number', k.number,
          'court_name', k.name,
          'member_id', b.member_id,
          'players', (
            select coalesce(jsonb_agg(coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member')
                                      order by u.ord), '[]'::jsonb)
            from unnest(array[b.member_id] || array(select x from unnest(b.players) x where x <> b.member_id))
                 with ordinality as u(player_id, ord)
            join public.profiles p on p.id = u.player_id),
          'checked_in_at', b.checked_in_at,
          'no_show_at', b.no_show_at
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
  'The club desk''s figures for its staff: home-club members (and new this month), courts, bookings this week vs last, revenue this month vs last in the club''s currency (court and tournament payments less refunds), and today''s bookings with players and check-in state. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, ...}.';
revoke execute on function public.club_dashboard(uuid) from public, anon;
grant execute on function public.club_dashboard(uuid) to authenticated, service_role;
