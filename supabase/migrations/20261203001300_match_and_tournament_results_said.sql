-- Match results and tournaments name their messages: every answer of reporting, confirming and disputing a
-- match and of publishing a tournament and recording its results, and the notifications they send, carry a key
-- of the app's catalogue and its values beside the English (public.said), so the app says them in the reader's
-- language without reading the English back. People's names go as person values: the app shows them set apart.

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
    return public.rpc_result('not_signed_in', 'Please sign in to record a match result.', public.said('server_not_signed_in_record'));
  end if;
  if p_match_id is null then
    return public.rpc_result('invalid_request', 'A match id is required.', public.said('server_invalid_request_match_id'));
  end if;

  select * into existing from public.matches x where x.id = p_match_id;
  if found then
    if existing.reported_by = caller then
      return public.rpc_result('replayed', 'This result was already recorded.',
        jsonb_build_object('match', public.match_json(existing, caller)) || public.said('server_replayed_result'));
    end if;
    return public.rpc_result('already_reported', 'This match has already been recorded.', public.said('server_already_reported'));
  end if;

  -- coalesce: with a NULL array every comparison is NULL, and NULL is not a refusal.
  if not coalesce((array_ndims(p_team1) = 1 and array_ndims(p_team2) = 1)
                  and ((cardinality(p_team1) = 2 and cardinality(p_team2) = 2)
                       or (cardinality(p_team1) = 1 and cardinality(p_team2) = 1)), false)
     or array_position(everyone, null) is not null
     or (select count(distinct x) from unnest(everyone) x) <> cardinality(everyone)
     or (select count(*) from public.profiles p where p.id = any (everyone)) <> cardinality(everyone) then
    return public.rpc_result('invalid_teams',
      'Choose two players per team for doubles, or one each for singles, all different members.', public.said('server_invalid_teams'));
  end if;
  won := public.match_winner(p_sets);
  if won is null then
    return public.rpc_result('invalid_score',
      'Enter 1 to 5 sets, each won 6-0 to 6-4, 7-5 or 7-6; the winners must have won more sets.', public.said('server_invalid_score'));
  end if;

  if p_booking_id is not null then
    select * into b from public.bookings x where x.id = p_booking_id and x.status = 'confirmed';
    if not found then
      return public.rpc_result('booking_not_found', 'That booking does not exist or was cancelled.', public.said('server_booking_not_found'));
    end if;
    club := b.club_id;
    court := b.court_id;
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) into played
    from public.slots s, public.clubs c where s.id = b.slot_id and c.id = b.club_id;
  else
    if p_club_id is not null and not exists (select 1 from public.clubs c where c.id = p_club_id) then
      return public.rpc_result('unknown_club', 'That club does not exist.', public.said('server_unknown_club'));
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
      return public.rpc_result('booking_required', 'Club staff can record a result only for a booking at their club.', public.said('server_booking_required'));
    end if;
    return public.rpc_result('not_a_player', 'You can only record a match you played in.', public.said('server_not_a_player'));
  end if;
  -- Any of the four may record the match of a booking one of them made or is
  -- on; staff, the match of a booking whose holder played in it.
  if b.id is not null
     and not (b.member_id = any (everyone)
              or (not staff and (b.booked_by = any (everyone) or b.players && everyone))) then
    return public.rpc_result('not_your_booking', 'You can only record a match for a booking of one of its players.', public.said('server_not_your_booking'));
  end if;
  -- Five minutes of grace for a device clock slightly ahead of ours.
  if played > now() + interval '5 minutes' then
    return public.rpc_result('not_played_yet', 'This match has not been played yet.', public.said('server_not_played_yet'));
  end if;
  -- Ratings replay in date order: a result from long ago would rewrite history nobody can check.
  if played < now() - interval '90 days' then
    return public.rpc_result('too_old', 'Results can be recorded up to 90 days after the match.', public.said('server_too_old'));
  end if;
  if b.id is not null and exists (select 1 from public.matches x where x.booking_id = b.id) then
    return public.rpc_result('already_reported', 'A result has already been recorded for this booking.', public.said('server_already_reported_booking'));
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
        jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_confirmed_result_friendly'));
    end if;
    return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_confirmed_result'));
  end if;
  perform public.notify_match_to_confirm(m.id);
  if b.id is null then
    return public.rpc_result('reported',
      'Result recorded as a friendly: it has no court booking, so it will not count for ratings. Your opponents are asked to confirm it.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_reported_friendly'));
  end if;
  return public.rpc_result('reported', 'Result recorded. Your opponents are asked to confirm it.',
    jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_reported'));
end;
$$;

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
    return public.rpc_result('not_signed_in', 'Please sign in to confirm a match result.', public.said('server_not_signed_in_confirm'));
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already confirmed".
  select * into m from public.matches x where x.id = p_match_id for update;
  if not found then
    return public.rpc_result('unknown_match', 'That match does not exist.', public.said('server_unknown_match'));
  end if;
  player := exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = caller);
  if not (player or public.is_club_staff(m.club_id)) then
    return public.rpc_result('unknown_match', 'That match does not exist.', public.said('server_unknown_match'));
  end if;
  if m.status = 'confirmed' then
    return public.rpc_result('already_confirmed', 'This result is already confirmed.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_already_confirmed'));
  end if;
  if not public.match_can_confirm(m, caller) then
    return public.rpc_result('not_allowed', 'Only an opponent of the player who reported it, or club staff, can confirm this result.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_not_allowed_confirm_result'));
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
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_confirmed_result_friendly'));
  end if;
  return public.rpc_result('confirmed', 'Result confirmed. Ratings have been updated.',
    jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_confirmed_result'));
end;
$$;

create or replace function public.dispute_match(p_match_id uuid, p_reason text)
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
  who text;
  score text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to dispute a match result.', public.said('server_not_signed_in_dispute'));
  end if;
  select * into m from public.matches x where x.id = p_match_id for update;
  if not found or not (exists (select 1 from public.match_players mp where mp.match_id = m.id and mp.player_id = caller)
                       or public.is_club_staff(m.club_id)) then
    return public.rpc_result('unknown_match', 'That match does not exist.', public.said('server_unknown_match'));
  end if;
  if m.status = 'confirmed' then
    return public.rpc_result('already_confirmed', 'This result is already confirmed and can no longer be disputed.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_already_confirmed_no_dispute'));
  end if;
  -- Staff settle a result by confirming it; a dispute is an opponent's word.
  if not exists (select 1 from public.match_players me
                 where me.match_id = m.id and me.player_id = caller
                   and me.team is distinct from (select r.team from public.match_players r
                                                 where r.match_id = m.id and r.player_id = m.reported_by)) then
    return public.rpc_result('not_allowed', 'Only an opponent of the player who reported it can dispute this result.',
      jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_not_allowed_dispute'));
  end if;
  if reason is null or char_length(reason) not between 1 and 300 then
    return public.rpc_result('invalid_reason', 'Please say what is wrong with the result (up to 300 characters).', public.said('server_invalid_reason'));
  end if;

  update public.matches set status = 'disputed', disputed_by = caller, dispute_reason = reason
  where id = m.id
  returning * into m;
  who := (select public.display_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = caller);
  score := public.match_score_text(m.sets, coalesce((select r.team from public.match_players r
                                                     where r.match_id = m.id and r.player_id = m.reported_by), 1::smallint));
  perform public.notify(m.reported_by, 'match_disputed', 'Match result disputed',
    format('%s disputed the result you recorded (%s): "%s"', who, score, reason),
    '/player-statistics', jsonb_build_object('match_id', m.id),
    public.said('notice_match_disputed'),
    public.said('notice_match_disputed_body', jsonb_build_object('name', public.person_value(who), 'score', score, 'reason', reason)));
  return public.rpc_result('disputed', 'Result disputed. The player who recorded it has been told.',
    jsonb_build_object('match', public.match_json(m, caller)) || public.said('server_disputed'));
end;
$$;

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
    jsonb_build_object('match_id', m.id, 'delta', rc.delta, 'rating_after', rc.rating_after),
    public.said('notice_match_confirmed'),
    -- Ratings as the English writes them ("1512.0", "+12.0"): a number would lose its decimal.
    case when rc.score = 1 and c.name is null then
           public.said('notice_match_won_own_club', jsonb_build_object('score', public.match_score_text(m.sets, rc.team),
             'before', public.number_value(rc.rating_before, 1), 'after', public.number_value(rc.rating_after, 1),
             'delta', public.number_value(rc.delta, 1) || jsonb_build_object('signed', true)))
         when rc.score = 1 then
           public.said('notice_match_won', jsonb_build_object('score', public.match_score_text(m.sets, rc.team), 'club', c.name,
             'before', public.number_value(rc.rating_before, 1), 'after', public.number_value(rc.rating_after, 1),
             'delta', public.number_value(rc.delta, 1) || jsonb_build_object('signed', true)))
         when c.name is null then
           public.said('notice_match_lost_own_club', jsonb_build_object('score', public.match_score_text(m.sets, rc.team),
             'before', public.number_value(rc.rating_before, 1), 'after', public.number_value(rc.rating_after, 1),
             'delta', public.number_value(rc.delta, 1) || jsonb_build_object('signed', true)))
         else
           public.said('notice_match_lost', jsonb_build_object('score', public.match_score_text(m.sets, rc.team), 'club', c.name,
             'before', public.number_value(rc.rating_before, 1), 'after', public.number_value(rc.rating_after, 1),
             'delta', public.number_value(rc.delta, 1) || jsonb_build_object('signed', true))) end)
  from public.matches m
  join public.rating_changes rc on rc.match_id = m.id
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id;

  perform public.notify(mp.player_id, 'match_confirmed', 'Match result confirmed',
    format('You %s %s at %s. It is a friendly: it does not count for ratings.',
           case when mp.team = m.winner then 'won' else 'lost' end, public.match_score_text(m.sets, mp.team),
           coalesce(c.name, 'your club')),
    '/player-statistics',
    jsonb_build_object('match_id', m.id),
    public.said('notice_match_confirmed'),
    case when mp.team = m.winner and c.name is null then
           public.said('notice_match_won_friendly_own_club', jsonb_build_object('score', public.match_score_text(m.sets, mp.team)))
         when mp.team = m.winner then
           public.said('notice_match_won_friendly', jsonb_build_object('score', public.match_score_text(m.sets, mp.team), 'club', c.name))
         when c.name is null then
           public.said('notice_match_lost_friendly_own_club', jsonb_build_object('score', public.match_score_text(m.sets, mp.team)))
         else
           public.said('notice_match_lost_friendly', jsonb_build_object('score', public.match_score_text(m.sets, mp.team), 'club', c.name)) end)
  from public.matches m
  join public.match_players mp on mp.match_id = m.id
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id and m.status = 'confirmed' and not m.counts_for_rating;
end;
$$;

