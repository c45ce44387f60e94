-- A super admin holds the keys to the whole network, so the role counts only in a session that proved two steps:
-- the password and a code from a confirmed authenticator app (aal2). A super admin signed in with the password
-- alone is, to the database, a player like any other: every staff rule (is_club_staff, the policies, the admin
-- pages' RPCs) asks has_role, and has_role now says no to the super admin role at aal1.
--
-- The refusals say why, so the screen can send the admin to the code step or to Settings:
--   * no confirmed authenticator app  → two_factor_required
--   * an app, but a password-only session → two_factor_code_required
-- The factor is looked up as well as the token's aal: a token minted at aal2 keeps its claim for up to an hour after
-- its app was removed, and must not outlive it (caller_has_verified_factor, 20261127000600).

create function public.caller_proved_two_steps()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.caller_at_aal2() and public.caller_has_verified_factor();
$$;
revoke execute on function public.caller_proved_two_steps() from public, anon, authenticated;
comment on function public.caller_proved_two_steps() is
  'Internal: whether the caller''s session proved two steps: an aal2 token and a confirmed authenticator app still on the account.';

-- The role rule every policy and RPC shares. Only its last condition is new.
create or replace function public.has_role(roles public.user_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = any (roles)
      and (p.role <> 'super_admin' or public.caller_proved_two_steps())
  );
$$;
comment on function public.has_role(public.user_role[]) is
  'True when the signed-in caller''s profile role is one of the given roles; the super admin role counts only in a two-step (aal2) session.';

-- Why a super admin's account is refused its powers in this session, or null (not a super admin, or two steps proved).
create function public.super_admin_two_step_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin') then null
    when not public.caller_has_verified_factor()
      then public.rpc_result('two_factor_required', 'Super admins use two-step sign-in: set it up in Settings first.')
    when not public.caller_at_aal2()
      then public.rpc_result('two_factor_code_required',
        'Super admins use two-step sign-in: sign out and sign in again with the code from your authenticator app.')
  end;
$$;
revoke execute on function public.super_admin_two_step_refusal() from public, anon, authenticated;
comment on function public.super_admin_two_step_refusal() is
  'Internal: two_factor_required (no confirmed authenticator app) or two_factor_code_required (a password-only session) for a super admin''s account that has not proved two steps; else null.';

-- The admin pages' openings: the two-step refusal comes before "only super admins", which would be misleading.
create or replace function public.admin_refusal(p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    else coalesce(public.super_admin_two_step_refusal(), case
      when not public.has_role(array['super_admin']::public.user_role[]) then public.rpc_result('not_allowed', p_not_allowed)
    end)
  end;
$$;

create or replace function public.admin_players_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.admin_refusal('Only super admins can manage players.');
$$;

-- Role changes and bans keep their own sentences (they name what needs the code).
create or replace function public.admin_players_change_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin')
         and not public.caller_has_verified_factor()
      then public.rpc_result('two_factor_required', 'Set up two-step sign-in in Settings before changing roles or bans.')
    when exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin')
         and not public.caller_at_aal2()
      then public.rpc_result('two_factor_code_required',
        'Enter the code from your authenticator app before changing roles or bans: sign out and sign in again with it.')
    else public.admin_players_refusal()
  end;
$$;

-- Every staff RPC about one club: a super admin's password-only session hears why, not "only the club's staff".
create or replace function public.staff_club_refusal(p_club_id uuid, p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when p_club_id is null then public.rpc_result('invalid_request', 'Please choose a club.')
    when not public.is_club_staff(p_club_id)
      then coalesce(public.super_admin_two_step_refusal(), public.rpc_result('not_allowed', p_not_allowed))
    when not exists (select 1 from public.clubs c where c.id = p_club_id) then public.rpc_result('unknown_club', 'That club does not exist.')
  end;
$$;
