-- =============================================================================
-- Results: club staff record each match of the draw. A knockout winner moves
-- into the next round's slot and the final decides the tournament; a round
-- robin or Americano is decided by its standings once every match is played.
-- Results in padel sets (knockout, round robin) are also confirmed matches of
-- public.matches (same id), so they move ratings and count in statistics;
-- Americano games to 21 points are not rated (the rating's scoring rule is
-- padel sets, see match_winner).
-- =============================================================================

-- Which team won one Americano game: a single set to 21 points, [[21, 17]].
create function public.americano_winner(sets jsonb)
returns smallint
language plpgsql
immutable
set search_path = ''
as $$
declare
  a int;
  b int;
begin
  if sets is null or jsonb_typeof(sets) <> 'array' or jsonb_array_length(sets) <> 1
     or jsonb_typeof(sets -> 0) <> 'array' or jsonb_array_length(sets -> 0) <> 2
     or (sets -> 0 ->> 0) !~ '^[0-9]{1,2}$' or (sets -> 0 ->> 1) !~ '^[0-9]{1,2}$'
     or jsonb_typeof(sets -> 0 -> 0) <> 'number' or jsonb_typeof(sets -> 0 -> 1) <> 'number' then
    return null;
  end if;
  a := (sets -> 0 ->> 0)::int;
  b := (sets -> 0 ->> 1)::int;
  if greatest(a, b) <> 21 or least(a, b) > 20 then
    return null;
  end if;
  return case when a > b then 1 else 2 end;
end;
$$;
comment on function public.americano_winner(jsonb) is
  'The winning team (1 or 2) of an Americano game given as one set to 21 points ([[21, 17]]), or null when it is not one.';

-- -----------------------------------------------------------------------------
-- Applying a result (internal)
-- -----------------------------------------------------------------------------

