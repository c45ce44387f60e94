-- =============================================================================
-- Demo seed for a fresh local database (run after the migrations).
-- One confirmed account per role, all with the password ElsyDemo!2026; the
-- network of the spec's hero counters (7 countries, 124 courts, 19,320
-- members); eight weeks of booking history plus two weeks ahead; and the demo
-- member's wallet and bookings. Runs once, on a fresh database, in a few
-- seconds: every bulk part is one set-based statement.
-- Safe to run twice: network and accounts are upserts, and the bulk history is
-- only written when there are no bookings yet.
-- The setting elsy.seed_scale (unset: 1, the demo) grows the network n-fold
-- with this same logic, for the bench's reads at scale: n copies of each club
-- (the copies named "ELSY <city> 2".."n") and n times the members, so the
-- bookings and matches drawn from them grow n-fold too.
-- =============================================================================

create temporary table seed_scale as
select greatest(coalesce(nullif(current_setting('elsy.seed_scale', true), '')::int, 1), 1) as n;

-- -----------------------------------------------------------------------------
-- Network: countries, clubs, courts
-- -----------------------------------------------------------------------------
insert into public.countries (code, name, currency, time_zone) values
  ('ES', 'Spain', 'EUR', 'Europe/Madrid'),
  ('GB', 'United Kingdom', 'GBP', 'Europe/London'),
  ('FR', 'France', 'EUR', 'Europe/Paris'),
  ('DE', 'Germany', 'EUR', 'Europe/Berlin'),
  ('IT', 'Italy', 'EUR', 'Europe/Rome'),
  ('PT', 'Portugal', 'EUR', 'Europe/Lisbon'),
  ('NL', 'Netherlands', 'EUR', 'Europe/Amsterdam')
on conflict (code) do update set currency = excluded.currency, time_zone = excluded.time_zone;

-- The spec's sample locations first (Madrid 12 courts, Barcelona 8, London 6,
-- Paris 10, Berlin 4, Rome 7), then 14 more clubs: 124 courts in all.
-- Madrid (…0001) is the demo club. Time zone and currency come from the country.
create temporary table seed_clubs (id uuid, country_code text, city text, address text, court_count int);
insert into seed_clubs values
  ('c0000000-0000-4000-8000-000000000001', 'ES', 'Madrid', 'Calle de Alcalá 120, 28009 Madrid', 12),
  ('c0000000-0000-4000-8000-000000000002', 'ES', 'Barcelona', 'Carrer de Pujades 77, 08005 Barcelona', 8),
  ('c0000000-0000-4000-8000-000000000003', 'GB', 'London', '25 Wharf Road, London N1 7GR', 6),
  ('c0000000-0000-4000-8000-000000000004', 'FR', 'Paris', '12 Rue de la Gare, 75019 Paris', 10),
  ('c0000000-0000-4000-8000-000000000005', 'DE', 'Berlin', 'Revaler Straße 99, 10245 Berlin', 4),
  ('c0000000-0000-4000-8000-000000000006', 'IT', 'Rome', 'Via Ostiense 131, 00154 Roma', 7),
  ('c0000000-0000-4000-8000-000000000007', 'ES', 'Valencia', 'Avenida de Francia 40, 46023 Valencia', 8),
  ('c0000000-0000-4000-8000-000000000008', 'ES', 'Seville', 'Calle Torneo 60, 41002 Sevilla', 6),
  ('c0000000-0000-4000-8000-000000000009', 'ES', 'Málaga', 'Paseo Marítimo 15, 29016 Málaga', 5),
  ('c0000000-0000-4000-8000-000000000010', 'GB', 'Manchester', '3 Pollard Street, Manchester M4 7AN', 6),
  ('c0000000-0000-4000-8000-000000000011', 'GB', 'Edinburgh', '40 Leith Walk, Edinburgh EH6 5HB', 4),
  ('c0000000-0000-4000-8000-000000000012', 'FR', 'Lyon', '8 Quai Rambaud, 69002 Lyon', 6),
  ('c0000000-0000-4000-8000-000000000013', 'FR', 'Marseille', '21 Boulevard de Paris, 13002 Marseille', 5),
  ('c0000000-0000-4000-8000-000000000014', 'DE', 'Munich', 'Landsberger Straße 190, 80687 München', 6),
  ('c0000000-0000-4000-8000-000000000015', 'DE', 'Hamburg', 'Oberhafenstraße 1, 20097 Hamburg', 4),
  ('c0000000-0000-4000-8000-000000000016', 'IT', 'Milan', 'Via Tortona 27, 20144 Milano', 8),
  ('c0000000-0000-4000-8000-000000000017', 'PT', 'Lisbon', 'Avenida 24 de Julho 50, 1200-869 Lisboa', 6),
  ('c0000000-0000-4000-8000-000000000018', 'PT', 'Porto', 'Rua do Freixo 500, 4300-219 Porto', 4),
  ('c0000000-0000-4000-8000-000000000019', 'NL', 'Amsterdam', 'Danzigerkade 8, 1013 AP Amsterdam', 5),
  ('c0000000-0000-4000-8000-000000000020', 'NL', 'Rotterdam', 'Maashaven 10, 3072 AH Rotterdam', 4);
