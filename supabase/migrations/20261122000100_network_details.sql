-- =============================================================================
-- Network details for booking: who owns a country or a club, a club's address,
-- time zone, currency and opening hours, each court's prices, and the spec's
-- eight 90-minute slots. Extends the minimal tables of 20261121000400.
--
-- Time: a booking's date and slot are the CLUB's wall clock. Every "is it in
-- the past / how long until it starts" question converts that wall-clock time
-- to an instant with the club's IANA zone (slot_starts_at below), so neither
-- the server's nor the device's zone ever matters, and DST days work.
--
-- Prices: a court has an off-peak and a peak price per 90-minute slot. Peak =
-- a slot starting at 18:00 or later, or any slot on a Saturday or Sunday
-- (is_peak below, the one place that rule lives).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Helpers
-- -----------------------------------------------------------------------------

-- A check constraint cannot query pg_timezone_names (slow, and subqueries are
-- not allowed there), so ask the zone parser itself.
create function public.is_valid_time_zone(zone text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if zone is null or zone = '' then
    return false;
  end if;
  perform now() at time zone zone;
  return true;
exception when invalid_parameter_value then
  return false;
end;
$$;
comment on function public.is_valid_time_zone(text) is 'Whether the text is a time zone name PostgreSQL knows (IANA).';

-- -----------------------------------------------------------------------------
-- Countries: owner and defaults for their clubs
-- -----------------------------------------------------------------------------
alter table public.countries
  add column owner_id uuid references public.profiles (id) on delete set null,
  add column currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  add column time_zone text not null default 'UTC' check (public.is_valid_time_zone(time_zone));

comment on column public.countries.owner_id is 'The country owner: staff rights over every club in the country.';
comment on column public.countries.currency is 'ISO 4217 code new clubs in this country get by default.';
comment on column public.countries.time_zone is 'IANA zone new clubs in this country get by default.';
create index countries_owner_id_idx on public.countries (owner_id);

-- -----------------------------------------------------------------------------
-- Clubs: address, time zone, currency, opening hours, owner
-- -----------------------------------------------------------------------------
alter table public.clubs
  add column address text check (char_length(address) <= 200),
  add column time_zone text check (public.is_valid_time_zone(time_zone)),
  add column currency text check (currency ~ '^[A-Z]{3}$'),
  add column opens_at time not null default '09:00',
  add column closes_at time not null default '21:00',
  add column owner_id uuid references public.profiles (id) on delete set null,
  add constraint clubs_opening_hours check (opens_at < closes_at);

comment on column public.clubs.time_zone is 'IANA zone of the club. Booking dates and slot times are wall-clock times here.';
comment on column public.clubs.currency is 'ISO 4217 code of the club''s court prices.';
comment on column public.clubs.opens_at is 'Opening time (club local). Only slots inside opens_at..closes_at can be booked.';
comment on column public.clubs.owner_id is 'The club owner: staff rights over this club.';
create index clubs_owner_id_idx on public.clubs (owner_id);

-- A club without an explicit zone or currency takes its country's, so a club
-- can never be stored without them (and existing rows get them below).
create function public.clubs_fill_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.time_zone is null or new.currency is null then
    select coalesce(new.time_zone, c.time_zone), coalesce(new.currency, c.currency)
      into new.time_zone, new.currency
    from public.countries c where c.code = new.country_code;
  end if;
  return new;
end;
$$;
comment on function public.clubs_fill_defaults() is 'Trigger: a club''s missing time zone and currency come from its country.';
revoke execute on function public.clubs_fill_defaults() from public, anon, authenticated;

create trigger clubs_fill_defaults
  before insert or update of country_code, time_zone, currency on public.clubs
  for each row execute function public.clubs_fill_defaults();

update public.clubs set time_zone = null where time_zone is null;
alter table public.clubs
  alter column time_zone set not null,
  alter column currency set not null;

-- Composite key target so bookings can carry club_id (for the staff policies)
-- and the database guarantees it is the court's club.
alter table public.courts add constraint courts_id_club_id_key unique (id, club_id);

-- The profiles table was created before clubs existed.
alter table public.profiles
  add constraint profiles_home_club_id_fkey foreign key (home_club_id) references public.clubs (id) on delete set null;

-- -----------------------------------------------------------------------------
-- Courts: prices per slot
-- -----------------------------------------------------------------------------
alter table public.courts
  add column off_peak_price numeric(10, 2) not null default 24.00 check (off_peak_price >= 0),
  add column peak_price numeric(10, 2) not null default 32.00 check (peak_price >= 0);

comment on column public.courts.off_peak_price is 'Price of one 90-minute slot on weekdays before 18:00, in the club''s currency.';
comment on column public.courts.peak_price is 'Price of one 90-minute slot from 18:00 and all weekend, in the club''s currency.';

-- -----------------------------------------------------------------------------
-- Slots: the spec's eight 90-minute slots (constants, so they live here)
-- -----------------------------------------------------------------------------
create table public.slots (
  id smallint primary key check (id between 1 and 8),
  starts_at time not null unique,
  ends_at time not null,
  label text not null unique,
  constraint slots_ninety_minutes check (ends_at - starts_at = interval '90 minutes')
);
alter table public.slots enable row level security;
comment on table public.slots is 'The eight daily 90-minute booking slots, 09:00 to 21:00 club local time.';

insert into public.slots (id, starts_at, ends_at, label)
select n, time '09:00' + (n - 1) * interval '90 minutes', time '09:00' + n * interval '90 minutes',
       to_char(time '09:00' + (n - 1) * interval '90 minutes', 'HH24:MI') || ' - '
         || to_char(time '09:00' + n * interval '90 minutes', 'HH24:MI')
from generate_series(1, 8) as n;

revoke all on table public.slots from anon, authenticated;
grant select on table public.slots to anon, authenticated;
grant all on table public.slots to service_role;

create policy "Anyone can read the slots"
  on public.slots for select
  to anon, authenticated
  using (true);

-- -----------------------------------------------------------------------------
-- Time and price rules
-- -----------------------------------------------------------------------------
create function public.is_peak(on_date date, starts_at time)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select extract(isodow from on_date) >= 6 or starts_at >= time '18:00';
$$;
comment on function public.is_peak(date, time) is 'Peak pricing: slots starting at 18:00 or later, and all weekend.';

create function public.slot_price(court public.courts, on_date date, starts_at time)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when public.is_peak(on_date, starts_at) then court.peak_price else court.off_peak_price end;
$$;
comment on function public.slot_price(public.courts, date, time) is 'What one slot on this court costs on that date.';

-- The instant a slot starts: the wall-clock date + time read in the club's zone.
create function public.slot_starts_at(on_date date, starts_at time, zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (on_date + starts_at) at time zone zone;
$$;
comment on function public.slot_starts_at(date, time, text) is
  'The instant a slot starts, given the club-local date, slot time and the club''s IANA zone.';

-- -----------------------------------------------------------------------------
-- Staff helper (used by policies and RPCs)
-- -----------------------------------------------------------------------------

-- Staff of a club: super admins everywhere, the club's owner, and the owner of
-- the club's country. Ownership is what counts (a club owner of one club is no
-- one at the next), so this looks at owner_id, not just the profile role.
create function public.is_club_staff(club uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    public.has_role(array['super_admin']::public.user_role[])
    or exists (
      select 1 from public.clubs c
      left join public.countries k on k.code = c.country_code
      where c.id = is_club_staff.club
        and (c.owner_id = (select auth.uid()) or k.owner_id = (select auth.uid()))
    )
  );
$$;
comment on function public.is_club_staff(uuid) is
  'True when the caller is a super admin, the club''s owner or the owner of the club''s country.';
revoke execute on function public.is_club_staff(uuid) from public, anon;
grant execute on function public.is_club_staff(uuid) to authenticated, service_role;