-- The tournament is decided: winner set, status finished, everyone told.
create function public.tournament_finish(p_tournament_id uuid, p_winner uuid, p_notify boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.tournaments;
  names text := public.tournament_entry_names(p_winner);
begin
  update public.tournaments x set status = 'finished', winner_entry_id = p_winner
  where x.id = p_tournament_id
  returning * into t;
  if p_notify then
    perform public.notify(x.player_id, 'tournament_update', 'Winners: ' || t.name,
      case when e.id = p_winner then format('You won %s. Congratulations!', t.name)
           else format('%s won %s.', names, t.name) end,
      '/tournaments?tournament=' || t.id,
      jsonb_build_object('tournament_id', t.id, 'status', 'finished', 'winner_entry_id', p_winner))
    from public.tournament_entries e
    cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
    where e.tournament_id = t.id and e.status = 'registered' and x.player_id is not null;
  end if;
end;
$$;
revoke execute on function public.tournament_finish(uuid, uuid, boolean) from public, anon, authenticated;
comment on function public.tournament_finish(uuid, uuid, boolean) is 'Internal: sets the winner, finishes the tournament and tells its players.';

-- Records a valid result (the caller checked who may and that the sets are a
-- finished score), rates it, advances the winner and finishes the tournament
-- after its last match. Returns 'recorded' or 'finished'. p_recorded_at is
-- the confirmation time, which orders the rating changes (see
-- recompute_ratings): the seed passes increasing instants.
create function public.tournament_apply_result(
  p_match_id uuid,
  p_sets jsonb,
  p_by uuid,
  p_recorded_at timestamptz default now(),
  p_notify boolean default true
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.tournament_matches;
  t public.tournaments;
  side smallint;
  winner uuid;
  e1 public.tournament_entries;
  e2 public.tournament_entries;
  last_round int;
  played timestamptz;
begin
  select * into m from public.tournament_matches x where x.id = p_match_id for update;
  select * into t from public.tournaments x where x.id = m.tournament_id;
  side := case when t.format = 'americano' then public.americano_winner(p_sets) else public.match_winner(p_sets) end;
  if side is null or m.status <> 'scheduled' or m.team1_entry_id is null or m.team2_entry_id is null then
    raise exception 'Tournament match % cannot take the result %', p_match_id, p_sets;
  end if;
  winner := case side when 1 then m.team1_entry_id else m.team2_entry_id end;
  -- Played at its scheduled time, unless recorded before that.
  played := least(coalesce(m.scheduled_at, p_recorded_at), p_recorded_at);

  update public.tournament_matches x
  set sets = p_sets, winner_entry_id = winner, status = 'played', played_at = played, recorded_by = p_by
  where x.id = m.id
  returning * into m;

  select * into e1 from public.tournament_entries e where e.id = m.team1_entry_id;
  select * into e2 from public.tournament_entries e where e.id = m.team2_entry_id;
  if t.format <> 'americano' and e1.player2_id is not null and e2.player2_id is not null then
    insert into public.matches (id, tournament_id, club_id, court_id, played_at, format, status, sets, winner,
                                reported_by, reported_at, confirmed_by, confirmed_at)
    values (m.id, t.id, t.club_id, m.court_id, played, 'doubles', 'confirmed',
            p_sets, side, p_by, p_recorded_at, p_by, p_recorded_at);
    insert into public.match_players (match_id, player_id, team)
    values (m.id, e1.player1_id, 1), (m.id, e1.player2_id, 1), (m.id, e2.player1_id, 2), (m.id, e2.player2_id, 2);
    update public.tournament_matches x set match_id = m.id where x.id = m.id;
    perform public.apply_match_ratings(m.id);
    if p_notify then
      perform public.notify_match_confirmed(m.id);
    end if;
  elsif p_notify then
    perform public.notify(x.player_id, 'tournament_update', 'Result: ' || t.name,
      format('%s beat %s %s.', public.tournament_entry_names(winner),
             public.tournament_entry_names(case when winner = e1.id then e2.id else e1.id end),
             public.match_score_text(p_sets, side)),
      '/tournaments?tournament=' || t.id,
      jsonb_build_object('tournament_id', t.id, 'tournament_match_id', m.id))
    from (values (e1.player1_id), (e1.player2_id), (e2.player1_id), (e2.player2_id)) as x (player_id)
    where x.player_id is not null;
  end if;

  if t.format = 'knockout' then
    select max(x.round) into last_round from public.tournament_matches x where x.tournament_id = t.id;
    if m.round = last_round then
      perform public.tournament_finish(t.id, winner, p_notify);
      return 'finished';
    end if;
    update public.tournament_matches nxt
    set team1_entry_id = case when m.position % 2 = 1 then winner else nxt.team1_entry_id end,
        team2_entry_id = case when m.position % 2 = 0 then winner else nxt.team2_entry_id end
    where nxt.tournament_id = t.id and nxt.round = m.round + 1 and nxt.position = (m.position + 1) / 2;
  elsif not exists (select 1 from public.tournament_matches x where x.tournament_id = t.id and x.status = 'scheduled') then
    perform public.tournament_finish(t.id, (select s.entry_id from public.tournament_standings(t.id) s where s.place = 1), p_notify);
    return 'finished';
  end if;
  return 'recorded';
end;
$$;
comment on function public.tournament_apply_result(uuid, jsonb, uuid, timestamptz, boolean) is
  'Internal: stores a checked result, rates it (padel sets), advances the knockout winner and finishes the tournament after its last match. Returns recorded | finished.';
revoke execute on function public.tournament_apply_result(uuid, jsonb, uuid, timestamptz, boolean) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- record_tournament_result (club staff)
-- -----------------------------------------------------------------------------
create function public.record_tournament_result(p_match_id uuid, p_sets jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.tournament_matches;
  t public.tournaments;
  outcome text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  select * into m from public.tournament_matches x where x.id = p_match_id;
  if not found then
    return public.rpc_result('unknown_match', 'That tournament match does not exist.');
  end if;
  -- Results of one tournament are applied one at a time (advancing and finishing read the others).
  select * into t from public.tournaments x where x.id = m.tournament_id for update;
  if not public.is_club_staff(t.club_id) then
    return public.rpc_result('not_allowed', 'Only staff of the club running this tournament can record results.');
  end if;
  select * into m from public.tournament_matches x where x.id = p_match_id;
  if m.status = 'played' then
    return public.rpc_result('already_played', 'This match already has a result.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)));
  end if;
  if m.status = 'bye' then
    return public.rpc_result('already_played', 'This was a bye: the team went through without playing.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)));
  end if;
  if t.status <> 'running' or m.team1_entry_id is null or m.team2_entry_id is null then
    return public.rpc_result('not_ready', 'Both teams of this match are not known yet.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)));
  end if;
  if t.format = 'americano' and public.americano_winner(p_sets) is null then
    return public.rpc_result('invalid_score', 'Enter the game as one set to 21 points, for example 21-17.');
  end if;
  if t.format <> 'americano' and public.match_winner(p_sets) is null then
    return public.rpc_result('invalid_score',
      'Enter 1 to 5 sets, each won 6-0 to 6-4, 7-5 or 7-6, and a winner who won more sets.');
  end if;

  outcome := public.tournament_apply_result(m.id, p_sets, caller);
  select * into m from public.tournament_matches x where x.id = p_match_id;
  select * into t from public.tournaments x where x.id = m.tournament_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'record_tournament_result', 'tournament_matches', m.id::text, t.club_id,
          jsonb_build_object('tournament_id', t.id, 'sets', p_sets, 'winner_entry_id', m.winner_entry_id));

  return public.rpc_result(outcome,
    case outcome
      when 'finished' then format('Result recorded. %s won %s!', public.tournament_entry_names(t.winner_entry_id), t.name)
      else format('Result recorded: %s won.', public.tournament_entry_names(m.winner_entry_id))
    end,
    jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)));
end;
$$;
comment on function public.record_tournament_result(uuid, jsonb) is
  'Club staff record a tournament match result. Returns {status recorded|finished|already_played|not_ready|invalid_score|not_allowed|unknown_match|not_signed_in, message, match, tournament}.';
revoke execute on function public.record_tournament_result(uuid, jsonb) from public, anon;
grant execute on function public.record_tournament_result(uuid, jsonb) to authenticated, service_role;
