-- =============================================================================
-- Rankings read what their page costs, not what the network costs.
--
-- Before, every rankings, my_ranking and player_statistics call numbered every
-- ranked player of the whole network (a window over player_ratings, filtered
-- to the scope afterwards) and counted them all for the total: at ten times
-- today's network a club's first page read 190,000 index entries. Now:
--   - a page of a club or a country is read from an index of that scope in
--     rank order (player_ratings.country_code, kept from the home club, makes
--     a country one index range), and stops after the page;
--   - the number of ranked players per scope is kept as it changes
--     (ranking_total_changes: one row per statement that ranks, unranks or
--     moves players, appended without locking anything, so concurrent
--     confirmations never wait on a shared counter), folded and checked
--     against player_ratings once a day by refresh_ranking_baseline;
--   - one player's place (my_ranking, player_statistics) is one more than the
--     players ahead of them, counted in the scope's index from their rating
--     up, instead of numbering everyone.
-- Answers, ranks, ties, the trend and the signatures are unchanged; the
-- on-the-fly path (before a day's baseline is stored) is the old query.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The home club's country beside the home club, and the scopes' indexes
-- -----------------------------------------------------------------------------
alter table public.player_ratings add column country_code text;
comment on column public.player_ratings.country_code is
  'The home club''s country (kept by player_ratings_country): a country''s ranking is one index range. Internal.';

-- Derived from the home club on every write that sets it. Enabled ALWAYS: the
-- seed writes player_ratings under session_replication_role = replica, and the
-- value only follows another column, so a replay or restore cannot double it.
create function public.player_ratings_country()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.country_code := (select c.country_code from public.clubs c where c.id = new.home_club_id);
  return new;
end;
$$;
comment on function public.player_ratings_country() is 'Trigger: player_ratings.country_code follows the home club.';
revoke execute on function public.player_ratings_country() from public, anon, authenticated;

create trigger player_ratings_country
  before insert or update of home_club_id on public.player_ratings
  for each row execute function public.player_ratings_country();
alter table public.player_ratings enable always trigger player_ratings_country;

-- A club that changes country takes its players' rows with it.
create function public.clubs_player_ratings_country()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.player_ratings r set country_code = new.country_code where r.home_club_id = new.id;
  return null;
end;
$$;
comment on function public.clubs_player_ratings_country() is 'Trigger: a club''s new country shows in its players'' rankings rows.';
revoke execute on function public.clubs_player_ratings_country() from public, anon, authenticated;

create trigger clubs_player_ratings_country
  after update of country_code on public.clubs
  for each row
  when (old.country_code is distinct from new.country_code)
  execute function public.clubs_player_ratings_country();

update public.player_ratings r set country_code = c.country_code
from public.clubs c
where c.id = r.home_club_id;

-- The rankings order within a club and within a country, covering what a
-- ranking shows (as player_ratings_ranking_idx does for the network).
create index player_ratings_club_ranking_idx on public.player_ratings (home_club_id, rating desc, wins desc, name, player_id)
  include (matches, losses, username, search_text)
  where matches > 0;
create index player_ratings_country_ranking_idx on public.player_ratings (country_code, rating desc, wins desc, name, player_id)
  include (matches, losses, username, search_text, home_club_id)
  where matches > 0;

-- -----------------------------------------------------------------------------
-- Ranked players per scope, kept as they change
-- -----------------------------------------------------------------------------
-- A scope's total is the sum of its rows. Rows are only ever appended (each
-- writing statement adds its net change per scope) or folded into one per
-- scope by refresh_ranking_baseline, so no writer waits for another here.
create table public.ranking_total_changes (
  scope text not null,
  players int not null
);
alter table public.ranking_total_changes enable row level security;
comment on table public.ranking_total_changes is
  'Ranked players per ranking scope (network, country:XX, club:<uuid>) as the sum of its rows: net changes appended by each statement on player_ratings, folded daily. Internal (no API access).';
create index ranking_total_changes_scope_idx on public.ranking_total_changes (scope) include (players);
revoke all on table public.ranking_total_changes from anon, authenticated;
grant all on table public.ranking_total_changes to service_role;

-- The scopes a player_ratings row is ranked in (none while unranked).
create function public.ranking_row_scopes(p_matches int, p_country text, p_club uuid)
returns text[]
language sql
immutable
return case when p_matches > 0
            then array_remove(array['network', 'country:' || p_country, 'club:' || p_club::text], null)
            else '{}' end;
