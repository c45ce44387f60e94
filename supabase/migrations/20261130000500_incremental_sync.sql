-- Incremental pull. A device that synced before asks only for the rows changed since its cursor.
--
-- Tables the player mirrors row by row (clubs, courts, slots, bookings, transactions, notifications) carry
-- sync_txid: the id of the transaction that last wrote the row. The cursor sync_state() hands out is the xmin
-- of the server's snapshot: every transaction below it has finished, so every row stamped below it was
-- visible to reads made after the cursor was taken. A device asks for sync_txid >= its cursor: a transaction
-- still running when the cursor was taken (and committing later, whatever its clock said) is read next time.
-- Clocks play no part. Reads go through the tables' own RLS, so a cursor never shows anyone else's rows.
--
-- Deleted rows leave a tombstone in sync_deletions (readable by the row's owner, or by everyone for the
-- public reference tables), stamped the same way.
--
-- The player's RPC answers (my_matches, player_statistics, rankings, my_ranking, tournament_list) are
-- derived from many rows; their sources bump a version per dataset, and the device asks again only when
-- the version changed.

create function public.sync_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.sync_txid := pg_current_xact_id()::text::bigint;
  return new;
end;
$$;
comment on function public.sync_stamp() is
  'Trigger: stamps the row with the writing transaction''s id, for the incremental pull (sync_state()).';
revoke execute on function public.sync_stamp() from public, anon, authenticated;

create table public.sync_deletions (
  id bigint generated always as identity primary key,
  dataset text not null,
  row_id text not null,
  -- Whose row it was; null for the reference tables everyone reads.
  member_id uuid,
  sync_txid bigint not null default (pg_current_xact_id()::text::bigint)
);
comment on table public.sync_deletions is
  'Tombstones of mirrored rows, so an incremental pull deletes them on the device too.';
create index sync_deletions_sync_txid_idx on public.sync_deletions (sync_txid);
alter table public.sync_deletions enable row level security;
revoke all on public.sync_deletions from public, anon, authenticated;
grant select on public.sync_deletions to authenticated;
create policy "Members read the tombstones of public rows and of their own rows"
  on public.sync_deletions for select
  to authenticated
  using (member_id is null or member_id = (select auth.uid()));

create function public.sync_record_deletion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := to_jsonb(old);
begin
  insert into public.sync_deletions (dataset, row_id, member_id)
  values (tg_argv[0], old_row ->> 'id', case when tg_nargs > 1 then (old_row ->> tg_argv[1])::uuid end);
  return old;
end;
$$;
comment on function public.sync_record_deletion() is
  'Trigger: records a tombstone for a deleted mirrored row (argument 1: dataset, 2: the owner column if any).';
revoke execute on function public.sync_record_deletion() from public, anon, authenticated;

-- The stamp is added without a default: rows written before this migration have none and are in every
-- device's first, complete pull. Each table gets its stamp trigger named to run after the other
-- before-triggers (they run in name order), so a guard comparing old and new rows sees the row as given.
alter table public.clubs add column sync_txid bigint;
alter table public.courts add column sync_txid bigint;
alter table public.slots add column sync_txid bigint;
alter table public.bookings add column sync_txid bigint;
alter table public.transactions add column sync_txid bigint;
alter table public.notifications add column sync_txid bigint;

create index clubs_sync_txid_idx on public.clubs (sync_txid);
create index courts_sync_txid_idx on public.courts (sync_txid);
create index bookings_member_sync_txid_idx on public.bookings (member_id, sync_txid);
create index transactions_member_sync_txid_idx on public.transactions (member_id, sync_txid);
create index notifications_user_sync_txid_idx on public.notifications (user_id, sync_txid);

create trigger zz_sync_stamp before insert or update on public.clubs for each row execute function public.sync_stamp();
create trigger zz_sync_stamp before insert or update on public.courts for each row execute function public.sync_stamp();
create trigger zz_sync_stamp before insert or update on public.slots for each row execute function public.sync_stamp();
create trigger zz_sync_stamp before insert or update on public.bookings for each row execute function public.sync_stamp();
create trigger zz_sync_stamp before insert or update on public.transactions for each row execute function public.sync_stamp();
create trigger zz_sync_stamp before insert or update on public.notifications for each row execute function public.sync_stamp();

