-- =============================================================================
-- Network search: the top bar's search box and the partner pickers ask
-- search_network for clubs, courts, players and tournaments in one call.
--
-- Matching: every word typed must begin a word of the result, ignoring case
-- and accents ("alex riv" finds Alex Rivera, "jose" finds José, "court 3
-- madrid" finds court 3 at ELSY Madrid). On a court, a number typed must be
-- the court's number, so "court 1" is not also courts 10, 11 and 12.
--
-- No extension is needed (pg_trgm and unaccent are not created by the local
-- bootstrap, and live in another schema on Supabase): accents are folded with
-- translate(), and players, the one big table, are found through a GIN index
-- on the words of their name and username, which answers prefix queries
-- ('riv':*) from its sorted word list. Clubs, courts and tournaments are a
-- few hundred rows at most and are matched on the fly.
--
-- Privacy: a player is a name, a username and a home club. Never an e-mail or
-- a phone number, and those are not searched either, so a search cannot tell
-- whether someone has a given address or number.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Folding, words and prefix queries (immutable: the players index uses them)
-- -----------------------------------------------------------------------------
-- No "set search_path" on these helpers, unlike the RPCs: it stops PostgreSQL
-- inlining them and costs more than their work, which runs for every member
-- written. They are not security definer and name every function with its
-- schema, so a caller's search path cannot change what they do.

-- Lower case without accents. Most names are plain ASCII, which skips the
-- (slow, multibyte) translate. Upper-case accented letters are mapped too, so
-- the result does not depend on the database's locale.
create function public.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_text is null then ''
    when pg_catalog.octet_length(p_text) = pg_catalog.char_length(p_text) then pg_catalog.lower(p_text)
    else pg_catalog.lower(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.translate(p_text,
      'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłľĺñńňóòôöõøōőŕřśšşťţúùûüūůűųýÿźżžÁÀÂÄÃÅĀĂĄÇĆČĎĐÉÈÊËĒĖĘĚĞÍÌÎÏĪĮIŁĽĹÑŃŇÓÒÔÖÕØŌŐŔŘŚŠŞŤŢÚÙÛÜŪŮŰŲÝŸŹŻŽ',
      'aaaaaaaaacccddeeeeeeeegiiiiiiilllnnnoooooooorrsssttuuuuuuuuyyzzzAAAAAAAAACCCDDEEEEEEEEGIIIIIIILLLNNNOOOOOOOORRSSSTTUUUUUUUUYYZZZ'),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'))
  end;
$$;
comment on function public.search_fold(text) is 'Text as search compares it: lower case, accents removed ("José" -> "jose").';

-- The words of a text as search sees them: folded, split at spaces and
-- punctuation ("demo_member" is "demo" and "member", "O'Brien" "o" and "brien").
create function public.search_words(p_text text)
returns text[]
language sql
immutable
parallel safe
as $$
  select pg_catalog.array_remove(
    pg_catalog.regexp_split_to_array(public.search_fold(p_text), '[[:space:][:punct:]]+'), '');
$$;
comment on function public.search_words(text) is 'The folded words of a text, as results are indexed and queries are split.';

-- The words as a tsvector (no parser, no stemming, no stop words), which a
-- prefix tsquery matches; players' are indexed, the few clubs, courts and
-- tournaments are matched on the fly.
create function public.search_vector(p_text text)
returns tsvector
language sql
immutable
parallel safe
as $$
  select pg_catalog.array_to_tsvector(public.search_words(p_text));
$$;
comment on function public.search_vector(text) is 'The folded words of a text as a tsvector.';

-- "Every word typed begins a word of the result": 'alex':* & 'riv':*. The
-- words come from search_words and hold no spaces; quotes and backslashes are
-- escaped anyway before the text becomes a tsquery. No words: null.
create function public.search_prefix_query(p_words text[])
returns tsquery
language sql
immutable
parallel safe
as $$
  select nullif(pg_catalog.array_to_string(array(
    select '''' || pg_catalog.replace(pg_catalog.replace(w, E'\\', E'\\\\'), '''', '''''') || ''':*'
    from pg_catalog.unnest(p_words) as w), ' & '), '')::tsquery;
$$;
comment on function public.search_prefix_query(text[]) is 'A tsquery matching the texts in which each given word begins a word (null for no words).';

-- One definition for the index and the query, so the planner always sees the
-- same expression. Field by field rather than on the joined text: inlined,
-- each field is then folded once (about 40% less work, for every
-- member written).
create function public.player_search_vector(p_first_name text, p_last_name text, p_username text)
returns tsvector
language sql
immutable
parallel safe
as $$
  select pg_catalog.array_to_tsvector(
    public.search_words(p_first_name) || public.search_words(p_last_name) || public.search_words(p_username));
$$;
comment on function public.player_search_vector(text, text, text) is 'What a player is found by: first name, last name and username.';

-- Executable by every role that may write a profile: the index evaluates them.
revoke execute on function public.search_fold(text) from public;
revoke execute on function public.search_words(text) from public;
revoke execute on function public.search_vector(text) from public;
revoke execute on function public.search_prefix_query(text[]) from public;
revoke execute on function public.player_search_vector(text, text, text) from public;
grant execute on function public.search_fold(text) to anon, authenticated, service_role;
grant execute on function public.search_words(text) to anon, authenticated, service_role;
grant execute on function public.search_vector(text) to anon, authenticated, service_role;
grant execute on function public.search_prefix_query(text[]) to anon, authenticated, service_role;
grant execute on function public.player_search_vector(text, text, text) to anon, authenticated, service_role;

-- Default fastupdate: a bulk sign-up (the seed's 19,000 members) goes to the
-- pending list and is merged in one pass, about twice as fast as inserting
-- each member's words into the tree (seeds/30_notifications.sql merges it).
create index profiles_search_idx on public.profiles
  using gin (public.player_search_vector(first_name, last_name, username));

-- -----------------------------------------------------------------------------
-- search_network
-- -----------------------------------------------------------------------------
create function public.search_network(p_query text, p_limit int default 5)
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

    -- People of the caller's club first, then by name. Sorting on the stored
    -- columns (not a computed name) keeps a broad "ma" (4,000 matches) cheap.
    'players', coalesce((
      select jsonb_agg(jsonb_build_object(
                         'id', x.id,
                         'name', coalesce(nullif(pg_catalog.btrim(coalesce(x.first_name, '') || ' ' || coalesce(x.last_name, '')), ''),
                                          x.username),
                         'username', x.username, 'club_name', c.name)
                       order by x.at_home desc, x.first_name, x.last_name, x.username)
      from (
        select p.id, p.first_name, p.last_name, p.username, p.home_club_id,
               home is not null and p.home_club_id is not distinct from home as at_home
        from public.profiles p
        where public.player_search_vector(p.first_name, p.last_name, p.username) @@ matches
        order by at_home desc, p.first_name, p.last_name, p.username
        limit lim
      ) x
      left join public.clubs c on c.id = x.home_club_id), '[]'::jsonb),

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
  'Signed-in search of the network: {clubs, courts, players, tournaments}, each at most p_limit (1..20, default 5). The query is trimmed and must be 2..60 characters, else every list is empty. Players carry only id, name, username and home club name.';

revoke execute on function public.search_network(text, int) from public, anon;
grant execute on function public.search_network(text, int) to authenticated, service_role;
