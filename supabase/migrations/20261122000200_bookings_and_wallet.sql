-- =============================================================================
-- Bookings, the wallet ledger and the staff audit log.
-- Nobody writes these tables through the API: the security-definer RPCs of the
-- next migration check the rules and write in one transaction. Members read
-- their own rows; club staff read their clubs' rows.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Types
-- -----------------------------------------------------------------------------
create type public.booking_status as enum ('confirmed', 'cancelled');
create type public.transaction_type as enum ('credit', 'debit');
create type public.transaction_status as enum ('completed', 'pending');
create type public.transaction_kind as enum ('top_up', 'booking', 'refund', 'adjustment');

-- -----------------------------------------------------------------------------
-- Bookings
-- -----------------------------------------------------------------------------
create table public.bookings (
  -- Made by the client before it goes online: the idempotency key of book_court.
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null,
  club_id uuid not null,
  date date not null,
  slot_id smallint not null references public.slots (id),
  -- Who pressed "book" (the member, or staff booking for them); kept when that person goes.
  booked_by uuid references public.profiles (id) on delete set null,
  -- Whose booking it is and whose wallet paid.
  member_id uuid not null references public.profiles (id) on delete cascade,
  players uuid[] not null default '{}' check (cardinality(players) <= 4),
  price numeric(10, 2) not null check (price >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status public.booking_status not null default 'confirmed',
  cancelled_at timestamptz,
  cancelled_by uuid references public.profiles (id) on delete set null,
  refund_amount numeric(10, 2) check (refund_amount >= 0 and refund_amount <= price),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (court_id, club_id) references public.courts (id, club_id) on delete restrict,
  constraint bookings_cancelled_fields check ((status = 'cancelled') = (cancelled_at is not null))
);
alter table public.bookings enable row level security;

comment on table public.bookings is
  'Court bookings. date and slot are club-local; one confirmed booking per court, date and slot.';
comment on column public.bookings.id is 'Client-generated uuid: replaying book_court with it returns the same booking.';
comment on column public.bookings.club_id is 'The court''s club (enforced by the composite foreign key); lets staff policies skip a join.';

-- The final arbiter of double bookings: concurrent book_court calls race here,
-- and every loser gets unique_violation (reported as slot_taken).
create unique index bookings_one_per_court_slot
  on public.bookings (court_id, date, slot_id) where status = 'confirmed';
create index bookings_member_id_idx on public.bookings (member_id, date);
create index bookings_club_id_date_idx on public.bookings (club_id, date);
create index bookings_booked_by_idx on public.bookings (booked_by);
create index bookings_players_idx on public.bookings using gin (players);

create trigger bookings_set_updated_at
  before update on public.bookings
  for each row execute function public.set_updated_at();

-- -----------------------------------------------------------------------------
-- Transactions: the wallet ledger (append-only)
-- -----------------------------------------------------------------------------
create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (id) on delete cascade,
  type public.transaction_type not null,
  kind public.transaction_kind not null,
  amount numeric(10, 2) not null check (amount > 0),
  description text not null check (char_length(description) between 1 and 200),
  status public.transaction_status not null default 'completed',
  booking_id uuid references public.bookings (id) on delete cascade,
  -- The club a top-up is paid at (its staff confirm it), or the booking's club.
  club_id uuid references public.clubs (id) on delete set null,
  -- No foreign key: a ledger keeps who did it even after that account is gone.
  created_by uuid,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint transactions_completed_at check ((status = 'completed') = (completed_at is not null)),
  constraint transactions_only_top_ups_pend check (status = 'completed' or kind = 'top_up'),
  constraint transactions_kind_matches_type check (
    (kind = 'booking' and type = 'debit') or (kind in ('top_up', 'refund') and type = 'credit') or kind = 'adjustment'),
  constraint transactions_booking_reference check ((kind in ('booking', 'refund')) = (booking_id is not null))
);
alter table public.transactions enable row level security;

comment on table public.transactions is
  'Wallet ledger, append-only. Balance = completed credits - completed debits; pending top-ups do not count until a staff member confirms them.';

