-- =============================================================================
-- Tournament presentation: how a tournament, its entries, its matches and its
-- standings look to the client (src/db/types.ts: TournamentRow,
-- TournamentEntry, TournamentMatch, StandingRow, TournamentDetail). Internal
-- helpers of the tournament RPCs; dates go out as 'YYYY-MM-DD', instants as
-- ISO strings, money and ratings as JSON numbers.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Status and small texts
-- -----------------------------------------------------------------------------

-- Open means "taking registrations": past its deadline an open tournament is
-- closed even before anything has drawn it.
create function public.tournament_effective_status(t public.tournaments)
returns text
language sql
stable
set search_path = ''
as $$
  select case when t.status = 'open' and t.registration_closes_at <= now() then 'closed' else t.status::text end;
$$;
comment on function public.tournament_effective_status(public.tournaments) is
  'The status players see: open until registration_closes_at, then closed until the draw makes it running.';
revoke execute on function public.tournament_effective_status(public.tournaments) from public, anon, authenticated;

-- "1,500.0 to 1,700.0", "at least 1,500.0", "up to 1,700.0" or "any level".
create function public.tournament_level_text(level_min numeric, level_max numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when level_min is not null and level_max is not null
      then to_char(level_min, 'FM9,990.0') || ' to ' || to_char(level_max, 'FM9,990.0')
    when level_min is not null then 'at least ' || to_char(level_min, 'FM9,990.0')
    when level_max is not null then 'up to ' || to_char(level_max, 'FM9,990.0')
    else 'any level'
  end;
$$;
revoke execute on function public.tournament_level_text(numeric, numeric) from public, anon, authenticated;
comment on function public.tournament_level_text(numeric, numeric) is 'A level range in words, for messages: "1,500.0 to 1,700.0", "at least 1,500.0", ...';

-- "Alex Rivera & Sam Lee": an entry's players as the notifications name them.
create function public.tournament_entry_names(p_entry_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg(public.display_name(p.first_name, p.last_name, p.username), ' & ' order by x.n)
  from public.tournament_entries e
  cross join lateral (values (1, e.player1_id), (2, e.player2_id)) as x (n, player_id)
  join public.profiles p on p.id = x.player_id
  where e.id = p_entry_id;
$$;
revoke execute on function public.tournament_entry_names(uuid) from public, anon, authenticated;
comment on function public.tournament_entry_names(uuid) is 'An entry''s players as one name, "Alex Rivera & Sam Lee".';

-- -----------------------------------------------------------------------------
-- Rows
-- -----------------------------------------------------------------------------

-- The TournamentRow of src/db/types.ts, seen by `caller` (my_entry_id).
create function public.tournament_json(t public.tournaments, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id,
    'club_id', t.club_id,
    'club_name', c.name,
    'city', c.city,
    'country_code', c.country_code,
    'name', t.name,
    'description', t.description,
    'format', t.format,
    'level_min', t.level_min,
    'level_max', t.level_max,
    'starts_on', t.starts_on,
    'ends_on', t.ends_on,
    'registration_closes_at', t.registration_closes_at,
    'entry_fee', t.entry_fee,
    'max_teams', t.max_teams,
    'teams_registered', (select count(*) from public.tournament_entries e
                         where e.tournament_id = t.id and e.status = 'registered'),
    'status', public.tournament_effective_status(t),
    'my_entry_id', (select e.id from public.tournament_entries e
                    where e.tournament_id = t.id and e.status = 'registered'
                      and caller is not null and caller in (e.player1_id, e.player2_id)
                    limit 1),
    'winner_names', (select jsonb_agg(public.display_name(p.first_name, p.last_name, p.username) order by x.n)
                     from public.tournament_entries e
                     cross join lateral (values (1, e.player1_id), (2, e.player2_id)) as x (n, player_id)
                     join public.profiles p on p.id = x.player_id
                     where e.id = t.winner_entry_id))
  from public.clubs c
  where c.id = t.club_id;
$$;
comment on function public.tournament_json(public.tournaments, uuid) is 'A tournament as the client''s TournamentRow, seen by the given user.';
revoke execute on function public.tournament_json(public.tournaments, uuid) from public, anon, authenticated;

-- The TournamentEntry of src/db/types.ts.
create function public.tournament_entry_json(e public.tournament_entries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'tournament_id', e.tournament_id,
    'players', coalesce((select jsonb_agg(jsonb_build_object(
                                 'id', p.id, 'name', public.display_name(p.first_name, p.last_name, p.username))
                               order by x.n)
                         from (values (1, e.player1_id), (2, e.player2_id)) as x (n, player_id)
                         join public.profiles p on p.id = x.player_id), '[]'::jsonb),
    'seed', e.seed,
    'average_rating', e.average_rating,
    'status', e.status);
$$;
comment on function public.tournament_entry_json(public.tournament_entries) is 'An entry as the client''s TournamentEntry (plus tournament_id).';
revoke execute on function public.tournament_entry_json(public.tournament_entries) from public, anon, authenticated;

-- The TournamentMatch of src/db/types.ts.
create function public.tournament_match_json(m public.tournament_matches)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id,
    'tournament_id', m.tournament_id,
    'round', m.round,
    'position', m.position,
    'team1_entry_id', m.team1_entry_id,
    'team2_entry_id', m.team2_entry_id,
    'sets', m.sets,
    'winner_entry_id', m.winner_entry_id,
    'status', m.status,
    'scheduled_at', m.scheduled_at,
    'court_number', (select k.number from public.courts k where k.id = m.court_id));
$$;
comment on function public.tournament_match_json(public.tournament_matches) is 'A match of the draw as the client''s TournamentMatch (plus tournament_id).';
revoke execute on function public.tournament_match_json(public.tournament_matches) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Standings (round robin and Americano)
-- -----------------------------------------------------------------------------

-- Round robin: ordered by matches won, then sets won (the points), then the
-- games difference. Americano: by points won over all its 21-point games,
-- then matches won. Ties left after that go to the better seed.
create function public.tournament_standings(p_tournament_id uuid)
returns table (entry_id uuid, played int, won int, lost int, points int, place int)
language sql
stable
security definer
set search_path = ''
as $$
  with sides as (
    select m.team1_entry_id as entry_id, m.winner_entry_id = m.team1_entry_id as won, m.sets, 0 as me, 1 as them
    from public.tournament_matches m
    where m.tournament_id = p_tournament_id and m.status = 'played'
    union all
    select m.team2_entry_id, m.winner_entry_id = m.team2_entry_id, m.sets, 1, 0
    from public.tournament_matches m
    where m.tournament_id = p_tournament_id and m.status = 'played'
  ), per_match as (
    select s.entry_id, s.won, g.games_for, g.games_against, g.sets_won
    from sides s
    cross join lateral (
      select coalesce(sum((x ->> s.me)::int), 0) as games_for,
             coalesce(sum((x ->> s.them)::int), 0) as games_against,
             count(*) filter (where (x ->> s.me)::int > (x ->> s.them)::int) as sets_won
      from jsonb_array_elements(s.sets) x) g
  ), totals as (
    select e.id as entry_id, e.seed,
           count(pm.entry_id)::int as played,
           (count(*) filter (where pm.won))::int as won,
           coalesce(sum(pm.games_for), 0)::int as games_for,
           coalesce(sum(pm.games_against), 0)::int as games_against,
           coalesce(sum(pm.sets_won), 0)::int as sets_won
    from public.tournament_entries e
    left join per_match pm on pm.entry_id = e.id
    where e.tournament_id = p_tournament_id and e.status = 'registered'
    group by e.id, e.seed
  )
  select x.entry_id, x.played, x.won, x.played - x.won,
         case when t.format = 'americano' then x.games_for else x.sets_won end,
         (row_number() over (order by
            case when t.format = 'americano' then x.games_for else x.won end desc,
            case when t.format = 'americano' then x.won else x.sets_won end desc,
            x.games_for - x.games_against desc,
            x.seed nulls last, x.entry_id))::int
  from totals x
  cross join public.tournaments t
  where t.id = p_tournament_id
  order by 6;
$$;
comment on function public.tournament_standings(uuid) is
  'Round robin / Americano table: played, won, lost, points (sets won; Americano: points won) and place.';
revoke execute on function public.tournament_standings(uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- The detail view
-- -----------------------------------------------------------------------------

-- The TournamentDetail of src/db/types.ts without fetchedAt (the client adds it).
create function public.tournament_detail_json(t public.tournaments, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id,
    'tournament', public.tournament_json(t, caller),
    'entries', coalesce((select jsonb_agg(public.tournament_entry_json(e)
                                          order by e.status, e.seed nulls last, e.created_at, e.id)
                         from public.tournament_entries e where e.tournament_id = t.id), '[]'::jsonb),
    'matches', coalesce((select jsonb_agg(public.tournament_match_json(m) order by m.round, m.position)
                         from public.tournament_matches m where m.tournament_id = t.id), '[]'::jsonb),
    'rounds', coalesce((select max(m.round) from public.tournament_matches m where m.tournament_id = t.id), 0),
    'standings', case when t.format = 'knockout' then '[]'::jsonb else coalesce(
                   (select jsonb_agg(jsonb_build_object('entry_id', s.entry_id, 'played', s.played, 'won', s.won,
                                                        'lost', s.lost, 'points', s.points) order by s.place)
                    from public.tournament_standings(t.id) s), '[]'::jsonb) end);
$$;
comment on function public.tournament_detail_json(public.tournaments, uuid) is 'A tournament with entries, draw and standings, as the client''s TournamentDetail.';
revoke execute on function public.tournament_detail_json(public.tournaments, uuid) from public, anon, authenticated;
