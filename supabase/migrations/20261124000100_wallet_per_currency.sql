-- =============================================================================
-- Money per currency. Every ledger row carries the ISO currency it was paid
-- in (the club's); a member holds one wallet row per currency they use; a
-- balance is completed credits - completed debits of ONE currency. Nothing in
-- the database converts or adds two currencies.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The ledger's currency, backfilled from what each row was for
-- -----------------------------------------------------------------------------
alter table public.transactions add column currency text;

-- The ledger refuses updates (append-only); this one-off backfill is the only
-- change it has ever needed, made with the guard off inside this transaction.
alter table public.transactions disable trigger transactions_guard_update;
alter table public.transactions disable trigger transactions_apply_completed;

update public.transactions t set currency = b.currency
from public.bookings b
where b.id = t.booking_id and t.currency is null;

update public.transactions t set currency = c.currency
from public.tournament_entries e
join public.tournaments x on x.id = e.tournament_id
join public.clubs c on c.id = x.club_id
where e.id = t.tournament_entry_id and t.currency is null;

update public.transactions t set currency = c.currency
from public.clubs c
where c.id = t.club_id and t.currency is null;

update public.transactions t set currency = c.currency
from public.profiles p
join public.clubs c on c.id = p.home_club_id
where p.id = t.member_id and t.currency is null;

alter table public.transactions enable trigger transactions_guard_update;
alter table public.transactions enable trigger transactions_apply_completed;

do $$
begin
  -- Guessing a currency would invent money: stop and let a person decide.
  if exists (select 1 from public.transactions where currency is null) then
    raise exception 'Ledger rows without a club, booking, tournament or home club: their currency is unknown'
      using hint = 'Set transactions.currency for them by hand, then apply this migration again.';
  end if;
end;
$$;

alter table public.transactions
  alter column currency set not null,
  add constraint transactions_currency_format check (currency ~ '^[A-Z]{3}$');
comment on column public.transactions.currency is
  'ISO 4217 code of the amount: the club''s currency. Balances are per currency; amounts of two currencies are never added.';

create index transactions_member_currency_idx on public.transactions (member_id, currency, completed_at);

-- A row that names a club is in that club's currency, whatever the writer.
create function public.transactions_check_currency()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from inserted_rows t join public.clubs c on c.id = t.club_id where t.currency <> c.currency) then
    raise exception 'A ledger row must be in its club''s currency' using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
revoke execute on function public.transactions_check_currency() from public, anon, authenticated;
create trigger transactions_check_currency after insert on public.transactions
  referencing new table as inserted_rows for each statement execute function public.transactions_check_currency();

-- -----------------------------------------------------------------------------
-- Wallets: one row per member and currency
-- -----------------------------------------------------------------------------
alter table public.wallets add column currency text;
delete from public.wallets;
alter table public.wallets
  drop constraint wallets_pkey,
  alter column currency set not null,
  add constraint wallets_currency_format check (currency ~ '^[A-Z]{3}$'),
  add primary key (member_id, currency);
comment on table public.wallets is
  'Running balance per member and currency, maintained only by the transactions triggers; always equals the ledger''s completed credits - debits in that currency.';

-- Rebuilt from the ledger itself. A member who paid a court in one currency
-- from money topped up in another now owes in the first: no rule can settle
-- that without converting, so the migration stops and says so.
do $$
declare
  short int;
begin
  select count(*) into short from (
    select 1 from public.transactions t where t.status = 'completed'
    group by t.member_id, t.currency
    having sum(case t.type when 'credit' then t.amount else -t.amount end) < 0) x;
  if short > 0 then
    raise exception '% member balances go below zero once the ledger is split by currency', short
      using hint = 'Those members paid in one currency with money added in another. Record per-currency '
                   'adjustment rows for them (a decision for the clubs involved), then apply this migration again.';
  end if;
end;
$$;

insert into public.wallets (member_id, currency, balance)
select t.member_id, t.currency, sum(case t.type when 'credit' then t.amount else -t.amount end)
from public.transactions t
where t.status = 'completed'
group by t.member_id, t.currency;

create or replace function public.wallets_apply_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Create missing rows first and add the deltas in an update: an upsert would
  -- test the check constraint against a negative delta before the conflict.
  insert into public.wallets (member_id, currency)
  select distinct t.member_id, t.currency from inserted_rows t where t.status = 'completed'
  on conflict (member_id, currency) do nothing;
  update public.wallets w set balance = w.balance + d.delta, updated_at = now()
  from (
    select t.member_id, t.currency, sum(case t.type when 'credit' then t.amount else -t.amount end) as delta
    from inserted_rows t
    where t.status = 'completed'
    group by t.member_id, t.currency
  ) d
  where w.member_id = d.member_id and w.currency = d.currency;
  return null;
end;
$$;

