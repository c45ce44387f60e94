-- =============================================================================
-- Network: countries, clubs and courts (a first, minimal cut that the next
-- issue extends) and the hero counters. The counters are kept in a one-row
-- table updated by statement-level triggers, so the public landing page reads
-- one row instead of counting 20k profiles on every visit.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Types
-- -----------------------------------------------------------------------------
create type public.court_type as enum ('indoor', 'outdoor');
comment on type public.court_type is 'Whether a court is under a roof.';

-- -----------------------------------------------------------------------------
-- Countries
-- -----------------------------------------------------------------------------
create table public.countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null check (char_length(name) between 2 and 100),
  created_at timestamptz not null default now()
);
alter table public.countries enable row level security;
comment on table public.countries is 'Countries the ELSY network operates in (ISO 3166-1 alpha-2 codes).';

-- -----------------------------------------------------------------------------
-- Clubs
-- -----------------------------------------------------------------------------
create table public.clubs (
  id uuid primary key default gen_random_uuid(),
  country_code text not null references public.countries (code),
  name text not null check (char_length(name) between 2 and 100),
  city text not null check (char_length(city) between 1 and 100),
  created_at timestamptz not null default now()
);
alter table public.clubs enable row level security;
comment on table public.clubs is 'Padel clubs of the network, one city each.';
create index clubs_country_code_idx on public.clubs (country_code);

-- -----------------------------------------------------------------------------
-- Courts
-- -----------------------------------------------------------------------------
create table public.courts (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id) on delete cascade,
  number int not null check (number > 0),
  name text not null check (char_length(name) between 1 and 100),
  type public.court_type not null,
  created_at timestamptz not null default now(),
  unique (club_id, number)
);
alter table public.courts enable row level security;
comment on table public.courts is 'Bookable courts; numbered from 1 within their club.';

-- -----------------------------------------------------------------------------
-- Network stats (the hero counters)
-- -----------------------------------------------------------------------------
create table public.network_stats (
  id boolean primary key default true check (id),
  countries int not null default 0,
  courts int not null default 0,
  members int not null default 0,
  updated_at timestamptz not null default now()
);
alter table public.network_stats enable row level security;
comment on table public.network_stats is
  'Single row of public counters (countries, courts, members), kept current by triggers.';

-- Full recount: the starting point, after a truncate, or to repair drift.
create function public.refresh_network_stats()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.network_stats (id, countries, courts, members, updated_at)
  values (
    true,
    (select count(*) from public.countries),
    (select count(*) from public.courts),
    (select count(*) from public.profiles),
    now()
  )
  on conflict (id) do update set
    countries = excluded.countries,
    courts = excluded.courts,
    members = excluded.members,
    updated_at = excluded.updated_at;
$$;
comment on function public.refresh_network_stats() is 'Recounts the network_stats row from the source tables.';

-- Statement-level with transition tables: a bulk seed of thousands of rows is
-- one counter update, not one per row. Security definer because the writer
-- (a sign-up, later a club owner adding courts) has no rights on the counters.
-- Insert and delete get separate functions because each sees only its own
-- transition table.
create function public.network_stats_count_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta int;
begin
  select count(*) into delta from inserted_rows;
  update public.network_stats set
    countries = countries + case tg_table_name when 'countries' then delta else 0 end,
    courts = courts + case tg_table_name when 'courts' then delta else 0 end,
    members = members + case tg_table_name when 'profiles' then delta else 0 end,
    updated_at = now()
  where id and delta > 0;
  return null;
end;
$$;

create function public.network_stats_count_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta int;
begin
  select count(*) into delta from deleted_rows;
  update public.network_stats set
    countries = countries - case tg_table_name when 'countries' then delta else 0 end,
    courts = courts - case tg_table_name when 'courts' then delta else 0 end,
    members = members - case tg_table_name when 'profiles' then delta else 0 end,
    updated_at = now()
  where id and delta > 0;
  return null;
end;
$$;

create function public.network_stats_recount()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_network_stats();
  return null;
end;
$$;

revoke execute on function public.refresh_network_stats() from public, anon, authenticated;
revoke execute on function public.network_stats_count_inserted() from public, anon, authenticated;
revoke execute on function public.network_stats_count_deleted() from public, anon, authenticated;
revoke execute on function public.network_stats_recount() from public, anon, authenticated;
grant execute on function public.refresh_network_stats() to service_role;

create trigger countries_count_inserted after insert on public.countries
  referencing new table as inserted_rows for each statement execute function public.network_stats_count_inserted();
create trigger countries_count_deleted after delete on public.countries
  referencing old table as deleted_rows for each statement execute function public.network_stats_count_deleted();
create trigger countries_recount after truncate on public.countries
  for each statement execute function public.network_stats_recount();

create trigger courts_count_inserted after insert on public.courts
  referencing new table as inserted_rows for each statement execute function public.network_stats_count_inserted();
create trigger courts_count_deleted after delete on public.courts
  referencing old table as deleted_rows for each statement execute function public.network_stats_count_deleted();
create trigger courts_recount after truncate on public.courts
  for each statement execute function public.network_stats_recount();

create trigger profiles_count_inserted after insert on public.profiles
  referencing new table as inserted_rows for each statement execute function public.network_stats_count_inserted();
create trigger profiles_count_deleted after delete on public.profiles
  referencing old table as deleted_rows for each statement execute function public.network_stats_count_deleted();
create trigger profiles_recount after truncate on public.profiles
  for each statement execute function public.network_stats_recount();

select public.refresh_network_stats();

-- -----------------------------------------------------------------------------
-- Privileges: read-only for everyone, writes through service_role (and, in a
-- later issue, staff policies). The counters are written only by triggers.
-- -----------------------------------------------------------------------------
revoke all on table public.countries, public.clubs, public.courts, public.network_stats from anon, authenticated;
grant select on table public.countries, public.clubs, public.courts, public.network_stats to anon, authenticated;
grant all on table public.countries, public.clubs, public.courts, public.network_stats to service_role;

-- -----------------------------------------------------------------------------
-- Policies
-- -----------------------------------------------------------------------------
create policy "Anyone can read the countries"
  on public.countries for select
  to anon, authenticated
  using (true);

create policy "Anyone can read the clubs"
  on public.clubs for select
  to anon, authenticated
  using (true);

create policy "Anyone can read the courts"
  on public.courts for select
  to anon, authenticated
  using (true);

create policy "Anyone can read the network stats"
  on public.network_stats for select
  to anon, authenticated
  using (true);