-- At a larger scale: the copies, ids ...000000001001 to ...0000000n0020 (copy, then the club's number).
insert into seed_clubs
select ('c0000000-0000-4000-8000-' || lpad((copy * 1000 + right(c.id::text, 3)::int)::text, 12, '0'))::uuid,
       c.country_code, c.city || ' ' || (copy + 1), c.address, c.court_count
from seed_clubs c
cross join generate_series(1, (select n from seed_scale) - 1) as copy;

insert into public.clubs (id, country_code, name, city, address)
select id, country_code, 'ELSY ' || city, city, address from seed_clubs
on conflict (id) do update set address = excluded.address;

-- The spec's six courts: 1, 2 and 5 indoor, 3, 4 and 6 outdoor; larger clubs
-- repeat that pattern. Indoor courts cost more; London and the other UK clubs
-- price in pounds at roughly the same level.
insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
select c.id, n, 'Court ' || n, t.type,
       case t.type when 'indoor' then 26.00 else 20.00 end,
       case t.type when 'indoor' then 34.00 else 28.00 end
from seed_clubs c
cross join lateral generate_series(1, c.court_count) as n
cross join lateral (select (case when (n - 1) % 6 in (0, 1, 4) then 'indoor' else 'outdoor' end)::public.court_type as type) t
on conflict (club_id, number) do update set
  type = excluded.type, off_peak_price = excluded.off_peak_price, peak_price = excluded.peak_price;

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
  h.hash, now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name,
                     'username', a.username, 'phone', a.phone, 'referral_code', null),
  now(), now()
from demo_accounts a
-- One bcrypt hash for all four (same password): cost 10 takes ~0.1 s each.
cross join (select crypt('ElsyDemo!2026', gen_salt('bf', 10)) as hash) h
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select a.id::text, a.id,
       jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true),
       'email', now(), now(), now()
from demo_accounts a
on conflict (provider_id, provider) do nothing;

-- The demo super admin's authenticator app: super admins sign in with two steps, and a demo needs a code anyone
-- can compute. The secret is public (server/stack/demo-accounts.ts; `npm run demo:code` prints the current code).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
values ('d1000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'Demo authenticator',
        'totp', 'verified', 'ELSYDEMOADMINTWOSTEPSIGNINPADELZ')
on conflict (id) do nothing;

-- Roles, memorable referral codes (for trying the registration form) and home
-- clubs are not sign-up metadata, so they are set here.
update public.profiles p
set role = a.role, referral_code = a.referral_code, home_club_id = a.home_club_id
from demo_accounts a
where p.id = a.id;

drop table demo_accounts;

-- -----------------------------------------------------------------------------
-- Staff: the demo country owner runs Spain, the demo club owner the Madrid club
-- -----------------------------------------------------------------------------
update public.countries set owner_id = 'd0000000-0000-4000-8000-000000000002' where code = 'ES';
update public.clubs set owner_id = 'd0000000-0000-4000-8000-000000000003' where id = 'c0000000-0000-4000-8000-000000000001';

-- Whether this is the first run: the bulk history below is written only once.
create temporary table seed_run as select not exists (select 1 from public.bookings) as fresh;