-- At most one charge and one refund per booking, whatever a client retries.
create unique index transactions_one_debit_per_booking on public.transactions (booking_id) where kind = 'booking';
create unique index transactions_one_refund_per_booking on public.transactions (booking_id) where kind = 'refund';
create index transactions_member_id_idx on public.transactions (member_id, created_at desc);
create index transactions_club_pending_idx on public.transactions (club_id) where status = 'pending';

-- -----------------------------------------------------------------------------
-- Wallets: one row per member with the ledger's running balance
-- -----------------------------------------------------------------------------
-- The row is what book_court locks (select ... for update) so one member's
-- concurrent debits queue up, and its check constraint makes an overdraft
-- impossible even for a writer that forgot the lock.
create table public.wallets (
  member_id uuid primary key references public.profiles (id) on delete cascade,
  balance numeric(12, 2) not null default 0 constraint wallets_never_negative check (balance >= 0),
  updated_at timestamptz not null default now()
);
alter table public.wallets enable row level security;
comment on table public.wallets is
  'Running balance per member, maintained only by the transactions triggers; always equals wallet_balance''s definition.';

-- Statement-level with transition tables: the seed's thousands of ledger rows
-- become one upsert per member, and a single RPC insert is one row anyway.
create function public.wallets_apply_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Create missing rows first and add the deltas in an update: an upsert would
  -- test the check constraint against a negative delta before the conflict.
  insert into public.wallets (member_id)
  select distinct t.member_id from inserted_rows t where t.status = 'completed'
  on conflict (member_id) do nothing;
  update public.wallets w set balance = w.balance + d.delta, updated_at = now()
  from (
    select t.member_id, sum(case t.type when 'credit' then t.amount else -t.amount end) as delta
    from inserted_rows t
    where t.status = 'completed'
    group by t.member_id
  ) d
  where w.member_id = d.member_id;
  return null;
end;
$$;

create function public.wallets_apply_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.wallets (member_id)
  select distinct n.member_id from new_rows n
  on conflict (member_id) do nothing;
  update public.wallets w set balance = w.balance + d.delta, updated_at = now()
  from (
    select n.member_id, sum(case n.type when 'credit' then n.amount else -n.amount end) as delta
    from new_rows n join old_rows o on o.id = n.id
    where o.status = 'pending' and n.status = 'completed'
    group by n.member_id
  ) d
  where w.member_id = d.member_id;
  return null;
end;
$$;

-- Append-only: the one change allowed is completing a pending row (confirm_top_up).
create function public.transactions_guard_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'pending' and new.status = 'completed'
     and (to_jsonb(new) - 'status' - 'completed_at') = (to_jsonb(old) - 'status' - 'completed_at') then
    return new;
  end if;
  raise exception 'The wallet ledger is append-only: transactions cannot be changed'
    using errcode = 'insufficient_privilege', hint = 'Record a new transaction instead.';
end;
$$;

-- Deleting is refused, except the cascade from deleting the member's account
-- (their profile is already gone when the cascade reaches the ledger).
create function public.transactions_guard_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.id = old.member_id) then
    raise exception 'The wallet ledger is append-only: transactions cannot be deleted'
      using errcode = 'insufficient_privilege';
  end if;
  return old;
end;
$$;

create function public.transactions_guard_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The wallet ledger is append-only: it cannot be truncated' using errcode = 'insufficient_privilege';
end;
$$;

revoke execute on function public.wallets_apply_inserted() from public, anon, authenticated;
revoke execute on function public.wallets_apply_completed() from public, anon, authenticated;
revoke execute on function public.transactions_guard_update() from public, anon, authenticated;
revoke execute on function public.transactions_guard_delete() from public, anon, authenticated;
revoke execute on function public.transactions_guard_truncate() from public, anon, authenticated;

create trigger transactions_guard_update before update on public.transactions
  for each row execute function public.transactions_guard_update();
create trigger transactions_guard_delete before delete on public.transactions
  for each row execute function public.transactions_guard_delete();
