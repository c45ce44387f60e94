-- =============================================================================
-- Card payments online, through Stripe (the functions service: create-card-payment, stripe-webhook,
-- send-card-refunds, card-payments-config). docs/booking-and-wallet.md, "Card payments".
--
-- The database decides everything about money: what a card payment charges (card_payment_quote: the caller's own
-- booking's due, or a top-up in a currency of the network), and what a Stripe event does (record_stripe_event:
-- once per event id, once per payment, for the amount, currency and member recorded). The functions only talk to
-- Stripe. Card is offered only while card payments are set up (payment_settings.card_enabled, written by the local
-- stack from its Stripe keys at start, by a service-role call on a Supabase project).
--
-- A booking paid by card is confirmed at once with its price due (as one paid at the club): if the card payment
-- never completes, the price stays due at the desk and counts toward the club's unpaid limit. A payment that arrives
-- when nothing (or something else) is due — the booking cancelled, paid at the desk or moved meanwhile — goes to the
-- member's wallet in that currency, so no money is ever lost. A card-paid booking's refund follows the club's rule
-- (clubs.card_refunds_to): to the wallet (the cancellation's own refund) or back to the card (card_refunds, sent by
-- send-card-refunds with the row id as Stripe's idempotency key, confirmed by charge.refunded).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Whether card payments are set up for this network: one row.
-- -----------------------------------------------------------------------------
create table public.payment_settings (
  id boolean primary key default true constraint payment_settings_one_row check (id),
  card_enabled boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.payment_settings enable row level security;
comment on table public.payment_settings is
  'One row: whether card payments online are set up (Stripe keys configured). Read through card_payments_enabled(); written by set_card_payments (service role).';
revoke all on table public.payment_settings from anon, authenticated;
grant all on table public.payment_settings to service_role;
insert into public.payment_settings (id, card_enabled) values (true, false);

create function public.card_payments_enabled()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.card_enabled from public.payment_settings s where s.id), false);
$$;
comment on function public.card_payments_enabled() is 'Internal: whether card payments online are set up (payment_settings).';
revoke execute on function public.card_payments_enabled() from public, anon, authenticated;
grant execute on function public.card_payments_enabled() to service_role;