-- -----------------------------------------------------------------------------
-- Members: 19,316 more (times the scale), so the network has 19,320 with the demo accounts.
-- No password (they cannot sign in) and no identity row: they exist for the
-- counters, the history and the staff screens. Profiles come from the trigger.
-- -----------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
  format('player%s@members.elsy.test', lpad(n::text, greatest(5, length(n::text)), '0')), null, joined,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'first_name', (array['Lucia', 'Hugo', 'Martina', 'Mateo', 'Sofia', 'Leo', 'Emma', 'Oliver', 'Chloe', 'Lukas',
                         'Giulia', 'Marco', 'Ines', 'Tiago', 'Sanne', 'Daan', 'Amelia', 'Jack', 'Lea', 'Noah'])[1 + n % 20],
    'last_name', (array['Garcia', 'Martin', 'Smith', 'Dubois', 'Muller', 'Rossi', 'Silva', 'de Jong', 'Lopez',
                        'Jones', 'Moreau', 'Schmidt', 'Bianchi', 'Santos', 'Bakker', 'Sanchez', 'Taylor'])[1 + (n / 20) % 17],
    'username', format('player_%s', lpad(n::text, greatest(5, length(n::text)), '0'))),
  joined, joined
from generate_series(1, 19316 * (select n from seed_scale)) as n
cross join lateral (select now() - (n % 900) * interval '1 day' - (n % 1440) * interval '1 minute' as joined) j
where (select fresh from seed_run);

-- -----------------------------------------------------------------------------
-- Booking history: eight weeks back and two ahead at every seeded court, about
-- a third of the slots taken (evenings and weekends fuller), 1 in 20 past
-- bookings cancelled early with a full refund. Random members; the demo
-- accounts' own bookings are added separately below.
-- -----------------------------------------------------------------------------
create temporary table seed_members as
select row_number() over (order by id) as rn, id from public.profiles where email like '%@members.elsy.test';
create unique index on seed_members (rn);
analyze seed_members;

-- Each club's peak rule once per date and slot, not once per candidate row.
create temporary table seed_day_slots as
select c.id as club_id, d.date, s.id as slot_id, s.starts_at, public.club_is_peak(c, d.date, s.starts_at) as peak
from public.clubs c
cross join (select (current_date + o)::date as date from generate_series(-56, 14) as o) d
cross join public.slots s
where c.id in (select id from seed_clubs);

insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency,
                             status, cancelled_at, refund_amount, created_at, updated_at)
select gen_random_uuid(), x.court_id, x.club_id, x.date, x.slot_id, m.id, m.id, array[m.id], x.price, x.currency,
       case when x.cancelled then 'cancelled' else 'confirmed' end::public.booking_status,
       case when x.cancelled then x.made_at + interval '1 day' end,
       case when x.cancelled then x.price end,
       x.made_at, x.made_at
from (
  select k.id as court_id, k.club_id, ds.date, ds.slot_id, c.currency,
         case when ds.peak then k.peak_price else k.off_peak_price end as price,
         ds.date < current_date - 2 and random() < 0.05 as cancelled,
         least(now(), (ds.date + ds.starts_at) - interval '1 hour' - random() * interval '9 days') as made_at,
         1 + floor(random() * (select count(*) from seed_members))::int as member_rn
  from public.courts k
  join public.clubs c on c.id = k.club_id
  join seed_day_slots ds on ds.club_id = c.id
  where c.id in (select id from seed_clubs)
    and random() < case when ds.peak then 0.45 else 0.22 end * case when ds.date > current_date then 0.5 else 1 end
) x
join seed_members m on m.rn = x.member_rn
where (select fresh from seed_run);

-- Each of those members topped up, in each currency they play in, before
-- their first booking in it: enough for those bookings, rounded up to 50, plus
-- 50 (so balances stay positive), paid at the first club they booked.
insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, created_by, created_at, completed_at)
select b.member_id, 'credit', 'top_up', ceil(sum(b.price) / 50) * 50 + 50, b.currency, 'Wallet top-up', 'completed',
       (array_agg(b.club_id order by b.created_at))[1], b.member_id,
       min(b.created_at) - interval '1 hour', min(b.created_at) - interval '1 hour'
from public.bookings b
where b.member_id in (select id from seed_members) and (select fresh from seed_run)
group by b.member_id, b.currency;

-- -----------------------------------------------------------------------------
-- The demo member (Alex Rivera): top-ups, past and upcoming bookings at the
-- Madrid club (courts 1-6), one cancelled with a refund, one top-up pending.
-- -----------------------------------------------------------------------------
create temporary table demo_bookings (id uuid, court_number int, day_offset int, slot_id int, cancelled boolean);
insert into demo_bookings values
  ('b0000000-0000-4000-8000-000000000001', 1, -35, 2, false),
  ('b0000000-0000-4000-8000-000000000002', 3, -21, 7, false),
  ('b0000000-0000-4000-8000-000000000003', 5, -14, 4, true),
  ('b0000000-0000-4000-8000-000000000004', 2, -7, 8, false),
  ('b0000000-0000-4000-8000-000000000005', 1, 2, 7, false),
  ('b0000000-0000-4000-8000-000000000006', 4, 5, 3, false);

