-- =============================================================================
-- Demo seed: open matches over the next days at every club (most at three Spanish clubs and a British one), at several levels,
-- made the way players make them: each organiser books a free court and opens it (book_court, open_match), and
-- players at the level join from their wallets (join_match). Some are full with a waiting list, some need one
-- player, some two or three. The demo member organises one (one player joined) and plays in another. A refusal is
-- reported, not fatal: the demo starts either way, and tests/stack/db-seed.test.ts holds the seed to it.
-- =============================================================================

-- Acts as one user for the calls that follow (as PostgREST sets the caller).
create function pg_temp.seed_act_as(p_user uuid)
returns void
language sql
as $$
  select set_config('request.jwt.claims', jsonb_build_object('sub', p_user, 'role', 'authenticated', 'aal', 'aal1')::text, true);
$$;

-- Players top up before they play: a wallet that cannot pay a court gets a top-up, as at the desk.
create function pg_temp.seed_fund(p_member uuid, p_club public.clubs, p_needed numeric)
returns void
language sql
as $$
  -- Made at the desk long ago, as the seed's other top-ups: nobody is notified.
  select set_config('request.jwt.claims', '', true);
  insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, club_id, created_by,
                                   completed_at)
  select p_member, 'credit', 'top_up', 50, p_club.currency, 'Wallet top-up', public.said('ledger_top_up'), p_club.id, p_member,
         clock_timestamp()
  where public.wallet_balance(p_member, p_club.currency) < p_needed;
$$;

-- Opens one match: the organiser books a free evening court `p_days` ahead and opens it around their level, then
-- `p_joiners` players of the club within that range join (and `p_waiting` more wait, once it is full).
create function pg_temp.seed_match(p_n int, p_club uuid, p_organiser uuid, p_days int, p_joiners int, p_waiting int,
                                   p_competitive boolean, p_category text, p_note text, p_pay_with text default 'wallet')
returns uuid
language plpgsql
as $$
declare
  club public.clubs;
  day date;
  pick record;
  answer jsonb;
  match uuid;
  level numeric;
  who uuid;
  joined int := 0;
  waited int := 0;
begin
  select * into club from public.clubs c where c.id = p_club;
  day := (now() at time zone club.time_zone)::date + p_days;
  select k.id as court_id, s.id as slot_id into pick
  from public.courts k cross join public.slots s
  where k.club_id = club.id and k.in_service
    and not exists (select 1 from public.bookings o where o.court_id = k.id and o.date = day and o.slot_id = s.id and o.status = 'confirmed')
    and not exists (select 1 from public.court_blocks z where z.court_id = k.id and z.date = day and z.slot_id = s.id)
  order by s.starts_at < time '17:00', md5(k.id::text || s.id || p_n)
  limit 1;
  if p_organiser is null then
    return null;
  end if;
  if pick is null then
    raise warning 'demo match %: no free evening court', p_n;
    return null;
  end if;
  if p_pay_with = 'wallet' then
    perform pg_temp.seed_fund(p_organiser, club, 50);
  end if;
  perform pg_temp.seed_act_as(p_organiser);
  answer := public.book_court(md5('demo open match ' || p_n)::uuid, pick.court_id, day, pick.slot_id, null, p_pay_with);
  if answer ->> 'status' <> 'confirmed' then
    raise warning 'demo match % not booked: %', p_n, answer;
    return null;
  end if;
  level := round(public.player_level(p_organiser) / 50) * 50;
  answer := public.open_match(md5('demo open match ' || p_n)::uuid, (level - 250)::int, (level + 250)::int, p_competitive, p_category,
                              3, p_note);
  if answer ->> 'status' <> 'opened' then
    raise warning 'demo match % not opened: %', p_n, answer;
    return null;
  end if;
  match := (answer -> 'match' ->> 'id')::uuid;
  -- Players of the club at the match's level, a different few for each match, never the demo accounts.
  for who in
    select p.id from public.profiles p
    where p.home_club_id = club.id and p.email like '%@members.elsy.test' and p.id <> p_organiser
      and public.player_level(p.id) between level - 250 and level + 250
    order by md5(p.id::text || p_n)
    limit p_joiners + p_waiting
  loop
    perform pg_temp.seed_fund(who, club, 20);
    perform pg_temp.seed_act_as(who);
    answer := public.join_match(match, md5('demo join ' || p_n || who::text)::uuid, 'wallet', joined >= p_joiners);
    if answer ->> 'status' = 'joined' then
      joined := joined + 1;
    elsif answer ->> 'status' = 'waiting' then
      waited := waited + 1;
    else
      raise warning 'demo match %: a player could not join: %', p_n, answer;
    end if;
  end loop;
  perform set_config('request.jwt.claims', '', true);
  return match;
end;
$$;