create or replace function public.notify_match_to_confirm(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- perform, not a final select: every row must notify.
  perform public.notify(mp.player_id, 'match_to_confirm', 'Confirm a match result',
    format('%s reported that you %s %s at %s on %s. Confirm it or dispute it.',
           public.display_name(r.first_name, r.last_name, r.username),
           case when mp.team = m.winner then 'won' else 'lost' end, public.match_score_text(m.sets, mp.team),
           coalesce(c.name, 'your club'), to_char(m.played_at at time zone coalesce(c.time_zone, 'UTC'), 'FMDD Mon')),
    '/player-statistics',
    jsonb_build_object('match_id', m.id),
    public.said('notice_match_to_confirm'),
    case when mp.team = m.winner and c.name is null then
           public.said('notice_match_reported_won_own_club', jsonb_build_object(
             'name', public.person_value(public.display_name(r.first_name, r.last_name, r.username)),
             'score', public.match_score_text(m.sets, mp.team),
             'day', public.day_value((m.played_at at time zone coalesce(c.time_zone, 'UTC'))::date)))
         when mp.team = m.winner then
           public.said('notice_match_reported_won', jsonb_build_object(
             'name', public.person_value(public.display_name(r.first_name, r.last_name, r.username)),
             'score', public.match_score_text(m.sets, mp.team), 'club', c.name,
             'day', public.day_value((m.played_at at time zone coalesce(c.time_zone, 'UTC'))::date)))
         when c.name is null then
           public.said('notice_match_reported_lost_own_club', jsonb_build_object(
             'name', public.person_value(public.display_name(r.first_name, r.last_name, r.username)),
             'score', public.match_score_text(m.sets, mp.team),
             'day', public.day_value((m.played_at at time zone coalesce(c.time_zone, 'UTC'))::date)))
         else
           public.said('notice_match_reported_lost', jsonb_build_object(
             'name', public.person_value(public.display_name(r.first_name, r.last_name, r.username)),
             'score', public.match_score_text(m.sets, mp.team), 'club', c.name,
             'day', public.day_value((m.played_at at time zone coalesce(c.time_zone, 'UTC'))::date))) end)
  from public.matches m
  join public.profiles r on r.id = m.reported_by
  join public.match_players rt on rt.match_id = m.id and rt.player_id = m.reported_by
  join public.match_players mp on mp.match_id = m.id and mp.team <> rt.team
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id;
end;
$$;

create or replace function public.create_tournament(
  p_id uuid,
  p_club_id uuid,
  p_name text,
  p_format text,
  p_starts_on date,
  p_ends_on date,
  p_registration_closes_at timestamptz,
  p_entry_fee numeric,
  p_max_teams int,
  p_level_min numeric default null,
  p_level_max numeric default null,
  p_description text default ''
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club public.clubs;
  existing public.tournaments;
  t public.tournaments;
  title text := btrim(coalesce(p_name, ''));
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.', public.said('server_not_signed_in'));
  end if;
  if p_id is null then
    return public.rpc_result('invalid_request', 'The tournament needs an id.', public.said('server_invalid_request_tournament_id'));
  end if;
  select * into existing from public.tournaments x where x.id = p_id;
  if found then
    if existing.created_by = caller and existing.club_id = p_club_id and existing.name = title then
      return public.rpc_result('replayed', format('%s is published.', existing.name),
        jsonb_build_object('tournament', public.tournament_json(existing, caller))
        || public.said('server_replayed_tournament', jsonb_build_object('tournament', existing.name)));
    end if;
    return public.rpc_result('id_conflict', 'This tournament id was already used for a different tournament.', public.said('server_id_conflict_tournament'));
  end if;

  select * into club from public.clubs c where c.id = p_club_id;
  if not found then
    return public.rpc_result('invalid_club', 'That club does not exist.', public.said('server_invalid_club'));
  end if;
  if not public.is_club_staff(club.id) then
    return public.rpc_result('not_allowed', 'Only staff of this club can publish its tournaments.', public.said('server_not_allowed_publish'));
  end if;
  if char_length(title) not between 3 and 100 then
    return public.rpc_result('invalid_name', 'Please enter a name of 3 to 100 characters.', public.said('server_invalid_name'));
  end if;
  if char_length(coalesce(p_description, '')) > 1000 then
    return public.rpc_result('invalid_description', 'Please keep the description to 1,000 characters.', public.said('server_invalid_description'));
  end if;
  if p_format is null or p_format not in ('knockout', 'round_robin', 'americano') then
    return public.rpc_result('invalid_format', 'Please choose a format: knockout, round robin or Americano.', public.said('server_invalid_format'));
  end if;
  if p_starts_on is null or p_ends_on is null or p_ends_on < p_starts_on
     or p_starts_on < (now() at time zone club.time_zone)::date then
    return public.rpc_result('invalid_dates', 'The tournament must start today or later and end on or after its first day.', public.said('server_invalid_dates'));
  end if;
  if p_registration_closes_at is null or p_registration_closes_at <= now()
     or p_registration_closes_at > public.slot_starts_at(p_starts_on + 1, '00:00', club.time_zone) then
    return public.rpc_result('invalid_deadline',
      'Registration must close in the future and no later than the end of the tournament''s first day.', public.said('server_invalid_deadline'));
  end if;
  if p_entry_fee is null or p_entry_fee < 0 or p_entry_fee > 1000 or p_entry_fee <> round(p_entry_fee, 2) then
    return public.rpc_result('invalid_fee', 'The entry fee must be between 0.00 and 1000.00.', public.said('server_invalid_fee'));
  end if;
  if p_max_teams is null or p_max_teams not between 2 and 64 then
    return public.rpc_result('invalid_max_teams', 'A tournament takes 2 to 64 teams.', public.said('server_invalid_max_teams'));
  end if;
  if p_level_min < 0 or p_level_max < 0 or p_level_min > 4000 or p_level_max > 4000 or p_level_min > p_level_max then
    return public.rpc_result('invalid_level',
      'The level range must be ratings between 0 and 4,000, the lowest not above the highest.', public.said('server_invalid_level'));
  end if;

  begin
    insert into public.tournaments (id, club_id, name, description, format, level_min, level_max, starts_on, ends_on,
                                    registration_closes_at, entry_fee, max_teams, created_by)
    values (p_id, club.id, title, coalesce(p_description, ''), p_format::public.tournament_format,
            round(p_level_min, 1), round(p_level_max, 1), p_starts_on, p_ends_on, p_registration_closes_at,
            p_entry_fee, p_max_teams, caller)
    returning * into t;
  exception when unique_violation then
    -- The same id committed meanwhile (a concurrent retry): answer as a replay would.
    return public.create_tournament(p_id, p_club_id, p_name, p_format, p_starts_on, p_ends_on,
      p_registration_closes_at, p_entry_fee, p_max_teams, p_level_min, p_level_max, p_description);
  end;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'create_tournament', 'tournaments', t.id::text, t.club_id,
          jsonb_build_object('name', t.name, 'format', t.format, 'starts_on', t.starts_on, 'entry_fee', t.entry_fee));

  return public.rpc_result('created', format('%s is published.', t.name),
    jsonb_build_object('tournament', public.tournament_json(t, caller))
    || public.said('server_created', jsonb_build_object('tournament', t.name)));
end;
$$;

create or replace function public.record_tournament_result(p_match_id uuid, p_sets jsonb)
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
    return public.rpc_result('not_signed_in', 'Please sign in.', public.said('server_not_signed_in'));
  end if;
  select * into m from public.tournament_matches x where x.id = p_match_id;
  if not found then
    return public.rpc_result('unknown_match', 'That tournament match does not exist.', public.said('server_unknown_match_tournament'));
  end if;
  -- Results of one tournament are applied one at a time (advancing and finishing read the others).
  select * into t from public.tournaments x where x.id = m.tournament_id for update;
  if not public.is_club_staff(t.club_id) then
    return public.rpc_result('not_allowed', 'Only staff of the club running this tournament can record results.', public.said('server_not_allowed_record_results'));
  end if;
  select * into m from public.tournament_matches x where x.id = p_match_id;
  if m.status = 'played' then
    return public.rpc_result('already_played', 'This match already has a result.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)) || public.said('server_already_played'));
  end if;
  if m.status = 'bye' then
    return public.rpc_result('already_played', 'This was a bye: the team went through without playing.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)) || public.said('server_already_played_bye'));
  end if;
  if t.status <> 'running' or m.team1_entry_id is null or m.team2_entry_id is null then
    return public.rpc_result('not_ready', 'Both teams of this match are not known yet.',
      jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller)) || public.said('server_not_ready'));
  end if;
  if t.format = 'americano' and public.americano_winner(p_sets) is null then
    return public.rpc_result('invalid_score', 'Enter the game as one set to 21 points, for example 21-17.', public.said('server_invalid_score_americano'));
  end if;
  if t.format <> 'americano' and public.match_winner(p_sets) is null then
    return public.rpc_result('invalid_score',
      'Enter 1 to 5 sets, each won 6-0 to 6-4, 7-5 or 7-6, and a winner who won more sets.', public.said('server_invalid_score_sets'));
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
    jsonb_build_object('match', public.tournament_match_json(m), 'tournament', public.tournament_json(t, caller))
    || case outcome
         when 'finished' then public.said('server_finished', jsonb_build_object(
           'winners', public.person_value(public.tournament_entry_names(t.winner_entry_id)), 'tournament', t.name))
         else public.said('server_recorded', jsonb_build_object(
           'winners', public.person_value(public.tournament_entry_names(m.winner_entry_id))))
       end);
end;
$$;

create or replace function public.tournament_apply_result(
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
      jsonb_build_object('tournament_id', t.id, 'tournament_match_id', m.id),
      public.said('notice_result_title', jsonb_build_object('tournament', t.name)),
      public.said('notice_result_body', jsonb_build_object(
        'winners', public.person_value(public.tournament_entry_names(winner)),
        'losers', public.person_value(public.tournament_entry_names(case when winner = e1.id then e2.id else e1.id end)),
        'score', public.match_score_text(p_sets, side))))
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

create or replace function public.tournament_finish(p_tournament_id uuid, p_winner uuid, p_notify boolean)
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
      jsonb_build_object('tournament_id', t.id, 'status', 'finished', 'winner_entry_id', p_winner),
      public.said('notice_winners_title', jsonb_build_object('tournament', t.name)),
      case when e.id = p_winner then public.said('notice_you_won', jsonb_build_object('tournament', t.name))
           else public.said('notice_team_won', jsonb_build_object('names', public.person_value(names), 'tournament', t.name)) end)
    from public.tournament_entries e
    cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
    where e.tournament_id = t.id and e.status = 'registered' and x.player_id is not null;
  end if;
end;
$$;
