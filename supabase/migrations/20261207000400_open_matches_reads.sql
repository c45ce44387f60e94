-- Open matches, read fast whatever the network's size: the list is one page (the caller's clubs first, then their
-- country's, then the rest) from the index of listed matches; settling touches only matches that are due; and the
-- booking grid shows a listed match in its cell.

-- Only the matches with something due now: an offer run out, a cut-off passed, a reminder's time come.
create or replace function public.settle_due_matches()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  id uuid;
  settled int := 0;
begin
  for id in
    select x.id from public.open_matches x join public.clubs c on c.id = x.club_id
    where x.status <> 'cancelled' and x.starts_at > now() - interval '1 day'
      and ((x.settled_at is null and x.starts_at <= now() + interval '48 hours'
            and x.starts_at - make_interval(hours => c.match_cutoff_hours) <= now())
           or (x.reminded_at is null and x.starts_at <= now() + interval '3 hours'))
    union
    select p.match_id from public.open_match_places p where p.state = 'offered' and p.offered_until <= now()
  loop
    perform public.settle_match(id);
    settled := settled + 1;
  end loop;
  return settled;
end;
$$;

drop function public.open_matches(date, int, uuid);
create function public.open_matches(p_from date default null, p_days int default 14, p_club_id uuid default null, p_limit int default 24)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  from_day date := coalesce(p_from, current_date - 1);
  mine uuid[];
  home_country text;
  result jsonb;
begin
  if p_days is null or p_days not between 1 and 31 or not isfinite(from_day) or from_day not between current_date - 1 and current_date + 366
     or p_limit is null or p_limit not between 1 and 100 then
    return public.rpc_result('invalid_request', 'Please choose up to 31 days from today.', public.said('server_invalid_request_match_days'));
  end if;
  perform public.settle_due_matches();
  -- The caller's clubs: their home club and where they booked this last year.
  select c.country_code, array(select f.home_club_id where f.home_club_id is not null
                               union select distinct b.club_id from public.bookings b
                               where b.member_id = caller and b.date >= current_date - 365)
    into home_country, mine
  from public.profiles f left join public.clubs c on c.id = f.home_club_id where f.id = caller;
  select coalesce(jsonb_agg(public.match_json(x.id) order by x.rank, x.starts_at, x.id), '[]'::jsonb) into result
  from (
    select m.id, m.starts_at,
           case when m.club_id = any (coalesce(mine, '{}')) then 0 when c.country_code = home_country then 1 else 2 end as rank
    from public.open_matches m join public.clubs c on c.id = m.club_id
    where m.status in ('open', 'full') and not m.private and c.active
      and m.starts_at > now()
      and m.starts_at >= (from_day::timestamp at time zone 'UTC') - interval '14 hours'
      and m.starts_at < ((from_day + p_days)::timestamp at time zone 'UTC') + interval '14 hours'
      and (p_club_id is null or m.club_id = p_club_id)
    order by 3, m.starts_at, m.id
    limit p_limit
  ) x;
  return public.rpc_result('ok', 'Open matches.', jsonb_build_object('matches', result) || public.said('server_ok_matches'));
end;
$$;
comment on function public.open_matches(date, int, uuid, int) is
  'Listed matches not yet started over the coming days (visitors too), one page of p_limit: the caller''s clubs first, then their country''s, then the rest.';
grant execute on function public.open_matches(date, int, uuid, int) to anon, authenticated;

