-- A figure with a fixed number of decimals (a rating "1,475.0", a level) as a message value, so each reader
-- sees it written their way ("1.475,0" in German) instead of the English to_char.
create function public.number_value(p_value numeric, p_decimals int)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('number', p_value, 'decimals', greatest(0, least(coalesce(p_decimals, 0), 6)));
$$;
comment on function public.number_value(numeric, int) is
  'A figure as a message value: {"number": 1475.0, "decimals": 1}, written by the app the reader''s way with that many decimals.';
revoke execute on function public.number_value(numeric, int) from public, anon, authenticated;
