-- =============================================================================
-- The rating: Elo on team averages.
--
-- Source: A. E. Elo, "The Rating of Chessplayers, Past and Present" (1978), as
-- the FIDE Handbook B.02 (rating regulations) states the formula:
--   expected score  E = 1 / (1 + 10^((opponent - own) / 400))
--   new rating      R' = R + K x (S - E),   S = 1 for a win, 0 for a loss.
-- For doubles, "own" and "opponent" are the mean ratings of the two teams
-- before the match; each player then moves by their own K:
--   K = 40 during a player's first 10 confirmed matches (provisional), then 24.
-- Everyone starts at 1500. Deltas are rounded to one decimal. Explained for
-- players, with a worked example, in docs/ratings.md.
--
-- Applied when a result is confirmed, in confirmation order, in the same
-- transaction as the confirmation (apply_match_ratings); recompute_ratings
-- replays the whole history (seeding, repair).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Constants and the formula (one place each)
-- -----------------------------------------------------------------------------
-- SQL-standard bodies (return ...): bound when created, so no search_path can
-- change what they call, and simple enough for the planner to inline them
-- (recompute_ratings calls them tens of thousands of times).
create function public.rating_k(matches_before int)
returns smallint
language sql
immutable
return (case when matches_before < 10 then 40 else 24 end)::smallint;
comment on function public.rating_k(int) is 'Elo K factor: 40 for a player''s first 10 confirmed matches (provisional), then 24.';

create function public.rating_expected(own numeric, opponent numeric)
returns double precision
language sql
immutable
return 1.0 / (1.0 + power(10.0::double precision, ((opponent - own) / 400.0)::double precision));
comment on function public.rating_expected(numeric, numeric) is 'Elo expected score of a side rated own against one rated opponent (FIDE B.02).';

create function public.rating_delta(k int, score int, expected double precision)
returns numeric
language sql
immutable
return round((k * (score - expected))::numeric, 1);
comment on function public.rating_delta(int, int, double precision) is 'K x (S - E) rounded to one decimal.';

-- -----------------------------------------------------------------------------
-- player_rating: the current value (1500 before a first confirmed match)
-- -----------------------------------------------------------------------------
create function public.player_rating(p_player uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select r.rating from public.player_ratings r where r.player_id = p_player), 1500.0);
$$;
comment on function public.player_rating(uuid) is 'A player''s current rating; 1500.0 when they have no confirmed match yet.';
revoke execute on function public.player_rating(uuid) from public, anon;
grant execute on function public.player_rating(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- apply_match_ratings: one confirmed match moves its players' ratings
-- -----------------------------------------------------------------------------

-- Internal: the caller has just set the match to confirmed (confirm_match,
-- report_match by staff, tournament results). Locks the players' rating rows
-- in id order, so two confirmations sharing a player queue up (and never
-- deadlock) and each sees the other's result: confirmation order. confirmed_at
-- is then moved up to the moment the locks were held (a later instant given
-- by the caller is kept), so ordering by it replays that same order
-- (recompute_ratings relies on this).
create function public.apply_match_ratings(p_match_id uuid)
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
begin
  select * into m from public.matches x where x.id = p_match_id;
  if not found or m.status <> 'confirmed' then
    raise exception 'Match % is not confirmed', p_match_id;
  end if;
  if exists (select 1 from public.rating_changes rc where rc.match_id = p_match_id) then
    return;
  end if;

  -- Before any row lock: this statement's trigger refreshes the rankings'
  -- daily baseline when it is due (20261123000290).
  insert into public.player_ratings (player_id, name, username, home_club_id)
  select p.id, public.display_name(p.first_name, p.last_name, p.username), p.username, p.home_club_id
  from public.match_players mp join public.profiles p on p.id = mp.player_id
  where mp.match_id = p_match_id
  on conflict (player_id) do nothing;
  perform 1 from public.player_ratings r
  where r.player_id in (select mp.player_id from public.match_players mp where mp.match_id = p_match_id)
  order by r.player_id
  for update;
  stamp := greatest(m.confirmed_at, clock_timestamp());
  update public.matches set confirmed_at = stamp where id = p_match_id;

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
  'Internal: moves the ratings of a just-confirmed match''s players and logs each change in rating_changes (once per match).';
revoke execute on function public.apply_match_ratings(uuid) from public, anon, authenticated;
grant execute on function public.apply_match_ratings(uuid) to service_role;

-- -----------------------------------------------------------------------------
-- recompute_ratings: replay every confirmed match from 1500 (seed, repair)
-- -----------------------------------------------------------------------------

-- One pass over the confirmed matches in confirmation order with the ratings
-- held in arrays indexed by a dense player number (plpgsql keeps arrays
-- expanded, so each update is O(1)); the results are written in two set-based
-- statements. Same formula as apply_match_ratings, thousands of times faster
-- than calling it per match.
create function public.recompute_ratings()
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
        where m.status = 'confirmed') mp;
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
    where m.status = 'confirmed'
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
  'Maintenance (service role): rebuilds rating_changes and player_ratings by replaying every confirmed match in confirmation order from 1500. Returns the number of matches replayed.';
revoke execute on function public.recompute_ratings() from public, anon, authenticated;
grant execute on function public.recompute_ratings() to service_role;
