-- =============================================================================
-- Which results count for ratings and rankings. A confirmed result is always
-- kept and shown; it moves ratings (and so the rankings) only when someone
-- had to pay for it to happen and its players could not repeat it at will:
--
--   * a tournament result (recorded by the tournament club's staff), or
--   * a result played on a real court booking at a club (not cancelled, not
--     marked as a no-show) that one of the match's players made or holds,
--     confirmed by a player of the other team or recorded by that club's
--     staff, and
--   * outside tournaments, no two players on opposite sides already have 3
--     counting results against each other within 7 days of this one.
--
-- Any other confirmed result is a friendly: in the players' history, not in
-- their rating. The decision is taken once, when the result is confirmed, and
-- stored (matches.counts_for_rating), so recompute_ratings replays exactly the
-- results that moved the ratings. Results confirmed before this migration
-- keep counting (they already moved ratings). Staff record results only for a
-- booking at their club whose holder played, never for a match with no booking,
-- and never for a match they played in themselves.
-- Explained for players in docs/ratings.md.
-- =============================================================================

alter table public.matches add column counts_for_rating boolean not null default false;
comment on column public.matches.counts_for_rating is
  'Whether this confirmed result moved ratings (decided at confirmation by match_counts_for_rating); false: a friendly, or not confirmed yet.';
update public.matches set counts_for_rating = true where status = 'confirmed';

-- -----------------------------------------------------------------------------
-- The rule, in one place
-- -----------------------------------------------------------------------------

-- How many counting results two players on opposite sides may have within 7
-- days (outside tournaments): a regular weekly game counts, a farm does not.
create function public.rated_results_per_opponent_week()
returns int
language sql
immutable
return 3;
comment on function public.rated_results_per_opponent_week() is
  'At most this many results between the same two opponents (outside tournaments) count for ratings within 7 days.';
revoke execute on function public.rated_results_per_opponent_week() from public, anon, authenticated;

-- Whether a just-confirmed result counts for ratings (see the header). Read
-- by apply_match_ratings while it holds the players' rating rows, so two
-- confirmations of the same opponents take turns and the second sees the first.
create function public.match_counts_for_rating(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select m.status = 'confirmed' and (
    m.tournament_id is not null
    or (
      -- A real court booking at a club, made or held by one of the players.
      exists (select 1 from public.bookings b
              where b.id = m.booking_id and b.club_id = m.club_id and b.status = 'confirmed' and b.no_show_at is null
                and exists (select 1 from public.match_players mp
                            where mp.match_id = m.id and (mp.player_id = b.member_id or mp.player_id = b.booked_by)))
      -- No two opponents already at the week's limit against each other.
      and not exists (
        select 1
        from public.match_players a
        join public.match_players z on z.match_id = a.match_id and z.team <> a.team
        where a.match_id = m.id and a.team = 1
          and (select count(*)
               from public.match_players oa
               join public.match_players oz on oz.match_id = oa.match_id and oz.player_id = z.player_id and oz.team <> oa.team
               join public.matches o on o.id = oa.match_id
               where oa.player_id = a.player_id and o.id <> m.id and o.counts_for_rating and o.tournament_id is null
                 and o.played_at > m.played_at - interval '7 days' and o.played_at < m.played_at + interval '7 days')
              >= public.rated_results_per_opponent_week())))
  from public.matches m
  where m.id = p_match_id;
$$;
comment on function public.match_counts_for_rating(uuid) is
  'Internal: whether a confirmed result counts for ratings: a tournament result, or one on a court booking made or held by one of its players with no two opponents past 3 counting results against each other within 7 days.';
revoke execute on function public.match_counts_for_rating(uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- apply_match_ratings: as in 20261123000210, for results that count only
-- -----------------------------------------------------------------------------
create or replace function public.apply_match_ratings(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.matches;
  mean1 numeric;
  mean2 numeric;
  stamp timestamptz;
  fresh uuid[];
begin
  select * into m from public.matches x where x.id = p_match_id;
  if not found or m.status <> 'confirmed' then
    raise exception 'Match % is not confirmed', p_match_id;
  end if;
  if exists (select 1 from public.rating_changes rc where rc.match_id = p_match_id) then
    return;
  end if;
  -- A friendly moves nothing (most are told apart here, before any lock).
  if not public.match_counts_for_rating(p_match_id) then
    return;
  end if;

  -- Before any row lock: this statement's trigger refreshes the rankings'
  -- daily baseline when it is due (20261123000290).
  with added as (
    insert into public.player_ratings (player_id, name, username, home_club_id)
    select p.id, public.display_name(p.first_name, p.last_name, p.username), p.username, p.home_club_id
    from public.match_players mp join public.profiles p on p.id = mp.player_id
    where mp.match_id = p_match_id
    on conflict (player_id) do nothing
    returning player_id)
  select array_agg(player_id) into fresh from added;
  perform 1 from public.player_ratings r
  where r.player_id in (select mp.player_id from public.match_players mp where mp.match_id = p_match_id)
  order by r.player_id
  for update;
  -- Again with the locks held: another result between the same opponents,
  -- confirmed meanwhile, may have reached the week's limit.
  if not public.match_counts_for_rating(p_match_id) then
    delete from public.player_ratings r where r.player_id = any (fresh) and r.matches = 0;
    return;
  end if;
  stamp := greatest(m.confirmed_at, clock_timestamp());
  update public.matches set confirmed_at = stamp, counts_for_rating = true where id = p_match_id;

  select avg(r.rating) filter (where mp.team = 1), avg(r.rating) filter (where mp.team = 2)
    into mean1, mean2
  from public.match_players mp
  join public.player_ratings r on r.player_id = mp.player_id
  where mp.match_id = p_match_id;

  with moves as (
    select mp.player_id, mp.team, r.rating as before, r.matches, r.wins,
           case mp.team when 1 then mean1 else mean2 end as own,
           case mp.team when 1 then mean2 else mean1 end as opp,
           (mp.team = m.winner)::int as score,
           public.rating_k(r.matches) as k
    from public.match_players mp
    join public.player_ratings r on r.player_id = mp.player_id
    where mp.match_id = p_match_id
  ), computed as (
    select mv.*, public.rating_expected(mv.own, mv.opp) as e,
           public.rating_delta(mv.k, mv.score, public.rating_expected(mv.own, mv.opp)) as delta
    from moves mv
  ), logged as (
    insert into public.rating_changes (match_id, player_id, team, rating_before, rating_after, delta, expected,
                                       team_rating, opponent_rating, k, score, matches_after, wins_after, created_at)
    select p_match_id, c.player_id, c.team, c.before, c.before + c.delta, c.delta, round(c.e::numeric, 5),
           c.own, c.opp, c.k, c.score, c.matches + 1, c.wins + c.score, stamp
    from computed c
    returning player_id, rating_after, score
  )
  update public.player_ratings r
  set rating = l.rating_after, matches = r.matches + 1, wins = r.wins + l.score,
      losses = r.losses + 1 - l.score, updated_at = stamp
  from logged l
  where r.player_id = l.player_id;
end;
$$;
comment on function public.apply_match_ratings(uuid) is
  'Internal: when a just-confirmed result counts for ratings (match_counts_for_rating), moves its players'' ratings, logs each change in rating_changes and marks the match counts_for_rating (once per match). A friendly moves nothing.';

-- -----------------------------------------------------------------------------
-- recompute_ratings: as in 20261123000210, replaying the results that counted
-- -----------------------------------------------------------------------------
create or replace function public.recompute_ratings()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n_players int;
  rating numeric[];
  played int[];
  won int[];
  last_at timestamptz[];
  rec record;
  i int;
  idx int;
  mean1 numeric;
  mean2 numeric;
  n1 int;
  n2 int;
  k smallint;
  e double precision;
  d numeric;
  s int;
  out_match uuid[] := '{}';
  out_player int[] := '{}';
  out_team smallint[] := '{}';
  out_before numeric[] := '{}';
  out_delta numeric[] := '{}';
  out_expected numeric[] := '{}';
  out_own numeric[] := '{}';
  out_opp numeric[] := '{}';
  out_k smallint[] := '{}';
  out_score smallint[] := '{}';
  out_matches int[] := '{}';
  out_wins int[] := '{}';
  out_at timestamptz[] := '{}';
  n_out int := 0;
  n_matches int := 0;
begin
  -- Confirmations wait until the replay is written (they would be overwritten).
  lock table public.player_ratings in exclusive mode;
  create temporary table recompute_players on commit drop as
  select row_number() over (order by mp.player_id)::int as idx, mp.player_id
  from (select distinct mp.player_id
        from public.match_players mp join public.matches m on m.id = mp.match_id
        where m.status = 'confirmed' and m.counts_for_rating) mp;
  select count(*) into n_players from recompute_players;
  rating := array_fill(1500.0::numeric, array[greatest(n_players, 1)]);
  played := array_fill(0, array[greatest(n_players, 1)]);
  won := array_fill(0, array[greatest(n_players, 1)]);
  last_at := array_fill(null::timestamptz, array[greatest(n_players, 1)]);

  for rec in
    select m.id, m.winner, m.confirmed_at,
           array_agg(p.idx order by mp.team, p.idx) as players,
           array_agg(mp.team order by mp.team, p.idx) as teams
    from public.matches m
    join public.match_players mp on mp.match_id = m.id
    join recompute_players p on p.player_id = mp.player_id
    where m.status = 'confirmed' and m.counts_for_rating
    group by m.id
    order by m.confirmed_at, m.id
  loop
    n_matches := n_matches + 1;
    mean1 := 0; mean2 := 0; n1 := 0; n2 := 0;
    for i in 1 .. array_length(rec.players, 1) loop
      if rec.teams[i] = 1 then
        mean1 := mean1 + rating[rec.players[i]]; n1 := n1 + 1;
      else
        mean2 := mean2 + rating[rec.players[i]]; n2 := n2 + 1;
      end if;
    end loop;
    mean1 := mean1 / n1;
    mean2 := mean2 / n2;
    for i in 1 .. array_length(rec.players, 1) loop
      idx := rec.players[i];
      k := public.rating_k(played[idx]);
      s := (rec.teams[i] = rec.winner)::int;
      if rec.teams[i] = 1 then e := public.rating_expected(mean1, mean2); else e := public.rating_expected(mean2, mean1); end if;
      d := public.rating_delta(k, s, e);
      n_out := n_out + 1;
      out_match[n_out] := rec.id;
      out_player[n_out] := idx;
      out_team[n_out] := rec.teams[i];
      out_before[n_out] := rating[idx];
      out_delta[n_out] := d;
      out_expected[n_out] := round(e::numeric, 5);
      out_own[n_out] := case rec.teams[i] when 1 then mean1 else mean2 end;
      out_opp[n_out] := case rec.teams[i] when 1 then mean2 else mean1 end;
      out_k[n_out] := k;
      out_score[n_out] := s;
      rating[idx] := rating[idx] + d;
      played[idx] := played[idx] + 1;
      won[idx] := won[idx] + s;
      out_matches[n_out] := played[idx];
      out_wins[n_out] := won[idx];
      out_at[n_out] := rec.confirmed_at;
      last_at[idx] := rec.confirmed_at;
    end loop;
  end loop;

  delete from public.rating_changes;
  delete from public.player_ratings;
  insert into public.rating_changes (match_id, player_id, team, rating_before, rating_after, delta, expected,
                                     team_rating, opponent_rating, k, score, matches_after, wins_after, created_at)
  select u.m, p.player_id, u.t, u.b, u.b + u.d, u.d, u.e, u.o, u.x, u.k, u.s, u.pm, u.pw, u.at
  from unnest(out_match, out_player, out_team, out_before, out_delta, out_expected, out_own, out_opp, out_k, out_score,
              out_matches, out_wins, out_at) as u (m, i, t, b, d, e, o, x, k, s, pm, pw, at)
  join recompute_players p on p.idx = u.i;
  insert into public.player_ratings (player_id, rating, matches, wins, losses, updated_at, name, username, home_club_id)
  select p.player_id, u.r, u.m, u.w, u.m - u.w, coalesce(u.at, now()),
         public.display_name(f.first_name, f.last_name, f.username), f.username, f.home_club_id
  from unnest(rating, played, won, last_at) with ordinality as u (r, m, w, at, i)
  join recompute_players p on p.idx = u.i
  join public.profiles f on f.id = p.player_id;
  drop table recompute_players;
  return n_matches;
end;
$$;
comment on function public.recompute_ratings() is
  'Maintenance (service role): rebuilds rating_changes and player_ratings by replaying every confirmed match that counts for ratings in confirmation order from 1500. Returns the number of matches replayed.';

-- -----------------------------------------------------------------------------
-- Who may confirm: as in 20261123000220, but staff settle only results they
-- did not play in (a staff member's own result waits for an opponent)
-- -----------------------------------------------------------------------------
create or replace function public.match_can_confirm(m public.matches, caller uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select m.status <> 'confirmed' and caller is not null and (
    exists (
      select 1 from public.match_players me
      where me.match_id = m.id and me.player_id = caller
        and me.team is distinct from (select r.team from public.match_players r
                                      where r.match_id = m.id and r.player_id = m.reported_by))
    or (public.is_club_staff(m.club_id)
        and not exists (select 1 from public.match_players me where me.match_id = m.id and me.player_id = caller)));
$$;
comment on function public.match_can_confirm(public.matches, uuid) is
  'Whether the caller may confirm (or, as a player, dispute) the match: an opponent of the reporter, or staff of the match''s club who did not play in it.';

-- -----------------------------------------------------------------------------
-- match_json: as in 20261123000220, saying whether the result counts
-- -----------------------------------------------------------------------------
create or replace function public.match_json(m public.matches, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id,
    'booking_id', m.booking_id,
    'tournament_id', m.tournament_id,
    'club_id', m.club_id,
    'club_name', coalesce(c.name, ''),
    'court_number', k.number,
    'court_type', k.type,
    'played_at', m.played_at,
    'format', m.format,
    'status', m.status,
    'sets', m.sets,
    'winner', m.winner,
    'my_team', coalesce(me.team, 1),
    'reported_by', m.reported_by,
    'reported_at', m.reported_at,
    'confirmed_at', m.confirmed_at,
    'dispute_reason', m.dispute_reason,
    'can_confirm', public.match_can_confirm(m, caller),
    'counts_for_rating', m.counts_for_rating,
    'players', (
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'name', public.display_name(p.first_name, p.last_name, p.username), 'team', mp.team,
               'rating_before', rc.rating_before, 'rating_after', rc.rating_after, 'delta', rc.delta)
             order by mp.team, p.id = caller desc, p.first_name, p.last_name, p.id)
      from public.match_players mp
      join public.profiles p on p.id = mp.player_id
      left join public.rating_changes rc on rc.match_id = mp.match_id and rc.player_id = mp.player_id
      where mp.match_id = m.id),
    'rating', (
      select jsonb_build_object(
               'rating_before', rc.rating_before, 'rating_after', rc.rating_after, 'delta', rc.delta,
               'team_rating', rc.team_rating, 'opponent_rating', rc.opponent_rating, 'expected', rc.expected,
               'score', rc.score, 'k', rc.k)
      from public.rating_changes rc
      where rc.match_id = m.id and rc.player_id = caller))
  from (select 1) one
  left join public.clubs c on c.id = m.club_id
  left join public.courts k on k.id = m.court_id
  left join public.match_players me on me.match_id = m.id and me.player_id = caller;
$$;
comment on function public.match_json(public.matches, uuid) is 'A match as the client''s MatchRow, seen by the given user; counts_for_rating false on a confirmed result: a friendly.';

-- -----------------------------------------------------------------------------
-- Notifications: a friendly is confirmed without a rating move
-- -----------------------------------------------------------------------------
create or replace function public.notify_match_confirmed(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- perform, not a final select: every row must notify.
  perform public.notify(rc.player_id, 'match_confirmed', 'Match result confirmed',
    format('You %s %s at %s. Your rating went from %s to %s (%s).',
           case when rc.score = 1 then 'won' else 'lost' end, public.match_score_text(m.sets, rc.team),
           coalesce(c.name, 'your club'), rc.rating_before, rc.rating_after,
           case when rc.delta >= 0 then '+' else '' end || rc.delta::text),
    '/player-statistics',
    jsonb_build_object('match_id', m.id, 'delta', rc.delta, 'rating_after', rc.rating_after))
  from public.matches m
  join public.rating_changes rc on rc.match_id = m.id
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id;

  perform public.notify(mp.player_id, 'match_confirmed', 'Match result confirmed',
    format('You %s %s at %s. It is a friendly: it does not count for ratings.',
           case when mp.team = m.winner then 'won' else 'lost' end, public.match_score_text(m.sets, mp.team),
           coalesce(c.name, 'your club')),
    '/player-statistics',
    jsonb_build_object('match_id', m.id))
  from public.matches m
  join public.match_players mp on mp.match_id = m.id
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id and m.status = 'confirmed' and not m.counts_for_rating;
end;
$$;
comment on function public.notify_match_confirmed(uuid) is
  'Internal: tells every player of a confirmed result their rating move, or that it is a friendly.';
revoke execute on function public.notify_match_confirmed(uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- report_match: as in 20261124000200, with staff results only on a booking at
-- their club whose holder played, and a friendly said to be one
-- -----------------------------------------------------------------------------
create or replace function public.report_match(
  p_match_id uuid,
  p_team1 uuid[],
  p_team2 uuid[],
  p_sets jsonb,
  p_booking_id uuid default null,
  p_played_at timestamptz default null,
  p_club_id uuid default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  existing public.matches;
  b public.bookings;
  everyone uuid[] := coalesce(p_team1, '{}') || coalesce(p_team2, '{}');
  club uuid;
  court uuid;
  played timestamptz;
  won smallint;
  staff boolean;
  m public.matches;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to record a match result.');
  end if;
  if p_match_id is null then
    return public.rpc_result('invalid_request', 'A match id is required.');
  end if;

  select * into existing from public.matches x where x.id = p_match_id;
  if found then
    if existing.reported_by = caller then
      return public.rpc_result('replayed', 'This result was already recorded.',
        jsonb_build_object('match', public.match_json(existing, caller)));
    end if;
    return public.rpc_result('already_reported', 'This match has already been recorded.');
  end if;

  -- coalesce: with a NULL array every comparison is NULL, and NULL is not a refusal.
  if not coalesce((array_ndims(p_team1) = 1 and array_ndims(p_team2) = 1)
                  and ((cardinality(p_team1) = 2 and cardinality(p_team2) = 2)
                       or (cardinality(p_team1) = 1 and cardinality(p_team2) = 1)), false)
     or array_position(everyone, null) is not null
     or (select count(distinct x) from unnest(everyone) x) <> cardinality(everyone)
     or (select count(*) from public.profiles p where p.id = any (everyone)) <> cardinality(everyone) then
    return public.rpc_result('invalid_teams',
      'Choose two players per team for doubles, or one each for singles, all different members.');
  end if;
  won := public.match_winner(p_sets);
  if won is null then
    return public.rpc_result('invalid_score',
      'Enter 1 to 5 sets, each won 6-0 to 6-4, 7-5 or 7-6; the winners must have won more sets.');
  end if;

  if p_booking_id is not null then
    select * into b from public.bookings x where x.id = p_booking_id and x.status = 'confirmed';
    if not found then
      return public.rpc_result('booking_not_found', 'That booking does not exist or was cancelled.');
    end if;
    club := b.club_id;
    court := b.court_id;
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) into played
    from public.slots s, public.clubs c where s.id = b.slot_id and c.id = b.club_id;
  else
    if p_club_id is not null and not exists (select 1 from public.clubs c where c.id = p_club_id) then
      return public.rpc_result('unknown_club', 'That club does not exist.');
    end if;
    club := coalesce(p_club_id, (select p.home_club_id from public.profiles p where p.id = caller));
    played := coalesce(p_played_at, now());
  end if;

  -- Staff record other people's results, confirmed at once, and only from a
  -- booking at their club: a result with no court behind it is anyone's word.
  -- A staff member's own match is a player's report like any other.
  staff := not caller = any (everyone) and b.id is not null and public.is_club_staff(b.club_id);
  if not (caller = any (everyone) or staff) then
    if b.id is null and public.is_club_staff(club) then
      return public.rpc_result('booking_required', 'Club staff can record a result only for a booking at their club.');
    end if;
    return public.rpc_result('not_a_player', 'You can only record a match you played in.');
  end if;
  -- Any of the four may record the match of a booking one of them made or is
  -- on; staff, the match of a booking whose holder played in it.
  if b.id is not null
     and not (b.member_id = any (everyone)
              or (not staff and (b.booked_by = any (everyone) or b.players && everyone))) then
    return public.rpc_result('not_your_booking', 'You can only record a match for a booking of one of its players.');
  end if;
  -- Five minutes of grace for a device clock slightly ahead of ours.
  if played > now() + interval '5 minutes' then
    return public.rpc_result('not_played_yet', 'This match has not been played yet.');
  end if;
  -- Ratings replay in date order: a result from long ago would rewrite history nobody can check.
  if played < now() - interval '90 days' then
    return public.rpc_result('too_old', 'Results can be recorded up to 90 days after the match.');
  end if;
  if b.id is not null and exists (select 1 from public.matches x where x.booking_id = b.id) then
    return public.rpc_result('already_reported', 'A result has already been recorded for this booking.');
  end if;

  begin
    insert into public.matches (id, booking_id, club_id, court_id, played_at, format, status, sets, winner,
                                reported_by, confirmed_by, confirmed_at)
    values (p_match_id, b.id, club, court, least(played, now()),
            case when cardinality(p_team1) = 2 then 'doubles' else 'singles' end::public.match_format,
            case when staff then 'confirmed' else 'reported' end::public.match_status,
            p_sets, won, caller, case when staff then caller end, case when staff then now() end)
    returning * into m;
  exception when unique_violation then
    -- A concurrent retry of this very report won, or another report took the booking.
    return public.report_match(p_match_id, p_team1, p_team2, p_sets, p_booking_id, p_played_at, p_club_id);
  end;
  insert into public.match_players (match_id, player_id, team)
  select m.id, x, 1 from unnest(p_team1) x
  union all
  select m.id, x, 2 from unnest(p_team2) x;

  if staff then
    perform public.apply_match_ratings(m.id);
    select * into m from public.matches x where x.id = m.id;
    perform public.notify_match_confirmed(m.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'record_match_result', 'matches', m.id::text, m.club_id,
            jsonb_build_object('booking_id', m.booking_id, 'sets', m.sets, 'winner', m.winner,
                               'counts_for_rating', m.counts_for_rating));
    if not m.counts_for_rating then
      return public.rpc_result('confirmed', 'Result confirmed as a friendly: only results on a court booking, and at most 3 a week against the same opponent, count for ratings.',
        jsonb_build_object('match', public.match_json(m, caller)));
    end if;
    return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  perform public.notify_match_to_confirm(m.id);
  if b.id is null then
    return public.rpc_result('reported',
      'Result recorded as a friendly: it has no court booking, so it will not count for ratings. Your opponents are asked to confirm it.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  return public.rpc_result('reported', 'Result recorded. Your opponents are asked to confirm it.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.report_match(uuid, uuid[], uuid[], jsonb, uuid, timestamptz, uuid) is
  'Records a match result played in the last 90 days: a player of it (an opponent then confirms; with no booking it is a friendly), or staff of the booking''s club for a booking whose holder played (confirmed at once, audited). Idempotent on p_match_id. Returns {status reported|confirmed|replayed|not_signed_in|not_a_player|booking_required|invalid_teams|invalid_score|booking_not_found|not_your_booking|not_played_yet|too_old|already_reported|unknown_club|invalid_request, message, match}.';

-- -----------------------------------------------------------------------------
-- confirm_match: as in 20261123000230, saying when the result is a friendly;
-- staff settling a result is audited
-- -----------------------------------------------------------------------------
create or replace function public.confirm_match(p_match_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.matches;
  player boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to confirm a match result.');
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already confirmed".
  select * into m from public.matches x where x.id = p_match_id for update;
  if not found then
    return public.rpc_result('unknown_match', 'That match does not exist.');
  end if;
  player := exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = caller);
  if not (player or public.is_club_staff(m.club_id)) then
    return public.rpc_result('unknown_match', 'That match does not exist.');
  end if;
  if m.status = 'confirmed' then
    return public.rpc_result('already_confirmed', 'This result is already confirmed.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  if not public.match_can_confirm(m, caller) then
    return public.rpc_result('not_allowed', 'Only an opponent of the player who reported it, or club staff, can confirm this result.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;

  update public.matches set status = 'confirmed', confirmed_by = caller, confirmed_at = now()
  where id = m.id
  returning * into m;
  perform public.apply_match_ratings(m.id);
  select * into m from public.matches x where x.id = m.id;
  perform public.notify_match_confirmed(m.id);
  if not player then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'confirm_match_result', 'matches', m.id::text, m.club_id,
            jsonb_build_object('booking_id', m.booking_id, 'sets', m.sets, 'winner', m.winner,
                               'counts_for_rating', m.counts_for_rating));
  end if;
  if not m.counts_for_rating then
    return public.rpc_result('confirmed', 'Result confirmed as a friendly: only results on a court booking, and at most 3 a week against the same opponent, count for ratings.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.confirm_match(uuid) is
  'Confirms a reported or disputed result (an opponent of the reporter, or staff of the match''s club who did not play: audited) and moves the ratings when it counts (match_counts_for_rating). Returns {status confirmed|already_confirmed|not_allowed|unknown_match|not_signed_in, message, match}.';

-- -----------------------------------------------------------------------------
-- The audit log page's labels: as in 20261127000500, with the staff's results
-- -----------------------------------------------------------------------------
create or replace function public.audit_action_labels()
returns table (action text, label text)
language sql
immutable
set search_path = ''
as $$
  select * from (values
    ('book_for_member', 'Booking for a member'),
    ('book_walk_in', 'Walk-in booking'),
    ('cancel_for_member', 'Cancellation'),
    ('move_booking', 'Booking moved'),
    ('check_in', 'Check-in'),
    ('no_show', 'No-show'),
    ('confirm_top_up', 'Top-up confirmed'),
    ('block_court_slots', 'Court-slots blocked'),
    ('unblock_court_slots', 'Block lifted'),
    ('add_club_closure', 'Closure day added'),
    ('remove_club_closure', 'Closure day removed'),
    ('add_court', 'Court added'),
    ('update_court', 'Court changed'),
    ('court_in_service', 'Court back in service'),
    ('court_out_of_service', 'Court out of service'),
    ('set_court_prices', 'Court prices'),
    ('update_club_details', 'Club details'),
    ('set_opening_hours', 'Opening hours'),
    ('set_peak_rule', 'Peak rule'),
    ('set_cancellation_policy', 'Cancellation policy'),
    ('add_member_note', 'Staff note added'),
    ('delete_member_note', 'Staff note deleted'),
    ('create_tournament', 'Tournament published'),
    ('close_registration', 'Tournament registration closed'),
    ('record_tournament_result', 'Tournament result'),
    ('create_club', 'Club created'),
    ('set_club_active', 'Club deactivated or reactivated'),
    ('appoint_club_owner', 'Club owner appointed'),
    ('invite_club_owner', 'Club owner invited'),
    ('accept_club_owner', 'Owner invitation accepted'),
    ('refuse_club_owner', 'Owner invitation refused'),
    ('remove_club_owner', 'Club owner removed'),
    ('set_player_role', 'Role changed'),
    ('ban_player', 'Player banned'),
    ('unban_player', 'Ban lifted'),
    ('set_country_defaults', 'Country defaults'),
    ('record_match_result', 'Match result recorded'),
    ('confirm_match_result', 'Match result settled')
  ) as kinds (action, label);
$$;
comment on function public.audit_action_labels() is
  'Internal: every kind of action the RPCs write to audit_log, with its label for the audit log page. A kind missing here still shows, labelled from its name.';
revoke execute on function public.audit_action_labels() from public, anon, authenticated;