do $$
declare
  madrid constant uuid := 'c0000000-0000-4000-8000-000000000001';
  barcelona constant uuid := 'c0000000-0000-4000-8000-000000000002';
  valencia constant uuid := 'c0000000-0000-4000-8000-000000000007';
  london constant uuid := 'c0000000-0000-4000-8000-000000000003';
  demo_member constant uuid := 'd0000000-0000-4000-8000-000000000004';
  organisers uuid[];
  near_demo uuid;
  pick record;
  match uuid;
  answer jsonb;
begin
  if exists (select 1 from public.open_matches) then
    return;
  end if;
  -- Organisers: regulars of each club at different levels (the lowest, middle and highest rated).
  select array_agg(x.id order by x.club, x.rank) into organisers from (
    select p.home_club_id as club, p.id,
           row_number() over (partition by p.home_club_id order by public.player_level(p.id), p.id) as rank,
           count(*) over (partition by p.home_club_id) as members
    from public.profiles p
    where p.home_club_id in (madrid, barcelona, valencia, london) and p.email like '%@members.elsy.test'
  ) x
  where x.rank in (5, x.members / 2, x.members - 5);
  -- By the clubs' ids: Madrid 1-3, Barcelona 4-6, London 7-9, Valencia 10-12 (lowest, middle, highest rated).
  -- The demo member plays with someone of their own level.
  select p.id into near_demo from public.profiles p
  where p.home_club_id = madrid and p.email like '%@members.elsy.test'
  order by abs(public.player_level(p.id) - public.player_level(demo_member)), p.id limit 1;

  -- The demo member organises one (one player joined: two places left) and joins another at their level, paying
  -- at the club both times (their wallet stays as the rest of the demo leaves it).
  match := pg_temp.seed_match(1, madrid, demo_member, 2, 1, 0, true, 'open', 'Friendly rally first, then a competitive set or two.', 'club');
  match := pg_temp.seed_match(2, madrid, near_demo, 3, 1, 0, true, 'open', null);
  if match is not null then
    perform pg_temp.seed_act_as(demo_member);
    answer := public.join_match(match, md5('demo member joins')::uuid, 'club', false);
    if answer ->> 'status' not in ('joined', 'requested') then
      raise warning 'the demo member could not join: %', answer;
    end if;
    perform set_config('request.jwt.claims', '', true);
  end if;

  -- Madrid: a full one with a waiting list, one needing a player, a beginners' friendly.
  perform pg_temp.seed_match(3, madrid, organisers[3], 1, 3, 2, true, 'open', 'Fast game, bring your A-game.');
  perform pg_temp.seed_match(4, madrid, organisers[1], 2, 2, 0, false, 'mixed', 'Relaxed mixed doubles.');
  perform pg_temp.seed_match(5, madrid, organisers[2], 4, 0, 0, true, 'men', null);
  -- Barcelona and Valencia: several levels over the week.
  perform pg_temp.seed_match(6, barcelona, organisers[4], 1, 2, 0, true, 'open', null);
  perform pg_temp.seed_match(7, barcelona, organisers[5], 3, 3, 1, true, 'open', 'Looking for a good level.');
  perform pg_temp.seed_match(8, barcelona, organisers[6], 5, 1, 0, false, 'women', null);
  perform pg_temp.seed_match(9, valencia, organisers[11], 2, 2, 0, true, 'open', null);
  perform pg_temp.seed_match(10, valencia, organisers[10], 6, 0, 0, false, 'open', 'Beginners welcome.');
  -- London, in pounds.
  perform pg_temp.seed_match(11, london, organisers[8], 2, 2, 0, true, 'open', null);
  perform pg_temp.seed_match(12, london, organisers[9], 4, 3, 1, true, 'mixed', null);

  -- One more at every other club (and at each copy of a club when the seed grows the network): a player of the
  -- middle level opens it over the coming week, some with players in already. Each club then lists about as many
  -- matches at any scale, as a network that grows by clubs does.
  for pick in
    select c.id, row_number() over (order by c.id)::int as k from public.clubs c
    where c.id not in (madrid, barcelona, valencia, london) and c.id::text like 'c0000000-0000-4000-8000-%'
    order by c.id
  loop
    perform pg_temp.seed_match(100 + pick.k, pick.id,
      (select x.id from (select p.id, row_number() over (order by public.player_level(p.id), p.id) as rank, count(*) over () as members
                         from public.profiles p where p.home_club_id = pick.id and p.email like '%@members.elsy.test') x
       where x.rank = greatest(x.members / 2, 1)),
      1 + pick.k % 6, pick.k % 3, 0, pick.k % 2 = 0, 'open', null);
  end loop;
end $$;

drop function pg_temp.seed_match(int, uuid, uuid, int, int, int, boolean, text, text, text);
drop function pg_temp.seed_act_as(uuid);
drop function pg_temp.seed_fund(uuid, public.clubs, numeric);
