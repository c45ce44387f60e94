-- =============================================================================
-- Match RPCs: report_match, confirm_match, dispute_match, my_matches.
-- Same result convention as the booking RPCs ({status, message, ...fields};
-- a refusal is a status, never an error) so the outbox can tell a final
-- answer from "retry later". Ratings move only on confirmation, inside the
-- same transaction (apply_match_ratings).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- report_match
-- -----------------------------------------------------------------------------
create function public.report_match(
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

  if not ((cardinality(p_team1) = 2 and cardinality(p_team2) = 2) or (cardinality(p_team1) = 1 and cardinality(p_team2) = 1))
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

  staff := public.is_club_staff(club);
  if not (caller = any (everyone) or staff) then
    return public.rpc_result('not_a_player', 'You can only record a match you played in.');
  end if;
  -- Any of the four may record the match of a booking one of them made or is on.
  if b.id is not null and not staff
     and not (b.member_id = any (everyone) or b.booked_by = any (everyone) or b.players && everyone) then
    return public.rpc_result('not_your_booking', 'You can only record a match for a booking of one of its players.');
  end if;
  -- Five minutes of grace for a device clock slightly ahead of ours.
  if played > now() + interval '5 minutes' then
    return public.rpc_result('not_played_yet', 'This match has not been played yet.');
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
    return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  perform public.notify_match_to_confirm(m.id);
  return public.rpc_result('reported', 'Result recorded. Your opponents are asked to confirm it.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.report_match(uuid, uuid[], uuid[], jsonb, uuid, timestamptz, uuid) is
  'Records a match result (a player of it, or club staff: then confirmed at once). Idempotent on p_match_id. Returns {status reported|confirmed|replayed|not_signed_in|not_a_player|invalid_teams|invalid_score|booking_not_found|not_your_booking|not_played_yet|already_reported|unknown_club|invalid_request, message, match}.';

-- -----------------------------------------------------------------------------
-- confirm_match
-- -----------------------------------------------------------------------------
create function public.confirm_match(p_match_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.matches;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to confirm a match result.');
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already confirmed".
  select * into m from public.matches x where x.id = p_match_id for update;
  if not found or not (exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = caller)
                       or public.is_club_staff(m.club_id)) then
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
  return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.confirm_match(uuid) is
  'Confirms a reported or disputed result (an opponent of the reporter, or club staff) and moves the ratings. Returns {status confirmed|already_confirmed|not_allowed|unknown_match|not_signed_in, message, match}.';

-- -----------------------------------------------------------------------------
-- dispute_match
-- -----------------------------------------------------------------------------
create function public.dispute_match(p_match_id uuid, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  reason text := btrim(p_reason);
  m public.matches;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to dispute a match result.');
  end if;
  select * into m from public.matches x where x.id = p_match_id for update;
  if not found or not (exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = caller)
                       or public.is_club_staff(m.club_id)) then
    return public.rpc_result('unknown_match', 'That match does not exist.');
  end if;
  if m.status = 'confirmed' then
    return public.rpc_result('already_confirmed', 'This result is already confirmed and can no longer be disputed.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  -- Staff settle a result by confirming it; a dispute is an opponent's word.
  if not exists (select 1 from public.match_players me
                 where me.match_id = m.id and me.player_id = caller
                   and me.team is distinct from (select r.team from public.match_players r
                                                 where r.match_id = m.id and r.player_id = m.reported_by)) then
    return public.rpc_result('not_allowed', 'Only an opponent of the player who reported it can dispute this result.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  if reason is null or char_length(reason) not between 1 and 300 then
    return public.rpc_result('invalid_reason', 'Please say what is wrong with the result (up to 300 characters).');
  end if;

  update public.matches set status = 'disputed', disputed_by = caller, dispute_reason = reason
  where id = m.id
  returning * into m;
  perform public.notify(m.reported_by, 'match_disputed', 'Match result disputed',
    format('%s disputed the result you recorded (%s): "%s"',
           (select public.display_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = caller),
           public.match_score_text(m.sets, coalesce((select r.team from public.match_players r
                                                     where r.match_id = m.id and r.player_id = m.reported_by), 1::smallint)),
           reason),
    '/player-statistics', jsonb_build_object('match_id', m.id));
  return public.rpc_result('disputed', 'Result disputed. The player who recorded it has been told.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.dispute_match(uuid, text) is
  'An opponent of the reporter disputes a result with a reason (1-300 characters). Returns {status disputed|not_allowed|already_confirmed|unknown_match|invalid_reason|not_signed_in, message, match}.';

-- -----------------------------------------------------------------------------
-- my_matches
-- -----------------------------------------------------------------------------
create function public.my_matches(p_limit int default 200)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.match_json(m, (select auth.uid())) order by m.played_at desc, m.id), '[]'::jsonb)
  from (
    select x.* from public.matches x
    where x.id in (select mp.match_id from public.match_players mp where mp.player_id = (select auth.uid()))
    order by x.played_at desc, x.id
    limit least(greatest(coalesce(p_limit, 200), 1), 1000)
  ) m;
$$;
comment on function public.my_matches(int) is 'The caller''s matches (any status), newest first, as MatchRow json; at most p_limit (1-1000).';

-- -----------------------------------------------------------------------------
-- Privileges
-- -----------------------------------------------------------------------------
revoke execute on function public.report_match(uuid, uuid[], uuid[], jsonb, uuid, timestamptz, uuid) from public, anon;
revoke execute on function public.confirm_match(uuid) from public, anon;
revoke execute on function public.dispute_match(uuid, text) from public, anon;
revoke execute on function public.my_matches(int) from public, anon;
grant execute on function public.report_match(uuid, uuid[], uuid[], jsonb, uuid, timestamptz, uuid) to authenticated, service_role;
grant execute on function public.confirm_match(uuid) to authenticated, service_role;
grant execute on function public.dispute_match(uuid, text) to authenticated, service_role;
grant execute on function public.my_matches(int) to authenticated, service_role;
