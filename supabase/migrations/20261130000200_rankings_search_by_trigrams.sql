-- =============================================================================
-- A rankings search counts its matches from a trigram index instead of
-- reading every ranked player's search_text (100,000 at ten times today's
-- network). The page itself already stops after its rows (20261130000100).
--
-- pg_trgm ships with PostgreSQL (and is trusted: no superuser needed); on
-- Supabase it lives in the "extensions" schema, created here when missing,
-- and nothing here depends on the search path finding it.
-- =============================================================================

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- What strpos(search_text, needle) > 0 finds, as a LIKE pattern the index answers.
create index player_ratings_search_trgm_idx on public.player_ratings using gin (search_text extensions.gin_trgm_ops)
  where matches > 0;

-- The same pattern for any needle: LIKE's own characters (\, %, _) escaped.
create function public.ranking_search_pattern(p_needle text)
returns text
language sql
immutable
return '%' || replace(replace(replace(p_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
comment on function public.ranking_search_pattern(text) is 'Internal: a LIKE pattern matching the texts that contain p_needle.';
revoke execute on function public.ranking_search_pattern(text) from public, anon, authenticated;

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
  -- The LIKE lets the trigram index pick the candidates; strpos stays the rule.
  execute format(
    'select count(*)::int from public.player_ratings r
     where r.matches > 0 and %s and r.search_text like $3 and strpos(r.search_text, $1) > 0',
    replace(public.ranking_scope_condition(scope_key), '$5', '$2'))
    into total using needle, scope_key, public.ranking_search_pattern(needle);
  return total;
end;
$$;
comment on function public.ranking_total(text, text) is 'Internal: the number of ranked players of a scope, matching p_search.';
