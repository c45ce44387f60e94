-- =============================================================================
-- Member counter: count sign-ups once per auth.users statement.
-- The profiles row is inserted by on_auth_user_created, a row-level trigger, so
-- each profile insert is its own statement and the statement-level counter on
-- profiles ran once per member. For a bulk insert (the demo seed's 19,316
-- members) that was 19,316 updates of the one counter row, about half of the
-- seed's time. Counting the auth.users statement instead gives the same number
-- (every auth user gets exactly one profile, in the same statement, or the
-- insert fails) with one update. Deletions stay counted on profiles.
-- =============================================================================

drop trigger profiles_count_inserted on public.profiles;

create function public.network_stats_count_sign_ups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta int;
begin
  select count(*) into delta from inserted_rows;
  update public.network_stats set members = members + delta, updated_at = now() where id and delta > 0;
  return null;
end;
$$;
comment on function public.network_stats_count_sign_ups() is
  'Trigger on auth.users insert (per statement): adds the new accounts to the member counter.';
revoke execute on function public.network_stats_count_sign_ups() from public, anon, authenticated;

create trigger on_auth_users_counted
  after insert on auth.users
  referencing new table as inserted_rows
  for each statement execute function public.network_stats_count_sign_ups();