insert into public.transactions (id, member_id, type, kind, amount, currency, description, status, club_id, created_by, created_at, completed_at)
select v.id, 'd0000000-0000-4000-8000-000000000004', 'credit', 'top_up', v.amount, 'EUR', 'Wallet top-up', v.status::public.transaction_status,
       'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004',
       now() - v.days_ago * interval '1 day', case when v.status = 'completed' then now() - v.days_ago * interval '1 day' end
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 120.00, 'completed', 50),
  -- The second top-up brings the balance to the spec's €70.00 whatever the bookings cost on today's weekdays
  -- (their prices follow the club's peak hours, so they change with the day the seed runs).
  ('e0000000-0000-4000-8000-000000000002'::uuid, 70.00 - 120.00 + (
     select sum(public.slot_price(k, current_date + d.day_offset, s.starts_at))
     from demo_bookings d
     join public.courts k on k.club_id = 'c0000000-0000-4000-8000-000000000001' and k.number = d.court_number
     join public.slots s on s.id = d.slot_id
     where not d.cancelled), 'completed', 18),
  ('e0000000-0000-4000-8000-000000000003'::uuid, 40.00, 'pending', 1)
) as v (id, amount, status, days_ago)
where (select fresh from seed_run);

-- Slots that a random booking already holds are freed for the demo member.
delete from public.bookings b
using demo_bookings d
where (select fresh from seed_run) and not d.cancelled
  and b.club_id = 'c0000000-0000-4000-8000-000000000001' and b.status = 'confirmed'
  and b.court_id = (select k.id from public.courts k where k.club_id = b.club_id and k.number = d.court_number)
  and b.date = current_date + d.day_offset and b.slot_id = d.slot_id
  and not exists (select 1 from public.transactions t where t.booking_id = b.id);

insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency,
                             status, cancelled_at, refund_amount, created_at, updated_at)
select d.id, k.id, k.club_id, current_date + d.day_offset, d.slot_id,
       'd0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004',
       array['d0000000-0000-4000-8000-000000000004'::uuid], public.slot_price(k, current_date + d.day_offset, s.starts_at), 'EUR',
       case when d.cancelled then 'cancelled' else 'confirmed' end::public.booking_status,
       case when d.cancelled then made.at + interval '2 days' end,
       case when d.cancelled then public.slot_price(k, current_date + d.day_offset, s.starts_at) end,
       made.at, made.at
from demo_bookings d
join public.courts k on k.club_id = 'c0000000-0000-4000-8000-000000000001' and k.number = d.court_number
join public.slots s on s.id = d.slot_id
cross join lateral (select least(now() - interval '1 hour', (current_date + d.day_offset + s.starts_at) - interval '6 days') as at) made
where (select fresh from seed_run);

-- -----------------------------------------------------------------------------
-- Ledger for every seeded booking: its debit, and a refund for cancellations
-- -----------------------------------------------------------------------------
insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, created_at, completed_at)
select b.member_id, 'debit', 'booking', b.price, b.currency,
       format('Court %s booking, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
       b.id, b.club_id, b.booked_by, b.created_at, b.created_at
from public.bookings b
join public.courts k on k.id = b.court_id
join public.clubs c on c.id = b.club_id
join public.slots s on s.id = b.slot_id
where (select fresh from seed_run) and b.price > 0;

insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, created_at, completed_at)
select b.member_id, 'credit', 'refund', b.refund_amount, b.currency,
       format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
       b.id, b.club_id, b.member_id, b.cancelled_at, b.cancelled_at
from public.bookings b
join public.courts k on k.id = b.court_id
join public.clubs c on c.id = b.club_id
join public.slots s on s.id = b.slot_id
where (select fresh from seed_run) and b.status = 'cancelled' and b.refund_amount > 0;

drop table demo_bookings;
drop table seed_members;
drop table seed_day_slots;
drop table seed_run;
drop table seed_clubs;
drop table seed_scale;

analyze public.bookings;
analyze public.transactions;
analyze public.profiles;
