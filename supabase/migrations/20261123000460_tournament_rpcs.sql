-- =============================================================================
-- Publishing and reading tournaments: create_tournament (club staff),
-- tournament_list and tournament_details (every signed-in member). The reads
-- first draw whatever is due (close_due_tournaments), so a tournament whose
-- deadline has passed is never shown undrawn to a client that can write.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- create_tournament
-- -----------------------------------------------------------------------------
create function public.create_tournament(
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
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  if p_id is null then
    return public.rpc_result('invalid_request', 'The tournament needs an id.');
  end if;
  select * into existing from public.tournaments x where x.id = p_id;
  if found then
    if existing.created_by = caller and existing.club_id = p_club_id and existing.name = title then
      return public.rpc_result('replayed', format('%s is published.', existing.name),
        jsonb_build_object('tournament', public.tournament_json(existing, caller)));
    end if;
    return public.rpc_result('id_conflict', 'This tournament id was already used for a different tournament.');
  end if;

  select * into club from public.clubs c where c.id = p_club_id;
  if not found then
    return public.rpc_result('invalid_club', 'That club does not exist.');
  end if;
  if not public.is_club_staff(club.id) then
    return public.rpc_result('not_allowed', 'Only staff of this club can publish its tournaments.');
  end if;
  if char_length(title) not between 3 and 100 then
    return public.rpc_result('invalid_name', 'Please enter a name of 3 to 100 characters.');
  end if;
  if char_length(coalesce(p_description, '')) > 1000 then
    return public.rpc_result('invalid_description', 'Please keep the description to 1,000 characters.');
  end if;
  if p_format is null or p_format not in ('knockout', 'round_robin', 'americano') then
    return public.rpc_result('invalid_format', 'Please choose a format: knockout, round robin or Americano.');
  end if;
  if p_starts_on is null or p_ends_on is null or p_ends_on < p_starts_on
     or p_starts_on < (now() at time zone club.time_zone)::date then
    return public.rpc_result('invalid_dates', 'The tournament must start today or later and end on or after its first day.');
  end if;
  if p_registration_closes_at is null or p_registration_closes_at <= now()
     or p_registration_closes_at > public.slot_starts_at(p_starts_on + 1, '00:00', club.time_zone) then
    return public.rpc_result('invalid_deadline',
      'Registration must close in the future and no later than the end of the tournament''s first day.');
  end if;
  if p_entry_fee is null or p_entry_fee < 0 or p_entry_fee > 1000 or p_entry_fee <> round(p_entry_fee, 2) then
    return public.rpc_result('invalid_fee', 'The entry fee must be between 0.00 and 1000.00.');
  end if;
  if p_max_teams is null or p_max_teams not between 2 and 64 then
    return public.rpc_result('invalid_max_teams', 'A tournament takes 2 to 64 teams.');
  end if;
  if p_level_min < 0 or p_level_max < 0 or p_level_min > 4000 or p_level_max > 4000 or p_level_min > p_level_max then
    return public.rpc_result('invalid_level',
      'The level range must be ratings between 0 and 4,000, the lowest not above the highest.');
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
    jsonb_build_object('tournament', public.tournament_json(t, caller)));
end;
$$;
comment on function public.create_tournament(uuid, uuid, text, text, date, date, timestamptz, numeric, int, numeric, numeric, text) is
  'Club staff publish a tournament (open for registration). Idempotent on p_id. Returns {status created|replayed|not_allowed|invalid_club|invalid_name|invalid_description|invalid_format|invalid_dates|invalid_deadline|invalid_fee|invalid_max_teams|invalid_level|id_conflict|not_signed_in, tournament}.';

-- -----------------------------------------------------------------------------
-- Reads
-- -----------------------------------------------------------------------------

-- Upcoming and running first (soonest first), then the past (latest first);
-- cancelled ones disappear 30 days after they would have started.
create function public.tournament_list()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    return '[]'::jsonb;
  end if;
  perform public.close_due_tournaments();
  return coalesce((
    select jsonb_agg(public.tournament_json(t, caller)
                     order by (t.ends_on < current_date), case when t.ends_on >= current_date then t.starts_on end,
                              t.starts_on desc, t.name, t.id)
    from public.tournaments t
    where not (t.status = 'cancelled' and t.starts_on < current_date - 30)), '[]'::jsonb);
end;
$$;
comment on function public.tournament_list() is
  'Every tournament as TournamentRow (cancelled ones for 30 days), upcoming first, after drawing those due. Signed-in callers only.';

create function public.tournament_details(p_tournament_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.tournaments;
begin
  if caller is null then
    return null;
  end if;
  perform public.close_due_tournaments();
  select * into t from public.tournaments x where x.id = p_tournament_id;
  if not found then
    return null;
  end if;
  return public.tournament_detail_json(t, caller);
end;
$$;
comment on function public.tournament_details(uuid) is
  'One tournament as TournamentDetail (entries, bracket or schedule, standings; no fetchedAt), or null when unknown. Signed-in callers only.';

-- -----------------------------------------------------------------------------
-- Privileges
-- -----------------------------------------------------------------------------
revoke execute on function public.create_tournament(uuid, uuid, text, text, date, date, timestamptz, numeric, int, numeric, numeric, text) from public, anon;
revoke execute on function public.tournament_list() from public, anon;
revoke execute on function public.tournament_details(uuid) from public, anon;
grant execute on function public.create_tournament(uuid, uuid, text, text, date, date, timestamptz, numeric, int, numeric, numeric, text) to authenticated, service_role;
grant execute on function public.tournament_list() to authenticated, service_role;
grant execute on function public.tournament_details(uuid) to authenticated, service_role;
