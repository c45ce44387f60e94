-- =============================================================================
-- The rules a club sets for itself, and what makes a court-slot bookable.
--
-- A club has opening hours per weekday (closed weekdays allowed) and closure days; its courts can be out of
-- service; its staff block court-slots for maintenance, a class or an event; it chooses when peak pricing
-- applies and how long before the start a cancellation is refunded in full. slot_unavailable is the one
-- answer to "can this court-slot be booked at all", used by book_court and every staff booking RPC;
-- bookable_slots is the same rule as a set, for occupancy.
--
-- A walk-in guest's booking has no member: it is paid at the desk, recorded in desk_payments (the desk's own
-- append-only ledger), and club_revenue_lines joins both ledgers into the club's revenue, one place for the
-- dashboard, the finance page and the reports.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Clubs: contact, hours per weekday, peak rule, refund window
-- -----------------------------------------------------------------------------

-- Seven entries, Monday first (index = ISO weekday); both null on a closed weekday; otherwise opens before closes.
create function public.valid_weekly_hours(opens time[], closes time[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(opens) = 7 and cardinality(closes) = 7
     and array_lower(opens, 1) = 1 and array_lower(closes, 1) = 1
     and not exists (
       select 1 from generate_series(1, 7) d
       where (opens[d] is null) <> (closes[d] is null) or opens[d] >= closes[d]);
$$;
comment on function public.valid_weekly_hours(time[], time[]) is
  'Whether two arrays are a week of opening hours: 7 entries Monday first, both null on a closed day, opening before closing.';

alter table public.clubs drop constraint clubs_opening_hours;
alter table public.clubs
  alter column opens_at drop default,
  alter column closes_at drop default;
alter table public.clubs
  alter column opens_at type time[] using array_fill(opens_at, array[7]),
  alter column closes_at type time[] using array_fill(closes_at, array[7]);
alter table public.clubs
  alter column opens_at set default array_fill('09:00'::time, array[7]),
  alter column closes_at set default array_fill('21:00'::time, array[7]),
  add constraint clubs_weekly_hours check (public.valid_weekly_hours(opens_at, closes_at)),
  add column phone text constraint clubs_phone_length check (char_length(phone) between 3 and 40),
  add column email text constraint clubs_email_shape check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add column peak_starts_at time default '18:00',
  add column peak_weekdays smallint[] not null default '{6,7}'
    constraint clubs_peak_weekdays check (peak_weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]),
  add column full_refund_hours smallint not null default 24
    constraint clubs_full_refund_hours check (full_refund_hours between 0 and 336);

comment on column public.clubs.opens_at is
  'Opening time per ISO weekday (club local), Monday first; null on a weekday the club is closed. Slots inside opens_at..closes_at can be booked.';
comment on column public.clubs.closes_at is 'Closing time per ISO weekday (club local), Monday first; null on a closed weekday.';
comment on column public.clubs.phone is 'The club''s phone number for members.';
comment on column public.clubs.email is 'The club''s e-mail address for members.';
comment on column public.clubs.peak_starts_at is 'Slots starting at or after this time cost the peak price (null: no evening peak).';
comment on column public.clubs.peak_weekdays is 'ISO weekdays (1 Monday .. 7 Sunday) on which every slot costs the peak price.';
comment on column public.clubs.full_refund_hours is 'A member who cancels at least this many hours before the start is refunded in full; later, nothing.';

-- -----------------------------------------------------------------------------
-- Courts in and out of service
-- -----------------------------------------------------------------------------
alter table public.courts add column in_service boolean not null default true;
comment on column public.courts.in_service is 'False while the court is out of service: nothing on it can be booked.';

-- -----------------------------------------------------------------------------
-- Closure days and court blocks
-- -----------------------------------------------------------------------------
create table public.club_closures (
  club_id uuid not null references public.clubs (id) on delete cascade,
  date date not null,
  reason text not null check (char_length(reason) between 1 and 200),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (club_id, date)
);
alter table public.club_closures enable row level security;
comment on table public.club_closures is 'Days a club is closed (holidays, events): nothing can be booked that day.';

create table public.court_blocks (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null,
  court_id uuid not null,
  date date not null,
  slot_id smallint not null references public.slots (id),
  kind text not null check (kind in ('maintenance', 'class', 'event', 'other')),
  reason text not null check (char_length(reason) between 1 and 200),
  -- The blocks made together (a range or a weekly series) share one id, so they can be lifted together.
  series_id uuid not null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (court_id, club_id) references public.courts (id, club_id) on delete cascade,
  unique (court_id, date, slot_id)
);
alter table public.court_blocks enable row level security;
comment on table public.court_blocks is
  'Court-slots the club''s staff took out of booking (maintenance, a class, an event). Members see them as "Unavailable".';
create index court_blocks_club_date_idx on public.court_blocks (club_id, date);
create index court_blocks_series_idx on public.court_blocks (series_id);

revoke all on table public.club_closures, public.court_blocks from anon, authenticated;
grant select on table public.club_closures, public.court_blocks to authenticated;
grant all on table public.club_closures, public.court_blocks to service_role;

-- Members learn that a day is closed (their booking screen says so); only staff learn why a court is blocked.
create policy "Signed-in users can read closure days"
  on public.club_closures for select
  to authenticated
  using (true);

create policy "Club staff can read their clubs' blocks"
  on public.court_blocks for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

-- -----------------------------------------------------------------------------
-- Walk-in guests: a booking without a member, paid at the desk
-- -----------------------------------------------------------------------------
alter table public.bookings
  alter column member_id drop not null,
  add column guest_name text constraint bookings_guest_name_length check (char_length(guest_name) between 1 and 100),
  add column guest_phone text constraint bookings_guest_phone_length check (char_length(guest_phone) between 3 and 40),
  add constraint bookings_member_or_guest check ((member_id is null) = (guest_name is not null));
comment on column public.bookings.member_id is 'Whose booking it is and whose wallet paid; null for a walk-in guest (guest_name), who pays at the desk.';
comment on column public.bookings.guest_name is 'A walk-in guest''s name (bookings without a member only).';
comment on column public.bookings.guest_phone is 'A walk-in guest''s phone number, if given.';

-- Money taken or given back at the desk, outside any wallet: walk-in payments, their refunds and move differences.
create table public.desk_payments (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id) on delete cascade,
  booking_id uuid references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('walk_in', 'walk_in_refund', 'walk_in_move')),
  -- Positive: the desk took money; negative: the desk gave it back.
  amount numeric(10, 2) not null check (amount <> 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  description text not null check (char_length(description) between 1 and 200),
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint desk_payments_sign check (
    (kind = 'walk_in' and amount > 0) or (kind = 'walk_in_refund' and amount < 0) or kind = 'walk_in_move')
);
alter table public.desk_payments enable row level security;
comment on table public.desk_payments is
  'Append-only: money the desk took (walk-in guests) or gave back (their refunds, move differences), in the club''s currency.';
