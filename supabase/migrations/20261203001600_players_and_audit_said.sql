-- Players, roles, bans, the two-step refusals and the audit log name their messages: every answer carries a key
-- of the app's catalogue and its values beside the English (public.said). Each audit row also carries its
-- summary and its kind's label as messages (summary_message, action_label_message), said by the app in the
-- reader's language; the English summary stays for API users and logs.

-- -----------------------------------------------------------------------------
-- Refusals shared by the admin and audit functions
-- -----------------------------------------------------------------------------
create or replace function public.super_admin_two_step_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin') then null
    when not public.caller_has_verified_factor()
      then public.rpc_result('two_factor_required', 'Super admins use two-step sign-in: set it up in Settings first.',
        public.said('server_two_factor_required_super_admin'))
    when not public.caller_at_aal2()
      then public.rpc_result('two_factor_code_required',
        'Super admins use two-step sign-in: sign out and sign in again with the code from your authenticator app.',
        public.said('server_two_factor_code_required_super_admin'))
  end;
$$;

-- The callers give the not-allowed sentence: each caller's sentence names its message here.
create or replace function public.admin_refusal(p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'))
    else coalesce(public.super_admin_two_step_refusal(), case
      when not public.has_role(array['super_admin']::public.user_role[]) then public.rpc_result('not_allowed', p_not_allowed,
        case p_not_allowed
          when 'Only super admins can manage players.' then public.said('server_not_allowed_players')
          when 'Only super admins can manage clubs.' then public.said('server_not_allowed_manage_clubs')
          when 'Only super admins can create clubs.' then public.said('server_not_allowed_create_clubs')
          when 'Only super admins can deactivate or reactivate clubs.' then public.said('server_not_allowed_club_active')
          when 'Only super admins can appoint club owners.' then public.said('server_not_allowed_appoint_owner')
          when 'Only super admins can remove club owners.' then public.said('server_not_allowed_remove_owner')
          else '{}'::jsonb
        end)
    end)
  end;
$$;

create or replace function public.admin_players_change_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'))
    when exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin')
         and not public.caller_has_verified_factor()
      then public.rpc_result('two_factor_required', 'Set up two-step sign-in in Settings before changing roles or bans.',
        public.said('server_two_factor_required'))
    when exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'super_admin')
         and not public.caller_at_aal2()
      then public.rpc_result('two_factor_code_required',
        'Enter the code from your authenticator app before changing roles or bans: sign out and sign in again with it.',
        public.said('server_two_factor_code_required'))
    else public.admin_players_refusal()
  end;
$$;

create or replace function public.audit_scope_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'))
    when not public.has_role(array['super_admin', 'country_owner', 'club_owner']::public.user_role[])
         and not exists (select 1 from public.staff_club_ids())
      then public.rpc_result('not_allowed', 'Only club staff and administrators can see the audit log.', public.said('server_not_allowed_audit_log'))
  end;
$$;

-- -----------------------------------------------------------------------------
-- Players
-- -----------------------------------------------------------------------------
create or replace function public.admin_players(
  p_search text default null,
  p_role public.user_role default null,
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_players_refusal();
  term text;
  pattern text;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 or p_offset is null or p_offset < 0 or p_offset > 1000000 then
    return public.rpc_result('invalid_request', 'Please ask for 1 to 100 players at a time.', public.said('server_invalid_request_players'));
  end if;
  if char_length(p_search) > 100 then
    return public.rpc_result('invalid_request', 'Please search with at most 100 characters.', public.said('server_invalid_request_search'));
  end if;
  term := public.search_fold(btrim(coalesce(p_search, '')));
  -- The search is text, never a pattern: % and _ typed by an admin match themselves.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- One folded text per player (name, username and e-mail, kept apart by a character nobody types) and a folded
  -- sort key: a single pass over the stored columns keeps a search over every player quick.
  with matching as (
    select p.id, p.first_name, p.last_name, p.username, p.email, p.role, p.created_at,
           public.search_fold(concat_ws(' ', p.first_name, p.last_name, p.username)) as sort_key
    from public.profiles p
    where (p_role is null or p.role = p_role)
      and (term = ''
           or public.search_fold(concat_ws(' ', p.first_name, p.last_name) || chr(31) || p.username || chr(31) || coalesce(p.email, ''))
              like pattern)
  ),
  page as (
    select m.*, coalesce(public.display_name(m.first_name, m.last_name, m.username), 'Player') as name,
           u.banned_until, u.last_sign_in_at, row_number() over (order by m.sort_key, m.id) as ord
    from (select * from matching m order by m.sort_key, m.id offset p_offset limit p_limit) m
    join auth.users u on u.id = m.id
  )
  select public.rpc_result('ok', 'Players listed.', jsonb_build_object(
    'total', (select count(*) from matching),
    'offset', p_offset,
    'limit', p_limit,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', g.id,
          'name', g.name,
          'username', g.username,
          'email', g.email,
          'role', g.role,
          'clubs', coalesce((select jsonb_agg(c.name order by c.name) from public.clubs c where c.owner_id = g.id), '[]'::jsonb),
          'countries', coalesce((select jsonb_agg(k.name order by k.name) from public.countries k where k.owner_id = g.id), '[]'::jsonb),
          'banned', coalesce(g.banned_until > now(), false),
          'joined_at', g.created_at,
          'last_sign_in_at', g.last_sign_in_at
        ) order by g.ord)
      from page g
    ), '[]'::jsonb)
  ) || public.said('server_ok_players')) into result;
  return result;
end;
$$;

