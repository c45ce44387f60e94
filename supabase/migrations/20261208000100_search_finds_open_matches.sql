-- The network search finds open matches too: a player who types a club, a city or an organiser's name sees the
-- listed matches still to come there, beside its clubs, courts, players and tournaments.

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
  partner_ids uuid[];
  partner_counts int[];
  clubmate_ids uuid[];
  other_ids uuid[];
  -- How many names to read in order before asking the words index: a short single word ("ma") matches
  -- many people, though maybe none among the first names; a longer or second word rarely matches a
  -- long run of names, and the words index then answers faster.
  probe int;
  nothing constant jsonb := '{"clubs": [], "courts": [], "players": [], "tournaments": [], "matches": []}';
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
  probe := case when cardinality(words) = 1 and char_length(words[1]) < 4 then 5000 else 500 end;

  -- Players, three short lists whose union holds the first lim of the order (together, at home, name):
  -- the caller's partners and opponents who match (a few dozen people at most) ...
  select coalesce(array_agg(m.player_id), '{}'), coalesce(array_agg(m.together), '{}')
    into partner_ids, partner_counts
  from (
    select other.player_id, count(*)::int as together
    from public.match_players mine
    join public.match_players other on other.match_id = mine.match_id and other.player_id <> mine.player_id
    where mine.player_id = caller
    group by other.player_id
  ) m
  join public.player_search s on s.player_id = m.player_id
  where s.words @@ matches;
  -- ... the first lim clubmates who match, by name, and the first lim others by name. Each is looked for
  -- among the first names of its kind read in order (probe: an index-only scan that stops as soon as lim
  -- match, so a broad "ma" reads a few dozen); only when fewer match there (a rare name) from the words
  -- index, which then has few rows to sort.
  clubmate_ids := array(
    select f.player_id from (
      select s.player_id, s.first_name, s.last_name, s.username, s.words from public.player_search s
      where s.home_club_id = home
      order by s.first_name, s.last_name, s.username
      limit probe
    ) f
    where f.words @@ matches
    order by f.first_name, f.last_name, f.username
    limit lim);
  -- (Materialised: the few matches are sorted, not looked for along the name order.)
  if cardinality(clubmate_ids) < lim and home is not null then
    clubmate_ids := array(
      with found as materialized (
        select s.player_id, s.first_name, s.last_name, s.username from public.player_search s
        where s.home_club_id = home and s.words @@ matches
      )
      select f.player_id from found f
      order by f.first_name, f.last_name, f.username
      limit lim);
  end if;
  other_ids := array(
    select f.player_id from (
      select s.player_id, s.first_name, s.last_name, s.username, s.words from public.player_search s
      where home is null or s.home_club_id is distinct from home
      order by s.first_name, s.last_name, s.username
      limit probe
    ) f
    where f.words @@ matches
    order by f.first_name, f.last_name, f.username
    limit lim);
  if cardinality(other_ids) < lim then
    other_ids := array(
      with found as materialized (
        select s.player_id, s.first_name, s.last_name, s.username from public.player_search s
        where s.words @@ matches and (home is null or s.home_club_id is distinct from home)
      )
      select f.player_id from found f
      order by f.first_name, f.last_name, f.username
      limit lim);
  end if;

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
        -- Each club's words and each kind of court's once, in their own rows, not once per court.
        with club_words as materialized (
          select c2.id, public.search_vector(c2.name || ' ' || c2.city) as words from public.clubs c2
          where court_matches is not null
        ), kind_words as materialized (
          select d.name, d.type, public.search_vector('court ' || d.name || ' ' || d.type) as words
          from (select distinct k2.name, k2.type from public.courts k2 where court_matches is not null) d
        )
        select k.id, k.club_id, c.name as club_name, k.number, k.name, k.type,
               k.club_id is not distinct from home as at_home
        from public.courts k
        join public.clubs c on c.id = k.club_id
        left join club_words cw on cw.id = k.club_id
        left join kind_words kw on kw.name = k.name and kw.type = k.type
        where k.number = all (court_numbers)
          and (court_matches is null or (kw.words || cw.words) @@ court_matches)
        order by at_home desc, c.name, k.number
        limit lim
      ) x), '[]'::jsonb),

    -- People the caller has played with first (most matches together first: the Hugo they mean is the one
    -- they play with), then people of the caller's club, then by name: the union of those three short lists
    -- (worked out above) holds the first lim of that order, which is then taken from it.
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
        select s.player_id as id, s.first_name, s.last_name, s.username, s.home_club_id,
               coalesce(m.together, 0) as together,
               home is not null and s.home_club_id is not distinct from home as at_home
        from public.player_search s
        left join (select pt.player_id, pt.together from unnest(partner_ids, partner_counts) as pt (player_id, together)) m
          on m.player_id = s.player_id
        where s.player_id = any (partner_ids || clubmate_ids || other_ids)
        order by together desc, at_home desc, s.first_name, s.last_name, s.username
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
      ) x), '[]'::jsonb),

    -- Open matches still to come (listed ones of an active club, open or full: a full one takes a waiting list),
    -- found by their club, its city and country, and the organiser's name; at the caller's club first, then the
    -- soonest. What a player sees of one here is what the public list shows: no money, no thread.
    'matches', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.club_name, 'city', x.city, 'court_number', x.number,
                                          'date', x.date, 'starts_at', x.starts_at, 'time_zone', x.time_zone,
                                          'level_min', x.level_min, 'level_max', x.level_max, 'category', x.category,
                                          'competitive', x.competitive, 'status', x.status, 'places_free', x.places_free)
                       order by x.at_home desc, x.starts_at, x.id)
      from (
        select m.id, c.name as club_name, c.city, k.number, b.date, m.starts_at, c.time_zone, m.level_min, m.level_max,
               m.category, m.competitive, m.status, m.club_id is not distinct from home as at_home,
               greatest(4 - public.match_places_taken(m.id), 0) as places_free
        from public.open_matches m
        join public.clubs c on c.id = m.club_id
        join public.countries n on n.code = c.country_code
        join public.bookings b on b.id = m.booking_id
        join public.courts k on k.id = b.court_id
        join public.profiles o on o.id = m.organiser_id
        where m.status in ('open', 'full') and not m.private and c.active
          and m.starts_at > now() and m.starts_at < now() + interval '31 days'
          and public.search_vector(c.name || ' ' || c.city || ' ' || n.name || ' '
                                   || coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) @@ matches
        order by at_home desc, m.starts_at, m.id
        limit lim
      ) x), '[]'::jsonb));
end;
$$;


comment on function public.search_network(text, int) is
  'Signed-in search of the network: {clubs, courts, players, tournaments, matches}, each at most p_limit (1..20, default 5). The query is trimmed and must be 2..60 characters, else every list is empty. Players carry only id, name, username, home club name, rating (null before a first confirmed match) and matches_with_you (how many matches the caller played with or against them), those the caller played with most first, then clubmates, then by name. Matches are listed open matches of the next 31 days (open or full) found by club, city, country or organiser name, the caller''s club first, then the soonest; they carry no money and no players.';

revoke execute on function public.search_network(text, int) from public, anon;