create trigger sync_deleted after delete on public.clubs for each row execute function public.sync_record_deletion('clubs');
create trigger sync_deleted after delete on public.courts for each row execute function public.sync_record_deletion('courts');
create trigger sync_deleted after delete on public.slots for each row execute function public.sync_record_deletion('slots');
create trigger sync_deleted after delete on public.bookings for each row execute function public.sync_record_deletion('bookings', 'member_id');
create trigger sync_deleted after delete on public.transactions for each row execute function public.sync_record_deletion('transactions', 'member_id');
create trigger sync_deleted after delete on public.notifications for each row execute function public.sync_record_deletion('notifications', 'user_id');

-- Versions of the derived datasets: any write to a source gives its dataset a new, never reused number.
create sequence public.sync_version_seq;
revoke all on sequence public.sync_version_seq from public, anon, authenticated;

create table public.sync_versions (
  dataset text primary key,
  version bigint not null
);
comment on table public.sync_versions is
  'Per derived dataset (matches, rankings, tournaments): a number that changes with every write to its sources. Read through sync_state().';
alter table public.sync_versions enable row level security;
-- No policy: read through sync_state() (security definer), written by the triggers.
revoke all on public.sync_versions from public, anon, authenticated;

create function public.sync_bump_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dataset text;
begin
  foreach dataset in array tg_argv loop
    insert into public.sync_versions (dataset, version)
    values (dataset, nextval('public.sync_version_seq'))
    on conflict on constraint sync_versions_pkey do update set version = excluded.version;
  end loop;
  return null;
end;
$$;
comment on function public.sync_bump_version() is
  'Statement trigger: gives each dataset named in its arguments a new version (sync_state()).';
revoke execute on function public.sync_bump_version() from public, anon, authenticated;

-- my_matches and player_statistics read matches, their players, rating changes and the players' names.
create trigger sync_version after insert or update or delete on public.matches
  for each statement execute function public.sync_bump_version('matches');
create trigger sync_version after insert or update or delete on public.match_players
  for each statement execute function public.sync_bump_version('matches');
create trigger sync_version after insert or update or delete on public.rating_changes
  for each statement execute function public.sync_bump_version('matches');
-- rankings and my_ranking read the ratings (which carry the player's name and home club), the period's
-- baseline and the clubs.
create trigger sync_version after insert or update or delete on public.player_ratings
  for each statement execute function public.sync_bump_version('rankings');
create trigger sync_version after insert or update or delete on public.ranking_baseline
  for each statement execute function public.sync_bump_version('rankings');
create trigger sync_version after insert or update or delete on public.ranking_baseline_places
  for each statement execute function public.sync_bump_version('rankings');
create trigger sync_version after insert or update or delete on public.clubs
  for each statement execute function public.sync_bump_version('rankings', 'tournaments');
-- tournament_list reads tournaments, their entries and matches, and the entrants' names.
create trigger sync_version after insert or update or delete on public.tournaments
  for each statement execute function public.sync_bump_version('tournaments');
create trigger sync_version after insert or update or delete on public.tournament_entries
  for each statement execute function public.sync_bump_version('tournaments');
create trigger sync_version after insert or update or delete on public.tournament_matches
  for each statement execute function public.sync_bump_version('tournaments');
create trigger sync_version after update of first_name, last_name, username on public.profiles
  for each statement execute function public.sync_bump_version('matches', 'tournaments');

create function public.sync_state()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'cursor', pg_snapshot_xmin(pg_current_snapshot())::text::bigint,
    'versions', coalesce((select jsonb_object_agg(v.dataset, v.version) from public.sync_versions v), '{}'::jsonb)
  )
  where (select auth.uid()) is not null;
$$;
comment on function public.sync_state() is
  'For the incremental pull: the cursor (rows stamped sync_txid >= it may have changed since) and the derived datasets'' versions. Taken before the reads it guards.';
revoke execute on function public.sync_state() from public, anon;
grant execute on function public.sync_state() to authenticated;