create or replace function public.admin_player_card(p_player uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_players_refusal();
  p public.profiles;
  u auth.users;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_player is null then
    return public.rpc_result('invalid_request', 'Please choose a player.', public.said('server_invalid_request_player'));
  end if;
  select * into p from public.profiles x where x.id = p_player;
  select * into u from auth.users x where x.id = p_player;
  if p.id is null or u.id is null then
    return public.rpc_result('unknown_player', 'That player does not exist.', public.said('server_unknown_player'));
  end if;

  return public.rpc_result('ok', 'Player ready.', jsonb_build_object(
    'player', jsonb_build_object(
      'id', p.id,
      'name', coalesce(public.display_name(p.first_name, p.last_name, p.username), 'Player'),
      'first_name', p.first_name,
      'last_name', p.last_name,
      'username', p.username,
      'email', p.email,
      'phone', p.phone,
      'role', p.role,
      'home_club', (select jsonb_build_object('id', c.id, 'name', c.name) from public.clubs c where c.id = p.home_club_id),
      'joined_at', p.created_at,
      'banned_until', case when u.banned_until > now() then u.banned_until end,
      'last_sign_in_at', u.last_sign_in_at
    ),
    'owns', public.admin_player_ownership(p.id),
    'bookings', jsonb_build_object(
      'total', (select count(*) from public.bookings b where b.member_id = p.id),
      'confirmed', (select count(*) from public.bookings b where b.member_id = p.id and b.status = 'confirmed'),
      'recent', coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', r.id, 'date', r.date, 'slot', r.slot, 'club', r.club, 'court', r.court, 'status', r.status) order by r.date desc, r.starts_at desc, r.id)
        from (
          select b.id, b.date, s.label as slot, s.starts_at, c.name as club, k.number as court, b.status
          from public.bookings b
          join public.slots s on s.id = b.slot_id
          join public.clubs c on c.id = b.club_id
          left join public.courts k on k.id = b.court_id
          where b.member_id = p.id
          order by b.date desc, s.starts_at desc, b.id
          limit 5
        ) r
      ), '[]'::jsonb)
    ),
    -- One balance per currency: money in different currencies is never added up.
    'wallet', coalesce((
      select jsonb_agg(jsonb_build_object('currency', w.currency, 'balance', w.balance) order by w.currency)
      from public.wallets w where w.member_id = p.id
    ), '[]'::jsonb),
    'matches', jsonb_build_object(
      'total', (select count(*) from public.match_players mp where mp.player_id = p.id),
      'recent', coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', r.id, 'played_at', r.played_at, 'club', r.club, 'status', r.status, 'won', r.won) order by r.played_at desc, r.id)
        from (
          select m.id, m.played_at, c.name as club, m.status, m.winner = mp.team as won
          from public.match_players mp
          join public.matches m on m.id = mp.match_id
          left join public.clubs c on c.id = m.club_id
          where mp.player_id = p.id
          order by m.played_at desc, m.id
          limit 5
        ) r
      ), '[]'::jsonb)
    ),
    -- What the auth service records: a 'login' entry per sign-in, and the sessions still open.
    'sign_ins', coalesce((
      select jsonb_agg(jsonb_build_object('at', e.created_at, 'method', e.payload -> 'traits' ->> 'provider') order by e.created_at desc)
      from (
        select a.created_at, a.payload::jsonb as payload
        from auth.audit_log_entries a
        where a.payload ->> 'actor_id' = p.id::text and a.payload ->> 'action' = 'login'
        order by a.created_at desc
        limit 10
      ) e
    ), '[]'::jsonb),
    'sessions', coalesce((
      select jsonb_agg(jsonb_build_object('started_at', s.created_at, 'refreshed_at', s.refreshed_at at time zone 'UTC') order by s.created_at desc)
      from auth.sessions s where s.user_id = p.id
    ), '[]'::jsonb),
    -- What the role form offers: every club and country, with its owner (someone else's must be freed first).
    'choices', jsonb_build_object(
      'clubs', coalesce((
        select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'city', c.city, 'country_code', c.country_code,
                                            'owner', case when o.id is not null then jsonb_build_object(
                                              'id', o.id, 'name', coalesce(public.display_name(o.first_name, o.last_name, o.username), 'Player')) end)
                         order by c.name, c.id)
        from public.clubs c left join public.profiles o on o.id = c.owner_id
      ), '[]'::jsonb),
      'countries', coalesce((
        select jsonb_agg(jsonb_build_object('code', k.code, 'name', k.name,
                                            'owner', case when o.id is not null then jsonb_build_object(
                                              'id', o.id, 'name', coalesce(public.display_name(o.first_name, o.last_name, o.username), 'Player')) end)
                         order by k.name)
        from public.countries k left join public.profiles o on o.id = k.owner_id
      ), '[]'::jsonb)
    )
  ) || public.said('server_ok_player'));
