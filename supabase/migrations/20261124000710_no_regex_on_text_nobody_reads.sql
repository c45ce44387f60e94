-- =============================================================================
-- Every column a role may select is a column it may filter on, regex included
-- (PostgREST's match/imatch), and a backtracking regex over thousands of rows
-- runs for seconds. The statement timeouts (anon 3 s, authenticated 8 s) bound
-- such a query; this takes away the largest text columns that the API offers
-- but the app never reads directly:
--   player_ratings.name, username, search_text: ~10,000 rows readable by every
--     member; the rankings, my_ranking and search_network functions (security
--     definer) are how players see them.
--   tournaments.name, description (up to 1,000 characters): read through
--     tournament_list and tournament_details.
-- The other columns stay readable (select by column, not select=*). Columns
-- added to these tables later must be granted to authenticated explicitly.
-- =============================================================================

do $$
declare
  hidden constant jsonb := '{"player_ratings": ["name", "username", "search_text"], "tournaments": ["name", "description"]}';
  tbl text;
  cols text;
begin
  for tbl in select jsonb_object_keys(hidden)
  loop
    select string_agg(format('%I', a.attname), ', ' order by a.attnum)
      into cols
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', tbl)::regclass
      and a.attnum > 0
      and not a.attisdropped
      and not (hidden -> tbl) ? a.attname::text;
    execute format('revoke select on table public.%I from authenticated', tbl);
    execute format('grant select (%s) on table public.%I to authenticated', cols, tbl);
  end loop;
end
$$;

comment on column public.player_ratings.search_text is
  'What a rankings search looks in. Not selectable through the API: read it through rankings().';
comment on column public.tournaments.description is
  'Shown by tournament_list / tournament_details; not selectable through the API directly.';