create trigger transactions_guard_truncate before truncate on public.transactions
  for each statement execute function public.transactions_guard_truncate();
create trigger transactions_apply_inserted after insert on public.transactions
  referencing new table as inserted_rows for each statement execute function public.wallets_apply_inserted();
create trigger transactions_apply_completed after update on public.transactions
  referencing old table as old_rows new table as new_rows for each statement execute function public.wallets_apply_completed();

-- -----------------------------------------------------------------------------
-- Balance
-- -----------------------------------------------------------------------------
create function public.wallet_balance(member uuid default null)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  who uuid := coalesce(wallet_balance.member, (select auth.uid()));
begin
  -- API callers (PostgREST switched to anon/authenticated) may read only their
  -- own balance unless super admin; service_role and direct database sessions any.
  if who is distinct from (select auth.uid())
     and current_setting('role', true) in ('anon', 'authenticated')
     and not public.has_role(array['super_admin']::public.user_role[]) then
    raise exception 'You can only read your own balance' using errcode = 'insufficient_privilege';
  end if;
  return coalesce((select w.balance from public.wallets w where w.member_id = who), 0);
end;
$$;
comment on function public.wallet_balance(uuid) is
  'Completed credits minus completed debits of a member (default: the caller). Others'' balances: super admins only.';
revoke execute on function public.wallet_balance(uuid) from public, anon;
grant execute on function public.wallet_balance(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Audit log of staff actions
-- -----------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  action text not null check (char_length(action) between 1 and 100),
  target_table text not null,
  target_id text not null,
  club_id uuid references public.clubs (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
alter table public.audit_log enable row level security;
comment on table public.audit_log is
  'What staff did on someone else''s behalf (booking for a member, cancelling, confirming top-ups). Written by the RPCs only.';
create index audit_log_actor_id_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_club_id_idx on public.audit_log (club_id, created_at desc);

-- -----------------------------------------------------------------------------
-- Privileges: read-only for signed-in users; every write goes through an RPC
-- -----------------------------------------------------------------------------
revoke all on table public.bookings, public.transactions, public.wallets, public.audit_log from anon, authenticated;
grant select on table public.bookings, public.transactions, public.wallets, public.audit_log to authenticated;
grant all on table public.bookings, public.transactions, public.wallets, public.audit_log to service_role;

-- -----------------------------------------------------------------------------
-- Policies
-- -----------------------------------------------------------------------------

-- The clubs the caller is staff of, as a set: a policy "club_id in (select ...)"
-- runs it once per query instead of is_club_staff once per row (a super admin
-- reading a year of bookings).
create function public.staff_club_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clubs c
  left join public.countries k on k.code = c.country_code
  where (select auth.uid()) is not null
    and (c.owner_id = (select auth.uid()) or k.owner_id = (select auth.uid())
         or public.has_role(array['super_admin']::public.user_role[]));
$$;
comment on function public.staff_club_ids() is 'Ids of the clubs the caller is staff of (see is_club_staff).';
revoke execute on function public.staff_club_ids() from public, anon;
grant execute on function public.staff_club_ids() to authenticated, service_role;

create policy "Members can read their own bookings"
  on public.bookings for select
  to authenticated
  using (member_id = (select auth.uid()) or booked_by = (select auth.uid()) or (select auth.uid()) = any (players));

create policy "Club staff can read their clubs' bookings"
  on public.bookings for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

create policy "Members can read their own transactions"
  on public.transactions for select
  to authenticated
  using (member_id = (select auth.uid()));

create policy "Club staff can read their clubs' transactions"
  on public.transactions for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

create policy "Members can read their own wallet"
  on public.wallets for select
  to authenticated
  using (member_id = (select auth.uid()) or (select public.has_role(array['super_admin']::public.user_role[])));

create policy "Staff can read their own actions and super admins all"
  on public.audit_log for select
  to authenticated
  using (actor_id = (select auth.uid()) or (select public.has_role(array['super_admin']::public.user_role[])));