comment on function public.ranking_row_scopes(int, text, uuid) is
  'Internal: the ranking scopes of a player_ratings row: network, country:XX and club:<uuid> when ranked, none otherwise.';
revoke execute on function public.ranking_row_scopes(int, text, uuid) from public, anon, authenticated;

-- One statement-level trigger per event (transition tables allow no more),
-- named to run before player_ratings_refresh_baseline (triggers of an event
-- run by name): a refresh then folds this statement's row with the others.
-- A rating update of ranked players in their own club nets to nothing and
-- writes nothing: only a first match, a move or a replay appends a row.
create function public.ranking_totals_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.ranking_total_changes (scope, players)
    select s.scope, count(*)::int
    from new_rows n cross join lateral unnest(public.ranking_row_scopes(n.matches, n.country_code, n.home_club_id)) s (scope)
    group by s.scope;
  elsif tg_op = 'DELETE' then
    insert into public.ranking_total_changes (scope, players)
    select s.scope, -count(*)::int
    from old_rows o cross join lateral unnest(public.ranking_row_scopes(o.matches, o.country_code, o.home_club_id)) s (scope)
    group by s.scope;
  else
    insert into public.ranking_total_changes (scope, players)
    select d.scope, sum(d.players)::int
    from (
      select s.scope, -1 as players
      from old_rows o cross join lateral unnest(public.ranking_row_scopes(o.matches, o.country_code, o.home_club_id)) s (scope)
      union all
      select s.scope, 1
      from new_rows n cross join lateral unnest(public.ranking_row_scopes(n.matches, n.country_code, n.home_club_id)) s (scope)
    ) d
    group by d.scope
    having sum(d.players) <> 0;
  end if;
  return null;
end;
$$;
comment on function public.ranking_totals_follow() is 'Trigger: appends each statement''s net change of ranked players per scope to ranking_total_changes.';
revoke execute on function public.ranking_totals_follow() from public, anon, authenticated;

create trigger player_ratings_count_insert
  after insert on public.player_ratings
  referencing new table as new_rows
  for each statement execute function public.ranking_totals_follow();
create trigger player_ratings_count_update
  after update on public.player_ratings
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.ranking_totals_follow();
create trigger player_ratings_count_delete
  after delete on public.player_ratings
  referencing old table as old_rows
  for each statement execute function public.ranking_totals_follow();

-- Rebuilt from player_ratings in one statement (one snapshot): the rows it
-- deletes are exactly those whose changes its count already sees; a
-- statement committed later keeps its own row.
create function public.rebuild_ranking_totals()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  -- Two rebuilds at once would each add their own count; the daily refresh holds this lock already.
  select pg_advisory_xact_lock(hashtext('public.refresh_ranking_baseline'));
  with gone as (
    delete from public.ranking_total_changes
  )
  insert into public.ranking_total_changes (scope, players)
  select s.scope, count(*)::int
  from public.player_ratings r
  cross join lateral unnest(public.ranking_row_scopes(r.matches, r.country_code, r.home_club_id)) s (scope)
  group by s.scope;
$$;
comment on function public.rebuild_ranking_totals() is
  'Maintenance: ranking_total_changes folded to one row per scope, counted from player_ratings (run daily by refresh_ranking_baseline; also after writes that bypass triggers).';
revoke execute on function public.rebuild_ranking_totals() from public, anon, authenticated;
grant execute on function public.rebuild_ranking_totals() to service_role;

select public.rebuild_ranking_totals();

