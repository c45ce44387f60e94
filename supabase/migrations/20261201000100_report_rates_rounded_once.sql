-- Report rates are rounded once, here, to the tenth of a percent the pages and CSV files show.
-- At four decimals a rate such as 894 / 2870 = 0.311498… became 0.3115, which the page then rounded
-- again to 31.2% where the counts beside it say 31.1%.
create or replace function public.report_rate(p_part numeric, p_whole numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_part / nullif(p_whole, 0), 3);
$$;
comment on function public.report_rate(numeric, numeric) is 'Internal: part / whole to three decimals (a tenth of a percent, as shown), null when whole is 0.';
revoke execute on function public.report_rate(numeric, numeric) from public, anon, authenticated;
