-- appoint_club_owner refuses a banned account, as admin_set_role refuses to promote a banned player: the person
-- could not sign in to run the club. The rest of the function is unchanged.

create or replace function public.appoint_club_owner(p_club_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can appoint club owners.');
  address text := lower(btrim(p_email));
  club public.clubs;
  person public.profiles;
  previous uuid;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is null then
    return public.rpc_result('invalid_request', 'Please choose a club.');
  end if;
  if address is null or address = '' or char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return public.rpc_result('invalid_request', 'Please enter a valid email address', jsonb_build_object('field', 'email'));
  end if;
  -- One owner change per club at a time.
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.');
  end if;

  select p.* into person
  from auth.users u join public.profiles p on p.id = u.id
  where lower(u.email) = address and u.email_confirmed_at is not null and u.deleted_at is null
  limit 1;
  if found then
    -- A banned account cannot sign in to run the club: the ban is lifted first, as for any promotion.
    if exists (select 1 from auth.users u where u.id = person.id and u.banned_until > now()) then
      return public.rpc_result('banned', format('%s is banned: lift the ban first.',
        public.person_name(person.first_name, person.last_name, person.username)));
    end if;
    if club.owner_id = person.id then
      return public.rpc_result('appointed', format('%s is already the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
        jsonb_build_object('owner_id', person.id));
    end if;
    previous := public.make_club_owner(club.id, person.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values ((select auth.uid()), 'appoint_club_owner', 'clubs', club.id::text, club.id,
            jsonb_build_object('owner_id', person.id, 'email', address, 'name', public.person_name(person.first_name, person.last_name, person.username),
                               'previous_owner_id', previous));
    return public.rpc_result('appointed', format('%s is now the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
      jsonb_build_object('owner_id', person.id));
  end if;

  -- No confirmed account: the invitation waits for them (one pending per club, the latest address).
  delete from public.club_owner_invitations i where i.club_id = club.id and i.accepted_at is null;
  insert into public.club_owner_invitations (club_id, email, invited_by) values (club.id, address, (select auth.uid()));
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'invite_club_owner', 'clubs', club.id::text, club.id, jsonb_build_object('email', address));
  return public.rpc_result('invite',
    format('%s has no ELSY account yet: they are invited to own %s and become its owner when they accept.', address, club.name),
    jsonb_build_object('email', address, 'club_name', club.name));
end;
$$;
comment on function public.appoint_club_owner(uuid, text) is
  'Super admin: the person with this confirmed e-mail owns the club now (a member becomes club_owner; the previous owner, owning no club and club_owner, becomes member) → {status appointed, message, owner_id}; without a confirmed account the club''s pending invitation is recorded (replacing any) → {status invite, message, email, club_name}: the caller sends the invitation e-mail. Refuses a banned account (banned: lift the ban first). Else invalid_request|unknown_club|not_allowed|not_signed_in.';
revoke execute on function public.appoint_club_owner(uuid, text) from public, anon;
grant execute on function public.appoint_club_owner(uuid, text) to authenticated, service_role;
