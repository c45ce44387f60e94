-- =============================================================================
-- Bounds on what a caller can put in front of other people: match results are
-- dated within the last 90 days, teams are checked even when an array is
-- missing, and a name shown to strangers (notifications, rankings, draws) is
-- one line of at most 40 characters.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Names as strangers see them
-- -----------------------------------------------------------------------------
create or replace function public.display_name(first_name text, last_name text, username text)
returns text
language sql
immutable
set search_path = ''
return (
  with full_name as (
    select btrim(regexp_replace(
      coalesce(nullif(btrim(concat_ws(' ', btrim(first_name), btrim(last_name))), ''), username),
      '[[:cntrl:][:space:]]+', ' ', 'g')) as name)
  select case when char_length(name) > 40 then left(name, 39) || '…' else name end from full_name);
comment on function public.display_name(text, text, text) is
  'First and last name, or the username when both are empty: one line, at most 40 characters (longer ones end in "…").';

-- The rankings' copies of names follow the new rule.
update public.player_ratings r
set name = public.display_name(p.first_name, p.last_name, p.username)
from public.profiles p
where p.id = r.player_id and r.name is distinct from public.display_name(p.first_name, p.last_name, p.username);

-- -----------------------------------------------------------------------------
-- report_match
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
    return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
      jsonb_build_object('match', public.match_json(m, caller)));
  end if;
  perform public.notify_match_to_confirm(m.id);
  return public.rpc_result('reported', 'Result recorded. Your opponents are asked to confirm it.',
    jsonb_build_object('match', public.match_json(m, caller)));
end;
$$;
comment on function public.report_match(uuid, uuid[], uuid[], jsonb, uuid, timestamptz, uuid) is
  'Records a match result played in the last 90 days (a player of it, or club staff: then confirmed at once). Idempotent on p_match_id. Returns {status reported|confirmed|replayed|not_signed_in|not_a_player|invalid_teams|invalid_score|booking_not_found|not_your_booking|not_played_yet|too_old|already_reported|unknown_club|invalid_request, message, match}.';
