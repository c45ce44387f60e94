-- Search tells people apart: many players share a name (the seed has five Hugo Bakkers at ELSY Madrid), so each
-- player found carries their rating, and the caller's own partners and opponents come first, with how many matches
-- they played together. search_network is recreated from 20261123000700_search.sql with only its players list
-- changed; clubs, courts and tournaments are the same lines.

create or replace function public.search_network(p_query text, p_limit int default 5)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  typed text := pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(p_query, ''), '\s+', ' ', 'g'));
  lim int := least(greatest(coalesce(p_limit, 5), 1), 20);
  words text[];
  matches tsquery;
  -- On courts a number typed is the court's number; the other words match the text.
  court_matches tsquery;
  court_numbers numeric[];
  home uuid;
  nothing constant jsonb := '{"clubs": [], "courts": [], "players": [], "tournaments": []}';
begin
  if caller is null or char_length(typed) not between 2 and 60 then
    return nothing;
  end if;
  words := public.search_words(typed);
  matches := public.search_prefix_query(words);
  if matches is null then
    return nothing;
  end if;
  court_matches := public.search_prefix_query(array(select w from unnest(words) w where w !~ '^[0-9]+$'));
  court_numbers := array(select w::numeric from unnest(words) w where w ~ '^[0-9]+$');
  -- Among equals the caller's own club comes first: it is the one they most likely mean.
  home := (select p.home_club_id from public.profiles p where p.id = caller);

  -- Each list: the best lim rows (a top-N sort over the matches), then their
  -- details for those few rows only.
  return jsonb_build_object(
    'clubs', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'city', x.city, 'country_code', x.country_code)
                       order by x.at_home desc, x.name)
      from (
        select c.id, c.name, c.city, c.country_code, c.id is not distinct from home as at_home
        from public.clubs c
        join public.countries k on k.code = c.country_code
        where public.search_vector(c.name || ' ' || c.city || ' ' || k.name) @@ matches
        order by at_home desc, c.name
        limit lim
      ) x), '[]'::jsonb),

    'courts', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'club_id', x.club_id, 'club_name', x.club_name,
                                          'number', x.number, 'name', x.name, 'type', x.type)
                       order by x.at_home desc, x.club_name, x.number)
      from (
        select k.id, k.club_id, c.name as club_name, k.number, k.name, k.type,
               k.club_id is not distinct from home as at_home
        from public.courts k
        join public.clubs c on c.id = k.club_id
        where k.number = all (court_numbers)
          and (court_matches is null
               or public.search_vector('court ' || k.name || ' ' || k.type || ' ' || c.name || ' ' || c.city) @@ court_matches)
        order by at_home desc, c.name, k.number
        limit lim
      ) x), '[]'::jsonb),

    -- People the caller has played with first (most matches together first: the Hugo they mean is the one
    -- they play with), then people of the caller's club, then by name. Sorting on the stored columns (not a
    -- computed name) keeps a broad "ma" (4,000 matches) cheap; the caller's partners are a few dozen at most.
    'players', coalesce((
      select jsonb_agg(jsonb_build_object(
                         'id', x.id,
                         'name', coalesce(nullif(pg_catalog.btrim(coalesce(x.first_name, '') || ' ' || coalesce(x.last_name, '')), ''),
                                          x.username),
                         'username', x.username, 'club_name', c.name,
                         'rating', case when r.matches > 0 then r.rating end,
                         'matches_with_you', x.together)
                       order by x.together desc, x.at_home desc, x.first_name, x.last_name, x.username)
      from (
        select p.id, p.first_name, p.last_name, p.username, p.home_club_id,
               coalesce(m.together, 0) as together,
               home is not null and p.home_club_id is not distinct from home as at_home
        from public.profiles p
        left join (
          select other.player_id, count(*)::int as together
          from public.match_players mine
          join public.match_players other on other.match_id = mine.match_id and other.player_id <> mine.player_id
          where mine.player_id = caller
          group by other.player_id
        ) m on m.player_id = p.id
        where public.player_search_vector(p.first_name, p.last_name, p.username) @@ matches
        order by together desc, at_home desc, p.first_name, p.last_name, p.username
        limit lim
      ) x
      left join public.clubs c on c.id = x.home_club_id
      left join public.player_ratings r on r.player_id = x.id), '[]'::jsonb),

    -- Upcoming and running ones first, nearest date first; then past ones, latest first.
    'tournaments', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'club_name', x.club_name,
                                          'starts_on', x.starts_on, 'status', x.status)
                       order by x.past, x.distance, x.name)
      from (
        select t.id, t.name, c.name as club_name, t.starts_on, s.status,
               s.status in ('finished', 'cancelled') as past, abs(t.starts_on - current_date) as distance
        from public.tournaments t
        join public.clubs c on c.id = t.club_id
        -- The effective status, as tournament_list shows it: open until the deadline.
        cross join lateral (
          select case when t.status = 'open' and t.registration_closes_at <= now() then 'closed'
                      else t.status::text end as status) s
        where not (t.status = 'cancelled' and t.ends_on < current_date - 30)
          and public.search_vector(t.name || ' ' || c.name || ' ' || c.city) @@ matches
        order by past, distance, t.name
        limit lim
      ) x), '[]'::jsonb));
end;
$$;
comment on function public.search_network(text, int) is
  'Signed-in search of the network: {clubs, courts, players, tournaments}, each at most p_limit (1..20, default 5). The query is trimmed and must be 2..60 characters, else every list is empty. Players carry only id, name, username, home club name, rating (null before a first confirmed match) and matches_with_you (how many matches the caller played with or against them), those the caller played with most first, then clubmates, then by name.';

revoke execute on function public.search_network(text, int) from public, anon;