drop function public.court_availability(uuid, date);
create function public.court_availability(p_club_id uuid, p_date date)
returns table (
  court_id uuid,
  court_number int,
  court_name text,
  court_type public.court_type,
  slot_id smallint,
  label text,
  starts_at timestamptz,
  price numeric,
  currency text,
  is_peak boolean,
  is_free boolean,
  is_past boolean,
  is_unavailable boolean,
  -- A listed match on the court then: its id and how many places it has left (0 when full).
  open_match_id uuid,
  open_match_places int
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.number, k.name, k.type, s.id, s.label,
         public.slot_starts_at(p_date, s.starts_at, c.time_zone),
         public.slot_price(k, p_date, s.starts_at), c.currency,
         public.club_is_peak(c, p_date, s.starts_at),
         u.unavailable is null
           and not exists (select 1 from public.bookings b
                           where b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'),
         public.slot_starts_at(p_date, s.starts_at, c.time_zone) <= now(),
         u.unavailable is not null,
         om.id, case when om.id is not null then greatest(4 - public.match_places_taken(om.id), 0) end
  from public.clubs c
  join public.courts k on k.club_id = c.id
  cross join public.slots s
  cross join lateral (select public.slot_unavailable(k, c, p_date, s) as unavailable) u
  left join lateral (
    select m.id from public.bookings b join public.open_matches m on m.booking_id = b.id
    where b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'
      and m.status in ('open', 'full') and not m.private
  ) om on true
  where c.id = p_club_id
    -- A year back and up to the horizon: enough for any screen, and no instant
    -- to compute for 'infinity' or year 294276.
    and p_date between public.club_today(c) - 366 and public.club_today(c) + c.booking_horizon_days
    -- The slots of the club's usual day; a closed weekday or closure day shows them unavailable.
    and s.starts_at >= (select min(o) from unnest(c.opens_at) o)
    and s.ends_at <= (select max(x) from unnest(c.closes_at) x)
  order by k.number, s.id;
$$;
comment on function public.court_availability(uuid, date) is
  'Every court-slot of a club on a date (up to its booking horizon) with price, peak, free, past and unavailable (closed, out of service or blocked; the reason stays with the staff), and the listed match on it with its places left. Public: visitors see the courts before joining; it never says who booked.';
revoke execute on function public.court_availability(uuid, date) from public;
grant execute on function public.court_availability(uuid, date) to anon, authenticated, service_role;

-- The match in an answer, in one planned query (a plpgsql function keeps its plans for the session; a list of
-- matches calls it once per match). Same answer as before.
create or replace function public.match_json(p_match_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.open_matches;
  b public.bookings;
  money boolean;
  result jsonb;
begin
  select * into m from public.open_matches x where x.id = p_match_id;
  if not found then
    return null;
  end if;
  select * into b from public.bookings x where x.id = m.booking_id;
  -- What each paid: the match's players see it, and the club's staff (a member's role says at once they are not).
  money := me is not null and (
    me = m.organiser_id
    or exists (select 1 from public.open_match_places p where p.match_id = m.id and p.member_id = me and p.state = 'in')
    or (exists (select 1 from public.profiles f where f.id = me and f.role <> 'member') and public.is_club_staff(m.club_id)));
  select jsonb_build_object(
    'id', m.id, 'booking_id', m.booking_id, 'club_id', m.club_id, 'club_name', c.name, 'club_city', c.city,
    'country_code', c.country_code, 'court_id', b.court_id, 'court_number', k.number, 'date', b.date, 'slot_id', b.slot_id,
    'slot_label', s.label, 'starts_at', m.starts_at, 'time_zone', c.time_zone, 'currency', b.currency, 'price', b.price,
    'level_min', m.level_min, 'level_max', m.level_max, 'competitive', m.competitive, 'category', m.category, 'note', m.note,
    'private', m.private, 'status', m.status, 'organiser_id', m.organiser_id, 'kept', m.kept_by is not null,
    -- Until when a player leaves with their share back, and when a match not yet full is cancelled.
    'leave_until', m.starts_at - make_interval(hours => c.match_leave_hours),
    'cutoff_at', m.starts_at - make_interval(hours => c.match_cutoff_hours),
    'places_free', greatest(4 - counts.taken, 0),
    'next_share', public.match_share(b.price, coalesce(counts.free_position, 4)),
    'waiting', counts.waiting,
    'requests', counts.requests,
    'players', coalesce(players.list, '[]'::jsonb),
    'me', (select jsonb_build_object('state', p.state, 'position', p.position,
                                      'share', p.share + case when p.member_id = m.organiser_id then m.booking_share else 0 end,
                                      'paid', p.paid + case when p.member_id = m.organiser_id then m.booking_share - b.due else 0 end,
                                      'due', p.due + case when p.member_id = m.organiser_id then b.due else 0 end,
                                      'pay_with', p.pay_with, 'offered_until', p.offered_until)
           from public.open_match_places p where p.match_id = m.id and p.member_id = me),
    'requested', case when me = m.organiser_id then coalesce((
      select jsonb_agg(jsonb_build_object('member_id', p.member_id, 'name', public.person_name(f.first_name, f.last_name, f.username),
                                          'rating', coalesce(r.rating, 1500.0)) order by p.joined_at)
      from public.open_match_places p join public.profiles f on f.id = p.member_id
      left join public.player_ratings r on r.player_id = p.member_id
      where p.match_id = m.id and p.state = 'requested'), '[]'::jsonb) end)
  into result
  from public.clubs c, public.courts k, public.slots s,
  lateral (
    select count(*) filter (where p.state in ('in', 'offered'))::int as taken,
           count(*) filter (where p.state in ('waiting', 'offered'))::int as waiting,
           count(*) filter (where p.state = 'requested')::int as requests,
           (select min(n) from generate_series(1, 4) n
            where n <> all (array_agg(p.position) filter (where p.state = 'in' and p.position is not null))
               or (array_agg(p.position) filter (where p.state = 'in' and p.position is not null)) is null) as free_position
    from public.open_match_places p where p.match_id = m.id
  ) counts,
  lateral (
    select jsonb_agg(jsonb_build_object(
             'member_id', p.member_id, 'name', public.person_name(f.first_name, f.last_name, f.username), 'username', f.username,
             'rating', coalesce(r.rating, 1500.0), 'position', p.position, 'organiser', p.member_id = m.organiser_id,
             'share', p.share + case when p.member_id = m.organiser_id then m.booking_share else 0 end,
             'paid', case when money or p.member_id = me then
                       p.paid + case when p.member_id = m.organiser_id then m.booking_share - b.due else 0 end end,
             'due', case when money or p.member_id = me then
                       p.due + case when p.member_id = m.organiser_id then b.due else 0 end end)
           order by p.position) as list
    from public.open_match_places p join public.profiles f on f.id = p.member_id
    left join public.player_ratings r on r.player_id = p.member_id
    where p.match_id = m.id and p.state = 'in'
  ) players
  where c.id = m.club_id and k.id = b.court_id and s.id = b.slot_id;
  return result;
end;
$$;

-- The posted message under a name of its own (an answer's message is its sentence); a join's and a payment's
-- balance with its currency.
create or replace function public.post_match_message(p_match_id uuid, p_body text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  body text := nullif(btrim(p_body), '');
  posted public.open_match_messages;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if body is null or char_length(body) > 500 then
    return public.rpc_result('invalid_request', 'Please write a message of up to 500 characters.', public.said('server_invalid_request_match_message'));
  end if;
  if p_match_id is null or not public.plays_in_match(p_match_id) then
    return public.unknown_match();
  end if;
  -- A busy thread is a short one: 200 messages per match.
  if (select count(*) from public.open_match_messages t where t.match_id = p_match_id) >= 200 then
    return public.rpc_result('thread_full', 'This match''s thread is full.', public.said('server_match_thread_full'));
  end if;
  insert into public.open_match_messages (match_id, author_id, body) values (p_match_id, caller, body) returning * into posted;
  return public.rpc_result('posted', 'Message sent.', jsonb_build_object('posted', jsonb_build_object(
    'id', posted.id, 'author_id', caller,
    'author', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller),
    'body', posted.body, 'created_at', posted.created_at)) || public.said('server_match_posted'));
end;
$$;

create or replace function public.join_match(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet', p_wait boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  way public.pay_way;
  level numeric;
  refusal jsonb;
  pos smallint;
  fills boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  way := coalesce(p_pay_with, 'wallet')::public.pay_way;
  -- A retry of a join that reached the server answers what the first one did.
  select * into p from public.open_match_places x where x.request_id = p_request_id;
  if found then
    if p.member_id <> caller then
      return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
    end if;
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;

  perform public.settle_match(p_match_id);
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  -- The same join may have committed while this one waited for the match.
  select * into p from public.open_match_places x where x.request_id = p_request_id and x.member_id = caller;
  if found then
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;

  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if found and p.state in ('in', 'requested', 'waiting') then
    return public.rpc_result('already_in', 'You are already part of this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_in'));
  end if;

  if p.member_id is not null and p.state = 'declined' then
    return public.rpc_result('request_declined', 'The organiser declined your request to join this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_request_declined'));
  end if;

  level := public.player_level(caller);
  -- An offer is the offered player's; anyone else counts it as a place taken.
  if (p.state is distinct from 'offered') and public.match_places_taken(m.id) >= 4 then
    if not coalesce(p_wait, false) then
      return public.rpc_result('match_full', 'This match filled up meanwhile: nothing was charged. You can join its waiting list.',
        jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_full'));
    end if;
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'waiting', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'waiting', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    return public.rpc_result('waiting', 'You are on the waiting list: when a place frees, it is offered to you first in line.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_waiting'));
  end if;

  if (p.state is distinct from 'offered') and not m.private and level not between m.level_min and m.level_max then
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'requested', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'requested', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    perform public.notify_match(m.organiser_id, m, 'match_request',
      format('%s asks to join your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
      public.said('notice_match_request', jsonb_build_object('person', public.person_value(
        (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
    return public.rpc_result('requested',
      'Your level is outside this match''s range: the organiser has been asked, and you pay your share when they accept.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_requested'));
  end if;

  if m.private and (p.state is null or p.state <> 'offered') then
    return public.unknown_match();
  end if;

  -- A player who left after the deadline and comes back: what they paid then comes back first, and they pay afresh.
  if p.member_id is not null and p.state = 'left' and p.paid + p.due > 0 then
    perform public.match_refund_place(m, p, p.paid + p.due, caller);
  end if;
  pos := public.match_free_position(m.id);
  insert into public.open_match_places (match_id, member_id, position, state, share, request_id, pay_with)
  values (m.id, caller, pos, 'in', public.match_share((select b.price from public.bookings b where b.id = m.booking_id), pos), p_request_id, way)
  on conflict (match_id, member_id) do update
    set state = 'in', position = excluded.position, share = excluded.share, paid = 0, due = 0, request_id = excluded.request_id,
        pay_with = excluded.pay_with, offered_until = null, updated_at = now()
  returning * into p;
  refusal := public.match_charge_place(m, p, way, caller);
  if refusal is not null then
    -- Nothing was charged: the place is not taken (an offer stays the player's until it runs out).
    raise exception using errcode = 'PT402', message = refusal::text;
  end if;
  perform public.match_refund_leaver(m, p.share, caller);
  m := public.match_recount(m.id);
  fills := m.status = 'full';
  perform public.notify_match_players(m, caller, 'match_joined',
    format('%s joined your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
    public.said('notice_match_joined', jsonb_build_object('person', public.person_value(
      (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
  if fills then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('joined',
    case when p.pay_with = 'club' then format('You are in! Pay your share of %s at the club.',
                                              public.money_text(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)))
         else 'You are in! Your share is paid.' end,
    jsonb_build_object('match', public.match_json(m.id),
                       'balance', public.wallet_balance(caller, (select b.currency from public.bookings b where b.id = m.booking_id)),
                       'currency', (select b.currency from public.bookings b where b.id = m.booking_id))
    || case when p.pay_with = 'club'
            then public.said('server_match_joined_pay_at_club', jsonb_build_object('amount',
                   public.money_value(p.share, (select b.currency from public.bookings b where b.id = m.booking_id))))
            else public.said('server_match_joined') end);
exception when sqlstate 'PT402' then
  return sqlerrm::jsonb;
end;
$$;

create or replace function public.pay_match_share(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  refusal jsonb;
  currency text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  select b.currency into currency from public.bookings b where b.id = m.booking_id;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if not found or p.state <> 'in' then
    return public.rpc_result('not_in_match', 'You have no place in this match.', public.said('server_match_not_in'));
  end if;
  if p.paid + p.due >= p.share then
    return public.rpc_result('already_paid', 'Your share is already paid.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_paid'));
  end if;
  if m.status = 'cancelled' then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  refusal := public.match_charge_place(m, p, coalesce(p_pay_with, 'wallet')::public.pay_way, caller);
  if refusal is not null then
    return refusal;
  end if;
  return public.rpc_result('paid', 'Your share is paid.',
    jsonb_build_object('match', public.match_json(m.id), 'balance', public.wallet_balance(caller, currency), 'currency', currency)
    || public.said('server_match_share_paid'));
end;
$$;

-- A split booking keeps the booker paying for the places of players they did not name.
create or replace function public.open_match(
  p_booking_id uuid,
  p_level_min int,
  p_level_max int,
  p_competitive boolean,
  p_category text,
  p_places int,
  p_note text,
  p_players uuid[] default '{}',
  p_private boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  club public.clubs;
  m public.open_matches;
  note text := nullif(btrim(p_note), '');
  players uuid[] := coalesce(p_players, '{}');
  player uuid;
  starts timestamptz;
  share_1 numeric(10, 2);
  given_back numeric(10, 2);
  pos int := 1;
  words jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_booking_id is null or p_level_min is null or p_level_max is null or p_competitive is null or p_category is null
     or p_places is null or p_private is null then
    return public.rpc_result('invalid_request', 'Please choose the booking, the levels, the kind of match and how many places are open.',
      public.said('server_invalid_request_match'));
  end if;
  if p_level_min not between 0 and 4000 or p_level_max not between 0 and 4000 or p_level_min > p_level_max then
    return public.rpc_result('invalid_request', 'Please choose a level range from the rating scale, the lowest first.',
      public.said('server_invalid_request_match_levels'));
  end if;
  if p_category not in ('open', 'men', 'women', 'mixed') then
    return public.rpc_result('invalid_request', 'Please choose who the match is for: open, men, women or mixed.',
      public.said('server_invalid_request_match_category'));
  end if;
  if char_length(note) > 280 then
    return public.rpc_result('invalid_request', 'Please keep the note under 280 characters.', public.said('server_invalid_request_match_note'));
  end if;
  if cardinality(players) > 3 or array_position(players, null) is not null
     or cardinality(players) <> (select count(distinct x) from unnest(players) x) or caller = any (players) then
    return public.rpc_result('players_count', 'Please choose up to three other players, each once.', public.said('server_match_players'));
  end if;
  if (not p_private and (p_places not between 1 and 3 or cardinality(players) <> 3 - p_places))
     or (p_private and cardinality(players) = 0) then
    return public.rpc_result('players_count',
      'An open match has one to three places open, and the players you bring fill the others; a split booking names its players.',
      public.said('server_match_places'));
  end if;

  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found or not (b.member_id = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if b.member_id is distinct from caller then
    return public.rpc_result('not_your_booking', 'Only the player who booked the court can share it.', public.said('server_match_not_your_booking'));
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if exists (select 1 from public.open_matches x where x.booking_id = b.id) then
    return public.rpc_result('already_a_match', 'This booking is already shared.',
      jsonb_build_object('match', public.match_json((select x.id from public.open_matches x where x.booking_id = b.id)))
      || public.said('server_match_already'));
  end if;
  if b.pay_with = 'card' and b.due > 0 then
    return public.rpc_result('paid_by_card', 'Please finish paying this booking by card before you share it.', public.said('server_match_card_unpaid'));
  end if;
  select * into club from public.clubs c where c.id = b.club_id;
  select public.slot_starts_at(b.date, s.starts_at, club.time_zone) into starts from public.slots s where s.id = b.slot_id;
  if now() >= starts - make_interval(hours => club.match_cutoff_hours) then
    return public.rpc_result('match_too_late',
      format('A match at %s opens up to %s before the start: this booking is too close to it.', club.name, public.hours_text(club.match_cutoff_hours)),
      public.said('server_match_too_late', jsonb_build_object('club', club.name, 'hours', club.match_cutoff_hours)));
  end if;
  foreach player in array players loop
    if not exists (select 1 from public.profiles f where f.id = player) then
      return public.rpc_result('unknown_member', 'That member does not exist.', public.said('server_unknown_member'));
    end if;
  end loop;

  share_1 := public.match_share(b.price, 1);
  -- A split booking with fewer than three others: the booker keeps the places nobody takes, as they booked them.
  if p_private then
    share_1 := b.price - (select coalesce(sum(public.match_share(b.price, n)), 0) from generate_series(2, 1 + cardinality(players)) n);
  end if;
  insert into public.open_matches (booking_id, club_id, organiser_id, starts_at, level_min, level_max, competitive, category, note,
                                   private, booking_share)
  values (b.id, b.club_id, caller, starts, p_level_min, p_level_max, p_competitive, p_category::public.match_category, note,
          p_private, share_1)
  returning * into m;
  -- The organiser's own share is on the booking (booking_share); their place holds what they take on later.
  insert into public.open_match_places (match_id, member_id, position, state, share)
  values (m.id, caller, 1, 'in', 0);
  foreach player in array players loop
    pos := pos + 1;
    insert into public.open_match_places (match_id, member_id, position, state, share)
    values (m.id, player, pos, 'in', public.match_share(b.price, pos));
    perform public.notify_match(player, m, 'match_added',
      format('%s added you to a match: pay your share of %s',
             (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller),
             public.money_text(public.match_share(b.price, pos), b.currency)),
      public.said('notice_match_added', jsonb_build_object(
        'person', public.person_value((select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
        'amount', public.money_value(public.match_share(b.price, pos), b.currency))));
  end loop;

  -- The organiser now pays their share only: the rest of what they paid comes back, or is no longer due.
  given_back := b.price - share_1;
  if given_back > 0 then
    if b.due >= given_back then
      update public.bookings x set due = x.due - given_back where x.id = b.id;
    else
      words := public.match_words(m);
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                       created_by, completed_at)
      values (caller, 'credit', 'match_share_refund', given_back - b.due, b.currency,
              left('Court shared, the other players'' shares back: ' || (words ->> 'english'), 200),
              public.said('ledger_match_shared', jsonb_build_object('court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')), b.id, b.club_id, caller, clock_timestamp());
      update public.bookings x set due = 0 where x.id = b.id;
    end if;
  end if;
  m := public.match_recount(m.id);

  return public.rpc_result('opened',
    case when p_private then 'Booking shared: each player is asked to pay their share.' else 'Match open: players at your level can join.' end,
    jsonb_build_object('match', public.match_json(m.id), 'balance', public.wallet_balance(caller, b.currency), 'currency', b.currency)
    || public.said(case when p_private then 'server_match_split' else 'server_match_opened' end));
end;
$$;
