-- =============================================================================
-- Username sign-in without e-mail harvesting.
-- The spec's client looked up "profiles.email where username = typed" as the
-- anonymous role, which would hand anyone every member's address. Here anon
-- cannot read profiles at all; the username is resolved to an e-mail only on
-- the server (service_role), inside the sign-in request, so the address is
-- never returned to the caller: a wrong username and a wrong password both end
-- in "Invalid login credentials".
-- =============================================================================

-- -----------------------------------------------------------------------------
-- email_for_username: server side only
-- -----------------------------------------------------------------------------
create function public.email_for_username(username text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  -- Qualified with the function name: inside a SQL function a bare "username"
  -- would mean the column and match every row.
  select p.email
  from public.profiles p
  where lower(p.username) = lower(btrim(email_for_username.username))
  limit 1;
$$;
comment on function public.email_for_username(text) is
  'The e-mail for a username (case-insensitive), for the sign-in service only. Never granted to anon or authenticated.';

revoke execute on function public.email_for_username(text) from public, anon, authenticated;
grant execute on function public.email_for_username(text) to service_role;

-- -----------------------------------------------------------------------------
-- username_exists: public
-- -----------------------------------------------------------------------------

-- Usernames are public handles (shown in rankings), so saying whether one is
-- taken reveals no secret. It backs the spec's "User not found" message and a
-- registration-form availability hint.
create function public.username_exists(username text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where lower(p.username) = lower(btrim(username_exists.username))
  );
$$;
comment on function public.username_exists(text) is
  'Whether a username (case-insensitive) is taken. Reveals nothing else.';

revoke execute on function public.username_exists(text) from public;
grant execute on function public.username_exists(text) to anon, authenticated, service_role;
