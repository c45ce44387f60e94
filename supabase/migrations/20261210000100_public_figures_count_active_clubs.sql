-- =============================================================================
-- The network's public figures count the clubs that take bookings.
-- A deactivated club stays in the tables (its history, its members' bookings,
-- the staff's reports) but the landing's counters stop advertising it: courts
-- are the courts of active clubs, countries the countries with an active club.
-- Members stay every account of the network: a player whose club closed is still
-- one of ELSY's players.
--
-- Clubs and courts are small tables (hundreds of clubs, thousands of courts at
-- ten times the demo network), so the two figures are recounted per statement
-- that could change them, rather than kept by deltas that an update of `active`
-- or a court moved between clubs would have to reason about.
-- =============================================================================

create function public.refresh_network_places()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.network_stats set
    countries = (select count(distinct c.country_code) from public.clubs c where c.active),
    courts = (select count(*) from public.courts k join public.clubs c on c.id = k.club_id where c.active),
    updated_at = now()
  where id;
$$;
comment on function public.refresh_network_places() is
  'Recounts the public countries and courts figures from the active clubs (members are counted apart).';

create or replace function public.refresh_network_stats()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.network_stats (id, members, updated_at)
  values (true, (select count(*) from public.profiles), now())
  on conflict (id) do update set members = excluded.members, updated_at = excluded.updated_at;
  perform public.refresh_network_places();
end;
$$;
comment on function public.refresh_network_stats() is
  'Recounts the network_stats row: members from the profiles, countries and courts from the active clubs.';

create function public.network_stats_places_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_network_places();
  return null;
end;
$$;
comment on function public.network_stats_places_changed() is
  'Trigger (per statement) on clubs and courts: recounts the public countries and courts figures.';

revoke execute on function public.refresh_network_places() from public, anon, authenticated;
revoke execute on function public.refresh_network_stats() from public, anon, authenticated;
revoke execute on function public.network_stats_places_changed() from public, anon, authenticated;

drop trigger countries_count_inserted on public.countries;
drop trigger countries_count_deleted on public.countries;
drop trigger courts_count_inserted on public.courts;
drop trigger courts_count_deleted on public.courts;

create trigger courts_places_changed after insert or delete or update of club_id on public.courts
  for each statement execute function public.network_stats_places_changed();
create trigger clubs_places_changed after insert or delete or update of active, country_code on public.clubs
  for each statement execute function public.network_stats_places_changed();

select public.refresh_network_stats();
