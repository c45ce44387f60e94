-- =============================================================================
-- Profiles: one row per auth user, created by a trigger from the sign-up
-- metadata (next migration). Users read and edit only their own row and only
-- the personal columns; role, e-mail, username and referral fields are never
-- theirs to change. Staff read access arrives with the dashboards (later issues).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Types
-- -----------------------------------------------------------------------------
create type public.user_role as enum ('member', 'club_owner', 'country_owner', 'super_admin');
comment on type public.user_role is 'Access level of a person in the ELSY network.';

-- -----------------------------------------------------------------------------
-- Table
-- -----------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  -- Case-insensitive uniqueness comes from profiles_username_key below; a plain
  -- unique index on lower() avoids depending on the citext extension, whose
  -- schema differs between a Supabase project (extensions) and the local stack.
  username text not null
    constraint profiles_username_format check (username ~ '^[A-Za-z0-9_-]{3,50}$'),
  email text,
  -- E.164 as produced by libphonenumber-js: "+", country code, at most 15 digits.
  phone text constraint profiles_phone_e164 check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  role public.user_role not null default 'member',
  referral_code text not null
    constraint profiles_referral_code_format check (referral_code ~ '^[A-Z0-9]{4,16}$'),
  referred_by uuid references public.profiles (id) on delete set null
    constraint profiles_not_self_referred check (referred_by <> id),
  -- Clubs arrive in a later issue, which adds the foreign key.
  home_club_id uuid,
  avatar_url text check (char_length(avatar_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;

comment on table public.profiles is
  'One row per auth user: personal details, role and referral code. Created by the on_auth_user_created trigger.';
comment on column public.profiles.referral_code is
  'This person''s own code to share; others enter it at sign-up (see check_referral_code).';
comment on column public.profiles.referred_by is
  'Whose referral code was used at sign-up; null when none or when the code did not match.';

create unique index profiles_username_key on public.profiles (lower(username));
create unique index profiles_referral_code_key on public.profiles (referral_code);
create index profiles_referred_by_idx on public.profiles (referred_by);

-- -----------------------------------------------------------------------------
-- Generated values
-- -----------------------------------------------------------------------------

-- 8 characters from a 32-letter alphabet without look-alikes (0/O, 1/I).
-- Randomness comes from gen_random_uuid() (core, strong random) rather than
-- pgcrypto, whose schema differs between Supabase and the local stack.
create function public.generate_referral_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea;
  candidate text;
  i int;
begin
  loop
    bytes := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    candidate := '';
    -- Bytes 0-5 and 10-11 are fully random in a v4 uuid; 256 % 32 = 0, so no bias.
    foreach i in array array[0, 1, 2, 3, 4, 5, 10, 11] loop
      candidate := candidate || substr(alphabet, 1 + get_byte(bytes, i) % 32, 1);
    end loop;
    exit when not exists (select 1 from public.profiles where referral_code = candidate);
  end loop;
  return candidate;
end;
$$;
comment on function public.generate_referral_code() is 'A fresh, unused 8-character referral code.';

alter table public.profiles alter column referral_code set default public.generate_referral_code();

-- For sign-ups without a username (OAuth, admin-created users): the e-mail's
-- local part, made valid, with a numeric suffix until it is free.
create function public.generate_username(address text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  base text := left(lower(regexp_replace(split_part(coalesce(address, ''), '@', 1), '[^A-Za-z0-9_-]', '', 'g')), 40);
  candidate text;
begin
  if char_length(base) < 3 then
    base := 'player';
  end if;
  candidate := base;
  while exists (select 1 from public.profiles p where lower(p.username) = candidate) loop
    candidate := base || '_' || lpad(floor(random() * 100000)::int::text, 5, '0');
  end loop;
  return candidate;
end;
$$;
comment on function public.generate_username(text) is 'A free username derived from an e-mail address.';

revoke execute on function public.generate_referral_code() from public, anon, authenticated;
revoke execute on function public.generate_username(text) from public, anon, authenticated;
grant execute on function public.generate_referral_code() to service_role;
grant execute on function public.generate_username(text) to service_role;

-- -----------------------------------------------------------------------------
-- Timestamps (generic: later tables reuse it)
-- -----------------------------------------------------------------------------
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The spec's client sends its own updated_at; the server clock wins.
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at with the server time.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- -----------------------------------------------------------------------------
-- Role helper (used by this and later policies)
-- -----------------------------------------------------------------------------

-- Security definer so a policy on profiles can call it without recursing into
-- the profiles policies; it only ever answers about the caller.
create function public.has_role(roles public.user_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = any (roles)
  );
$$;
comment on function public.has_role(public.user_role[]) is
  'True when the signed-in caller''s profile role is one of the given roles.';
revoke execute on function public.has_role(public.user_role[]) from public, anon;
grant execute on function public.has_role(public.user_role[]) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Privileges: Supabase grants everything on new tables to anon and
-- authenticated by default; take it back and hand out only what is needed.
-- Updates are limited by column so role, e-mail, username and the referral
-- fields cannot be written through the API at all.
-- -----------------------------------------------------------------------------
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (first_name, last_name, phone, avatar_url, updated_at) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- -----------------------------------------------------------------------------
-- Policies (no insert or delete policy: rows come and go with auth.users)
-- -----------------------------------------------------------------------------
create policy "Users can read their own profile and super admins can read all"
  on public.profiles for select
  to authenticated
  using (
    id = (select auth.uid())
    or (select public.has_role(array['super_admin']::public.user_role[]))
  );

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
