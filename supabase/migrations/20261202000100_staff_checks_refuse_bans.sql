-- A ban ends a person's powers at once, as a demotion does. The auth service refuses a banned account's sign-in and
-- refresh, but an access token it minted before the ban stays valid until it expires (up to an hour): every
-- database check of who may act must therefore look at the ban itself (auth.users.banned_until > now()).
--
-- has_role is the one role rule: it now says no to a banned caller, whatever their role. The staff rules
-- (is_club_staff, staff_club_ids, is_country_staff) ask it for ownership too — "a club's owner, in good standing" —
-- so every staff policy and RPC, which go through those, refuses a banned owner the moment the ban is written.
-- It stays cheap in policies: one primary-key look-up in auth.users beside the one in profiles, and policies
-- call it as "(select ...)", once per statement.

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
      and not exists (select 1 from auth.users u where u.id = p.id and u.banned_until > now())
  );
$$;
comment on function public.has_role(public.user_role[]) is
  'True when the signed-in caller''s profile role is one of the given roles and the account is not banned; the super admin role counts only in a two-step (aal2) session. The one role rule.';

-- Ownership counts for an account in good standing: any role has_role says yes to (a super admin only at aal2).
create or replace function public.is_club_staff(club uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    public.has_role(array['super_admin']::public.user_role[])
    or (exists (
          select 1 from public.clubs c
          left join public.countries k on k.code = c.country_code
          where c.id = is_club_staff.club
            and (c.owner_id = (select auth.uid()) or k.owner_id = (select auth.uid())))
        and public.has_role(enum_range(null::public.user_role)))
  );
$$;
comment on function public.is_club_staff(uuid) is
  'May the caller act for this club: a super admin, the club''s owner or the owner of the club''s country, never while banned (has_role). The one staff rule.';

-- The same rule as a set, with the role checks asked once per call rather than once per club.
create or replace function public.staff_club_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clubs c
  left join public.countries k on k.code = c.country_code
  where (select public.has_role(array['super_admin']::public.user_role[]))
     or ((select public.has_role(enum_range(null::public.user_role)))
         and (c.owner_id = (select auth.uid()) or k.owner_id = (select auth.uid())));
$$;
comment on function public.staff_club_ids() is 'Ids of the clubs the caller is staff of: those is_club_staff says yes to (never while banned).';

create or replace function public.is_country_staff(p_country_code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    public.has_role(array['super_admin']::public.user_role[])
    or (exists (select 1 from public.countries k where k.code = p_country_code and k.owner_id = (select auth.uid()))
        and public.has_role(enum_range(null::public.user_role)))
  );
$$;
comment on function public.is_country_staff(text) is
  'May the caller act for this country as a whole (its defaults): a super admin or the country''s owner, never while banned (has_role).';