-- As in 20261123000290, plus the daily fold of the totals: the baseline
-- already reads every ranked player once a day, and the fold also repairs any
-- write that bypassed the triggers (the seed's replay runs as a data restore).
create or replace function public.refresh_ranking_baseline()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  period timestamptz := public.ranking_period_start();
begin
  if exists (select 1 from public.ranking_baseline b where b.period_start = period) then
    return;
  end if;
  -- The first confirmations of a day may race here; one computes, the others then see it done.
  perform pg_advisory_xact_lock(hashtext('public.refresh_ranking_baseline'));
  if exists (select 1 from public.ranking_baseline b where b.period_start = period) then
    return;
  end if;
  delete from public.ranking_baseline_places;
  insert into public.ranking_baseline_places (player_id, network_place, country_place, club_place)
  select th.player_id,
         row_number() over (order by th.rating desc, th.wins desc, x.name, x.player_id),
         case when c.country_code is not null then row_number() over (
           partition by c.country_code order by th.rating desc, th.wins desc, x.name, x.player_id) end,
         case when x.home_club_id is not null then row_number() over (
           partition by x.home_club_id order by th.rating desc, th.wins desc, x.name, x.player_id) end
  from public.ranking_then(period) th
  join public.player_ratings x on x.player_id = th.player_id
  left join public.clubs c on c.id = x.home_club_id;
  perform public.rebuild_ranking_totals();
  insert into public.ranking_baseline (id, period_start, refreshed_at) values (true, period, now())
  on conflict (id) do update set period_start = excluded.period_start, refreshed_at = excluded.refreshed_at;
end;
$$;
comment on function public.refresh_ranking_baseline() is
  'Stores every player''s places at the start of the current ranking period and folds the ranked-player totals (once per day; a no-op when current). Also fit for a daily pg_cron job.';

-- -----------------------------------------------------------------------------
-- ranking_total and ranking_rows, reading only their scope
-- -----------------------------------------------------------------------------
-- The key of a valid scope in ranking_total_changes (raises on anything else).
create function public.ranking_scope_key(p_scope text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scope_clubs uuid[] := public.ranking_scope_clubs(p_scope);
begin
  return case coalesce(substring(p_scope from '^(country|club):'), 'network')
    when 'network' then 'network'
    when 'country' then p_scope
    else 'club:' || scope_clubs[1]::text end;
end;
$$;
comment on function public.ranking_scope_key(text) is 'Internal: a ranking scope''s key (network, country:XX, club:<lower-case uuid>). Raises 22023 on an unknown scope.';
revoke execute on function public.ranking_scope_key(text) from public, anon, authenticated;

-- The condition that keeps a scope's players, on player_ratings as r, with
-- the scope's key as $5: it matches one of the scopes' indexes.
create function public.ranking_scope_condition(p_key text)
returns text
language sql
immutable
return case when p_key = 'network' then 'true'
            when p_key like 'country:%' then 'r.country_code = substr($5, 9)'
            else 'r.home_club_id = substr($5, 6)::uuid' end;
comment on function public.ranking_scope_condition(text) is 'Internal: SQL text selecting a scope''s rows of player_ratings r, the scope key being $5.';
revoke execute on function public.ranking_scope_condition(text) from public, anon, authenticated;

create or replace function public.ranking_total(p_scope text, p_search text default null)
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scope_key text := public.ranking_scope_key(p_scope);
  needle text := lower(nullif(btrim(p_search), ''));
  total int;
begin
  if needle is null then
    return coalesce((select sum(t.players) from public.ranking_total_changes t where t.scope = scope_key), 0)::int;
  end if;
  execute format(
    'select count(*)::int from public.player_ratings r where r.matches > 0 and %s and strpos(r.search_text, $1) > 0',
    replace(public.ranking_scope_condition(scope_key), '$5', '$2'))
    into total using needle, scope_key;
  return total;
end;
$$;
comment on function public.ranking_total(text, text) is 'Internal: the number of ranked players of a scope, matching p_search.';
revoke execute on function public.ranking_total(text, text) from public, anon, authenticated;

create or replace function public.ranking_rows(
  p_scope text,
  p_search text default null,
  p_player uuid default null,
  p_limit int default null,
  p_offset int default 0
)
returns table (
  rank int,
  player_id uuid,
  name text,
  username text,
  club_name text,
  matches int,
  wins int,
  losses int,
  points int,
  trend text,
  rank_change int
)
language plpgsql
stable
security definer
set search_path = ''
-- The ranked players come in rank order from the scope's index; the planner,
-- unsure of the table's size, would rather scan and sort them. That setting
-- prices any remaining sort out of reach, which would start the JIT compiler
-- (hundreds of ms) where it is on: no JIT here either.
set enable_sort = off
set jit = off
as $$
declare
  scope_key text := public.ranking_scope_key(p_scope);
  scope_clubs uuid[] := public.ranking_scope_clubs(p_scope);
  scope_kind text := coalesce(substring(p_scope from '^(country|club):'), 'network');
  needle text := lower(nullif(btrim(p_search), ''));
  period timestamptz := public.ranking_period_start();
  stored boolean := exists (select 1 from public.ranking_baseline b where b.period_start = period);
  me public.player_ratings;
  ahead int;
begin
  if stored and p_player is not null and needle is null and coalesce(p_limit, 1) >= 1 and coalesce(p_offset, 0) <= 0 then
    -- One player: their place is one more than the players of the scope ahead of them in the order, counted
    -- in the scope's index from their rating up.
    execute format('select r.* from public.player_ratings r where r.player_id = $1 and r.matches > 0 and %s',
                   public.ranking_scope_condition(scope_key))
      into me using p_player, null::text, null::int, null::int, scope_key;
    if me.player_id is null then
      return;
    end if;
    execute format(
      'select count(*)::int from public.player_ratings r
       where r.matches > 0 and %s and r.rating >= $1
         and (r.rating > $1 or r.wins > $2 or (r.wins = $2 and (r.name < $3 collate "C" or (r.name = $3 collate "C" and r.player_id < $4))))',
      public.ranking_scope_condition(scope_key))
      into ahead using me.rating, me.wins, me.name::text, me.player_id, scope_key;
    return query
    select ahead + 1, me.player_id, me.name::text, me.username, c.name, me.matches, me.wins, me.losses, round(me.rating)::int,
           case when t.place is null or t.place > ahead + 1 then 'up' when t.place < ahead + 1 then 'down' else 'neutral' end,
           coalesce(t.place - (ahead + 1), 0)
    from (select 1) one
    left join public.ranking_baseline_places b on b.player_id = me.player_id
    cross join lateral (
      select case scope_kind when 'network' then b.network_place when 'country' then b.country_place else b.club_place end as place
    ) t
    left join public.clubs c on c.id = me.home_club_id;
    return;
  end if;

  if stored then
    -- The scope's rows in rank order from its index, numbered as they come; the search and the player filter
    -- apply after the numbering (real ranks), and the scan stops after the page.
    return query execute format($q$
      with page as (
        select n.* from (
          select r.player_id, r.rating, r.matches, r.wins, r.losses, r.name, r.username, r.search_text, r.home_club_id,
                 row_number() over (order by r.rating desc, r.wins desc, r.name, r.player_id)::int as place
          from public.player_ratings r
          where r.matches > 0 and %s
        ) n
        where ($1::text is null or strpos(n.search_text, $1) > 0) and ($2::uuid is null or n.player_id = $2)
        -- The window's own order (not the place it computes), so the rows stream from the index to the limit.
        order by n.rating desc, n.wins desc, n.name, n.player_id
        limit $3 offset greatest(coalesce($4, 0), 0)
      )
      select x.place, x.player_id, x.name::text, x.username, c.name, x.matches, x.wins, x.losses, round(x.rating)::int,
             case when t.place is null or t.place > x.place then 'up' when t.place < x.place then 'down' else 'neutral' end,
             coalesce(t.place - x.place, 0)
      from page x
      left join public.ranking_baseline_places b on b.player_id = x.player_id
      cross join lateral (
        select case $6 when 'network' then b.network_place when 'country' then b.country_place else b.club_place end as place
      ) t
      left join public.clubs c on c.id = x.home_club_id
      order by x.place$q$, public.ranking_scope_condition(scope_key))
      using needle, p_player, p_limit, p_offset, scope_key, scope_kind;
    return;
  end if;

  -- Until today's baseline is stored (no rating change or read since midnight
  -- UTC): the same places, computed here for this scope. This numbers the
  -- whole scope twice (now and then) and needs its sorts: without them the
  -- planner joined the two numberings row by row (seconds at today's size).
  perform set_config('enable_sort', 'on', true);
  return query
  with ranked_now as (
    select r.player_id, r.rating, r.matches, r.wins, r.losses, r.name, r.username, r.search_text, r.home_club_id,
           row_number() over (order by r.rating desc, r.wins desc, r.name, r.player_id)::int as place
    from public.player_ratings r
    where r.matches > 0 and (scope_clubs is null or r.home_club_id = any (scope_clubs))
  ), ranked_then as (
    select th.player_id, row_number() over (order by th.rating desc, th.wins desc, n.name, n.player_id)::int as place
    from public.ranking_then(period) th
    join ranked_now n on n.player_id = th.player_id
  ), page as (
    select n.*, t.place as then_place
    from ranked_now n
    left join ranked_then t on t.player_id = n.player_id
    where (needle is null or strpos(n.search_text, needle) > 0) and (p_player is null or n.player_id = p_player)
    order by n.place
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  )
  select x.place, x.player_id, x.name::text, x.username, c.name, x.matches, x.wins, x.losses, round(x.rating)::int,
         case when x.then_place is null or x.then_place > x.place then 'up'
              when x.then_place < x.place then 'down' else 'neutral' end,
         coalesce(x.then_place - x.place, 0)
  from page x
  left join public.clubs c on c.id = x.home_club_id
  order by x.place;
end;
$$;
comment on function public.ranking_rows(text, text, uuid, int, int) is
  'Internal: ranked players of a scope (network | country:XX | club:<uuid>) with rank, points and trend, by rank; optionally only those matching p_search, only p_player, one page. Raises 22023 on an unknown scope.';

-- -----------------------------------------------------------------------------
-- player_statistics: as in 20261123000310, with the ranked players' count kept
-- per scope (the rank already comes from ranking_rows' one-player lookup)
-- -----------------------------------------------------------------------------
create or replace function public.player_statistics()
returns jsonb
language plpgsql
-- Volatile only so the first read of a day may store the rankings' trend baseline.
volatile
security definer
set search_path = ''
as $$
begin
  perform public.ranking_baseline_ensure();
  return (
    with me as (
      select (select auth.uid()) as id
    ), mine as (
      select m.id, m.played_at, m.court_id, mp.team, (mp.team = m.winner) as won
      from public.match_players mp
      join public.matches m on m.id = mp.match_id
      where mp.player_id = (select id from me) and m.status = 'confirmed'
    ), totals as (
      select count(*)::int as matches, (count(*) filter (where won))::int as wins from mine
    )
    select jsonb_build_object(
      'matches', t.matches,
      'wins', t.wins,
      'losses', t.matches - t.wins,
      'win_rate', case when t.matches = 0 then 0 else round(100.0 * t.wins / t.matches)::int end,
      'rating', public.player_rating((select id from me)),
      'rank', (select r.rank from public.ranking_rows('network', null, (select id from me)) r),
      'ranked_players', public.ranking_total('network')::bigint,
      'form', coalesce((
        select jsonb_agg(jsonb_build_object('match_id', f.match_id, 'played_at', f.played_at, 'won', f.score = 1,
                                            'rating_after', f.rating_after) order by f.created_at, f.match_id)
        from (select rc.match_id, rc.created_at, rc.score, rc.rating_after, m.played_at
              from public.rating_changes rc
              join public.matches m on m.id = rc.match_id
              where rc.player_id = (select id from me)
              order by rc.created_at desc, rc.match_id desc
              limit 20) f), '[]'::jsonb),
      'partners', coalesce((
        select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'matches', x.matches, 'wins', x.wins)
                         order by x.matches desc, x.wins desc, x.name)
        from (select p.id, public.display_name(p.first_name, p.last_name, p.username) as name,
                     count(*)::int as matches, (count(*) filter (where mi.won))::int as wins
              from mine mi
              join public.match_players pt on pt.match_id = mi.id and pt.team = mi.team and pt.player_id <> (select id from me)
              join public.profiles p on p.id = pt.player_id
              group by p.id
              order by count(*) desc, count(*) filter (where mi.won) desc, 2
              limit 5) x), '[]'::jsonb),
      'by_court_type', (
        select jsonb_agg(jsonb_build_object('court_type', ct.type, 'matches', coalesce(s.matches, 0), 'wins', coalesce(s.wins, 0))
                         order by ct.type)
        from (values ('indoor'::public.court_type), ('outdoor'::public.court_type)) ct (type)
        left join (select k.type, count(*)::int as matches, (count(*) filter (where mi.won))::int as wins
                   from mine mi join public.courts k on k.id = mi.court_id
                   group by k.type) s on s.type = ct.type))
    from totals t);
end;
$$;
comment on function public.player_statistics() is
  'The caller''s StatisticsRow: matches, wins, losses, win rate, rating, network rank, form (last 20), partners (top 5), results by court type. Confirmed matches only.';