create unique index desk_payments_one_walk_in_per_booking on public.desk_payments (booking_id) where kind = 'walk_in';
create unique index desk_payments_one_refund_per_booking on public.desk_payments (booking_id) where kind = 'walk_in_refund';
create index desk_payments_club_idx on public.desk_payments (club_id, created_at);

revoke all on table public.desk_payments from anon, authenticated;
grant select on table public.desk_payments to authenticated;
grant all on table public.desk_payments to service_role;
create policy "Club staff can read their clubs' desk payments"
  on public.desk_payments for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

create function public.desk_payments_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'desk payments are append-only' using errcode = 'check_violation';
end;
$$;
comment on function public.desk_payments_append_only() is 'Trigger: desk payments are never changed or deleted.';
revoke execute on function public.desk_payments_append_only() from public, anon, authenticated;
create trigger desk_payments_append_only
  before update or delete on public.desk_payments
  for each row execute function public.desk_payments_append_only();

-- Ledger rows may now be a move's difference, either way, tied to its booking.
alter table public.transactions
  drop constraint transactions_kind_matches_type,
  drop constraint transactions_booking_reference,
  add constraint transactions_kind_matches_type check (
    (kind in ('booking', 'tournament_fee') and type = 'debit')
    or (kind in ('top_up', 'refund', 'tournament_refund') and type = 'credit')
    or kind in ('adjustment', 'booking_move')),
  add constraint transactions_booking_reference check ((kind in ('booking', 'refund', 'booking_move')) = (booking_id is not null));

-- -----------------------------------------------------------------------------
-- Price and availability rules
-- -----------------------------------------------------------------------------
create function public.club_is_peak(p_club public.clubs, on_date date, starts_at time)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select extract(isodow from on_date)::smallint = any (p_club.peak_weekdays)
      or coalesce(starts_at >= p_club.peak_starts_at, false);
$$;
comment on function public.club_is_peak(public.clubs, date, time) is
  'Peak pricing at this club: its peak weekdays all day, and slots from its peak start time.';

create or replace function public.slot_price(court public.courts, on_date date, starts_at time)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when public.club_is_peak(c, on_date, starts_at) then court.peak_price else court.off_peak_price end
  from public.clubs c where c.id = court.club_id;