end;
$$;

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
    return public.rpc_result('invalid_request', 'Please choose a player and a role.', public.said('server_invalid_request_player_role'));
  end if;
  if p_player = caller then
    return public.rpc_result('own_role', 'You cannot change your own role: ask another super admin.', public.said('server_own_role'));
  end if;
  if cardinality(clubs) > 200 or cardinality(countries) > 200 then
    return public.rpc_result('invalid_request', 'Please choose at most 200 clubs or countries.', public.said('server_invalid_request_places'));
  end if;
  if p_role = 'club_owner' and (cardinality(clubs) = 0 or cardinality(countries) > 0) then
    return public.rpc_result('invalid_request', 'A club owner needs at least one club, and no countries.',
      public.said('server_invalid_request_club_owner_places'));
  end if;
  if p_role = 'country_owner' and (cardinality(countries) = 0 or cardinality(clubs) > 0) then
    return public.rpc_result('invalid_request', 'A country owner needs at least one country, and no clubs.',
      public.said('server_invalid_request_country_owner_places'));
  end if;
  if p_role in ('member', 'super_admin') and (cardinality(clubs) > 0 or cardinality(countries) > 0) then
    return public.rpc_result('invalid_request', format('A %s owns no clubs or countries.', public.admin_role_label(p_role)),
      case p_role when 'member' then public.said('server_invalid_request_member_owns')
                  else public.said('server_invalid_request_super_admin_owns') end);
  end if;

  perform public.admin_players_lock();
  -- Under the lock: another super admin may have demoted the caller while they waited.
  if not public.has_role(array['super_admin']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only super admins can manage players.', public.said('server_not_allowed_players'));
  end if;
  select * into p from public.profiles x where x.id = p_player for update;
  if not found then
    return public.rpc_result('unknown_player', 'That player does not exist.', public.said('server_unknown_player'));
  end if;
  if exists (select 1 from unnest(clubs) x where not exists (select 1 from public.clubs c where c.id = x)) then
    return public.rpc_result('unknown_club', 'One of the chosen clubs does not exist.', public.said('server_unknown_club_chosen'));
  end if;
  if exists (select 1 from unnest(countries) x where not exists (select 1 from public.countries k where k.code = x)) then
    return public.rpc_result('unknown_country', 'One of the chosen countries is not in the network.', public.said('server_unknown_country_chosen'));
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
      case when taken like '%, %' then 'have' else 'has' end),
      case when taken like '%, %' then public.said('server_has_owner_many', jsonb_build_object('clubs', taken))
           else public.said('server_has_owner', jsonb_build_object('clubs', taken)) end);
  end if;
  -- Super admins are never banned (a ban needs a demotion first), so none can be made while banned.
  if p_role = 'super_admin' and p.role <> 'super_admin'
     and exists (select 1 from auth.users u where u.id = p_player and u.banned_until > now()) then
    return public.rpc_result('banned', format('%s is banned: lift the ban first.',
      coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player')),
      public.said('server_banned', jsonb_build_object('player',
        public.person_value(coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player')))));
  end if;
  if p.role = 'super_admin' and p_role <> 'super_admin'
     and not exists (select 1 from public.profiles x where x.role = 'super_admin' and x.id <> p_player) then
    return public.rpc_result('last_super_admin', 'This is the last super admin: make someone else a super admin first.',
      public.said('server_last_super_admin'));
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
  -- An owner's role always comes with places (checked above), a member's or super admin's never.
  if old_state = new_state then
    return public.rpc_result('unchanged', format('%s is already a %s%s.', who, public.admin_role_label(p_role),
      coalesce(' of ' || nullif(places, ''), '')), jsonb_build_object('role', p_role, 'owns', new_state - 'role')
      || case p_role
           when 'club_owner' then public.said('server_unchanged_club_owner', jsonb_build_object('player', public.person_value(who), 'places', places))
           when 'country_owner' then public.said('server_unchanged_country_owner', jsonb_build_object('player', public.person_value(who), 'places', places))
           when 'super_admin' then public.said('server_unchanged_super_admin', jsonb_build_object('player', public.person_value(who)))
           else public.said('server_unchanged_member', jsonb_build_object('player', public.person_value(who)))
         end);
  end if;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'set_player_role', 'profiles', p_player::text, null, jsonb_build_object('before', old_state, 'after', new_state));

  return public.rpc_result('ok', format('%s is now a %s%s.', who, public.admin_role_label(p_role),
    coalesce(' of ' || nullif(places, ''), '')), jsonb_build_object('role', p_role, 'owns', new_state - 'role')
    || case p_role
         when 'club_owner' then public.said('server_ok_club_owner', jsonb_build_object('player', public.person_value(who), 'places', places))
         when 'country_owner' then public.said('server_ok_country_owner', jsonb_build_object('player', public.person_value(who), 'places', places))
         when 'super_admin' then public.said('server_ok_super_admin', jsonb_build_object('player', public.person_value(who)))
         else public.said('server_ok_member', jsonb_build_object('player', public.person_value(who)))
       end);
end;
$$;

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
    return public.rpc_result('invalid_request', 'Please choose a player, and whether to ban or unban them.', public.said('server_invalid_request_ban'));
  end if;
  if reason is null or reason = '' or char_length(reason) > 500 then
    return public.rpc_result('invalid_request', 'Please give a reason of 1 to 500 characters.', public.said('server_invalid_request_ban_reason'));
  end if;
  if p_player = caller then
    return public.rpc_result('own_account', 'You cannot ban or unban yourself.', public.said('server_own_account'));
  end if;

  perform public.admin_players_lock();
  if not public.has_role(array['super_admin']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only super admins can manage players.', public.said('server_not_allowed_players'));
  end if;
  select * into p from public.profiles x where x.id = p_player for update;
  select * into u from auth.users x where x.id = p_player for update;
  if p.id is null or u.id is null then
    return public.rpc_result('unknown_player', 'That player does not exist.', public.said('server_unknown_player'));
  end if;
  who := coalesce(public.display_name(p.first_name, p.last_name, p.username), 'The player');
  if p_banned and p.role = 'super_admin' then
    return public.rpc_result('super_admin', format('%s is a super admin: change their role first.', who),
      public.said('server_super_admin', jsonb_build_object('player', public.person_value(who))));
  end if;
  is_banned := coalesce(u.banned_until > now(), false);
  if is_banned = p_banned then
    return public.rpc_result('unchanged', format('%s is already %s.', who, case when p_banned then 'banned' else 'allowed to sign in' end),
      jsonb_build_object('banned_until', case when is_banned then u.banned_until end)
      || case when p_banned then public.said('server_unchanged_banned', jsonb_build_object('player', public.person_value(who)))
              else public.said('server_unchanged_allowed', jsonb_build_object('player', public.person_value(who))) end);
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
    jsonb_build_object('banned_until', ban_until)
    || case when p_banned then public.said('server_ok_banned', jsonb_build_object('player', public.person_value(who)))
            else public.said('server_ok_unbanned', jsonb_build_object('player', public.person_value(who))) end);
end;
$$;

-- -----------------------------------------------------------------------------
-- The audit log: each row's kind and summary as messages
-- -----------------------------------------------------------------------------
-- A kind of action written after this list reads with its English label (audit_action_label) until it has a message.
create function public.audit_action_label_message(p_action text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case p_action
    when 'book_for_member' then public.said('server_audit_action_book_for_member')
    when 'book_walk_in' then public.said('server_audit_action_book_walk_in')
    when 'cancel_for_member' then public.said('server_audit_action_cancel_for_member')
    when 'move_booking' then public.said('server_audit_action_move_booking')
    when 'check_in' then public.said('server_audit_action_check_in')
    when 'no_show' then public.said('server_audit_action_no_show')
    when 'confirm_top_up' then public.said('server_audit_action_confirm_top_up')
    when 'block_court_slots' then public.said('server_audit_action_block_court_slots')
    when 'unblock_court_slots' then public.said('server_audit_action_unblock_court_slots')
    when 'add_club_closure' then public.said('server_audit_action_add_club_closure')
    when 'remove_club_closure' then public.said('server_audit_action_remove_club_closure')
    when 'add_court' then public.said('server_audit_action_add_court')
    when 'update_court' then public.said('server_audit_action_update_court')
    when 'court_in_service' then public.said('server_audit_action_court_in_service')
    when 'court_out_of_service' then public.said('server_audit_action_court_out_of_service')
    when 'set_court_prices' then public.said('server_audit_action_set_court_prices')
    when 'update_club_details' then public.said('server_audit_action_update_club_details')
    when 'set_opening_hours' then public.said('server_audit_action_set_opening_hours')
    when 'set_peak_rule' then public.said('server_audit_action_set_peak_rule')
    when 'set_cancellation_policy' then public.said('server_audit_action_set_cancellation_policy')
    when 'add_member_note' then public.said('server_audit_action_add_member_note')
    when 'delete_member_note' then public.said('server_audit_action_delete_member_note')
    when 'create_tournament' then public.said('server_audit_action_create_tournament')
    when 'close_registration' then public.said('server_audit_action_close_registration')
    when 'record_tournament_result' then public.said('server_audit_action_record_tournament_result')
    when 'create_club' then public.said('server_audit_action_create_club')
    when 'set_club_active' then public.said('server_audit_action_set_club_active')
    when 'appoint_club_owner' then public.said('server_audit_action_appoint_club_owner')
    when 'invite_club_owner' then public.said('server_audit_action_invite_club_owner')
    when 'accept_club_owner' then public.said('server_audit_action_accept_club_owner')
    when 'refuse_club_owner' then public.said('server_audit_action_refuse_club_owner')
    when 'remove_club_owner' then public.said('server_audit_action_remove_club_owner')
    when 'set_player_role' then public.said('server_audit_action_set_player_role')
    when 'ban_player' then public.said('server_audit_action_ban_player')
    when 'unban_player' then public.said('server_audit_action_unban_player')
    when 'set_country_defaults' then public.said('server_audit_action_set_country_defaults')
    when 'record_match_result' then public.said('server_audit_action_record_match_result')
    when 'confirm_match_result' then public.said('server_audit_action_confirm_match_result')
  end;
$$;
comment on function public.audit_action_label_message(text) is
  'Internal: the label of a kind of action as a message (public.said), as audit_action_label says it; null for a kind with no message.';
revoke execute on function public.audit_action_label_message(text) from public, anon, authenticated;

-- The pieces audit_summary_message puts together, as audit_summary writes them.
create function public.audit_court_slot_message(p_court_id uuid, p_date date, p_slot_id int)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when x.slot is null
    then public.said('server_audit_court_day', jsonb_build_object('court', x.court, 'date', x.day))
    else public.said('server_audit_court_slot', jsonb_build_object('court', x.court, 'date', x.day, 'slot', x.slot)) end
  from (select coalesce((select to_jsonb(k.number) from public.courts k where k.id = p_court_id), to_jsonb('?'::text)) as court,
               case when p_date is null then to_jsonb('?'::text) else public.day_value(p_date) end as day,
               (select s.label from public.slots s where s.id = p_slot_id) as slot) x;
$$;
comment on function public.audit_court_slot_message(uuid, date, int) is
  'Internal: audit_court_slot_text as a message ("court 3 on {day} 09:00 - 10:30").';
revoke execute on function public.audit_court_slot_message(uuid, date, int) from public, anon, authenticated;

-- A day the details hold as text: a day value when it is one, else the text as it is.
create function public.audit_day_value(p_day text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_day ~ '^\d{4}-\d{2}-\d{2}$' then public.day_value(p_day::date) else to_jsonb(p_day) end;
$$;
comment on function public.audit_day_value(text) is 'Internal: a day from an audit row''s details as a message value.';
revoke execute on function public.audit_day_value(text) from public, anon, authenticated;

-- "summary, detail": a clause after the sentence so far; none leaves it as it is.
create function public.audit_clause(p_summary jsonb, p_detail jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_detail is null then p_summary
              else public.said('server_audit_and', jsonb_build_object('summary', p_summary, 'detail', p_detail)) end;
$$;
comment on function public.audit_clause(jsonb, jsonb) is 'Internal: "{summary}, {detail}" as a message, or the summary alone without a detail.';
revoke execute on function public.audit_clause(jsonb, jsonb) from public, anon, authenticated;

-- "summary (reason)": the reason staff gave, trimmed; none or a blank one leaves the sentence as it is.
create function public.audit_reason(p_summary jsonb, p_reason text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when nullif(btrim(p_reason), '') is null then p_summary
              else public.said('server_audit_reason', jsonb_build_object('summary', p_summary, 'reason', btrim(p_reason))) end;
$$;
comment on function public.audit_reason(jsonb, text) is 'Internal: "{summary} ({reason})" as a message, or the summary alone without a reason.';
revoke execute on function public.audit_reason(jsonb, text) from public, anon, authenticated;

-- "a, b, c": values one after another, in the array's order; null for none.
create function public.audit_list(p_items jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  result jsonb;
  item jsonb;
begin
  for item in select x.value from jsonb_array_elements(coalesce(p_items, '[]'::jsonb)) with ordinality as x (value, i) order by x.i loop
    result := case when result is null then item
                   else public.said('server_audit_list', jsonb_build_object('items', result, 'item', item)) end;
  end loop;
  return result;
end;
$$;
comment on function public.audit_list(jsonb) is 'Internal: a JSON array of message values as "{items}, {item}" messages, or null when empty.';
revoke execute on function public.audit_list(jsonb) from public, anon, authenticated;

create function public.audit_role_message(p_role public.user_role)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case p_role
    when 'member' then public.said('server_audit_role_member')
    when 'club_owner' then public.said('server_audit_role_club_owner')
    when 'country_owner' then public.said('server_audit_role_country_owner')
    when 'super_admin' then public.said('server_audit_role_super_admin')
  end;
$$;
comment on function public.audit_role_message(public.user_role) is 'Internal: admin_role_label as a message.';
revoke execute on function public.audit_role_message(public.user_role) from public, anon, authenticated;

-- The peak rule of a club or a country's defaults: "evenings from 18:30" or the sentence's words for none,
-- then ", all day on Saturday, Sunday" when weekdays are peak all day.
create function public.audit_peak_message(p_rule jsonb, p_no_evening jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.audit_clause(
    case when p_rule ->> 'peak_starts_at' is null then p_no_evening
         else public.said('server_audit_peak_evenings', jsonb_build_object('time', left(p_rule ->> 'peak_starts_at', 5))) end,
    (select public.said('server_audit_peak_all_day', jsonb_build_object('days', public.audit_list(jsonb_agg(public.weekday_value(w::int) order by w::int))))
     from jsonb_array_elements_text(p_rule -> 'peak_weekdays') w
     having count(*) > 0));
$$;
comment on function public.audit_peak_message(jsonb, jsonb) is
  'Internal: a peak rule ({"peak_starts_at", "peak_weekdays"}) as a message; p_no_evening stands in when there is no evening peak.';
revoke execute on function public.audit_peak_message(jsonb, jsonb) from public, anon, authenticated;

-- audit_summary's sentence as a message: the same cases, in the same order, with the same values.
create function public.audit_summary_message(a public.audit_log, p_person text, p_currency text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  d jsonb := a.details;
  currency text := coalesce(d ->> 'currency', p_currency, 'EUR');
  guest text := d ->> 'guest_name';
  who jsonb;
  b public.bookings;
  booking jsonb;
  n int;
  amount numeric;
  tournament text;
  sentence jsonb;
  purpose jsonb;
begin
  if a.target_table = 'bookings' then
    select * into b from public.bookings x where x.id::text = a.target_id;
    if found then
      booking := public.audit_court_slot_message(b.court_id, b.date, b.slot_id);
      guest := coalesce(guest, b.guest_name);
    end if;
  end if;
  -- A walk-in guest has no profile: the name typed at the desk stands in.
  who := case when p_person is not null then public.person_value(p_person)
              when guest is not null then public.said('server_audit_walk_in_guest', jsonb_build_object('guest', public.person_value(guest))) end;
  if a.target_table = 'tournaments' then
    select t.name into tournament from public.tournaments t where t.id::text = a.target_id;
  elsif a.target_table = 'tournament_matches' then
    select t.name into tournament from public.tournaments t where t.id::text = d ->> 'tournament_id';
  end if;

  case a.action
    when 'book_for_member' then
      return public.said('server_audit_booked_from_wallet', jsonb_build_object(
        'booking', public.audit_court_slot_message((d ->> 'court_id')::uuid, (d ->> 'date')::date, (d ->> 'slot_id')::int),
        'person', coalesce(who, public.said('server_audit_a_member')),
        'amount', public.money_value((d ->> 'price')::numeric, currency)));
    when 'book_walk_in' then
      return public.said('server_audit_booked_paid_at_desk', jsonb_build_object(
        'booking', public.audit_court_slot_message((d ->> 'court_id')::uuid, (d ->> 'date')::date, (d ->> 'slot_id')::int),
        'person', case when d ->> 'guest_name' is null then public.said('server_audit_a_walk_in_guest')
                       else public.said('server_audit_walk_in_guest', jsonb_build_object('guest', public.person_value(d ->> 'guest_name'))) end,
        'amount', public.money_value((d ->> 'price')::numeric, currency)));
    when 'cancel_for_member' then
      amount := coalesce((d ->> 'refund')::numeric, 0);
      sentence := case
        when who is not null and booking is not null then public.said('server_audit_cancelled', jsonb_build_object('person', who, 'booking', booking))
        when who is not null then public.said('server_audit_cancelled_booking', jsonb_build_object('person', who))
        when booking is not null then public.said('server_audit_cancelled_a_booking_of', jsonb_build_object('booking', booking))
        else public.said('server_audit_cancelled_a_booking')
      end;
      return public.audit_reason(public.audit_clause(sentence, case
               when amount > 0 and p_person is null and guest is not null
                 then public.said('server_audit_refund_at_desk', jsonb_build_object('amount', public.money_value(amount, currency)))
               when amount > 0 then public.said('server_audit_refund_to_wallet', jsonb_build_object('amount', public.money_value(amount, currency)))
               else public.said('server_audit_no_refund')
             end), d ->> 'reason');
    when 'move_booking' then
      amount := coalesce((d ->> 'difference')::numeric, 0);
      sentence := case when who is not null
        then public.said('server_audit_moved', jsonb_build_object('person', who,
          'from', public.audit_court_slot_message((d #>> '{from,court_id}')::uuid, (d #>> '{from,date}')::date, (d #>> '{from,slot_id}')::int),
          'to', public.audit_court_slot_message((d #>> '{to,court_id}')::uuid, (d #>> '{to,date}')::date, (d #>> '{to,slot_id}')::int)))
        else public.said('server_audit_moved_a_booking', jsonb_build_object(
          'from', public.audit_court_slot_message((d #>> '{from,court_id}')::uuid, (d #>> '{from,date}')::date, (d #>> '{from,slot_id}')::int),
          'to', public.audit_court_slot_message((d #>> '{to,court_id}')::uuid, (d #>> '{to,date}')::date, (d #>> '{to,slot_id}')::int)))
      end;
      return public.audit_clause(sentence, case
        when amount > 0 then public.said('server_audit_more_charged', jsonb_build_object('amount', public.money_value(amount, currency)))
        when amount < 0 then public.said('server_audit_refunded', jsonb_build_object('amount', public.money_value(-amount, currency)))
      end);
    when 'check_in' then
      return case when booking is not null
        then public.said('server_audit_checked_in_for', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member')), 'booking', booking))
        else public.said('server_audit_checked_in', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member')))) end;
    when 'no_show' then
      return case when booking is not null
        then public.said('server_audit_no_show_for', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member')), 'booking', booking))
        else public.said('server_audit_no_show', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member')))) end;
    when 'confirm_top_up' then
      return public.said('server_audit_top_up', jsonb_build_object(
        'amount', public.money_value((d ->> 'amount')::numeric, currency), 'person', coalesce(who, public.said('server_audit_a_member'))));
    when 'block_court_slots' then
      n := coalesce((d ->> 'blocked')::int, 0);
      purpose := case d ->> 'kind'
        when 'maintenance' then public.said('server_audit_block_maintenance')
        when 'class' then public.said('server_audit_block_class')
        when 'event' then public.said('server_audit_block_event')
        when 'other' then public.said('server_audit_block_other')
        else coalesce(to_jsonb(d ->> 'kind'), public.said('server_audit_block_a_reason')) end;
      sentence := case when d ->> 'until' is not null and d ->> 'until' <> d ->> 'from'
        then public.said('server_audit_blocked_until', jsonb_build_object(
          'count', n, 'purpose', purpose, 'from', public.audit_day_value(d ->> 'from'), 'until', public.audit_day_value(d ->> 'until')))
        else public.said('server_audit_blocked', jsonb_build_object('count', n, 'purpose', purpose, 'from', public.audit_day_value(d ->> 'from')))
      end;
      if (d ->> 'weekly')::boolean then
        sentence := public.audit_clause(sentence, public.said('server_audit_weekly'));
      end if;
      n := jsonb_array_length(coalesce(d -> 'cancelled', '[]'));
      return public.audit_clause(public.audit_reason(sentence, d ->> 'reason'), case when n > 0
        then public.said('server_audit_cancelled_refunded', jsonb_build_object('count', n)) end);
    when 'unblock_court_slots' then
      return public.said('server_audit_unblocked', jsonb_build_object('count', coalesce((d ->> 'unblocked')::int, 0)));
    when 'add_club_closure' then
      n := jsonb_array_length(coalesce(d -> 'cancelled', '[]'));
      return public.audit_clause(
        public.audit_reason(public.said('server_audit_closed_day', jsonb_build_object('date', public.audit_day_value(d ->> 'date'))), d ->> 'reason'),
        case when n > 0 then public.said('server_audit_closure_cancelled', jsonb_build_object(
          'count', n, 'amount', public.money_value(coalesce((d ->> 'refunded')::numeric, 0), currency))) end);
    when 'remove_club_closure' then
      return public.said('server_audit_opened_day', jsonb_build_object('date', public.audit_day_value(d ->> 'date')));
    when 'add_court' then
      return public.said('server_audit_court_added', jsonb_build_object(
        'court', d -> 'number', 'name', d ->> 'name',
        'type', case d ->> 'type' when 'indoor' then public.said('server_audit_court_indoor')
                                  when 'outdoor' then public.said('server_audit_court_outdoor') else to_jsonb(d ->> 'type') end,
        'off_peak', public.money_value((d ->> 'off_peak_price')::numeric, currency),
        'peak', public.money_value((d ->> 'peak_price')::numeric, currency)));
    when 'update_court' then
      return public.said('server_audit_court_changed', jsonb_build_object(
        'court', d -> 'number', 'name', d #>> '{after,name}',
        'type', case d #>> '{after,type}' when 'indoor' then public.said('server_audit_court_indoor')
                                          when 'outdoor' then public.said('server_audit_court_outdoor') else to_jsonb(d #>> '{after,type}') end));
    when 'court_out_of_service' then
      n := coalesce((d ->> 'future_bookings')::int, 0);
      return public.audit_clause(public.said('server_audit_court_out_of_service', jsonb_build_object('court', d -> 'number')),
        case when n > 0 then public.said('server_audit_future_bookings_kept', jsonb_build_object('count', n)) end);
    when 'court_in_service' then
      return public.said('server_audit_court_in_service', jsonb_build_object('court', d -> 'number'));
    when 'set_court_prices' then
      return public.said('server_audit_court_prices', jsonb_build_object(
        'court', d -> 'number',
        'off_peak', public.money_value((d #>> '{after,off_peak_price}')::numeric, currency),
        'peak', public.money_value((d #>> '{after,peak_price}')::numeric, currency),
        'was_off_peak', public.money_value((d #>> '{before,off_peak_price}')::numeric, currency),
        'was_peak', public.money_value((d #>> '{before,peak_price}')::numeric, currency)));
    when 'update_club_details' then
      sentence := (
        select public.audit_list(jsonb_agg(case x.k
                 when 'name' then public.said('server_audit_field_name')
                 when 'address' then public.said('server_audit_field_address')
                 when 'phone' then public.said('server_audit_field_phone')
                 else public.said('server_audit_field_email') end order by x.o))
        from unnest(array['name', 'address', 'phone', 'email']) with ordinality as x (k, o)
        where (d -> 'before' -> x.k) is distinct from (d -> 'after' -> x.k));
      return case when sentence is null then public.said('server_audit_club_details')
                  else public.said('server_audit_club_details_fields', jsonb_build_object('fields', sentence)) end;
    when 'set_opening_hours' then
      n := coalesce((d ->> 'bookings_outside_hours')::int, 0);
      return case when n > 0 then public.said('server_audit_opening_hours_kept', jsonb_build_object('count', n))
                  else public.said('server_audit_opening_hours') end;
    when 'set_peak_rule' then
      return public.said('server_audit_peak_rule', jsonb_build_object(
        'rule', public.audit_peak_message(d -> 'after', public.said('server_audit_peak_no_evening'))));
    when 'set_cancellation_policy' then
      n := (d ->> 'after')::int;
      return public.said('server_audit_was_hours', jsonb_build_object(
        'summary', case when n = 0 then public.said('server_audit_policy_start')
                        else public.said('server_audit_policy_hours', jsonb_build_object('hours', n)) end,
        'hours', (d ->> 'before')::int));
    when 'add_member_note' then
      return public.said('server_audit_note_added', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member'))));
    when 'delete_member_note' then
      return public.said('server_audit_note_deleted', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_member'))));
    when 'create_tournament' then
      return public.audit_clause(public.said('server_audit_tournament_published', jsonb_build_object(
          'tournament', d ->> 'name',
          'format', case d ->> 'format' when 'knockout' then public.said('server_audit_format_knockout')
                                        when 'round_robin' then public.said('server_audit_format_round_robin')
                                        when 'americano' then public.said('server_audit_format_americano')
                                        else to_jsonb(replace(d ->> 'format', '_', ' ')) end,
          'date', public.audit_day_value(d ->> 'starts_on'))),
        case when coalesce((d ->> 'entry_fee')::numeric, 0) > 0
          then public.said('server_audit_entry_fee', jsonb_build_object('amount', public.money_value((d ->> 'entry_fee')::numeric, currency))) end);
    when 'close_registration' then
      return case when d ->> 'outcome' = 'closed'
        then public.said('server_audit_registration_closed_draw', jsonb_build_object(
          'tournament', coalesce(to_jsonb(tournament), public.said('server_audit_a_tournament'))))
        else public.said('server_audit_registration_closed_cancelled', jsonb_build_object(
          'tournament', coalesce(to_jsonb(tournament), public.said('server_audit_a_tournament')))) end;
    when 'record_tournament_result' then
      sentence := (
        select to_jsonb(string_agg((s ->> 0) || '-' || (s ->> 1), ' ' order by i))
        from jsonb_array_elements(case when jsonb_typeof(d -> 'sets') = 'array' then d -> 'sets' else '[]' end) with ordinality as x (s, i));
      return case when sentence is null
        then public.said('server_audit_tournament_result', jsonb_build_object(
          'tournament', coalesce(to_jsonb(tournament), public.said('server_audit_a_tournament'))))
        else public.said('server_audit_tournament_result_score', jsonb_build_object(
          'tournament', coalesce(to_jsonb(tournament), public.said('server_audit_a_tournament')), 'score', sentence)) end;
    when 'create_club' then
      return public.said('server_audit_club_created', jsonb_build_object(
        'club', d ->> 'name', 'city', d ->> 'city', 'country', d ->> 'country_code', 'count', jsonb_array_length(coalesce(d -> 'courts', '[]'))));
    when 'set_club_active' then
      n := coalesce((d ->> 'upcoming_bookings')::int, 0);
      return public.audit_reason(case when (d ->> 'active')::boolean then public.said('server_audit_club_reactivated')
                                      else public.audit_clause(public.said('server_audit_club_deactivated'), case when n > 0
                                             then public.said('server_audit_bookings_already_made_kept', jsonb_build_object('count', n)) end) end,
                                 d ->> 'reason');
    when 'appoint_club_owner' then
      sentence := case when coalesce(nullif(d ->> 'name', ''), d ->> 'email') is null then public.said('server_audit_someone')
                       else public.person_value(coalesce(nullif(d ->> 'name', ''), d ->> 'email')) end;
      return case when d ->> 'email' is not null
        then public.said('server_audit_owner_made_email', jsonb_build_object('person', sentence, 'email', d ->> 'email'))
        else public.said('server_audit_owner_made', jsonb_build_object('person', sentence)) end;
    when 'invite_club_owner' then
      return public.said('server_audit_owner_invited', jsonb_build_object('person', case when d ->> 'email' is not null
        then public.person_value(d ->> 'email') else public.said('server_audit_someone') end));
    when 'refuse_club_owner' then
      return case when coalesce(d ->> 'email', p_person) is not null
        then public.said('server_audit_owner_refused', jsonb_build_object('person', public.person_value(coalesce(d ->> 'email', p_person))))
        else public.said('server_audit_owner_refused_someone') end;
    when 'accept_club_owner' then
      return case when coalesce(d ->> 'email', p_person) is not null
        then public.said('server_audit_owner_accepted', jsonb_build_object('person', public.person_value(coalesce(d ->> 'email', p_person))))
        else public.said('server_audit_owner_accepted_someone') end;
    when 'remove_club_owner' then
      return case when d ->> 'previous_owner_id' is not null then public.said('server_audit_owner_removed')
                  else public.said('server_audit_owner_invitation_cancelled', jsonb_build_object('person', case when d ->> 'cancelled_invitation' is not null
                    then public.person_value(d ->> 'cancelled_invitation') else public.said('server_audit_someone') end)) end;
    when 'set_player_role' then
      sentence := to_jsonb(nullif(concat_ws(', ',
        (select string_agg(c ->> 'name', ', ' order by c ->> 'name') from jsonb_array_elements(coalesce(d #> '{after,clubs}', '[]')) c),
        (select string_agg(k ->> 'name', ', ' order by k ->> 'name') from jsonb_array_elements(coalesce(d #> '{after,countries}', '[]')) k)), ''));
      return case
        when who is not null and sentence is not null then public.said('server_audit_role_changed_of', jsonb_build_object('person', who,
          'from', public.audit_role_message((d #>> '{before,role}')::public.user_role),
          'to', public.audit_role_message((d #>> '{after,role}')::public.user_role), 'places', sentence))
        when who is not null then public.said('server_audit_role_changed', jsonb_build_object('person', who,
          'from', public.audit_role_message((d #>> '{before,role}')::public.user_role),
          'to', public.audit_role_message((d #>> '{after,role}')::public.user_role)))
        when sentence is not null then public.said('server_audit_a_role_changed_of', jsonb_build_object(
          'from', public.audit_role_message((d #>> '{before,role}')::public.user_role),
          'to', public.audit_role_message((d #>> '{after,role}')::public.user_role), 'places', sentence))
        else public.said('server_audit_a_role_changed', jsonb_build_object(
          'from', public.audit_role_message((d #>> '{before,role}')::public.user_role),
          'to', public.audit_role_message((d #>> '{after,role}')::public.user_role)))
      end;
    when 'ban_player' then
      n := coalesce((d ->> 'sessions_ended')::int, 0);
      return public.audit_reason(public.audit_clause(
        public.said('server_audit_banned', jsonb_build_object('person', coalesce(who, public.said('server_audit_a_player')))),
        case when n > 0 then public.said('server_audit_sessions_ended', jsonb_build_object('count', n)) end), d ->> 'reason');
    when 'unban_player' then
      return public.audit_reason(case when who is not null then public.said('server_audit_ban_lifted', jsonb_build_object('person', who))
                                      else public.said('server_audit_a_ban_lifted') end, d ->> 'reason');
    when 'set_country_defaults' then
      n := (d #>> '{after,full_refund_hours}')::int;
      return public.said('server_audit_country_defaults', jsonb_build_object(
        'country', coalesce(d ->> 'country', a.target_id),
        'refund', case when n = 0 then public.said('server_audit_full_refund_start')
                       else public.said('server_audit_full_refund_hours', jsonb_build_object('hours', n)) end,
        'peak', public.audit_peak_message(d -> 'after', public.said('server_audit_peak_no_evening_short'))));
    else
      return case when who is null then public.audit_action_label_message(a.action)
                  else public.said('server_audit_action_for', jsonb_build_object(
                    'action', coalesce(public.audit_action_label_message(a.action), to_jsonb(public.audit_action_label(a.action))), 'person', who)) end;
  end case;
exception when others then
  return case when p_person is null then public.audit_action_label_message(a.action)
              else public.said('server_audit_action_for', jsonb_build_object(
                'action', coalesce(public.audit_action_label_message(a.action), to_jsonb(public.audit_action_label(a.action))),
                'person', public.person_value(p_person))) end;
end;
$$;
comment on function public.audit_summary_message(public.audit_log, text, text) is
  'Internal: audit_summary''s sentence as a message (public.said), its people, amounts and days as values; null only for a kind with no message and no one it is about.';
revoke execute on function public.audit_summary_message(public.audit_log, text, text) from public, anon, authenticated;

create or replace function public.audit_action_kinds()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.audit_scope_refusal();
begin
  if refusal is not null then
    return refusal;
  end if;
  -- The known kinds, and any other kind already written (an RPC newer than the list above).
  return public.rpc_result('ok', 'Kinds of action listed.', jsonb_build_object('actions', (
    select coalesce(jsonb_agg(jsonb_build_object('action', k.action, 'label', public.audit_action_label(k.action),
                                                 'label_message', public.audit_action_label_message(k.action))
                              order by public.audit_action_label(k.action)), '[]'::jsonb)
    from (select l.action from public.audit_action_labels() l
          union
          select distinct a.action from public.audit_log a) k)) || public.said('server_ok_action_kinds'));
end;
$$;

create or replace function public.audit_entries(
  p_club_id uuid default null,
  p_actor text default null,
  p_action text default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.audit_scope_refusal();
  everything boolean := public.has_role(array['super_admin']::public.user_role[]);
  person text := public.search_fold(btrim(coalesce(p_actor, '')));
  pattern text;
  kind text := nullif(btrim(coalesce(p_action, '')), '');
  from_ts timestamptz;
  to_ts timestamptz;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is not null then
    refusal := public.staff_club_refusal(p_club_id, 'You can see the audit log of the clubs you run only.');
    if refusal is not null then
      return refusal;
    end if;
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_offset is null or p_offset < 0 or p_offset > 1000000 then
    return public.rpc_result('invalid_request', 'Please ask for 1 to 200 rows at a time.', public.said('server_invalid_request_rows'));
  end if;
  if char_length(person) > 100 then
    return public.rpc_result('invalid_request', 'Please search for a person with at most 100 characters.',
      public.said('server_invalid_request_person_search'));
  end if;
  if not isfinite(p_from) or not isfinite(p_to) or p_from < date '2000-01-01' or p_to > current_date + 366 then
    return public.rpc_result('invalid_request', 'Please choose days between 1 January 2000 and a year from today.',
      public.said('server_invalid_request_period_days'));
  end if;
  if p_to < p_from then
    return public.rpc_result('invalid_request', 'The period ends before it starts: please choose a last day on or after the first.',
      public.said('server_invalid_request_period_order'));
  end if;
  if p_to - p_from + 1 > 366 then
    return public.rpc_result('invalid_request', 'Please choose a period of at most 366 days.', public.said('server_invalid_request_period_length'));
  end if;
  -- The search is text, never a pattern: % and _ typed by staff match themselves.
  pattern := '%' || replace(replace(replace(person, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- A club's day starts at most 14 hours before and ends at most 12 hours after the UTC day: the index narrows the
  -- rows to the UTC days around the period, and each row's own local day decides.
  from_ts := (p_from - 1)::timestamp at time zone 'UTC';
  to_ts := (p_to + 2)::timestamp at time zone 'UTC';

  with scoped as (
    select a.id, a.created_at, a.actor_id, a.action, a.club_id, a.details, a as entry,
           public.audit_target_person(a.target_table, a.target_id, a.details) as person_id, c.name as club_name,
           coalesce(c.time_zone, k.time_zone) as time_zone, coalesce(c.currency, k.currency) as currency
    from public.audit_log a
    left join public.clubs c on c.id = a.club_id
    left join public.countries k on a.club_id is null and a.target_table = 'countries' and k.code = a.target_id
    where (everything
           or a.club_id in (select public.staff_club_ids())
           or (k.code is not null and public.is_country_staff(k.code)))
      and (p_club_id is null or a.club_id = p_club_id)
      and (kind is null or a.action = kind)
      and (p_from is null or a.created_at >= from_ts)
      and (p_to is null or a.created_at < to_ts)
  ),
  dated as (
    select s.*, (s.created_at at time zone coalesce(s.time_zone, 'UTC'))::date as day
    from scoped s
  ),
  matching as (
    select d.*
    from dated d
    left join public.profiles actor on actor.id = d.actor_id
    left join public.profiles target on target.id = d.person_id
    where (p_from is null or d.day >= p_from)
      and (p_to is null or d.day <= p_to)
      and (person = ''
           or public.search_fold(public.display_name(actor.first_name, actor.last_name, null)) like pattern
           or public.search_fold(actor.username) like pattern
           or public.search_fold(actor.email) like pattern
           or public.search_fold(public.display_name(target.first_name, target.last_name, null)) like pattern
           or public.search_fold(target.username) like pattern
           or public.search_fold(target.email) like pattern
           or public.search_fold(d.details ->> 'guest_name') like pattern)
  ),
  page as (
    select m.* from matching m order by m.created_at desc, m.id desc offset p_offset limit p_limit
  )
  select public.rpc_result('ok', 'Audit log ready.', jsonb_build_object(
    'total', (select count(*) from matching),
    'limit', p_limit,
    'offset', p_offset,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', p.id,
          'at', p.created_at,
          'day', p.day,
          'time_zone', coalesce(p.time_zone, 'UTC'),
          'actor', case when p.actor_id is not null then jsonb_build_object(
              'id', p.actor_id,
              'name', coalesce(public.display_name(actor.first_name, actor.last_name, actor.username), 'Former member'),
              'email', actor.email) end,
          'action', p.action,
          'action_label', public.audit_action_label(p.action),
          'action_label_message', public.audit_action_label_message(p.action),
          'summary', public.audit_summary(p.entry, target.name, p.currency),
          'summary_message', public.audit_summary_message(p.entry, target.name, p.currency),
          'target', case
              when target.id is not null then jsonb_build_object('id', target.id, 'name', target.name)
              when p.details ->> 'guest_name' is not null then jsonb_build_object('id', null, 'name', p.details ->> 'guest_name')
            end,
          'club', case when p.club_id is not null then jsonb_build_object('id', p.club_id, 'name', p.club_name) end
        ) order by p.created_at desc, p.id desc)
      from page p
      left join public.profiles actor on actor.id = p.actor_id
      left join lateral (
        select t.id, public.display_name(t.first_name, t.last_name, t.username) as name
        from public.profiles t where t.id = p.person_id
      ) target on true
    ), '[]'::jsonb)
  ) || public.said('server_ok_audit_log')) into result;
  return result;
end;
$$;
