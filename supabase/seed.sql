-- =============================================================================
-- Demo seed for a fresh local database (run after the migrations).
-- One confirmed account per role, all with the password ElsyDemo!2026, and the
-- spec's sample locations so the hero counters show real numbers. The next
-- issue adds the remaining clubs (7 countries, 124 courts) and the members.
-- Safe to run twice: every insert skips rows that already exist.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Network: countries, clubs, courts
-- -----------------------------------------------------------------------------
insert into public.countries (code, name) values
  ('ES', 'Spain'),
  ('GB', 'United Kingdom'),
  ('FR', 'France'),
  ('DE', 'Germany'),
  ('IT', 'Italy')
on conflict (code) do nothing;

insert into public.clubs (id, country_code, name, city) values
  ('c0000000-0000-4000-8000-000000000001', 'ES', 'ELSY Madrid', 'Madrid'),
  ('c0000000-0000-4000-8000-000000000002', 'ES', 'ELSY Barcelona', 'Barcelona'),
  ('c0000000-0000-4000-8000-000000000003', 'GB', 'ELSY London', 'London'),
  ('c0000000-0000-4000-8000-000000000004', 'FR', 'ELSY Paris', 'Paris'),
  ('c0000000-0000-4000-8000-000000000005', 'DE', 'ELSY Berlin', 'Berlin'),
  ('c0000000-0000-4000-8000-000000000006', 'IT', 'ELSY Rome', 'Rome')
on conflict (id) do nothing;

-- The spec's six courts: 1, 2 and 5 indoor, 3, 4 and 6 outdoor; larger clubs
-- repeat that pattern.
insert into public.courts (club_id, number, name, type)
select c.id, n, 'Court ' || n,
       case when (n - 1) % 6 in (0, 1, 4) then 'indoor' else 'outdoor' end::public.court_type
from (values
  ('c0000000-0000-4000-8000-000000000001'::uuid, 12),
  ('c0000000-0000-4000-8000-000000000002'::uuid, 8),
  ('c0000000-0000-4000-8000-000000000003'::uuid, 6),
  ('c0000000-0000-4000-8000-000000000004'::uuid, 10),
  ('c0000000-0000-4000-8000-000000000005'::uuid, 4),
  ('c0000000-0000-4000-8000-000000000006'::uuid, 7)
) as c (id, court_count)
cross join lateral generate_series(1, c.court_count) as n
on conflict (club_id, number) do nothing;

-- -----------------------------------------------------------------------------
-- Demo accounts (auth.users + their e-mail identity; profiles come from the
-- on_auth_user_created trigger)
-- -----------------------------------------------------------------------------
create temporary table demo_accounts (
  id uuid, email text, username text, first_name text, last_name text,
  role public.user_role, referral_code text, phone text, home_club_id uuid
);

insert into demo_accounts values
  ('d0000000-0000-4000-8000-000000000001', 'admin@elsy.test', 'admin', 'Maria', 'Lopez',
   'super_admin', 'ELSYADMIN', null, null),
  ('d0000000-0000-4000-8000-000000000002', 'country@elsy.test', 'country_owner', 'Carlos', 'Ruiz',
   'country_owner', 'ELSYCOUNTRY', null, null),
  ('d0000000-0000-4000-8000-000000000003', 'club@elsy.test', 'club_owner', 'Lucia', 'Fernandez',
   'club_owner', 'ELSYCLUB', null, 'c0000000-0000-4000-8000-000000000001'),
  ('d0000000-0000-4000-8000-000000000004', 'member@elsy.test', 'demo_member', 'Alex', 'Rivera',
   'member', 'ALEX2026', '+34600000001', 'c0000000-0000-4000-8000-000000000001');

-- crypt() with a bf salt gives $2a$ bcrypt hashes that GoTrue and bcryptjs both
-- verify. Left unqualified: pgcrypto lives in "extensions" on Supabase and in
-- "public" locally, both on the search path.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  crypt('ElsyDemo!2026', gen_salt('bf', 10)), now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name,
                     'username', a.username, 'phone', a.phone, 'referral_code', null),
  now(), now()
from demo_accounts a
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select a.id::text, a.id,
       jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true),
       'email', now(), now(), now()
from demo_accounts a
on conflict (provider_id, provider) do nothing;

-- Roles, memorable referral codes (for trying the registration form) and home
-- clubs are not sign-up metadata, so they are set here.
update public.profiles p
set role = a.role, referral_code = a.referral_code, home_club_id = a.home_club_id
from demo_accounts a
where p.id = a.id;

drop table demo_accounts;