create or replace function public.wallets_apply_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.wallets (member_id, currency)
  select distinct n.member_id, n.currency from new_rows n
  on conflict (member_id, currency) do nothing;
  update public.wallets w set balance = w.balance + d.delta, updated_at = now()
  from (
    select n.member_id, n.currency, sum(case n.type when 'credit' then n.amount else -n.amount end) as delta
    from new_rows n join old_rows o on o.id = n.id
    where o.status = 'pending' and n.status = 'completed'
    group by n.member_id, n.currency
  ) d
  where w.member_id = d.member_id and w.currency = d.currency;
  return null;
end;
$$;

-- Locks (creating if needed) one member's wallet in one currency and returns
-- its balance: every debit and every capped request queues here, so two never
-- both see the old balance.
create function public.lock_wallet(p_member uuid, p_currency text)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  funds numeric(12, 2);
begin
  insert into public.wallets (member_id, currency) values (p_member, p_currency)
  on conflict (member_id, currency) do nothing;
  select w.balance into funds from public.wallets w
  where w.member_id = p_member and w.currency = p_currency
  for update;
  return funds;
end;
$$;
revoke execute on function public.lock_wallet(uuid, text) from public, anon, authenticated;
comment on function public.lock_wallet(uuid, text) is 'Internal: locks a member''s wallet row in one currency and returns its balance.';

-- -----------------------------------------------------------------------------
-- Balances
-- -----------------------------------------------------------------------------
drop function public.wallet_balance(uuid);

-- One balance, for RPC answers and tests (no access check: internal).
create function public.wallet_balance(p_member uuid, p_currency text)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select w.balance from public.wallets w where w.member_id = p_member and w.currency = p_currency), 0);
$$;
revoke execute on function public.wallet_balance(uuid, text) from public, anon, authenticated;
comment on function public.wallet_balance(uuid, text) is 'Internal: a member''s completed credits - debits in one currency.';

create function public.wallet_balances(member uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  who uuid := coalesce(wallet_balances.member, (select auth.uid()));
begin
  -- API callers may read only their own balances unless super admin; service_role and database sessions any.
  if who is distinct from (select auth.uid())
     and current_setting('role', true) in ('anon', 'authenticated')
     and not public.has_role(array['super_admin']::public.user_role[]) then
    raise exception 'You can only read your own balance' using errcode = 'insufficient_privilege';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('currency', w.currency, 'balance', w.balance) order by w.currency)
    from public.wallets w
    where w.member_id = who), '[]'::jsonb);
end;
$$;
comment on function public.wallet_balances(uuid) is
  'A member''s balances (default: the caller), one per currency held: [{currency, balance}]. Others'' balances: super admins only.';
revoke execute on function public.wallet_balances(uuid) from public, anon;
grant execute on function public.wallet_balances(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Amounts in sentences: 2 decimals with the currency's own sign, as the app
-- shows them (Intl.NumberFormat 'en': "€70.00", "£70.00", "$70.00")
-- -----------------------------------------------------------------------------
create function public.money_text(p_amount numeric, p_currency text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_amount < 0 then '-' else '' end
      || case p_currency when 'EUR' then '€' when 'GBP' then '£' when 'USD' then '$' when 'CHF' then 'CHF '
                         when 'SEK' then 'SEK ' else p_currency || ' ' end
      || to_char(abs(p_amount), 'FM999,999,999,990.00');
$$;
comment on function public.money_text(numeric, text) is 'An amount as the app shows it, with its currency''s sign: "€40.00", "£1,250.00".';
revoke execute on function public.money_text(numeric, text) from public, anon, authenticated;

-- Notifications named amounts in dollars; they now use each amount's currency.
create or replace function public.notify_bookings_cancelled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return null;
  end if;
  perform public.notify(
    b.member_id, 'booking_cancelled', 'Booking cancelled',
    public.booking_summary(b.court_id, b.date, b.slot_id) || '. '
      || case when b.cancelled_by is distinct from b.member_id then 'Cancelled by club staff. ' else '' end
      || case when coalesce(b.refund_amount, 0) > 0
           then public.money_text(b.refund_amount, b.currency) || ' refunded to your balance.'
           else 'No refund: it was cancelled less than 24 hours before the start.' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                       'refund', coalesce(b.refund_amount, 0), 'currency', b.currency))
  from new_bookings b
  join old_bookings o on o.id = b.id
  where o.status = 'confirmed' and b.status = 'cancelled';
  return null;
end;
$$;

create or replace function public.notify_top_ups_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return null;
  end if;
  perform public.notify(
    t.member_id, 'top_up_confirmed', 'Top-up confirmed',
    public.money_text(t.amount, t.currency) || ' added to your balance.',
    '/player-balance',
    jsonb_build_object('transaction_id', t.id, 'amount', t.amount, 'currency', t.currency, 'club_id', t.club_id))
  from new_transactions t
  join old_transactions o on o.id = t.id
  where t.kind = 'top_up' and o.status = 'pending' and t.status = 'completed';
  return null;
end;
$$;

drop function public.wallet_amount(numeric);

comment on column public.tournaments.entry_fee is 'Per team, in the club''s currency, debited from the registering player''s wallet in that currency.';