create function public.set_card_payments(p_enabled boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_enabled is null then
    return public.rpc_result('invalid_request', 'Please say whether card payments are set up: true or false.',
      public.said('server_invalid_request_card_setting'));
  end if;
  update public.payment_settings s set card_enabled = p_enabled, updated_at = now() where s.id;
  return public.rpc_result('saved', case when p_enabled then 'Card payments are on.' else 'Card payments are off.' end,
    jsonb_build_object('enabled', p_enabled)
    || public.said(case when p_enabled then 'server_card_payments_on' else 'server_card_payments_off' end));
end;
$$;
comment on function public.set_card_payments(boolean) is
  'Service role only: turns card payments on once the Stripe keys are set for the functions (the local stack calls it at every start; on a Supabase project: select public.set_card_payments(true), or rpc(''set_card_payments'', { p_enabled: true }) with the service-role key). Returns {status saved|invalid_request, message, enabled}.';
revoke execute on function public.set_card_payments(boolean) from public, anon, authenticated;
grant execute on function public.set_card_payments(boolean) to service_role;

create function public.card_not_set_up()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.rpc_result('card_not_set_up', 'Card payments are not set up for this network yet.',
    public.said('server_invalid_request_card_not_set_up'));
$$;
comment on function public.card_not_set_up() is 'Internal: the answer of every card path while card payments are not set up.';
revoke execute on function public.card_not_set_up() from public, anon, authenticated;

-- Stripe counts in a currency's smallest unit; these currencies have none below the unit.
create function public.stripe_minor_units(p_amount numeric, p_currency text)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when upper(p_currency) in ('BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV',
                                         'XAF', 'XOF', 'XPF')
              then round(p_amount)::bigint else round(p_amount * 100)::bigint end;
$$;
comment on function public.stripe_minor_units(numeric, text) is
  'Internal: an amount in Stripe''s minor units of its currency (cents; the unit itself for zero-decimal currencies).';
revoke execute on function public.stripe_minor_units(numeric, text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- The club's rule for refunds of card-paid bookings; what may be due; the card in desk payments.
-- -----------------------------------------------------------------------------
alter table public.clubs
  add column card_refunds_to text not null default 'wallet' constraint clubs_card_refunds_to check (card_refunds_to in ('wallet', 'card'));
comment on column public.clubs.card_refunds_to is 'Where the refund of a booking paid by card goes: the member''s wallet (default) or back to the card.';

alter table public.bookings drop constraint bookings_due_at_the_club;
alter table public.bookings
  add constraint bookings_due_at_the_club check (due = 0 or pay_with in ('club', 'card'));
comment on column public.bookings.due is
  'What the member still owes the club for this booking: taken at the desk (take_booking_payment) or paid by card online (record_stripe_event).';

alter table public.desk_payments drop constraint desk_payments_kind_check;
alter table public.desk_payments drop constraint desk_payments_sign;
alter table public.desk_payments drop constraint desk_payments_method;
alter table public.desk_payments
  add constraint desk_payments_kind_check check (kind in ('walk_in', 'walk_in_refund', 'walk_in_move', 'booking_payment', 'booking_move', 'card_refund')),
  add constraint desk_payments_sign check (
    (kind in ('walk_in', 'booking_payment') and amount > 0) or (kind in ('walk_in_refund', 'card_refund') and amount < 0)
    or kind in ('walk_in_move', 'booking_move')),
  add constraint desk_payments_method check (method in ('cash', 'card_terminal', 'card_online'));
comment on column public.desk_payments.method is 'How a booking was paid: cash or the card terminal at the desk, or by card online (Stripe).';
create unique index desk_payments_one_card_refund_per_booking on public.desk_payments (booking_id) where kind = 'card_refund';

-- -----------------------------------------------------------------------------
-- Card payments: one row per amount a member is asked to pay by card (a Stripe PaymentIntent).
-- -----------------------------------------------------------------------------
create table public.card_payments (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null constraint card_payments_kind check (kind in ('booking', 'top_up')),
  booking_id uuid references public.bookings (id) on delete cascade,
  -- The booking's club; none for a top-up (money held for the member, in a currency of the network).
  club_id uuid references public.clubs (id) on delete set null,
  amount numeric(10, 2) not null constraint card_payments_amount check (amount > 0),
  currency text not null constraint card_payments_currency check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null constraint card_payments_amount_minor check (amount_minor > 0),
  payment_intent_id text constraint card_payments_one_per_intent unique,
  -- open: asked of Stripe; failed: the last attempt failed (the member may try again); succeeded: settled once.
  status text not null default 'open' constraint card_payments_status check (status in ('open', 'failed', 'succeeded')),
  -- What the money did: paid the booking, topped the wallet up, or went to the wallet (nothing, or another amount, was due).
  outcome text constraint card_payments_outcome check (outcome in ('booking_paid', 'top_up', 'to_wallet')),
  last_error text,
  transaction_id uuid,
  desk_payment_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint card_payments_booking check ((kind = 'booking') = (booking_id is not null)),
  constraint card_payments_settled check ((status = 'succeeded') = (outcome is not null and settled_at is not null))
);
alter table public.card_payments enable row level security;
comment on table public.card_payments is
  'Card payments online (Stripe PaymentIntents): what the database decided to charge (card_payment_quote) and how it settled, once (record_stripe_event).';
create index card_payments_member_idx on public.card_payments (member_id, created_at desc);
create index card_payments_booking_idx on public.card_payments (booking_id) where booking_id is not null;
create index card_payments_club_idx on public.card_payments (club_id, created_at) where club_id is not null;
revoke all on table public.card_payments from anon, authenticated;
grant select on table public.card_payments to authenticated;
grant all on table public.card_payments to service_role;
create policy "Members can read their own card payments"
  on public.card_payments for select
  to authenticated
  using (member_id = (select auth.uid()));
create policy "Club staff can read their clubs' card payments"
  on public.card_payments for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

-- -----------------------------------------------------------------------------
-- Refunds back to the card: recorded by the cancellation, sent by send-card-refunds, confirmed by charge.refunded.
-- -----------------------------------------------------------------------------
create table public.card_refunds (
  id uuid primary key default gen_random_uuid(),
  card_payment_id uuid not null references public.card_payments (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade constraint card_refunds_one_per_booking unique,
  member_id uuid not null references public.profiles (id) on delete cascade,
  club_id uuid references public.clubs (id) on delete set null,
  amount numeric(10, 2) not null constraint card_refunds_amount check (amount > 0),
  currency text not null constraint card_refunds_currency check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null constraint card_refunds_amount_minor check (amount_minor > 0),
  -- pending: to send; sending: claimed by a sender; sent: Stripe took it; succeeded: charge.refunded said so; failed: Stripe refused.
  status text not null default 'pending' constraint card_refunds_status check (status in ('pending', 'sending', 'sent', 'succeeded', 'failed')),
  stripe_refund_id text constraint card_refunds_one_per_stripe_refund unique,
  attempts int not null default 0,
  last_error text,
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.card_refunds enable row level security;
comment on table public.card_refunds is
  'Refunds of card-paid bookings back to the card (the club''s card_refunds_to = card): one per booking, sent to Stripe once (the row id is its idempotency key).';
create index card_refunds_to_send_idx on public.card_refunds (created_at) where status in ('pending', 'sending');
revoke all on table public.card_refunds from anon, authenticated;
grant select on table public.card_refunds to authenticated;
grant all on table public.card_refunds to service_role;
create policy "Members can read their own card refunds"
  on public.card_refunds for select
  to authenticated
  using (member_id = (select auth.uid()));
create policy "Club staff can read their clubs' card refunds"
  on public.card_refunds for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

-- -----------------------------------------------------------------------------
-- Every Stripe event received, once (its id), with what it did: the webhook's log and its exactly-once guard.
-- -----------------------------------------------------------------------------
create table public.stripe_events (
  id text primary key constraint stripe_events_id check (char_length(id) between 1 and 255),
  type text not null,
  payment_intent_id text,
  outcome text not null default 'received',
  details jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;
comment on table public.stripe_events is
  'Stripe events received by the webhook, one row per event id (a repeated delivery changes nothing), with their outcome: settled, refused (amount, currency or member not the recorded ones) or ignored. Service role only.';
create index stripe_events_intent_idx on public.stripe_events (payment_intent_id) where payment_intent_id is not null;
revoke all on table public.stripe_events from anon, authenticated;
grant all on table public.stripe_events to service_role;

-- -----------------------------------------------------------------------------
-- What to charge by card: decided here, never taken from the request.
-- -----------------------------------------------------------------------------
create function public.card_payment_json(p public.card_payments)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', p.id, 'kind', p.kind, 'member_id', p.member_id, 'booking_id', p.booking_id, 'club_id', p.club_id,
                            'amount', p.amount, 'currency', p.currency, 'amount_minor', p.amount_minor,
                            'payment_intent_id', p.payment_intent_id, 'status', p.status, 'outcome', p.outcome);
$$;
comment on function public.card_payment_json(public.card_payments) is 'Internal: a card payment as the functions read it.';
revoke execute on function public.card_payment_json(public.card_payments) from public, anon, authenticated;

create function public.card_payment_quote(p_booking_id uuid default null, p_amount numeric default null, p_currency text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  club public.clubs;
  paid public.card_payments;
  wanted text := upper(btrim(p_currency));
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to pay by card.', public.said('server_not_signed_in_card'));
  end if;
  if not public.card_payments_enabled() then
    return public.card_not_set_up();
  end if;
  if (p_booking_id is null) = (p_amount is null and p_currency is null) then
    return public.rpc_result('invalid_request', 'Please choose what to pay by card: a booking, or an amount to add to your wallet.',
      public.said('server_invalid_request_card_payment'));
  end if;

  if p_booking_id is not null then
    select * into b from public.bookings x where x.id = p_booking_id;
    -- Someone else's booking and no booking get the same answer.
    if not found or b.member_id is distinct from caller then
      return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
    end if;
    select * into club from public.clubs c where c.id = b.club_id;
    if b.status <> 'confirmed' then
      return public.rpc_result('cancelled', 'This booking was cancelled.',
        jsonb_build_object('booking', public.booking_json(b)) || public.said('server_cancelled'));
    end if;
    if b.due = 0 then
      return public.rpc_result('already_paid', 'Nothing is due for this booking.',
        jsonb_build_object('booking', public.booking_json(b)) || public.said('server_already_paid'));
    end if;
    if not ('card' = any (club.pay_ways)) then
      return public.rpc_result('pay_way_not_accepted',
        format('%s does not take %s. Please choose another way to pay.', club.name, 'card payments'),
        jsonb_build_object('pay_ways', to_jsonb(club.pay_ways))
        || public.said('server_pay_way_not_accepted', jsonb_build_object('club', club.name, 'way', public.said('server_pay_way_card'))));
    end if;
    -- Asked again (a second tap, a reload), the same payment: the function gives back the intent it made.
    select * into paid from public.card_payments p
    where p.booking_id = b.id and p.member_id = caller and p.status in ('open', 'failed') and p.amount = b.due
      and p.created_at > now() - interval '23 hours'
    order by p.created_at desc limit 1;
    if not found then
      insert into public.card_payments (member_id, kind, booking_id, club_id, amount, currency, amount_minor)
      values (caller, 'booking', b.id, b.club_id, b.due, b.currency, public.stripe_minor_units(b.due, b.currency))
      returning * into paid;
    end if;
  else
    if p_amount is null or p_amount <= 0 or p_amount > 1000 or p_amount <> round(p_amount, 2) then
      return public.rpc_result('invalid_amount', 'Please enter an amount between 0.01 and 1000.00.', public.said('server_invalid_amount'));
    end if;
    -- A currency the member can use: one of the network's clubs charges in it.
    if wanted is null or wanted !~ '^[A-Z]{3}$' or not exists (select 1 from public.clubs c where c.currency = wanted) then
      return public.rpc_result('unknown_currency', 'No club of the network charges in that currency. Please choose another.',
        public.said('server_unknown_currency'));
    end if;
    insert into public.card_payments (member_id, kind, amount, currency, amount_minor)
    values (caller, 'top_up', p_amount, wanted, public.stripe_minor_units(p_amount, wanted))
    returning * into paid;
  end if;

  return public.rpc_result('quoted', format('Pay %s by card.', public.money_text(paid.amount, paid.currency)),
    jsonb_build_object('card_payment', public.card_payment_json(paid))
    || public.said('server_card_payment_quoted', jsonb_build_object('amount', public.money_value(paid.amount, paid.currency))));
end;
$$;
comment on function public.card_payment_quote(uuid, numeric, text) is
  'What the caller pays by card, recorded as a card payment (create-card-payment then asks Stripe for it): p_booking_id, the caller''s own confirmed booking''s due at a club that takes card (the same open payment again when asked again); or p_amount and p_currency, a wallet top-up (0.01..1000.00, a currency of the network). Returns {status quoted|card_not_set_up|unknown_booking|cancelled|already_paid|pay_way_not_accepted|invalid_amount|unknown_currency|invalid_request|not_signed_in, message, card_payment {id, kind, member_id, booking_id, club_id, amount, currency, amount_minor, payment_intent_id, status, outcome}}.';
revoke execute on function public.card_payment_quote(uuid, numeric, text) from public, anon;
grant execute on function public.card_payment_quote(uuid, numeric, text) to authenticated, service_role;

create function public.attach_card_payment_intent(p_card_payment_id uuid, p_payment_intent_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  paid public.card_payments;
begin
  if p_card_payment_id is null or p_payment_intent_id is null or p_payment_intent_id !~ '^pi_[A-Za-z0-9_]{1,250}$' then
    return public.rpc_result('invalid_request', 'Please give the card payment and its Stripe payment intent.',
      public.said('server_invalid_request_card_intent'));
  end if;
  select * into paid from public.card_payments p where p.id = p_card_payment_id for update;
  if not found then
    return public.rpc_result('unknown_card_payment', 'That card payment does not exist.', public.said('server_unknown_card_payment'));
  end if;
  if paid.payment_intent_id is not null and paid.payment_intent_id <> p_payment_intent_id then
    return public.rpc_result('id_conflict', 'This card payment already has another payment intent.',
      public.said('server_id_conflict_card_intent'));
  end if;
  update public.card_payments p set payment_intent_id = p_payment_intent_id, updated_at = now()
  where p.id = paid.id returning * into paid;
  return public.rpc_result('attached', 'Payment intent recorded.',
    jsonb_build_object('card_payment', public.card_payment_json(paid)) || public.said('server_card_intent_attached'));
end;
$$;
comment on function public.attach_card_payment_intent(uuid, text) is
  'Service role only (create-card-payment): records the Stripe PaymentIntent made for a card payment; the same one again is fine, another is id_conflict. Returns {status attached|id_conflict|unknown_card_payment|invalid_request, message, card_payment}.';
revoke execute on function public.attach_card_payment_intent(uuid, text) from public, anon, authenticated;
grant execute on function public.attach_card_payment_intent(uuid, text) to service_role;

-- -----------------------------------------------------------------------------
-- A card payment succeeded: the booking is paid once, or the money goes to the wallet.
-- -----------------------------------------------------------------------------
create function public.settle_card_payment(p_paid public.card_payments)
returns public.card_payments
language plpgsql
volatile
set search_path = ''
as $$
declare
  paid public.card_payments := p_paid;
  b public.bookings;
  k public.courts;
  club public.clubs;
  s public.slots;
  who text;
  desk_id uuid;
  line_id uuid;
  result text;
begin
  if paid.kind = 'booking' then
    -- The booking's row lock: the desk taking the same booking (take_booking_payment) waits, or made us wait, so
    -- exactly one of the two finds the price due.
    select * into b from public.bookings x where x.id = paid.booking_id for update;
    select * into k from public.courts x where x.id = b.court_id;
    select * into club from public.clubs x where x.id = b.club_id;
    select * into s from public.slots x where x.id = b.slot_id;
    if b.status = 'confirmed' and b.due = paid.amount and b.currency = paid.currency then
      select public.person_name(p.first_name, p.last_name, p.username) into who from public.profiles p where p.id = b.member_id;
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by, method)
      values (b.club_id, b.id, 'booking_payment', paid.amount, b.currency,
              left(format('Paid by card online: %s, court %s, %s %s', coalesce(who, 'member'), k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
              public.said('ledger_paid_by_card', jsonb_build_object(
                'person', public.person_value(coalesce(who, '')), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
              paid.member_id, 'card_online')
      returning id into desk_id;
      update public.bookings x set due = 0 where x.id = b.id;
      result := 'booking_paid';
    else
      -- Cancelled, paid at the desk, or moved to another price meanwhile: the money is the member's, in the wallet.
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, status, club_id, created_by, completed_at)
      values (paid.member_id, 'credit', 'top_up', paid.amount, paid.currency,
              left(format('Card payment to the wallet (the booking was cancelled, paid or changed): court %s, %s, %s %s',
                          k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
              public.said('ledger_card_payment_to_wallet', jsonb_build_object(
                'court', k.number, 'club', club.name, 'date', public.day_value(b.date), 'slot', s.label)),
              'completed', case when club.currency = paid.currency then club.id end, paid.member_id, clock_timestamp())
      returning id into line_id;
      result := 'to_wallet';
    end if;
  else
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, status, created_by, completed_at)
    values (paid.member_id, 'credit', 'top_up', paid.amount, paid.currency, 'Wallet top-up by card', public.said('ledger_top_up_card'),
            'completed', paid.member_id, clock_timestamp())
    returning id into line_id;
    result := 'top_up';
  end if;
  update public.card_payments p
  set status = 'succeeded', outcome = result, settled_at = now(), updated_at = now(), last_error = null,
      desk_payment_id = desk_id, transaction_id = line_id
  where p.id = paid.id
  returning * into paid;
  return paid;
end;
$$;
comment on function public.settle_card_payment(public.card_payments) is
  'Internal (record_stripe_event, the card payment row locked): a booking''s due paid by card into the club''s ledger, or the money to the member''s wallet when that exact amount is no longer due; a top-up completed.';
revoke execute on function public.settle_card_payment(public.card_payments) from public, anon, authenticated;

create function public.record_stripe_event(p_event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  event_id text := p_event ->> 'id';
  event_type text := p_event ->> 'type';
  obj jsonb := p_event -> 'data' -> 'object';
  intent text;
  paid public.card_payments;
  result text;
  logged jsonb := '{}'::jsonb;
  received_minor bigint;
  confirmed int;
begin
  if event_id is null or event_type is null or jsonb_typeof(obj) is distinct from 'object' then
    return public.rpc_result('invalid_request', 'That is not a Stripe event.', public.said('server_invalid_request_stripe_event'));
  end if;
  intent := case when event_type like 'payment_intent.%' then obj ->> 'id' else obj ->> 'payment_intent' end;
  -- The event id is the exactly-once guard: a second delivery (even at the same moment) finds it and changes nothing.
  insert into public.stripe_events (id, type, payment_intent_id) values (event_id, event_type, intent)
  on conflict (id) do nothing;
  if not found then
    return public.rpc_result('duplicate', 'This event was already received.', jsonb_build_object('outcome', 'duplicate')
      || public.said('server_stripe_event_duplicate'));
  end if;

  if event_type not in ('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded') or intent is null then
    result := 'ignored';
  else
    -- The payment's row lock: two events of one payment take turns.
    select * into paid from public.card_payments p where p.payment_intent_id = intent for update;
    if not found then
      result := 'unknown_payment';
    elsif event_type = 'charge.refunded' then
      update public.card_refunds r set status = 'succeeded', updated_at = now()
      where r.card_payment_id = paid.id and r.status in ('sending', 'sent');
      get diagnostics confirmed = row_count;
      result := case when confirmed > 0 then 'refund_confirmed' else 'ignored' end;
    else
      received_minor := case when event_type = 'payment_intent.succeeded'
                             then coalesce(nullif(obj ->> 'amount_received', '0'), obj ->> 'amount') else obj ->> 'amount' end::bigint;
      logged := jsonb_build_object('amount_minor', received_minor, 'currency', obj ->> 'currency',
                                    'member_id', obj -> 'metadata' ->> 'member_id', 'card_payment_id', obj -> 'metadata' ->> 'card_payment_id',
                                    'expected', jsonb_build_object('amount_minor', paid.amount_minor, 'currency', lower(paid.currency),
                                                                   'member_id', paid.member_id, 'card_payment_id', paid.id));
      -- What Stripe says must be what was recorded: the money, and whose it is (a webhook for one member never credits another).
      if received_minor is distinct from paid.amount_minor then
        result := 'amount_mismatch';
      elsif lower(obj ->> 'currency') is distinct from lower(paid.currency) then
        result := 'currency_mismatch';
      elsif (obj -> 'metadata' ->> 'member_id') is distinct from paid.member_id::text
            or (obj -> 'metadata' ->> 'card_payment_id') is distinct from paid.id::text then
        result := 'member_mismatch';
      elsif paid.status = 'succeeded' then
        result := 'already_settled';
      elsif event_type = 'payment_intent.payment_failed' then
        update public.card_payments p
        set status = 'failed', last_error = left(coalesce(obj -> 'last_payment_error' ->> 'code', 'payment_failed'), 200), updated_at = now()
        where p.id = paid.id;
        result := 'failed';
      else
        paid := public.settle_card_payment(paid);
        result := paid.outcome;
      end if;
    end if;
  end if;

  update public.stripe_events e set outcome = result, details = logged where e.id = event_id;
  return public.rpc_result('recorded', 'Event received.',
    jsonb_build_object('outcome', result, 'card_payment_id', paid.id) || public.said('server_stripe_event_recorded'));
end;
$$;
comment on function public.record_stripe_event(jsonb) is
  'Service role only (stripe-webhook, after checking the signature): records a Stripe event once by its id and, in the same transaction, settles the card payment it names once: payment_intent.succeeded pays the booking''s due into the club''s ledger (or puts the money in the wallet when that amount is no longer due) or completes a top-up; payment_intent.payment_failed marks an unsettled payment failed; charge.refunded confirms the refunds sent to the card. An amount, currency or member (metadata) other than the recorded ones changes nothing and is logged in stripe_events. Returns {status recorded|duplicate|invalid_request, message, outcome booking_paid|to_wallet|top_up|failed|refund_confirmed|already_settled|amount_mismatch|currency_mismatch|member_mismatch|unknown_payment|ignored|duplicate, card_payment_id}.';
revoke execute on function public.record_stripe_event(jsonb) from public, anon, authenticated;
grant execute on function public.record_stripe_event(jsonb) to service_role;

-- -----------------------------------------------------------------------------
-- Refunds of card-paid bookings back to the card, at the club's choice, on every path that refunds a booking.
-- -----------------------------------------------------------------------------
create function public.card_refund_payment(b public.bookings)
returns public.card_payments
language sql
stable
set search_path = ''
as $$
  select p.* from public.card_payments p
  join public.clubs c on c.id = b.club_id
  where p.booking_id = b.id and p.status = 'succeeded' and p.outcome = 'booking_paid' and c.card_refunds_to = 'card'
  order by p.settled_at desc limit 1;
$$;
comment on function public.card_refund_payment(public.bookings) is
  'Internal: the card payment a refund of this booking goes back to (the club refunds card payments to the card), or null.';
revoke execute on function public.card_refund_payment(public.bookings) from public, anon, authenticated;

create function public.transactions_refund_to_card()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b public.bookings;
  paid public.card_payments;
  to_card numeric(10, 2);
  k public.courts;
  club public.clubs;
  s public.slots;
begin
  select * into b from public.bookings x where x.id = new.booking_id;
  paid := public.card_refund_payment(b);
  if paid.id is null then
    return new;
  end if;
  -- The card takes back at most what it paid; anything beyond (a move to a dearer slot, paid from the wallet) stays a wallet refund.
  to_card := least(new.amount, paid.amount);
  insert into public.card_refunds (card_payment_id, booking_id, member_id, club_id, amount, currency, amount_minor)
  values (paid.id, b.id, b.member_id, b.club_id, to_card, b.currency, public.stripe_minor_units(to_card, b.currency))
  on conflict (booking_id) do nothing;
  if not found then
    return new;
  end if;
  select * into k from public.courts x where x.id = b.court_id;
  select * into club from public.clubs x where x.id = b.club_id;
  select * into s from public.slots x where x.id = b.slot_id;
  insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by, method)
  values (b.club_id, b.id, 'card_refund', -to_card, b.currency,
          left(format('Refund to card: court %s, %s, %s %s', k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
          public.said('ledger_refund_card', jsonb_build_object('court', k.number, 'club', club.name, 'date', public.day_value(b.date), 'slot', s.label)),
          new.created_by, 'card_online');
  if new.amount > to_card then
    new.amount := new.amount - to_card;
    return new;
  end if;
  return null;
end;
$$;
comment on function public.transactions_refund_to_card() is
  'Trigger: a booking refund whose booking was paid by card at a club that refunds to the card becomes a pending card refund (and a refund line in the club''s ledger) instead of a wallet credit.';
revoke execute on function public.transactions_refund_to_card() from public, anon, authenticated;
create trigger transactions_refund_to_card before insert on public.transactions
  for each row when (new.kind = 'refund' and new.booking_id is not null) execute function public.transactions_refund_to_card();

create function public.claim_card_refunds(p_limit int default 20)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  service boolean := (select auth.role()) = 'service_role';
  claimed jsonb;
begin
  if caller is null and not service then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if not public.card_payments_enabled() then
    return public.card_not_set_up();
  end if;
  -- A sender that died after claiming leaves its rows to the next one after five minutes: Stripe's idempotency key
  -- (the row id) makes the second request give back the first refund, never a second one.
  with picked as (
    select r.id from public.card_refunds r
    where (r.status = 'pending' or (r.status = 'sending' and r.claimed_at < now() - interval '5 minutes'))
      and (service or r.member_id = caller)
    order by r.created_at
    limit greatest(1, least(coalesce(p_limit, 20), 100))
    for update skip locked
  ), done as (
    update public.card_refunds r set status = 'sending', claimed_at = now(), attempts = r.attempts + 1, updated_at = now()
    from picked where r.id = picked.id
    returning r.*
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'amount', d.amount, 'currency', d.currency, 'amount_minor', d.amount_minor,
                                               'payment_intent_id', p.payment_intent_id, 'booking_id', d.booking_id, 'member_id', d.member_id)
                            order by d.created_at), '[]'::jsonb)
  into claimed
  from done d join public.card_payments p on p.id = d.card_payment_id;
  return public.rpc_result('claimed', 'Card refunds to send.', jsonb_build_object('refunds', claimed) || public.said('server_card_refunds_claimed'));
end;
$$;
comment on function public.claim_card_refunds(int) is
  'send-card-refunds: claims the card refunds waiting to be sent (the caller''s own; all of them for the service role), up to p_limit. Returns {status claimed|card_not_set_up|not_signed_in, message, refunds [{id, amount, currency, amount_minor, payment_intent_id, booking_id, member_id}]}.';
revoke execute on function public.claim_card_refunds(int) from public, anon;
grant execute on function public.claim_card_refunds(int) to authenticated, service_role;

create function public.finish_card_refund(p_card_refund_id uuid, p_stripe_refund_id text, p_error text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.card_refunds;
begin
  if p_card_refund_id is null or (p_stripe_refund_id is null and p_error is null) then
    return public.rpc_result('invalid_request', 'Please give the card refund and what Stripe answered.',
      public.said('server_invalid_request_card_refund'));
  end if;
  select * into r from public.card_refunds x where x.id = p_card_refund_id for update;
  if not found then
    return public.rpc_result('unknown_card_refund', 'That card refund does not exist.', public.said('server_unknown_card_refund'));
  end if;
  if r.status in ('sent', 'succeeded') then
    return public.rpc_result('already_sent', 'This card refund was already sent.', public.said('server_card_refund_already_sent'));
  end if;
  update public.card_refunds x
  set status = case when p_stripe_refund_id is not null then 'sent' else 'failed' end,
      stripe_refund_id = coalesce(p_stripe_refund_id, x.stripe_refund_id), last_error = left(p_error, 500), updated_at = now()
  where x.id = r.id;
  return public.rpc_result(case when p_stripe_refund_id is not null then 'sent' else 'failed' end,
    case when p_stripe_refund_id is not null then 'Card refund sent.' else 'Stripe refused the card refund.' end,
    public.said(case when p_stripe_refund_id is not null then 'server_card_refund_sent' else 'server_card_refund_failed' end));
end;
$$;
comment on function public.finish_card_refund(uuid, text, text) is
  'Service role only (send-card-refunds): what Stripe answered a card refund: its refund id (sent; charge.refunded confirms it) or its refusal (failed, kept for the desk). Returns {status sent|failed|already_sent|unknown_card_refund|invalid_request, message}.';
revoke execute on function public.finish_card_refund(uuid, text, text) from public, anon, authenticated;
grant execute on function public.finish_card_refund(uuid, text, text) to service_role;

-- -----------------------------------------------------------------------------
-- A club's payment rules: card once card payments are set up, and where refunds of card payments go.
-- -----------------------------------------------------------------------------
drop function public.set_club_payment_rules(uuid, text[], numeric, numeric);
create function public.set_club_payment_rules(p_club_id uuid, p_pay_ways text[], p_unpaid_limit numeric, p_free_cancel_minutes numeric,
                                              p_card_refunds_to text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change how it is paid.',
                                             public.said('server_not_allowed_payment_rules'));
  old_club public.clubs;
  ways public.pay_way[];
  refunds_to text;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_pay_ways is null or array_ndims(p_pay_ways) > 1 or cardinality(p_pay_ways) = 0 or cardinality(p_pay_ways) > 3
     or exists (select 1 from unnest(p_pay_ways) w where w is null or w not in ('wallet', 'club', 'card')) then
    return public.rpc_result('invalid_request', 'Please choose at least one way to pay: wallet, at the club or card.',
      jsonb_build_object('field', 'pay_ways') || public.said('server_invalid_request_pay_ways'));
  end if;
  if 'card' = any (p_pay_ways) and not public.card_payments_enabled() then
    return public.rpc_result('invalid_request', 'Card payments are not set up for this network yet.',
      jsonb_build_object('field', 'pay_ways') || public.said('server_invalid_request_card_not_set_up'));
  end if;
  if p_unpaid_limit is null or not (p_unpaid_limit between 0 and 20) or p_unpaid_limit <> trunc(p_unpaid_limit) then
    return public.rpc_result('invalid_request', 'The limit of unpaid bookings is a whole number from 0 to 20.',
      jsonb_build_object('field', 'unpaid_limit') || public.said('server_invalid_request_unpaid_limit'));
  end if;
  if p_free_cancel_minutes is null or not (p_free_cancel_minutes between 0 and 120) or p_free_cancel_minutes <> trunc(p_free_cancel_minutes) then
    return public.rpc_result('invalid_request', 'The minutes to cancel a new booking for free are a whole number from 0 to 120.',
      jsonb_build_object('field', 'free_cancel_minutes') || public.said('server_invalid_request_free_cancel_minutes'));
  end if;
  if p_card_refunds_to is not null and p_card_refunds_to not in ('wallet', 'card') then
    return public.rpc_result('invalid_request', 'Refunds of card payments go to the wallet or back to the card.',
      jsonb_build_object('field', 'card_refunds_to') || public.said('server_invalid_request_card_refunds_to'));
  end if;
  ways := array(select distinct w::public.pay_way from unnest(p_pay_ways) w order by 1);
  select * into old_club from public.clubs x where x.id = p_club_id for update;
  refunds_to := coalesce(p_card_refunds_to, old_club.card_refunds_to);
  update public.clubs x
  set pay_ways = ways, unpaid_limit = p_unpaid_limit::smallint, free_cancel_minutes = p_free_cancel_minutes::smallint,
      card_refunds_to = refunds_to
  where x.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_payment_rules', 'clubs', p_club_id::text, p_club_id, jsonb_build_object(
    'before', jsonb_build_object('pay_ways', old_club.pay_ways, 'unpaid_limit', old_club.unpaid_limit,
                                 'free_cancel_minutes', old_club.free_cancel_minutes, 'card_refunds_to', old_club.card_refunds_to),
    'after', jsonb_build_object('pay_ways', ways, 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int,
                                'card_refunds_to', refunds_to)));
  return public.rpc_result('saved', 'Payment rules saved.',
    jsonb_build_object('pay_ways', to_jsonb(ways), 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int,
                       'card_refunds_to', refunds_to)
    || public.said('server_saved_payment_rules'));
end;
$$;
comment on function public.set_club_payment_rules(uuid, text[], numeric, numeric, text) is
  'The club''s staff: the ways the club is paid (wallet, club; card while card payments are set up), the unpaid bookings a member may hold (0..20), the minutes a new booking can be cancelled for free (0..120) and where refunds of card-paid bookings go (wallet | card; null keeps the club''s). Audited. Returns {status saved|invalid_request (field)|not_allowed|unknown_club|not_signed_in, message, pay_ways, unpaid_limit, free_cancel_minutes, card_refunds_to}.';
revoke execute on function public.set_club_payment_rules(uuid, text[], numeric, numeric, text) from public, anon;
grant execute on function public.set_club_payment_rules(uuid, text[], numeric, numeric, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Booking by card: confirmed with its price due until the card payment lands.
-- -----------------------------------------------------------------------------
create or replace function public.book_court(
  p_booking_id uuid,
  p_court_id uuid,
  p_date date,
  p_slot_id int,
  p_member_id uuid default null,
  p_pay_with text default 'wallet'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  member uuid := coalesce(p_member_id, (select auth.uid()));
  existing public.bookings;
  court public.courts;
  club public.clubs;
  slot public.slots;
  today date;
  cost numeric(10, 2);
  funds numeric(12, 2);
  booking public.bookings;
  refusal jsonb;
  way public.pay_way;
  unpaid int;
begin
  if caller is null then
    return public.rpc_result('not_signed_in',
      'Authentication Required: Please sign in or create an account to book a court.', public.said('server_not_signed_in_book'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.', public.said('server_invalid_request'));
  end if;
  if coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose how to pay: from your wallet, at the club or by card.',
      public.said('server_invalid_request_pay_with'));
  end if;
  way := coalesce(p_pay_with, 'wallet')::public.pay_way;

  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
  end if;

  select * into court from public.courts k where k.id = p_court_id;
  if not found then
    return public.rpc_result('unknown_court', 'That court does not exist.', public.said('server_unknown_court'));
  end if;
  select * into club from public.clubs c where c.id = court.club_id;

  if member <> caller then
    if not public.is_club_staff(club.id) then
      return public.rpc_result('not_allowed', 'Only staff of this club can book for another member.', public.said('server_not_allowed'));
    end if;
    if not exists (select 1 from public.profiles p where p.id = member) then
      return public.rpc_result('unknown_member', 'That member does not exist.', public.said('server_unknown_member'));
    end if;
    -- Staff charge the wallet of the club's own members only: a booking made for someone makes nobody a member.
    if not exists (select 1 from public.club_member_ids(club.id, member)) then
      return public.rpc_result('not_a_member',
        format('%s is not a member of this club yet: they become one by booking here themselves, asking for a top-up here or choosing it as their home club.',
               (select public.person_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = member)),
        jsonb_build_object('member_id', member)
        || public.said('server_not_a_member', jsonb_build_object('name', public.person_value(
             (select public.person_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = member)))));
    end if;
  end if;

  -- Card is a way to pay while card payments are set up (public.card_payments_enabled): a club that chose it keeps its
  -- choice meanwhile, and the booking page offers its other ways.
  if way = 'card' and way = any (club.pay_ways) and not public.card_payments_enabled() then
    return public.card_not_set_up() || jsonb_build_object('pay_ways', to_jsonb(array_remove(club.pay_ways, 'card'::public.pay_way)));
  end if;
  if not (way = any (club.pay_ways)) then
    return public.rpc_result('pay_way_not_accepted',
      format('%s does not take %s. Please choose another way to pay.', club.name,
             case way when 'wallet' then 'payment from the wallet' when 'club' then 'payment at the club' else 'card payments' end),
      jsonb_build_object('pay_ways', to_jsonb(case when public.card_payments_enabled() then club.pay_ways
                                                   else array_remove(club.pay_ways, 'card'::public.pay_way) end))
      || public.said('server_pay_way_not_accepted', jsonb_build_object('club', club.name, 'way', public.said('server_pay_way_' || way::text))));
  end if;

  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
  end if;
  -- Dates are judged on the club's calendar before any instant is computed from them ('infinity' has none).
  today := public.club_today(club);
  if p_date > today + club.booking_horizon_days then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
             club.name, club.booking_horizon_days, to_char(today + club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', today + club.booking_horizon_days)
      || public.said('server_too_far_ahead', jsonb_build_object(
           'club', club.name, 'days', club.booking_horizon_days, 'until', public.day_value(today + club.booking_horizon_days))));
  end if;
  if p_date < today or public.slot_starts_at(p_date, slot.starts_at, club.time_zone) <= now() then
    return public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.', public.said('server_past_slot'));
  end if;
  -- Opening hours, closure days, courts out of service and blocks: the one rule, after the date is known to be real.
  refusal := public.slot_unavailable(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;
  -- Early answer only: the unique index below decides races. The booking holding the slot may be this very
  -- request, committed by a retry that started after our first look: that is a replay, not a taken slot.
  select * into existing from public.bookings b
  where b.court_id = court.id and b.date = p_date and b.slot_id = slot.id and b.status = 'confirmed';
  if found then
    if existing.id = p_booking_id then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);

  -- The court before the wallet, as block_court_slots and add_club_closure hold them (they refund wallets while
  -- holding their courts): the two never wait on each other in a circle.
  perform 1 from public.courts k where k.id = court.id for key share;

  -- One member's payments in this currency queue here, so two debits never both see the old balance.
  funds := public.lock_wallet(member, club.currency);

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
  end if;

  -- A booking to pay by card is owed until the card payment lands (and stays owed at the desk if it never does):
  -- it counts toward the limit as one to pay at the club.
  if way in ('club', 'card') then
    -- Under the member's wallet lock: two bookings at once cannot both slip under the limit.
    select count(*) into unpaid from public.bookings x where x.member_id = member and x.club_id = club.id and x.due > 0;
    if unpaid >= club.unpaid_limit then
      return public.rpc_result('unpaid_limit_reached',
        case when club.unpaid_limit = 0
             then format('%s takes payment at the club only for bookings already paid: please pay this one from your wallet.', club.name)
             else format('At %s you can hold %s bookings to pay at the club, and %s already have something due: pay them at the desk, or pay this one from your wallet.',
                         club.name, club.unpaid_limit, unpaid) end,
        jsonb_build_object('limit', club.unpaid_limit, 'unpaid', unpaid)
        || case when club.unpaid_limit = 0 then public.said('server_unpaid_limit_none', jsonb_build_object('club', club.name))
                else public.said('server_unpaid_limit_reached', jsonb_build_object('club', club.name, 'limit', club.unpaid_limit, 'count', unpaid)) end);
    end if;
  elsif funds < cost then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: this slot costs %s and the %s balance is %s, so %s more is needed.',
             public.money_text(cost, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(cost - funds, club.currency)),
      jsonb_build_object('price', cost, 'balance', funds, 'missing', cost - funds, 'currency', club.currency)
      || public.said('server_insufficient_balance', jsonb_build_object(
           'price', public.money_value(cost, club.currency), 'currency', club.currency,
           'balance', public.money_value(funds, club.currency), 'needed', public.money_value(cost - funds, club.currency))));
  end if;

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency, pay_with, due)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency, way,
            case when way in ('club', 'card') then cost else 0 end)
    returning * into booking;
    if cost > 0 and way = 'wallet' then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
      values (member, 'debit', 'booking', cost, club.currency,
              format('Court %s booking, %s, %s %s', court.number, club.name, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              public.said('ledger_booking', jsonb_build_object(
                'court', court.number, 'club', club.name, 'date', public.day_value(p_date), 'slot', slot.label)),
              booking.id, club.id, caller, clock_timestamp());
    end if;
  exception when unique_violation then
    -- Either the same id committed meanwhile (a concurrent retry) or another
    -- booking won the court-slot; the block's writes are already undone.
    select * into existing from public.bookings b where b.id = p_booking_id;
    if found then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
  when sqlstate 'PT409' then
    -- The club closed the court-slot meanwhile (bookings_not_on_blocks): the booking and its debit are undone too.
    return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  if member <> caller then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'book_for_member', 'bookings', booking.id::text, club.id,
            jsonb_build_object('member_id', member, 'court_id', court.id, 'date', p_date, 'slot_id', slot.id,
                               'price', cost, 'currency', club.currency, 'pay_with', way));
  end if;

  return public.rpc_result('confirmed',
    case when booking.due > 0 and way = 'card'
           then format('Booking Successful! Pay %s by card now: until it is paid, it is due at the club.', public.money_text(booking.due, club.currency))
         when booking.due > 0 then format('Booking Successful! Pay %s at the club.', public.money_text(booking.due, club.currency))
         else 'Booking Successful!' end,
    jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency))
    || case when booking.due > 0 and way = 'card'
            then public.said('server_confirmed_pay_by_card', jsonb_build_object('amount', public.money_value(booking.due, club.currency)))
            when booking.due > 0
            then public.said('server_confirmed_pay_at_club', jsonb_build_object('amount', public.money_value(booking.due, club.currency)))
            else public.said('server_confirmed') end);
end;
$$;
comment on function public.book_court(uuid, uuid, date, int, uuid, text) is
  'Books a court-slot for the caller (or, for the club''s staff, for p_member_id, a member of the club), paid the way p_pay_with says: wallet (debited at once; the default), club (confirmed with its price due at the desk, up to the club''s unpaid_limit) or card (confirmed with its price due until the card payment online lands: create-card-payment; refused with card_not_set_up while card payments are not set up). Refused when the club does not take that way. Idempotent on p_booking_id. Returns {status confirmed|replayed|id_conflict|slot_taken|insufficient_balance|pay_way_not_accepted|card_not_set_up|unpaid_limit_reached|too_far_ahead|past_slot|club_closed|court_out_of_service|unavailable|unknown_court|unknown_slot|unknown_member|not_a_member|not_allowed|invalid_request|not_signed_in, message, message_key, message_values, booking, currency, balance}.';
grant execute on function public.book_court(uuid, uuid, date, int, uuid, text) to authenticated, service_role;
revoke execute on function public.book_court(uuid, uuid, date, int, uuid, text) from public, anon;

-- A card-paid booking's refund goes where the club says; the answer says where.
create or replace function public.cancel_booking(p_booking_id uuid, p_refund text default null, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  quote jsonb;
  as_staff boolean;
  reason text := nullif(btrim(p_reason), '');
  refund numeric(10, 2);
  due_before numeric(10, 2);
  to_card boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.', public.said('server_not_signed_in_bookings'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  if p_refund is not null and p_refund not in ('full', 'terms', 'none') then
    return public.rpc_result('invalid_request', 'The refund must be "full", "terms" or "none".', public.said('server_invalid_request_refund_kind'));
  end if;
  if char_length(reason) > 300 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 300 characters.', public.said('server_invalid_request_reason_300'));
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already cancelled".
  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found or not (b.member_id = caller or b.booked_by = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if b.status = 'cancelled' then
    return public.rpc_result('already_cancelled', 'This booking is already cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', b.refund_amount) || public.said('server_already_cancelled'));
  end if;
  quote := public.cancellation_quote(b);
  if (quote ->> 'started')::boolean then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', 0) || public.said('server_slot_started'));
  end if;

  as_staff := public.cancels_as_staff(b, caller);
  if not as_staff and p_refund = 'full' and not (quote ->> 'full_refund')::boolean then
    return public.rpc_result('not_allowed',
      format('Only club staff can refund in full less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)),
      public.said('server_not_allowed_full_refund', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)));
  end if;
  if not as_staff and p_refund = 'none' then
    return public.rpc_result('not_allowed', 'Only club staff can cancel a booking without a refund.', public.said('server_not_allowed_no_refund'));
  end if;
  if as_staff and p_refund = 'terms' and reason is null then
    return public.rpc_result('reason_required',
      'Please give the member a reason for applying the cancellation terms instead of a full refund.', public.said('server_reason_required'));
  end if;
  if as_staff and p_refund = 'none' and reason is null then
    return public.rpc_result('reason_required', 'Please give the member a reason for cancelling without a refund.', public.said('server_reason_required_no_refund'));
  end if;
  refund := case when as_staff and p_refund = 'none' then 0.00
                 when as_staff and coalesce(p_refund, 'full') = 'full' then b.price
                 else (quote ->> 'refund')::numeric end;

  due_before := b.due;
  -- Paid by card at a club that refunds to the card: the refund below becomes a card refund (transactions_refund_to_card).
  to_card := b.member_id is not null and (public.card_refund_payment(b)).id is not null;
  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = refund
  where id = b.id
  returning * into b;
  -- bookings_settle_due forgave what was due first: the money given back is what remains.
  refund := b.refund_amount;
  if refund > 0 and b.member_id is null then
    -- A walk-in guest paid at the desk and is paid back there.
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
    select b.club_id, b.id, 'walk_in_refund', -refund, b.currency,
           format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label),
           public.said('ledger_walk_in_refund', jsonb_build_object(
             'guest', public.person_value(b.guest_name), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
           caller
    from public.courts k, public.slots s
    where k.id = b.court_id and s.id = b.slot_id;
  elsif refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
           public.said('ledger_refund', jsonb_build_object('court', k.number, 'club', c.name, 'date', public.day_value(b.date), 'slot', s.label)),
           b.id, b.club_id, caller, clock_timestamp()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  if caller is distinct from b.member_id then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
            jsonb_build_object('member_id', b.member_id, 'refund', refund, 'currency', b.currency,
                               'guest_name', b.guest_name,
                               'refund_rule', case when as_staff then coalesce(p_refund, 'full') else 'terms' end,
                               'reason', reason));
  end if;

  return public.rpc_result('cancelled',
    case when b.due > 0 then format('Booking cancelled. %s is still due at the club: it was less than %s before the start.',
                                    public.money_text(b.due, b.currency), public.hours_text((quote ->> 'full_refund_hours')::int))
         when due_before > 0 and refund = 0 then 'Booking cancelled. Nothing is due.'
         when refund > 0 and b.member_id is null then format('Booking cancelled. Refund %s at the desk.', public.money_text(refund, b.currency))
         when refund > 0 and to_card then format('Booking cancelled. %s will be refunded to your card.', public.money_text(refund, b.currency))
         when refund > 0 then format('Booking cancelled. %s has been refunded to the wallet.', public.money_text(refund, b.currency))
         when as_staff and p_refund = 'none' then 'Booking cancelled without a refund.'
         when as_staff then 'Booking cancelled under the cancellation terms: no refund.'
         else format('Booking cancelled. No refund: it was less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)) end,
    jsonb_build_object('booking', public.booking_json(b), 'refund', refund, 'currency', b.currency,
      'refund_to', case when refund > 0 and b.member_id is null then 'desk' when refund > 0 and to_card then 'card' when refund > 0 then 'wallet' end,
      'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end, 'due', b.due)
    || case when b.due > 0 then public.said('server_cancelled_still_due', jsonb_build_object(
              'amount', public.money_value(b.due, b.currency), 'hours', (quote ->> 'full_refund_hours')::int))
            when due_before > 0 and refund = 0 then public.said('server_cancelled_nothing_due')
            when refund > 0 and b.member_id is null then public.said('server_cancelled_refund_at_desk', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when refund > 0 and to_card then public.said('server_cancelled_refunded_card', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when refund > 0 then public.said('server_cancelled_refunded', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when as_staff and p_refund = 'none' then public.said('server_cancelled_without_refund')
            when as_staff then public.said('server_cancelled_under_terms')
            else public.said('server_cancelled_too_late', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)) end);
end;
$$;

-- Moved before the card payment landed, a booking owes its new price (the payment for the old one goes to the wallet).
create or replace function public.move_booking(p_booking_id uuid, p_court_id uuid, p_date date, p_slot_id int)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  moved public.bookings;
  court public.courts;
  club public.clubs;
  slot public.slots;
  refusal jsonb;
  cost numeric(10, 2);
  difference numeric(10, 2);
  funds numeric(12, 2);
  was text;
  now_at text;
  money text;
  was_said jsonb;
  now_said jsonb;
  wallet boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please choose the booking and where to move it: a court, a date and a time slot.',
      public.said('server_invalid_request_move'));
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can move bookings.', public.said('server_not_allowed_move'));
  end if;
  -- Members cannot move bookings, and a move gives a booking a new refund deadline: staff do not move their own.
  if b.member_id = caller then
    return public.rpc_result('own_booking',
      'You cannot move your own booking: another staff member of the club or a super admin must move it.',
      public.said('server_own_booking'));
  end if;
  select * into court from public.courts k where k.id = p_court_id;
  if not found or court.club_id <> b.club_id then
    return public.rpc_result('unknown_court', 'That court is not at this booking''s club.', public.said('server_unknown_court_other_club'));
  end if;
  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
  end if;
  -- Courts before bookings, as block_court_slots takes them, so the two never wait on each other in a circle.
  perform 1 from public.courts k where k.id = court.id for key share;
  -- The row lock makes a move, a cancel or a second move of this booking take turns.
  select * into b from public.bookings x where x.id = p_booking_id for update;
  select * into club from public.clubs c where c.id = b.club_id;

  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.',
      jsonb_build_object('booking', public.booking_json(b)) || public.said('server_cancelled'));
  end if;
  if b.court_id = court.id and b.date = p_date and b.slot_id = slot.id then
    return public.rpc_result('unchanged', 'The booking is already on that court at that time.',
      jsonb_build_object('booking', public.booking_json(b), 'difference', 0, 'currency', b.currency) || public.said('server_unchanged'));
  end if;
  if (select public.slot_starts_at(b.date, s.starts_at, club.time_zone) from public.slots s where s.id = b.slot_id) <= now() then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be moved.', public.said('server_slot_started_move'));
  end if;
  refusal := public.desk_target_refusal(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);
  difference := cost - b.price;
  -- Owed (at the club, or by card not paid yet), the new price is simply due; paid from the wallet or by card, the
  -- difference is the wallet's.
  if b.member_id is not null and difference <> 0 and b.pay_with <> 'club' and b.due = 0 then
    funds := public.lock_wallet(b.member_id, b.currency);
    if funds < difference then
      return public.rpc_result('insufficient_balance',
        format('Insufficient balance: the new slot costs %s more and the member''s %s balance is %s, so %s more is needed.',
               public.money_text(difference, b.currency), b.currency, public.money_text(funds, b.currency),
               public.money_text(difference - funds, b.currency)),
        jsonb_build_object('price', cost, 'difference', difference, 'balance', funds, 'missing', difference - funds,
                           'currency', b.currency)
        || public.said('server_insufficient_balance_move', jsonb_build_object(
             'price', public.money_value(difference, b.currency), 'currency', b.currency,
             'balance', public.money_value(funds, b.currency), 'needed', public.money_value(difference - funds, b.currency))));
    end if;
  end if;

  was := public.booking_summary(b.court_id, b.date, b.slot_id);
  now_at := public.booking_summary(court.id, p_date, slot.id);
  -- The two places as booking_summary writes them, as messages.
  select public.said('notice_summary', jsonb_build_object('court', k.number, 'club', c.name, 'day', public.day_value(b.date), 'slot', s.label))
    into was_said
  from public.courts k join public.clubs c on c.id = k.club_id join public.slots s on s.id = b.slot_id
  where k.id = b.court_id;
  now_said := public.said('notice_summary', jsonb_build_object('court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label));
  begin
    update public.bookings x
    set court_id = court.id, date = p_date, slot_id = slot.id, price = cost,
        -- Paid at the club: unpaid, the new price is due; paid, a dearer slot leaves the difference due.
        due = case when x.due > 0 then cost when x.pay_with <> 'club' then 0 else greatest(difference, 0) end,
        -- The desk's marks belong to a time: they stay for a court swap at the same time only.
        checked_in_at = case when x.date = p_date and x.slot_id = slot.id then x.checked_in_at end,
        no_show_at = case when x.date = p_date and x.slot_id = slot.id then x.no_show_at end
    where x.id = b.id
    returning * into moved;
    if difference < 0 and b.pay_with = 'club' and b.due = 0 then
      -- Paid at the desk, moved to a cheaper slot: the desk gives the difference back.
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      values (b.club_id, b.id, 'booking_move', difference, b.currency,
              left(format('Booking moved: %s, was %s', now_at, was), 200),
              public.said('ledger_booking_moved', jsonb_build_object('now', now_said, 'was', was_said)),
              caller);
    elsif b.pay_with = 'club' or b.due > 0 then
      null;
    elsif difference <> 0 and b.member_id is not null then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
      values (b.member_id, case when difference > 0 then 'debit' else 'credit' end::public.transaction_type, 'booking_move',
              abs(difference), b.currency, left(format('Booking moved: %s, was %s', now_at, was), 200),
              public.said('ledger_booking_moved', jsonb_build_object('now', now_said, 'was', was_said)),
              b.id, b.club_id, caller, clock_timestamp());
    elsif difference <> 0 then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      values (b.club_id, b.id, 'walk_in_move', difference, b.currency,
              left(format('Walk-in moved: %s, %s, was %s', b.guest_name, now_at, was), 200),
              public.said('ledger_walk_in_moved', jsonb_build_object('guest', public.person_value(b.guest_name), 'now', now_said, 'was', was_said)),
              caller);
    end if;
  exception
    when unique_violation then
      return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
    when sqlstate 'PT409' then
      return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  -- A booking paid at the club speaks as a walk-in does (the desk takes or gives the difference); unpaid, it is
  -- simply moved (its new price is due).
  wallet := b.member_id is not null and b.pay_with <> 'club' and b.due = 0;
  if b.due > 0 then
    difference := 0;
  end if;
  money := case
    when difference > 0 and wallet then format(' %s charged to the member''s wallet.', public.money_text(difference, b.currency))
    when difference < 0 and wallet then format(' %s refunded to the member''s wallet.', public.money_text(-difference, b.currency))
    when difference > 0 then format(' Take %s more at the desk.', public.money_text(difference, b.currency))
    when difference < 0 then format(' Give back %s at the desk.', public.money_text(-difference, b.currency))
    else '' end;
  perform public.notify(
    b.member_id, 'booking_moved', 'Booking moved',
    format('%s is now %s.', was, now_at)
      || case when not wallet then ''
              when difference > 0 then format(' %s was charged to your balance.', public.money_text(difference, b.currency))
              when difference < 0 then format(' %s was refunded to your balance.', public.money_text(-difference, b.currency))
              else '' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', p_date, 'slot_id', slot.id,
                       'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id),
                       'difference', difference, 'currency', b.currency),
    public.said('notice_booking_moved'),
    case when not wallet then public.said('notice_moved_body', jsonb_build_object('was', was_said, 'now', now_said))
         when difference > 0
           then public.said('notice_moved_body_charged', jsonb_build_object(
                  'was', was_said, 'now', now_said, 'amount', public.money_value(difference, b.currency)))
         when difference < 0
           then public.said('notice_moved_body_refunded', jsonb_build_object(
                  'was', was_said, 'now', now_said, 'amount', public.money_value(-difference, b.currency)))
         else public.said('notice_moved_body', jsonb_build_object('was', was_said, 'now', now_said)) end);
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'move_booking', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'guest_name', b.guest_name,
                             'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id, 'price', b.price),
                             'to', jsonb_build_object('court_id', court.id, 'date', p_date, 'slot_id', slot.id, 'price', cost),
                             'difference', difference, 'currency', b.currency));

  return public.rpc_result('moved', format('Booking moved to %s.', now_at) || money,
    jsonb_build_object('booking', public.booking_json(moved), 'difference', difference, 'currency', b.currency,
                       'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end)
    || case
         when difference > 0 and wallet then public.said('server_moved_charged', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(difference, b.currency)))
         when difference < 0 and wallet then public.said('server_moved_refunded', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(-difference, b.currency)))
         when difference > 0 then public.said('server_moved_take_more', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(difference, b.currency)))
         when difference < 0 then public.said('server_moved_give_back', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(-difference, b.currency)))
         else public.said('server_moved', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label)) end);
end;
$$;

create or replace function public.club_settings(p_club_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its settings.');
  club public.clubs;
  today date;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  return public.rpc_result('ok', 'Settings ready.', jsonb_build_object(
    'club', jsonb_build_object(
      'id', club.id, 'name', club.name, 'city', club.city, 'address', club.address, 'phone', club.phone,
      'email', club.email, 'currency', club.currency, 'time_zone', club.time_zone, 'today', today,
      'booking_horizon_days', club.booking_horizon_days),
    'hours', (
      select jsonb_agg(jsonb_build_object('weekday', d, 'name', public.weekday_name(d),
                                          'opens_at', to_char(club.opens_at[d], 'HH24:MI'),
                                          'closes_at', to_char(club.closes_at[d], 'HH24:MI')) order by d)
      from generate_series(1, 7) d),
    'peak', jsonb_build_object('starts_at', to_char(club.peak_starts_at, 'HH24:MI'),
                               'weekdays', to_jsonb(club.peak_weekdays)),
    'full_refund_hours', club.full_refund_hours,
    'payment', jsonb_build_object('pay_ways', to_jsonb(club.pay_ways), 'unpaid_limit', club.unpaid_limit,
                                  'free_cancel_minutes', club.free_cancel_minutes, 'card_refunds_to', club.card_refunds_to,
                                  'card_enabled', public.card_payments_enabled()),
    'slots', (
      select jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label, 'starts_at', to_char(s.starts_at, 'HH24:MI'),
                                          'ends_at', to_char(s.ends_at, 'HH24:MI')) order by s.id)
      from public.slots s),
    'closures', coalesce((
      select jsonb_agg(jsonb_build_object('date', x.date, 'reason', x.reason) order by x.date)
      from public.club_closures x where x.club_id = club.id and x.date >= today), '[]'::jsonb),
    'courts', coalesce((
      select jsonb_agg(public.court_settings_json(k) order by k.number)
      from public.courts k where k.club_id = club.id), '[]'::jsonb))
    || public.said('server_ok_settings'));
end;
$$;

create or replace function public.club_revenue_lines(p_club_id uuid, p_from timestamptz, p_to timestamptz)
returns table (at timestamptz, source text, kind text, amount numeric, currency text, booking_id uuid, member_id uuid, description text,
               description_message jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  -- Positive: money the club earned; negative: money it gave back.
  select t.completed_at, 'wallet', t.kind::text, case when t.type = 'debit' then t.amount else -t.amount end,
         t.currency, t.booking_id, t.member_id, t.description, t.description_message
  from public.transactions t
  where t.club_id = p_club_id and t.status = 'completed'
    and t.kind in ('booking', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund')
    and t.completed_at >= p_from and t.completed_at < p_to
  union all
  -- A refund to the card is a refund in the ledger's categories.
  select d.created_at, 'desk', case when d.kind = 'card_refund' then 'refund' else d.kind end, d.amount, d.currency, d.booking_id,
         (select b.member_id from public.bookings b where b.id = d.booking_id), d.description, d.description_message
  from public.desk_payments d
  where d.club_id = p_club_id and d.created_at >= p_from and d.created_at < p_to;
$$;

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
      || case when coalesce(b.refund_amount, 0) > 0 and c.card_refunds_to = 'card' and exists (
             select 1 from public.card_payments p where p.booking_id = b.id and p.status = 'succeeded' and p.outcome = 'booking_paid')
           then public.money_text(b.refund_amount, b.currency) || ' will be refunded to your card.'
           when coalesce(b.refund_amount, 0) > 0
           then public.money_text(b.refund_amount, b.currency) || ' refunded to your balance.'
           when b.cancelled_by is distinct from b.member_id then 'No refund.'
           else format('No refund: it was cancelled less than %s before the start.',
                       public.hours_text(coalesce(b.full_refund_hours, c.full_refund_hours))) end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                       'refund', coalesce(b.refund_amount, 0), 'currency', b.currency),
    public.said('notice_booking_cancelled'),
    public.said('notice_sentences', jsonb_build_object('sentences',
      jsonb_build_array(public.said('notice_summary_sentence', jsonb_build_object('booking', x.summary)))
      || case when b.cancelled_by is distinct from b.member_id
           then jsonb_build_array(public.said('notice_cancelled_by_staff')) else '[]'::jsonb end
      || jsonb_build_array(case when coalesce(b.refund_amount, 0) > 0 and c.card_refunds_to = 'card' and exists (
             select 1 from public.card_payments p where p.booking_id = b.id and p.status = 'succeeded' and p.outcome = 'booking_paid')
           then public.said('notice_refunded_card', jsonb_build_object('amount', public.money_value(b.refund_amount, b.currency)))
           when coalesce(b.refund_amount, 0) > 0
           then public.said('notice_refunded', jsonb_build_object('amount', public.money_value(b.refund_amount, b.currency)))
           when b.cancelled_by is distinct from b.member_id then public.said('notice_no_refund')
           else public.said('notice_no_refund_late', jsonb_build_object(
                  'hours', coalesce(b.full_refund_hours, c.full_refund_hours))) end))))
  from new_bookings b
  join old_bookings o on o.id = b.id
  join public.clubs c on c.id = b.club_id
  -- The booking in one line as booking_summary writes it, as a message.
  left join lateral (
    select public.said('notice_summary', jsonb_build_object(
             'court', k.number, 'club', kc.name, 'day', public.day_value(b.date), 'slot', s.label)) as summary
    from public.courts k
    join public.clubs kc on kc.id = k.club_id
    join public.slots s on s.id = b.slot_id
    where k.id = b.court_id
  ) x on true
  where o.status = 'confirmed' and b.status = 'cancelled' and b.member_id is not null;
  return null;
end;
$$;

-- Every ledger and notice message has its English form, the card's too.
create or replace function public.stored_text_forms()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object('key', f.key, 'words', to_jsonb(w.words), 'names', to_jsonb(n.names),
                                      'shapes', to_jsonb(n.shapes), 'pattern', p.pattern)
                   order by char_length(array_to_string(w.words, '')) desc, f.key)
  from (values
    ('ledger_booking', 'Court {court} booking, {club}, {date} {slot}'),
    ('ledger_refund', 'Refund: court {court}, {club}, {date} {slot}'),
    ('ledger_refund_closed', 'Refund (club closed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up', 'Wallet top-up'),
    ('ledger_entry_fee', 'Entry fee: {tournament}'),
    ('ledger_entry_fee_refund', 'Entry fee refund: {tournament}'),
    ('ledger_entry_fee_refund_cancelled', 'Entry fee refund: {tournament} (cancelled)'),
    ('ledger_entry_fee_refund_declined', 'Entry fee refund: {tournament} (invitation declined)'),
    ('ledger_entry_fee_refund_expired', 'Entry fee refund: {tournament} (invitation not accepted in time)'),
    ('ledger_walk_in', 'Walk-in: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund', 'Walk-in refund: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund_closed', 'Walk-in refund (club closed): {guest}, court {court}, {date} {slot}'),
    ('ledger_booking_moved', 'Booking moved: {now}, was {was}'),
    ('ledger_walk_in_moved', 'Walk-in moved: {guest}, {now}, was {was}'),
    ('ledger_paid_at_desk', 'Paid at the desk ({method}): {person}, court {court}, {date} {slot}'),
    ('ledger_paid_by_card', 'Paid by card online: {person}, court {court}, {date} {slot}'),
    ('ledger_refund_card', 'Refund to card: court {court}, {club}, {date} {slot}'),
    ('ledger_card_payment_to_wallet', 'Card payment to the wallet (the booking was cancelled, paid or changed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up_card', 'Wallet top-up by card'),
    ('notice_summary', 'Court {court} at {club}, {day}, {slot}'),
    ('notice_summary_sentence', '{booking}.'),
    ('notice_booking_confirmed', 'Booking confirmed'),
    ('notice_booking_cancelled', 'Booking cancelled'),
    ('notice_booking_moved', 'Booking moved'),
    ('notice_top_up_confirmed', 'Top-up confirmed'),
    ('notice_booked_by_staff', 'Booked for you by club staff.'),
    ('notice_cancelled_by_staff', 'Cancelled by club staff.'),
    ('notice_refunded', '{amount} refunded to your balance.'),
    ('notice_refunded_card', '{amount} will be refunded to your card.'),
    ('notice_no_refund', 'No refund.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hour before the start.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hours before the start.'),
    ('notice_moved_body', '{was} is now {now}.'),
    ('notice_moved_charged', '{amount} was charged to your balance.'),
    ('notice_moved_refunded', '{amount} was refunded to your balance.'),
    ('notice_top_up_added', '{amount} added to your balance.'),
    ('notice_match_confirmed', 'Match result confirmed'),
    ('notice_match_to_confirm', 'Confirm a match result'),
    ('notice_match_disputed', 'Match result disputed'),
    ('notice_match_won', 'You won {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost', 'You lost {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won', '{name} reported that you won {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost', '{name} reported that you lost {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_disputed_body', '{name} disputed the result you recorded ({score}): "{reason}"'),
    ('notice_draw_published', 'Draw published: {tournament}'),
    ('notice_tournament_cancelled', '{tournament} is cancelled'),
    ('notice_bracket_out', 'Registration has closed and the bracket is out: {teams} teams, starting {day}.'),
    ('notice_schedule_out', 'Registration has closed and the schedule is out: {teams} teams, starting {day}.'),
    ('notice_too_few_teams', 'Fewer than two teams registered, so it will not take place. Entry fees have been refunded to the wallets they came from.'),
    ('notice_registered_title', 'Registered for {tournament}'),
    ('notice_registered_body', '{names} registered you both for {tournament}, starting {day}.'),
    ('notice_withdrawn_title', 'Withdrawn from {tournament}'),
    ('notice_withdrawn_body', '{names} withdrew your team from {tournament}.'),
    ('notice_fee_refunded', 'The entry fee of {amount} has been refunded.'),
    ('notice_fee_refunded_wallet', 'The entry fee of {amount} has been refunded to your wallet.'),
    ('notice_winners_title', 'Winners: {tournament}'),
    ('notice_you_won', 'You won {tournament}. Congratulations!'),
    ('notice_team_won', '{names} won {tournament}.'),
    ('notice_result_title', 'Result: {tournament}'),
    ('notice_result_body', '{winners} beat {losers} {score}.'),
    ('notice_invitation_title', 'Invitation: {tournament}'),
    ('notice_invitation_body', '{name} invited you to play {tournament} together, starting {day}. Accept or decline before registration closes.'),
    ('notice_invitation_accepted_title', 'Invitation accepted: {tournament}'),
    ('notice_invitation_accepted_body', '{name} accepted: your team is entered in {tournament}.'),
    ('notice_invitation_declined_title', 'Invitation declined: {tournament}'),
    ('notice_invitation_declined_body', '{name} declined to play {tournament} with you.'),
    ('notice_invitation_expired_title', 'Invitation expired: {tournament}'),
    ('notice_invitation_expired_body', 'Your partner did not accept before registration closed, so your team is not in {tournament}.'),
    ('notice_registration_open_title', 'Registration open: {tournament}'),
    ('notice_registration_open_knockout', 'Knockout at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_round_robin', 'Round robin at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_americano', 'Americano at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_match_won_own_club', 'You won {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost_own_club', 'You lost {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won_own_club', '{name} reported that you won {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost_own_club', '{name} reported that you lost {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_won_friendly', 'You won {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly', 'You lost {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_won_friendly_own_club', 'You won {score} at your club. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly_own_club', 'You lost {score} at your club. It is a friendly: it does not count for ratings.')
  ) as f (key, english)
  cross join lateral (select regexp_split_to_array(f.english, '\{\w+\}') as words) w
  cross join lateral (
    select coalesce(array_agg(m.found[1] order by m.n), '{}') as names,
           coalesce(array_agg(case
             -- to_char's 'YYYY-MM-DD', 'Dy FMDD Mon YYYY', 'FMDD Mon YYYY', 'Dy DD Mon', 'Dy FMDD Mon' and 'FMDD Mon'.
             when m.found[1] in ('date', 'day', 'closes') then '\d{4}-\d{2}-\d{2}|(?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}(?: \d{4})?'
             -- public.booking_summary: notice_summary's "Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30".
             when m.found[1] in ('booking', 'was', 'now') then 'Court \d+ at .+?, (?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} - \d{1,2}:\d{2}'
             -- public.money_text: "€12.00", "-£1,250.00", "CHF 12.00".
             when m.found[1] in ('amount', 'fee') then '-?(?:€|£|\$|[A-Z]{3} )\d{1,3}(?:,\d{3})*\.\d{2}'
             when m.found[1] in ('court', 'teams', 'hours') then '\d+'
             when m.found[1] = 'slot' then '\d{1,2}:\d{2} - \d{1,2}:\d{2}'
             when m.found[1] = 'closes_time' then '\d{1,2}:\d{2}'
             when m.found[1] = 'score' then '\d+-\d+(?: \d+-\d+)*'
             when m.found[1] in ('before', 'after') then '\d+(?:\.\d+)?'
             when m.found[1] = 'delta' then '[+-]?\d+(?:\.\d+)?' end order by m.n), '{}') as shapes
    from regexp_matches(f.english, '\{(\w+)\}', 'g') with ordinality as m (found, n)) n
  cross join lateral (
    select '^' || string_agg(regexp_replace(w.words[i], '([]^$.*+?(){}|\\[])', '\\\1', 'g')
                             || case when i < cardinality(w.words) then '(' || coalesce(n.shapes[i], '.+?') || ')' else '' end,
                             '' order by i) || '$' as pattern
    from generate_subscripts(w.words, 1) as i) p;
$$;
