-- Role changes and bans need two-step sign-in: a super admin changes them only from an aal2 session (password
-- and a code from an authenticator app). Reading the Players page stays open to any super admin session.
--
-- The rule, in order (after the Players page's own refusals: not signed in, not a super admin):
--   * no confirmed authenticator app on the account  → two_factor_required ("Set up two-step sign-in in Settings …")
--   * an app, but the session signed in with the password only (aal1) → two_factor_code_required
-- The factor is looked up as well as the token's aal: a token minted at aal2 keeps its claim for up to an hour after
-- its app was removed, and must not outlive it.
--
-- admin_set_role and admin_set_ban are recreated from 20261127000100_admin_players.sql with only their opening
-- check changed (admin_players_refusal → admin_players_change_refusal); every other line is the same.

create function public.caller_at_aal2()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false);
$$;
revoke execute on function public.caller_at_aal2() from public, anon, authenticated;
comment on function public.caller_at_aal2() is
  'Internal: whether the caller''s token says aal2 (signed in with the password and a code from an authenticator app).';

create function public.caller_has_verified_factor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
  );
$$;
revoke execute on function public.caller_has_verified_factor() from public, anon, authenticated;
comment on function public.caller_has_verified_factor() is
  'Internal: whether the caller has a confirmed authenticator app (a verified TOTP factor).';

create function public.admin_players_change_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.admin_players_refusal(), case
    when not public.caller_has_verified_factor()
      then public.rpc_result('two_factor_required', 'Set up two-step sign-in in Settings before changing roles or bans.')
    when not public.caller_at_aal2()
      then public.rpc_result('two_factor_code_required',
        'Enter the code from your authenticator app before changing roles or bans: sign out and sign in again with it.')
  end);
$$;
revoke execute on function public.admin_players_change_refusal() from public, anon, authenticated;
comment on function public.admin_players_change_refusal() is
  'Internal: the refusal admin_set_role and admin_set_ban answer: the Players page''s (not_signed_in, not_allowed), then two_factor_required (no confirmed authenticator app) or two_factor_code_required (an aal1 session); null when the change may go ahead.';