$$;
comment on function public.slot_price(public.courts, date, time) is 'What one slot on this court costs on that date, by its club''s peak rule.';

drop function public.is_peak(date, time);

-- Whether the club is open for the whole slot that day: its weekday's hours, and not a closure day.
create function public.club_open_for(p_club public.clubs, on_date date, p_slot public.slots)
returns boolean
language sql
stable
set search_path = ''
as $$
  -- A closed weekday's null hours answer false, not null (null would slip through a "when not ...").
  select coalesce(p_slot.starts_at >= p_club.opens_at[extract(isodow from on_date)::int]
                  and p_slot.ends_at <= p_club.closes_at[extract(isodow from on_date)::int], false)
     and not exists (select 1 from public.club_closures x where x.club_id = p_club.id and x.date = on_date);
$$;
comment on function public.club_open_for(public.clubs, date, public.slots) is
  'Whether the club is open for the whole slot on that date: the weekday''s hours and no closure day.';
revoke execute on function public.club_open_for(public.clubs, date, public.slots) from public, anon, authenticated;

-- The one answer to "can this court-slot be booked at all" (time and money are checked by the callers).
create function public.slot_unavailable(p_court public.courts, p_club public.clubs, on_date date, p_slot public.slots)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not public.club_open_for(p_club, on_date, p_slot) then
      public.rpc_result('club_closed', 'The club is closed at that time.')
    when not p_court.in_service then
      public.rpc_result('court_out_of_service', 'This court is out of service.')
    when exists (select 1 from public.court_blocks x
                 where x.court_id = p_court.id and x.date = on_date and x.slot_id = p_slot.id) then
      public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.')
  end;
$$;
comment on function public.slot_unavailable(public.courts, public.clubs, date, public.slots) is
  'Internal: why a court-slot cannot be booked (club_closed, court_out_of_service, unavailable for a block) as an rpc_result, or null.';
revoke execute on function public.slot_unavailable(public.courts, public.clubs, date, public.slots) from public, anon, authenticated;

-- The same rule as a set: every court-slot of a period that could have been booked. Occupancy's denominator.
create function public.bookable_slots(p_club_id uuid, p_from date, p_to date)
returns table (court_id uuid, date date, slot_id smallint, is_peak boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, d.date, s.id, public.club_is_peak(c, d.date, s.starts_at)
  from public.clubs c
  join public.courts k on k.club_id = c.id and k.in_service
  cross join lateral (select g::date as date from generate_series(p_from, p_to, interval '1 day') g) d
  cross join public.slots s
  where c.id = p_club_id
    and s.starts_at >= c.opens_at[extract(isodow from d.date)::int]
    and s.ends_at <= c.closes_at[extract(isodow from d.date)::int]
    and not exists (select 1 from public.club_closures x where x.club_id = c.id and x.date = d.date)
    and not exists (select 1 from public.court_blocks x where x.court_id = k.id and x.date = d.date and x.slot_id = s.id);
$$;
comment on function public.bookable_slots(uuid, date, date) is
  'Internal: the court-slots of a club between two dates (inclusive) that could be booked: courts in service (as they are now), the weekday''s opening hours, no closure day, no block.';
revoke execute on function public.bookable_slots(uuid, date, date) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Refund window per club
-- -----------------------------------------------------------------------------
create or replace function public.cancellation_quote(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with t as (
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) as starts_at,
           make_interval(hours => c.full_refund_hours) as window, c.full_refund_hours as hours
    from public.slots s, public.clubs c
    where s.id = b.slot_id and c.id = b.club_id
  )
  select jsonb_build_object(
    'starts_at', t.starts_at,
    'refund_deadline', t.starts_at - t.window,
    'full_refund_hours', t.hours,
    'price', b.price,
    'currency', b.currency,
    'started', t.starts_at <= now(),
    'full_refund', t.starts_at - now() >= t.window,
    'refund', case when t.starts_at - now() >= t.window then b.price else 0.00 end)
  from t;
$$;
comment on function public.cancellation_quote(public.bookings) is
  'Internal: the refund a member cancelling now gets: the full price up to the club''s full_refund_hours before the start, nothing after.';
revoke execute on function public.cancellation_quote(public.bookings) from public, anon, authenticated;

-- "24 hours" in a sentence, or the club's own window.
create function public.hours_text(p_hours int)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_hours || case when p_hours = 1 then ' hour' else ' hours' end;
$$;
comment on function public.hours_text(int) is 'Internal: "1 hour", "24 hours".';
revoke execute on function public.hours_text(int) from public, anon, authenticated;
