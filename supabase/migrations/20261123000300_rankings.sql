-- =============================================================================
-- Rankings, computed by the database from player_ratings (kept in step on
-- every confirmation, so nothing here replays matches).
--
-- Ranked players: at least one confirmed match. Order: rating desc, wins desc,
-- name (by character code), id; the rank is the place within the scope (1..n,
-- no ties). A scope is the whole network, a country or a club, by the
-- player's home club. Trend against the period start: 20261123000290.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- ranking_rows: rows of one scope's ranking (internal)
-- -----------------------------------------------------------------------------

-- The clubs of a scope (null: the whole network); raises on anything else.
create function public.ranking_scope_clubs(p_scope text)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_scope is null or p_scope = 'network' then
    return null;
  elsif p_scope ~ '^country:[A-Z]{2}$' then
    return array(select c.id from public.clubs c where c.country_code = substr(p_scope, 9));
  elsif p_scope ~* '^club:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return array[substr(p_scope, 6)::uuid];
  end if;
  raise exception 'Unknown ranking scope "%": use network, country:<ISO code> (e.g. country:ES) or club:<club id>.', p_scope
    using errcode = '22023';
end;
$$;
comment on function public.ranking_scope_clubs(text) is
  'Internal: the club ids of a ranking scope (network: null, country:XX, club:<uuid>). Raises 22023 on an unknown scope.';
revoke execute on function public.ranking_scope_clubs(text) from public, anon, authenticated;

-- Ranks are computed over the whole scope; the search, the player filter and
-- the page apply afterwards, so a searched or paged row keeps its real rank
-- and only the returned rows are built.
create function public.ranking_rows(
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
-- The ranked players come in rank order from player_ratings_ranking_idx; the
-- planner, unsure of the table's size, would rather scan and sort them, which
-- measured 2-3x slower.
set enable_sort = off
as $$
declare
  scope_clubs uuid[] := public.ranking_scope_clubs(p_scope);
  scope_kind text := coalesce(substring(p_scope from '^(country|club):'), 'network');
  needle text := lower(nullif(btrim(p_search), ''));
  period timestamptz := public.ranking_period_start();
  stored boolean := exists (select 1 from public.ranking_baseline b where b.period_start = period);
begin
  if stored then
    return query
    with page as (
      select n.* from (
        select r.player_id, r.rating, r.matches, r.wins, r.losses, r.name, r.username, r.search_text, r.home_club_id,
               row_number() over (order by r.rating desc, r.wins desc, r.name, r.player_id)::int as place
        from public.player_ratings r
        where r.matches > 0 and (scope_clubs is null or r.home_club_id = any (scope_clubs))
      ) n
      where (needle is null or strpos(n.search_text, needle) > 0) and (p_player is null or n.player_id = p_player)
      order by n.place
      limit p_limit offset greatest(coalesce(p_offset, 0), 0)
    )
    select x.place, x.player_id, x.name::text, x.username, c.name, x.matches, x.wins, x.losses, round(x.rating)::int,
           case when t.place is null or t.place > x.place then 'up' when t.place < x.place then 'down' else 'neutral' end,
           coalesce(t.place - x.place, 0)
    from page x
    left join public.ranking_baseline_places b on b.player_id = x.player_id
    cross join lateral (
      select case scope_kind when 'network' then b.network_place when 'country' then b.country_place else b.club_place end as place
    ) t
    left join public.clubs c on c.id = x.home_club_id
    order by x.place;
    return;
  end if;

  -- Until today's baseline is stored (no rating change or read since midnight
  -- UTC): the same places, computed here for this scope.
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
revoke execute on function public.ranking_rows(text, text, uuid, int, int) from public, anon, authenticated;
grant execute on function public.ranking_rows(text, text, uuid, int, int) to service_role;

-- How many ranked players a scope has (matching p_search).
create function public.ranking_total(p_scope text, p_search text default null)
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scope_clubs uuid[] := public.ranking_scope_clubs(p_scope);
  needle text := lower(nullif(btrim(p_search), ''));
begin
  return (
    select count(*)::int
    from public.player_ratings r
    where r.matches > 0 and (scope_clubs is null or r.home_club_id = any (scope_clubs))
      and (needle is null or strpos(r.search_text, needle) > 0));
end;
$$;
comment on function public.ranking_total(text, text) is 'Internal: the number of ranked players of a scope, matching p_search.';
revoke execute on function public.ranking_total(text, text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- rankings: one page, optionally filtered by a search (real ranks kept)
-- -----------------------------------------------------------------------------
create function public.rankings(
  p_scope text default 'network',
  p_search text default null,
  p_limit int default 50,
  p_offset int default 0
)
returns jsonb
language plpgsql
-- Volatile only so the first read of a day may store the trend baseline.
volatile
security definer
set search_path = ''
as $$
begin
  perform public.ranking_baseline_ensure();
  return jsonb_build_object(
    'total', public.ranking_total(p_scope, p_search),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(x) || jsonb_build_object('is_me', x.player_id = (select auth.uid())) order by x.rank)
      from public.ranking_rows(p_scope, p_search, null, least(greatest(coalesce(p_limit, 50), 1), 500), p_offset) x),
      '[]'::jsonb));
end;
$$;
comment on function public.rankings(text, text, int, int) is
  'A page of a ranking: {total, rows: [{rank, player_id, name, username, club_name, matches, wins, losses, points, trend, rank_change, is_me}]}. total counts the rows matching p_search; ranks are the real ones.';

-- -----------------------------------------------------------------------------
-- my_ranking: the caller's row of a scope, or null while unranked there
-- -----------------------------------------------------------------------------
create function public.my_ranking(p_scope text default 'network')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.ranking_baseline_ensure();
  return (select to_jsonb(r) || jsonb_build_object('is_me', true)
          from public.ranking_rows(p_scope, null, (select auth.uid())) r);
end;
$$;
comment on function public.my_ranking(text) is 'The caller''s ranking row in a scope (as in rankings), or null when they are not ranked there.';

-- -----------------------------------------------------------------------------
-- Privileges
-- -----------------------------------------------------------------------------
revoke execute on function public.rankings(text, text, int, int) from public, anon;
revoke execute on function public.my_ranking(text) from public, anon;
grant execute on function public.rankings(text, text, int, int) to authenticated, service_role;
grant execute on function public.my_ranking(text) to authenticated, service_role;