create or replace function public.admin_set_role(
  p_player uuid,
  p_role public.user_role,
  p_club_ids uuid[] default null,
  p_country_codes text[] default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  refusal jsonb := public.admin_players_change_refusal();
  clubs uuid[] := array(select distinct x from unnest(coalesce(p_club_ids, '{}'::uuid[])) x where x is not null);
  countries text[] := array(select distinct upper(btrim(x)) from unnest(coalesce(p_country_codes, '{}'::text[])) x where x is not null);
  p public.profiles;
  taken text;
  old_state jsonb;
  new_state jsonb;
  who text;
  places text;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_player is null or p_role is null then
    return public.rpc_result('invalid_request', 'Please choose a player and a role.');
  end if;
  if p_player = caller then
    return public.rpc_result('own_role', 'You cannot change your own role: ask another super admin.');
  end if;
  if cardinality(clubs) > 200 or cardinality(countries) > 200 then
    return public.rpc_result('invalid_request', 'Please choose at most 200 clubs or countries.');
  end if;
  if p_role = 'club_owner' and (cardinality(clubs) = 0 or cardinality(countries) > 0) then
    return public.rpc_result('invalid_request', 'A club owner needs at least one club, and no countries.');
  end if;
  if p_role = 'country_owner' and (cardinality(countries) = 0 or cardinality(clubs) > 0) then
    return public.rpc_result('invalid_request', 'A country owner needs at least one country, and no clubs.');
  end if;
  if p_role in ('member', 'super_admin') and (cardinality(clubs) > 0 or cardinality(countries) > 0) then
    return public.rpc_result('invalid_request', format('A %s owns no clubs or countries.', public.admin_role_label(p_role)));
  end if;

  perform public.admin_players_lock();
  -- Under the lock: another super admin may have demoted the caller while they waited.
  if not public.has_role(array['super_admin']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only super admins can manage players.');
  end if;
  select * into p from public.profiles x where x.id = p_player for update;
  if not found then
    return public.rpc_result('unknown_player', 'That player does not exist.');
  end if;
  if exists (select 1 from unnest(clubs) x where not exists (select 1 from public.clubs c where c.id = x)) then
    return public.rpc_result('unknown_club', 'One of the chosen clubs does not exist.');
  end if;
  if exists (select 1 from unnest(countries) x where not exists (select 1 from public.countries k where k.code = x)) then
    return public.rpc_result('unknown_country', 'One of the chosen countries is not in the network.');
  end if;
  perform 1 from public.clubs c where c.id = any (clubs) order by c.id for update;
  perform 1 from public.countries k where k.code = any (countries) order by k.code for update;
  select string_agg(c.name, ', ' order by c.name) into taken
  from public.clubs c where c.id = any (clubs) and c.owner_id is not null and c.owner_id <> p_player;
  if taken is null then
    select string_agg(k.name, ', ' order by k.name) into taken
    from public.countries k where k.code = any (countries) and k.owner_id is not null and k.owner_id <> p_player;
  end if;
  if taken is not null then
    return public.rpc_result('has_owner', format('%s already %s an owner: remove them first.', taken,
      case when taken like '%, %' then 'have' else 'has' end));
  end if;
  -- Super admins are never banned (a ban needs a demotion first), so none can be made while banned.
  if p_role = 'super_admin' and p.role <> 'super_admin'
     and exists (select 1 from auth.users u where u.id = p_player and u.banned_until > now()) then
    return public.rpc_result('banned', format('%s is banned: lift the ban first.',
      coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player')));
  end if;
  if p.role = 'super_admin' and p_role <> 'super_admin'
     and not exists (select 1 from public.profiles x where x.role = 'super_admin' and x.id <> p_player) then
    return public.rpc_result('last_super_admin', 'This is the last super admin: make someone else a super admin first.');
  end if;

  old_state := jsonb_build_object('role', p.role) || public.admin_player_ownership(p_player);
  update public.clubs c set owner_id = null where c.owner_id = p_player and c.id <> all (clubs);
  update public.clubs c set owner_id = p_player where c.id = any (clubs) and c.owner_id is distinct from p_player;
  update public.countries k set owner_id = null where k.owner_id = p_player and k.code <> all (countries);
  update public.countries k set owner_id = p_player where k.code = any (countries) and k.owner_id is distinct from p_player;
  update public.profiles x set role = p_role where x.id = p_player and x.role <> p_role;
  new_state := jsonb_build_object('role', p_role) || public.admin_player_ownership(p_player);

  who := coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player');
  select coalesce(string_agg(x ->> 'name', ', '), '') into places
  from jsonb_array_elements((new_state -> 'clubs') || (new_state -> 'countries')) x;
  if old_state = new_state then
    return public.rpc_result('unchanged', format('%s is already a %s%s.', who, public.admin_role_label(p_role),
      coalesce(' of ' || nullif(places, ''), '')), jsonb_build_object('role', p_role, 'owns', new_state - 'role'));
  end if;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'set_player_role', 'profiles', p_player::text, null, jsonb_build_object('before', old_state, 'after', new_state));

  return public.rpc_result('ok', format('%s is now a %s%s.', who, public.admin_role_label(p_role),
    coalesce(' of ' || nullif(places, ''), '')), jsonb_build_object('role', p_role, 'owns', new_state - 'role'));
end;
$$;
comment on function public.admin_set_role(uuid, public.user_role, uuid[], text[]) is
  'Super admins only: make a player a member, the club owner of the chosen clubs (at least one), the country owner of the chosen countries (at least one) or a super admin; ownership of anything not chosen ends. Refuses the caller''s own role, clubs or countries another person owns, making a banned player a super admin, and demoting the last super admin; serialised with bans by one lock; audited (set_player_role, before and after). Needs an aal2 session (two-step sign-in). Returns {status ok|unchanged|not_allowed|not_signed_in|two_factor_required|two_factor_code_required|invalid_request|own_role|unknown_player|unknown_club|unknown_country|has_owner|banned|last_super_admin, message, role, owns}.';
revoke execute on function public.admin_set_role(uuid, public.user_role, uuid[], text[]) from public, anon;
grant execute on function public.admin_set_role(uuid, public.user_role, uuid[], text[]) to authenticated, service_role;

create or replace function public.admin_set_ban(p_player uuid, p_banned boolean, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  refusal jsonb := public.admin_players_change_refusal();
  reason text := btrim(p_reason);
  p public.profiles;
  u auth.users;
  is_banned boolean;
  ban_until timestamptz;
  ended integer := 0;
  who text;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_player is null or p_banned is null then
    return public.rpc_result('invalid_request', 'Please choose a player, and whether to ban or unban them.');
  end if;
  if reason is null or reason = '' or char_length(reason) > 500 then
    return public.rpc_result('invalid_request', 'Please give a reason of 1 to 500 characters.');
  end if;
  if p_player = caller then
    return public.rpc_result('own_account', 'You cannot ban or unban yourself.');
  end if;

  perform public.admin_players_lock();
  if not public.has_role(array['super_admin']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only super admins can manage players.');
  end if;
  select * into p from public.profiles x where x.id = p_player for update;
  select * into u from auth.users x where x.id = p_player for update;
  if p.id is null or u.id is null then
    return public.rpc_result('unknown_player', 'That player does not exist.');
  end if;
  who := coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player');
  if p_banned and p.role = 'super_admin' then
    return public.rpc_result('super_admin', format('%s is a super admin: change their role first.', who));
  end if;
  is_banned := coalesce(u.banned_until > now(), false);
  if is_banned = p_banned then
    return public.rpc_result('unchanged', format('%s is already %s.', who, case when p_banned then 'banned' else 'allowed to sign in' end),
      jsonb_build_object('banned_until', case when is_banned then u.banned_until end));
  end if;

  if p_banned then
    -- A date the auth service can read (it parses banned_until as a JavaScript Date; ''infinity'' is not one).
    ban_until := now() + interval '100 years';
    update auth.users x set banned_until = ban_until, updated_at = now() where x.id = p_player;
    -- As the auth service's own ban does: the sessions end, and their refresh tokens with them (on delete cascade).
    update auth.refresh_tokens t set revoked = true, updated_at = now() where t.user_id = p_player::text and not t.revoked;
    with gone as (delete from auth.sessions s where s.user_id = p_player returning 1)
    select count(*) into ended from gone;
  else
    update auth.users x set banned_until = null, updated_at = now() where x.id = p_player;
  end if;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, case when p_banned then 'ban_player' else 'unban_player' end, 'profiles', p_player::text, null,
          jsonb_build_object('reason', reason, 'banned_until', ban_until, 'sessions_ended', ended));

  return public.rpc_result('ok',
    case when p_banned then format('%s is banned: signed out everywhere and unable to sign in.', who)
         else format('%s can sign in again.', who) end,
    jsonb_build_object('banned_until', ban_until));
end;
$$;
comment on function public.admin_set_ban(uuid, boolean, text) is
  'Super admins only: ban a player through the auth service''s ban (auth.users.banned_until 100 years ahead, sessions and refresh tokens ended) or lift it, with a reason of 1 to 500 characters, in one transaction with its audit row (ban_player / unban_player). Refuses the caller themselves and banning a super admin. Needs an aal2 session (two-step sign-in). Returns {status ok|unchanged|not_allowed|not_signed_in|two_factor_required|two_factor_code_required|invalid_request|own_account|unknown_player|super_admin, message, banned_until}.';
revoke execute on function public.admin_set_ban(uuid, boolean, text) from public, anon;
grant execute on function public.admin_set_ban(uuid, boolean, text) to authenticated, service_role;
