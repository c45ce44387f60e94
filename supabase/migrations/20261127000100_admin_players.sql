-- =============================================================================
-- The super admin's Players page: search every player, read one player's card, change a role, ban and unban.
--
-- Super admins only; everyone else is refused with a sentence. Every change is one transaction with its
-- audit_log row (target_table 'profiles', target_id the player), so no change exists without its record.
--
-- A ban is the auth service's own: auth.users.banned_until (the service refuses sign-in and refresh while it
-- lies in the future) and the player's sessions deleted (their refresh tokens go with them), as the auth
-- service's admin API does for ban_duration.
--
-- Role changes and bans take one transaction-level advisory lock and re-check the caller's role under it: two
-- super admins demoting each other at once run one after the other, and the second is no longer a super admin.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Internal helpers
-- -----------------------------------------------------------------------------
create function public.admin_players_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when not public.has_role(array['super_admin']::public.user_role[])
      then public.rpc_result('not_allowed', 'Only super admins can manage players.')
  end;
$$;
revoke execute on function public.admin_players_refusal() from public, anon, authenticated;
comment on function public.admin_players_refusal() is
  'Internal: the refusal the Players page RPCs answer (not_signed_in, not_allowed for anyone but a super admin), or null.';

-- One lock for every role change and ban: serialises them, so the super admins can never all be demoted at once.
create function public.admin_players_lock()
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.admin_players'));
$$;
revoke execute on function public.admin_players_lock() from public, anon, authenticated;
comment on function public.admin_players_lock() is 'Internal: the transaction lock every role change and ban takes first.';

-- What a player owns, as the card and the audit row show it.
create function public.admin_player_ownership(p_player uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'clubs', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'city', c.city, 'country_code', c.country_code)
                                        order by c.name, c.id)
                       from public.clubs c where c.owner_id = p_player), '[]'::jsonb),
    'countries', coalesce((select jsonb_agg(jsonb_build_object('code', k.code, 'name', k.name) order by k.name)
                           from public.countries k where k.owner_id = p_player), '[]'::jsonb));
$$;
revoke execute on function public.admin_player_ownership(uuid) from public, anon, authenticated;
comment on function public.admin_player_ownership(uuid) is 'Internal: {clubs: [{id, name, city, country_code}], countries: [{code, name}]} the player owns.';

create function public.admin_role_label(p_role public.user_role)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_role
    when 'member' then 'member'
    when 'club_owner' then 'club owner'
    when 'country_owner' then 'country owner'
    when 'super_admin' then 'super admin'
  end;
$$;
revoke execute on function public.admin_role_label(public.user_role) from public, anon, authenticated;
comment on function public.admin_role_label(public.user_role) is 'Internal: a role as a sentence names it ("club owner").';

-- -----------------------------------------------------------------------------
-- admin_players: the list
-- -----------------------------------------------------------------------------
create function public.admin_players(
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
    return public.rpc_result('invalid_request', 'Please ask for 1 to 100 players at a time.');
  end if;
  if char_length(p_search) > 100 then
    return public.rpc_result('invalid_request', 'Please search with at most 100 characters.');
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
  )) into result;
  return result;
end;
$$;
comment on function public.admin_players(text, public.user_role, integer, integer) is
  'The Players page: every player matching a search (name, username or e-mail, accents and case ignored, text not pattern) and a role, with clubs and countries owned, banned, joined and last sign-in; super admins only. Returns {status ok|not_allowed|not_signed_in|invalid_request, message, total, offset, limit, rows}.';
revoke execute on function public.admin_players(text, public.user_role, integer, integer) from public, anon;
grant execute on function public.admin_players(text, public.user_role, integer, integer) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- admin_player_card: one player
-- -----------------------------------------------------------------------------
create function public.admin_player_card(p_player uuid)
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
    return public.rpc_result('invalid_request', 'Please choose a player.');
  end if;
  select * into p from public.profiles x where x.id = p_player;
  select * into u from auth.users x where x.id = p_player;
  if p.id is null or u.id is null then
    return public.rpc_result('unknown_player', 'That player does not exist.');
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
  ));
end;
$$;
comment on function public.admin_player_card(uuid) is
  'A player''s card for a super admin: profile and e-mail, role, clubs and countries owned, bookings (total and the last 5), wallet balances per currency, matches (total and the last 5), the last 10 sign-ins and the open sessions the auth service records, the ban, and every club and country with its owner for the role form. Returns {status ok|not_allowed|not_signed_in|invalid_request|unknown_player, message, player, owns, bookings, wallet, matches, sign_ins, sessions, choices}.';
revoke execute on function public.admin_player_card(uuid) from public, anon;
grant execute on function public.admin_player_card(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- admin_set_role
-- -----------------------------------------------------------------------------
create function public.admin_set_role(
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
  refusal jsonb := public.admin_players_refusal();
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
  'Super admins only: make a player a member, the club owner of the chosen clubs (at least one), the country owner of the chosen countries (at least one) or a super admin; ownership of anything not chosen ends. Refuses the caller''s own role, clubs or countries another person owns, making a banned player a super admin, and demoting the last super admin; serialised with bans by one lock; audited (set_player_role, before and after). Returns {status ok|unchanged|not_allowed|not_signed_in|invalid_request|own_role|unknown_player|unknown_club|unknown_country|has_owner|banned|last_super_admin, message, role, owns}.';
revoke execute on function public.admin_set_role(uuid, public.user_role, uuid[], text[]) from public, anon;
grant execute on function public.admin_set_role(uuid, public.user_role, uuid[], text[]) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- admin_set_ban
-- -----------------------------------------------------------------------------
create function public.admin_set_ban(p_player uuid, p_banned boolean, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  refusal jsonb := public.admin_players_refusal();
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
  'Super admins only: ban a player through the auth service''s ban (auth.users.banned_until 100 years ahead, sessions and refresh tokens ended) or lift it, with a reason of 1 to 500 characters, in one transaction with its audit row (ban_player / unban_player). Refuses the caller themselves and banning a super admin. Returns {status ok|unchanged|not_allowed|not_signed_in|invalid_request|own_account|unknown_player|super_admin, message, banned_until}.';
revoke execute on function public.admin_set_ban(uuid, boolean, text) from public, anon;
grant execute on function public.admin_set_ban(uuid, boolean, text) to authenticated, service_role;
