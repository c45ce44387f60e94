-- =============================================================================
-- Ways to pay, chosen by each club: the wallet (prepaid, per currency), at the club (the booking is confirmed at
-- once and its price is due at the desk), and card online (offered once card payments are set up).
--
-- What is owed lives on the booking: bookings.due is what the member still has to pay at the desk. It is the price
-- when a booking to pay at the club is made, 0 once the desk takes it; a no-show keeps it; a cancellation first
-- forgives what is due, then gives back only what was paid (bookings_settle_due, for every path that cancels).
-- A club caps how many bookings with something due a member may hold (unpaid_limit, default 2).
--
-- Forgiving mistakes: a booking cancelled within free_cancel_minutes of being made (default 10), while its start is
-- more than an hour away, is refunded in full whatever the late-cancel rule (cancellation_quote).
-- =============================================================================

create type public.pay_way as enum ('wallet', 'club', 'card');
comment on type public.pay_way is 'How a booking is paid: the member''s wallet, at the club''s desk, or by card online.';

alter table public.clubs
  add column pay_ways public.pay_way[] not null default '{wallet,club}'
    constraint clubs_pay_ways_some check (cardinality(pay_ways) between 1 and 3 and array_position(pay_ways, null) is null),
  add column unpaid_limit smallint not null default 2 constraint clubs_unpaid_limit_range check (unpaid_limit between 0 and 20),
  add column free_cancel_minutes smallint not null default 10
    constraint clubs_free_cancel_minutes_range check (free_cancel_minutes between 0 and 120);
comment on column public.clubs.pay_ways is 'The ways the club is paid for bookings (wallet, at the club, card online).';
comment on column public.clubs.unpaid_limit is 'How many bookings with something due at the desk a member may hold at this club.';
comment on column public.clubs.free_cancel_minutes is 'A booking cancelled within this many minutes of being made (its start more than an hour away) is refunded in full.';

alter table public.bookings
  add column pay_with public.pay_way not null default 'wallet',
  add column due numeric(10, 2) not null default 0,
  add constraint bookings_due_range check (due >= 0 and due <= price),
  add constraint bookings_due_at_the_club check (due = 0 or pay_with = 'club');
comment on column public.bookings.pay_with is 'How the booking is paid: from the wallet when made, at the club''s desk, or by card.';
comment on column public.bookings.due is 'What the member still owes the club for this booking, taken at the desk (take_booking_payment).';
create index bookings_due_idx on public.bookings (member_id, club_id) where due > 0;

-- The desk takes a booking's price (booking_payment) and settles a paid booking's move (booking_move).
alter table public.desk_payments drop constraint desk_payments_kind_check;
alter table public.desk_payments drop constraint desk_payments_sign;
alter table public.desk_payments
  add constraint desk_payments_kind_check check (kind in ('walk_in', 'walk_in_refund', 'walk_in_move', 'booking_payment', 'booking_move')),
  add constraint desk_payments_sign check (
    (kind in ('walk_in', 'booking_payment') and amount > 0) or (kind = 'walk_in_refund' and amount < 0)
    or kind in ('walk_in_move', 'booking_move')),
  add column method text constraint desk_payments_method check (method in ('cash', 'card_terminal'));
comment on column public.desk_payments.method is 'How the desk was paid for a booking: cash or the card terminal.';

-- -----------------------------------------------------------------------------
-- Every path that cancels a booking with something due: what was due is forgiven first, then only what was paid is
-- given back. refund_amount is the money actually returned, so the paths that refund refund_amount stay right.
-- -----------------------------------------------------------------------------
create function public.bookings_settle_due()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status = 'confirmed' and old.due > 0 then
    new.due := greatest(old.due - coalesce(new.refund_amount, 0), 0);
    new.refund_amount := greatest(coalesce(new.refund_amount, 0) - old.due, 0);
  end if;
  return new;
end;
$$;
comment on function public.bookings_settle_due() is
  'Trigger: a cancelled booking with something due forgives it up to the refund its rule gives, and returns only the rest (what was paid).';
revoke execute on function public.bookings_settle_due() from public, anon, authenticated;
create trigger bookings_settle_due before update of status on public.bookings
  for each row execute function public.bookings_settle_due();


create or replace function public.cancellation_quote(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with t as (
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) as starts_at,
           make_interval(hours => coalesce(b.full_refund_hours, c.full_refund_hours)) as window,
           coalesce(b.full_refund_hours, c.full_refund_hours) as hours,
           -- A mistake undone at once: within the club's minutes of booking, the start still more than an hour away.
           least(b.created_at + make_interval(mins => c.free_cancel_minutes),
                 public.slot_starts_at(b.date, s.starts_at, c.time_zone) - interval '1 hour') as forgiven_until
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
    'forgiven_until', case when t.forgiven_until > now() then t.forgiven_until end,
    'full_refund', t.starts_at - now() >= t.window or t.forgiven_until > now(),
    'refund', case when t.starts_at - now() >= t.window or t.forgiven_until > now() then b.price else 0.00 end,
    'pay_with', b.pay_with,
    'due', b.due)
  from t;
$$;

drop function public.book_court_replay(public.bookings, uuid, uuid, uuid, date, int);
create function public.book_court_replay(existing public.bookings, caller uuid, member uuid, court uuid, on_date date, slot int,
  pay_with public.pay_way)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when existing.booked_by = caller and existing.member_id = member and existing.court_id = court
         and existing.date = on_date and existing.slot_id = slot and existing.pay_with = pay_with
      then public.rpc_result('replayed', 'Booking Successful!', jsonb_build_object(
        'booking', public.booking_json(existing),
        'currency', existing.currency,
        'balance', public.wallet_balance(member, existing.currency)) || public.said('server_replayed'))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null) || public.said('server_id_conflict'))
  end;
$$;
comment on function public.book_court_replay(public.bookings, uuid, uuid, uuid, date, int, public.pay_way) is
  'Internal: book_court''s answer when the booking id exists: replayed when it is the same request (the same booker, member, court-slot and way to pay), else id_conflict.';
revoke execute on function public.book_court_replay(public.bookings, uuid, uuid, uuid, date, int, public.pay_way) from public, anon, authenticated;

drop function public.book_court(uuid, uuid, date, int, uuid);
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

  -- Card payments are taken online before the booking is made (the card's own flow): this call books from the
  -- wallet or for the desk, and refuses 'card' as a way the club does not take here.
  if not (way = any (club.pay_ways)) or way = 'card' then
    return public.rpc_result('pay_way_not_accepted',
      format('%s does not take %s. Please choose another way to pay.', club.name,
             case way when 'wallet' then 'payment from the wallet' when 'club' then 'payment at the club' else 'card payments' end),
      jsonb_build_object('pay_ways', to_jsonb(array_remove(club.pay_ways, 'card'::public.pay_way)))
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

  if way = 'club' then
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
            case when way = 'club' then cost else 0 end)
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
    case when booking.due > 0 then format('Booking Successful! Pay %s at the club.', public.money_text(booking.due, club.currency))
         else 'Booking Successful!' end,
    jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency))
    || case when booking.due > 0
            then public.said('server_confirmed_pay_at_club', jsonb_build_object('amount', public.money_value(booking.due, club.currency)))
            else public.said('server_confirmed') end);
end;
$$;
comment on function public.book_court(uuid, uuid, date, int, uuid, text) is
  'Books a court-slot for the caller (or, for the club''s staff, for p_member_id, a member of the club), paid the way p_pay_with says: wallet (debited at once; the default), club (confirmed with its price due at the desk, up to the club''s unpaid_limit) or card (paid online first; refused here). Refused when the club does not take that way. Idempotent on p_booking_id. Returns {status confirmed|replayed|id_conflict|slot_taken|insufficient_balance|pay_way_not_accepted|unpaid_limit_reached|too_far_ahead|past_slot|club_closed|court_out_of_service|unavailable|unknown_court|unknown_slot|unknown_member|not_a_member|not_allowed|invalid_request|not_signed_in, message, message_key, message_values, booking, currency, balance}.';
grant execute on function public.book_court(uuid, uuid, date, int, uuid, text) to authenticated, service_role;
revoke execute on function public.book_court(uuid, uuid, date, int, uuid, text) from public, anon;

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
         when refund > 0 then format('Booking cancelled. %s has been refunded to the wallet.', public.money_text(refund, b.currency))
         when as_staff and p_refund = 'none' then 'Booking cancelled without a refund.'
         when as_staff then 'Booking cancelled under the cancellation terms: no refund.'
         else format('Booking cancelled. No refund: it was less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)) end,
    jsonb_build_object('booking', public.booking_json(b), 'refund', refund, 'currency', b.currency,
      'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end, 'due', b.due)
    || case when b.due > 0 then public.said('server_cancelled_still_due', jsonb_build_object(
              'amount', public.money_value(b.due, b.currency), 'hours', (quote ->> 'full_refund_hours')::int))
            when due_before > 0 and refund = 0 then public.said('server_cancelled_nothing_due')
            when refund > 0 and b.member_id is null then public.said('server_cancelled_refund_at_desk', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when refund > 0 then public.said('server_cancelled_refunded', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when as_staff and p_refund = 'none' then public.said('server_cancelled_without_refund')
            when as_staff then public.said('server_cancelled_under_terms')
            else public.said('server_cancelled_too_late', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)) end);
end;
$$;

create or replace function public.desk_cancel_in_full(p_booking public.bookings, p_caller uuid, p_reason text)
returns numeric
language plpgsql
volatile
set search_path = ''
as $$
declare
  b public.bookings;
  own boolean := p_booking.member_id is not distinct from p_caller;
  refund numeric(10, 2);
begin
  refund := case when own then (public.cancellation_quote(p_booking) ->> 'refund')::numeric else p_booking.price end;
  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = p_caller, refund_amount = refund
  where id = p_booking.id and status = 'confirmed'
  returning * into b;
  if not found then
    return 0;
  end if;
  refund := b.refund_amount;
  if refund > 0 and b.member_id is null then
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
    select b.club_id, b.id, 'walk_in_refund', -refund, b.currency,
           left(format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
           public.said('ledger_walk_in_refund', jsonb_build_object(
             'guest', public.person_value(b.guest_name), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
           p_caller
    from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
  elsif refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           left(format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
           public.said('ledger_refund', jsonb_build_object('court', k.number, 'club', c.name, 'date', public.day_value(b.date), 'slot', s.label)),
           b.id, b.club_id, p_caller, clock_timestamp()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (p_caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'guest_name', b.guest_name, 'refund', refund,
                             'currency', b.currency, 'refund_rule', case when own then 'terms' else 'full' end, 'reason', p_reason));
  return refund;
end;
$$;

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
  if b.member_id is not null and difference <> 0 and b.pay_with <> 'club' then
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
        due = case when x.pay_with <> 'club' then 0 when x.due > 0 then cost else greatest(difference, 0) end,
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
    elsif b.pay_with = 'club' then
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
  wallet := b.member_id is not null and b.pay_with <> 'club';
  if b.pay_with = 'club' and b.due > 0 then
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
-- -----------------------------------------------------------------------------
-- The desk takes what a booking owes: one action, for the exact amount the desk confirmed, once.
-- -----------------------------------------------------------------------------
create function public.take_booking_payment(p_booking_id uuid, p_amount numeric, p_method text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  who text;
  paid public.desk_payments;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  if p_method is null or p_method not in ('cash', 'card_terminal') then
    return public.rpc_result('invalid_request', 'Please say how the player paid: cash or card terminal.',
      public.said('server_invalid_request_pay_method'));
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 100000 or p_amount <> round(p_amount, 2) then
    return public.rpc_result('invalid_request', 'Please confirm the amount due.', public.said('server_invalid_request_amount_due'));
  end if;
  -- The row lock makes a double tap, or two tablets, take turns: the second sees the booking paid.
  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found or not public.is_club_staff(b.club_id) then
    return coalesce(public.super_admin_two_step_refusal(),
      public.rpc_result('not_allowed', 'Only the club''s staff can take payments.', public.said('server_not_allowed_take_payment')));
  end if;
  -- Staff pay for their own bookings as members do: another member of staff takes it.
  if b.member_id = caller then
    return public.rpc_result('own_booking',
      'You cannot take payment for your own booking: another staff member of the club must take it.',
      public.said('server_own_booking_payment'));
  end if;
  if b.due = 0 then
    return public.rpc_result('already_paid', 'Nothing is due for this booking.',
      jsonb_build_object('booking', public.booking_json(b)) || public.said('server_already_paid'));
  end if;
  if p_amount <> b.due then
    return public.rpc_result('amount_changed',
      format('%s is due for this booking now: check it with the player and confirm again.', public.money_text(b.due, b.currency)),
      jsonb_build_object('booking', public.booking_json(b), 'due', b.due, 'currency', b.currency)
      || public.said('server_amount_changed', jsonb_build_object('amount', public.money_value(b.due, b.currency))));
  end if;

  select public.person_name(p.first_name, p.last_name, p.username) into who from public.profiles p where p.id = b.member_id;
  insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by, method)
  select b.club_id, b.id, 'booking_payment', b.due, b.currency,
         left(format('Paid at the desk (%s): %s, court %s, %s %s', replace(p_method, '_', ' '), coalesce(who, 'member'), k.number,
                     to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
         public.said('ledger_paid_at_desk', jsonb_build_object(
           'person', public.person_value(coalesce(who, '')), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label,
           'method', public.said('server_pay_method_' || p_method))),
         caller, p_method
  from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id
  returning * into paid;
  update public.bookings x set due = 0 where x.id = b.id returning * into b;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'take_booking_payment', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'amount', paid.amount, 'currency', b.currency, 'method', p_method,
                             'date', b.date, 'court_id', b.court_id, 'slot_id', b.slot_id));
  return public.rpc_result('paid', format('%s taken. The booking is paid.', public.money_text(paid.amount, b.currency)),
    jsonb_build_object('booking', public.booking_json(b), 'amount', paid.amount, 'currency', b.currency, 'method', p_method)
    || public.said('server_payment_taken', jsonb_build_object('amount', public.money_value(paid.amount, b.currency))));
end;
$$;
comment on function public.take_booking_payment(uuid, numeric, text) is
  'Club staff take what a booking owes at the desk (cash or card terminal), for the exact amount due, once: a desk payment in the club''s ledger, the booking''s due set to 0, audited. Not for the caller''s own booking. Returns {status paid|already_paid|amount_changed (due)|own_booking|not_allowed|invalid_request|not_signed_in, message, booking}.';
revoke execute on function public.take_booking_payment(uuid, numeric, text) from public, anon;
grant execute on function public.take_booking_payment(uuid, numeric, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- A club's payment rules: the ways it is paid, how many unpaid bookings a member may hold, the forgiving minutes.
-- -----------------------------------------------------------------------------
create function public.set_club_payment_rules(p_club_id uuid, p_pay_ways text[], p_unpaid_limit numeric, p_free_cancel_minutes numeric)
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
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_pay_ways is null or array_ndims(p_pay_ways) > 1 or cardinality(p_pay_ways) = 0 or cardinality(p_pay_ways) > 3
     or exists (select 1 from unnest(p_pay_ways) w where w is null or w not in ('wallet', 'club', 'card')) then
    return public.rpc_result('invalid_request', 'Please choose at least one way to pay: wallet, at the club or card.',
      jsonb_build_object('field', 'pay_ways') || public.said('server_invalid_request_pay_ways'));
  end if;
  if 'card' = any (p_pay_ways) then
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
  ways := array(select distinct w::public.pay_way from unnest(p_pay_ways) w order by 1);
  select * into old_club from public.clubs x where x.id = p_club_id for update;
  update public.clubs x
  set pay_ways = ways, unpaid_limit = p_unpaid_limit::smallint, free_cancel_minutes = p_free_cancel_minutes::smallint
  where x.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_payment_rules', 'clubs', p_club_id::text, p_club_id, jsonb_build_object(
    'before', jsonb_build_object('pay_ways', old_club.pay_ways, 'unpaid_limit', old_club.unpaid_limit,
                                 'free_cancel_minutes', old_club.free_cancel_minutes),
    'after', jsonb_build_object('pay_ways', ways, 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int)));
  return public.rpc_result('saved', 'Payment rules saved.',
    jsonb_build_object('pay_ways', to_jsonb(ways), 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int)
    || public.said('server_saved_payment_rules'));
end;
$$;
comment on function public.set_club_payment_rules(uuid, text[], numeric, numeric) is
  'The club''s staff: the ways the club is paid (wallet, club; card once set up), the unpaid bookings a member may hold (0..20) and the minutes a new booking can be cancelled for free (0..120). Audited. Returns {status saved|invalid_request (field)|not_allowed|unknown_club|not_signed_in, message, pay_ways, unpaid_limit, free_cancel_minutes}.';
revoke execute on function public.set_club_payment_rules(uuid, text[], numeric, numeric) from public, anon;
grant execute on function public.set_club_payment_rules(uuid, text[], numeric, numeric) to authenticated, service_role;

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
                                  'free_cancel_minutes', club.free_cancel_minutes),
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

create or replace function public.club_day(p_club_id uuid, p_date date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its bookings.');
  club public.clubs;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  refusal := public.desk_date_refusal(club, p_date);
  if refusal is not null then
    return refusal;
  end if;

  return jsonb_build_object(
    'status', 'ok',
    'message', 'Day ready.',
    'club', public.desk_club_json(club),
    'date', p_date,
    'slots', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label,
                                          'starts_at', left(s.starts_at::text, 5), 'ends_at', left(s.ends_at::text, 5))
                       order by s.starts_at)
      from public.desk_slots(club) s), '[]'::jsonb),
    'courts', coalesce((
      select jsonb_agg(jsonb_build_object('id', k.id, 'number', k.number, 'name', k.name, 'type', k.type,
                                          'in_service', k.in_service)
                       order by k.number)
      from public.courts k where k.club_id = club.id), '[]'::jsonb),
    'cells', coalesce((
      select jsonb_agg(jsonb_build_object(
          'court_id', k.id,
          'slot_id', s.id,
          'starts_at', t.starts_at,
          'past', t.starts_at <= now(),
          'price', public.slot_price(k, p_date, s.starts_at),
          -- A booking shows whatever else holds the cell: the desk must see who is expected.
          'state', case when b.id is not null then 'booked'
                        when x.id is not null then 'blocked'
                        when not public.club_open_for(club, p_date, s) then 'closed'
                        when not k.in_service then 'out_of_service'
                        else 'free' end,
          'booking', case when b.id is not null then jsonb_build_object(
              'id', b.id,
              'member_id', b.member_id,
              'name', coalesce(b.guest_name, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
              'username', p.username,
              'guest_phone', b.guest_phone,
              'walk_in', b.member_id is null,
              'price', b.price,
              'currency', b.currency,
              'pay_with', b.pay_with,
              'due', b.due,
              'checked_in_at', b.checked_in_at,
              'no_show_at', b.no_show_at,
              'no_shows', case when b.member_id is null then 0 else (
                select count(*)::int from public.bookings n
                where n.member_id = b.member_id and n.club_id = club.id and n.no_show_at is not null) end) end,
          'block', case when x.id is not null then jsonb_build_object(
              'id', x.id, 'series_id', x.series_id, 'kind', x.kind, 'reason', x.reason) end)
        order by k.number, s.starts_at)
      from public.courts k
      cross join public.desk_slots(club) s
      cross join lateral (select public.slot_starts_at(p_date, s.starts_at, club.time_zone) as starts_at) t
      left join public.bookings b on b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'
      left join public.profiles p on p.id = b.member_id
      left join public.court_blocks x on x.court_id = k.id and x.date = p_date and x.slot_id = s.id
      where k.club_id = club.id), '[]'::jsonb));
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
  select d.created_at, 'desk', d.kind, d.amount, d.currency, d.booking_id,
         (select b.member_id from public.bookings b where b.id = d.booking_id), d.description, d.description_message
  from public.desk_payments d
  where d.club_id = p_club_id and d.created_at >= p_from and d.created_at < p_to;
$$;

create or replace function public.club_ledger(p_club_id uuid, p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its finances.');
  club public.clubs;
  today date;
  from_ts timestamptz;
  to_ts timestamptz;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_from is null or p_to is null or not isfinite(p_from) or not isfinite(p_to) then
    return public.rpc_result('invalid_request', 'Please choose the first and the last day of the period.',
      public.said('server_invalid_request_period'));
  end if;
  if p_to < p_from then
    return public.rpc_result('invalid_request', 'The period ends before it starts: please choose a last day on or after the first.',
      public.said('server_invalid_request_period_order'));
  end if;
  if p_to - p_from + 1 > 366 then
    return public.rpc_result('invalid_request', 'Please choose a period of at most 366 days.',
      public.said('server_invalid_request_period_length'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  -- Bounded before any instant is computed from them: a date the calendar has and the clock has not.
  if p_from < date '2000-01-01' or p_to > today + 366 then
    return public.rpc_result('invalid_request', 'Please choose days between 1 January 2000 and a year from today.',
      public.said('server_invalid_request_period_days'));
  end if;
  -- Days are the club's: from its midnight on the first day to its midnight after the last.
  from_ts := p_from::timestamp at time zone club.time_zone;
  to_ts := (p_to + 1)::timestamp at time zone club.time_zone;

  with lines as (
    select r.at, r.source, r.kind, r.amount, true as counted, r.booking_id, r.member_id, r.description, r.description_message,
           case
             when r.source = 'desk' and r.kind = 'walk_in' then 'walk_in'
             when r.kind in ('booking', 'booking_payment') then 'booking'
             when r.kind in ('booking_move', 'walk_in_move') then 'move'
             when r.kind in ('refund', 'walk_in_refund', 'tournament_refund') then 'refund'
             when r.kind = 'tournament_fee' then 'tournament'
             else 'other'
           end as category
    from public.club_revenue_lines(club.id, from_ts, to_ts) r
    where r.currency = club.currency
    union all
    select t.completed_at, 'wallet', 'top_up', t.amount, false, null, t.member_id, t.description, t.description_message, 'top_up'
    from public.transactions t
    where t.club_id = club.id and t.kind = 'top_up' and t.status = 'completed' and t.currency = club.currency
      and t.completed_at >= from_ts and t.completed_at < to_ts
  ),
  named as (
    select l.*, (l.at at time zone club.time_zone)::date as day,
           coalesce(
             (select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member')
                from public.profiles p where p.id = l.member_id),
             (select b.guest_name from public.bookings b where b.id = l.booking_id),
             '') as who
    from lines l
  ),
  days as (
    select d::date as day,
           coalesce(sum(n.amount) filter (where n.category = 'booking'), 0) as bookings,
           coalesce(sum(n.amount) filter (where n.category = 'walk_in'), 0) as walk_ins,
           coalesce(sum(n.amount) filter (where n.category = 'tournament'), 0) as tournaments,
           coalesce(sum(n.amount) filter (where n.category = 'move'), 0) as moves,
           coalesce(sum(n.amount) filter (where n.category = 'refund'), 0) as refunds,
           coalesce(sum(n.amount) filter (where n.category = 'other'), 0) as other,
           coalesce(sum(n.amount) filter (where n.counted), 0) as revenue,
           coalesce(sum(n.amount) filter (where n.category = 'top_up'), 0) as top_ups,
           count(n.*) as lines
    from generate_series(p_from, p_to, interval '1 day') d
    left join named n on n.day = d::date
    group by d
  )
  select public.rpc_result('ok', 'Ledger ready.', jsonb_build_object(
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', club.time_zone, 'today', today),
    'from', p_from,
    'to', p_to,
    'currency', club.currency,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'at', n.at, 'day', n.day, 'source', n.source, 'kind', n.kind, 'category', n.category, 'amount', n.amount,
          'counted', n.counted, 'booking_id', n.booking_id, 'member_id', n.member_id, 'who', n.who,
          'description', n.description, 'description_message', n.description_message) order by n.at, n.kind, n.booking_id)
      from named n), '[]'::jsonb),
    'days', (
      select jsonb_agg(jsonb_build_object(
          'day', d.day, 'bookings', d.bookings, 'walk_ins', d.walk_ins, 'tournaments', d.tournaments, 'moves', d.moves,
          'refunds', d.refunds, 'other', d.other, 'revenue', d.revenue, 'top_ups', d.top_ups, 'lines', d.lines) order by d.day)
      from days d),
    'totals', (
      select jsonb_build_object(
          'bookings', coalesce(sum(d.bookings), 0), 'walk_ins', coalesce(sum(d.walk_ins), 0),
          'tournaments', coalesce(sum(d.tournaments), 0), 'moves', coalesce(sum(d.moves), 0),
          'refunds', coalesce(sum(d.refunds), 0), 'other', coalesce(sum(d.other), 0),
          'revenue', coalesce(sum(d.revenue), 0), 'top_ups', coalesce(sum(d.top_ups), 0),
          'lines', coalesce(sum(d.lines), 0))
      from days d)
  ) || public.said('server_ok_ledger')) into result;
  return result;
end;
$$;

create or replace function public.audit_action_labels()
returns table (action text, label text)
language sql
immutable
set search_path = ''
as $$
  select * from (values
    ('book_for_member', 'Booking for a member'),
    ('book_walk_in', 'Walk-in booking'),
    ('cancel_for_member', 'Cancellation'),
    ('move_booking', 'Booking moved'),
    ('check_in', 'Check-in'),
    ('no_show', 'No-show'),
    ('confirm_top_up', 'Top-up confirmed'),
    ('take_booking_payment', 'Payment taken at the desk'),
    ('set_payment_rules', 'Payment rules'),
    ('block_court_slots', 'Court-slots blocked'),
    ('unblock_court_slots', 'Block lifted'),
    ('add_club_closure', 'Closure day added'),
    ('remove_club_closure', 'Closure day removed'),
    ('add_court', 'Court added'),
    ('update_court', 'Court changed'),
    ('court_in_service', 'Court back in service'),
    ('court_out_of_service', 'Court out of service'),
    ('set_court_prices', 'Court prices'),
    ('update_club_details', 'Club details'),
    ('set_opening_hours', 'Opening hours'),
    ('set_peak_rule', 'Peak rule'),
    ('set_cancellation_policy', 'Cancellation policy'),
    ('add_member_note', 'Staff note added'),
    ('delete_member_note', 'Staff note deleted'),
    ('create_tournament', 'Tournament published'),
    ('close_registration', 'Tournament registration closed'),
    ('record_tournament_result', 'Tournament result'),
    ('create_club', 'Club created'),
    ('set_club_active', 'Club deactivated or reactivated'),
    ('appoint_club_owner', 'Club owner appointed'),
    ('invite_club_owner', 'Club owner invited'),
    ('accept_club_owner', 'Owner invitation accepted'),
    ('refuse_club_owner', 'Owner invitation refused'),
    ('remove_club_owner', 'Club owner removed'),
    ('set_player_role', 'Role changed'),
    ('ban_player', 'Player banned'),
    ('unban_player', 'Ban lifted'),
    ('set_country_defaults', 'Country defaults'),
    ('record_match_result', 'Match result recorded'),
    ('confirm_match_result', 'Match result settled')
  ) as kinds (action, label);
$$;

create or replace function public.audit_action_label_message(p_action text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case p_action
    when 'book_for_member' then public.said('server_audit_action_book_for_member')
    when 'book_walk_in' then public.said('server_audit_action_book_walk_in')
    when 'cancel_for_member' then public.said('server_audit_action_cancel_for_member')
    when 'move_booking' then public.said('server_audit_action_move_booking')
    when 'check_in' then public.said('server_audit_action_check_in')
    when 'no_show' then public.said('server_audit_action_no_show')
    when 'confirm_top_up' then public.said('server_audit_action_confirm_top_up')
    when 'take_booking_payment' then public.said('server_audit_action_take_booking_payment')
    when 'set_payment_rules' then public.said('server_audit_action_set_payment_rules')
    when 'block_court_slots' then public.said('server_audit_action_block_court_slots')
    when 'unblock_court_slots' then public.said('server_audit_action_unblock_court_slots')
    when 'add_club_closure' then public.said('server_audit_action_add_club_closure')
    when 'remove_club_closure' then public.said('server_audit_action_remove_club_closure')
    when 'add_court' then public.said('server_audit_action_add_court')
    when 'update_court' then public.said('server_audit_action_update_court')
    when 'court_in_service' then public.said('server_audit_action_court_in_service')
    when 'court_out_of_service' then public.said('server_audit_action_court_out_of_service')
    when 'set_court_prices' then public.said('server_audit_action_set_court_prices')
    when 'update_club_details' then public.said('server_audit_action_update_club_details')
    when 'set_opening_hours' then public.said('server_audit_action_set_opening_hours')
    when 'set_peak_rule' then public.said('server_audit_action_set_peak_rule')
    when 'set_cancellation_policy' then public.said('server_audit_action_set_cancellation_policy')
    when 'add_member_note' then public.said('server_audit_action_add_member_note')
    when 'delete_member_note' then public.said('server_audit_action_delete_member_note')
    when 'create_tournament' then public.said('server_audit_action_create_tournament')
    when 'close_registration' then public.said('server_audit_action_close_registration')
    when 'record_tournament_result' then public.said('server_audit_action_record_tournament_result')
    when 'create_club' then public.said('server_audit_action_create_club')
    when 'set_club_active' then public.said('server_audit_action_set_club_active')
    when 'appoint_club_owner' then public.said('server_audit_action_appoint_club_owner')
    when 'invite_club_owner' then public.said('server_audit_action_invite_club_owner')
    when 'accept_club_owner' then public.said('server_audit_action_accept_club_owner')
    when 'refuse_club_owner' then public.said('server_audit_action_refuse_club_owner')
    when 'remove_club_owner' then public.said('server_audit_action_remove_club_owner')
    when 'set_player_role' then public.said('server_audit_action_set_player_role')
    when 'ban_player' then public.said('server_audit_action_ban_player')
    when 'unban_player' then public.said('server_audit_action_unban_player')
    when 'set_country_defaults' then public.said('server_audit_action_set_country_defaults')
    when 'record_match_result' then public.said('server_audit_action_record_match_result')
    when 'confirm_match_result' then public.said('server_audit_action_confirm_match_result')
  end;
$$;
-- The desk sees what each booking owes: today's bookings, the member card.
create or replace function public.club_dashboard(p_club_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its dashboard.');
  club public.clubs;
  today date;
  week_start date;
  month_start date;
  zone text;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  zone := club.time_zone;
  today := public.club_today(club);
  -- Weeks start on Monday and months on the 1st, on the club's calendar.
  week_start := date_trunc('week', today)::date;
  month_start := date_trunc('month', today)::date;

  select jsonb_build_object(
    'status', 'ok',
    'message', 'Dashboard ready.',
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', zone),
    'today', today,
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone zone)::date >= month_start))
      from public.profiles p where p.home_club_id = club.id),
    'courts', (select jsonb_build_object('in_service', count(*) filter (where k.in_service), 'total', count(*))
               from public.courts k where k.club_id = club.id),
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= week_start and b.date < week_start + 7),
        'last', count(*) filter (where b.date >= week_start - 7 and b.date < week_start))
      from public.bookings b
      where b.club_id = club.id and b.status = 'confirmed' and b.date >= week_start - 7 and b.date < week_start + 7),
    -- Revenue: what was paid for courts and tournament entries (wallets and the desk), less refunds, in the
    -- club's currency (club_revenue_lines). Top-ups are members' money held for them, not revenue.
    'revenue_month', (
      select jsonb_build_object(
        'currency', club.currency,
        'this', coalesce(sum(r.amount) filter (where r.at >= (month_start::timestamp at time zone zone)), 0),
        'last', coalesce(sum(r.amount) filter (where r.at < (month_start::timestamp at time zone zone)), 0))
      from public.club_revenue_lines(club.id, ((month_start - interval '1 month')::timestamp at time zone zone),
                                     ((month_start + interval '1 month')::timestamp at time zone zone)) r),
    'today_bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', b.id,
          'slot_id', s.id,
          'slot_label', s.label,
          'starts_at', (b.date + s.starts_at) at time zone zone,
          'court_number', k.number,
          'court_name', k.name,
          'member_id', b.member_id,
          'guest_name', b.guest_name,
          'players', case when b.member_id is null then jsonb_build_array(b.guest_name || ' (walk-in)') else (
            select coalesce(jsonb_agg(coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member')
                                      order by u.ord), '[]'::jsonb)
            from unnest(array[b.member_id] || array(select x from unnest(b.players) x where x <> b.member_id))
                 with ordinality as u(player_id, ord)
            join public.profiles p on p.id = u.player_id) end,
          'checked_in_at', b.checked_in_at,
          'no_show_at', b.no_show_at,
          'due', b.due
        ) order by s.starts_at, k.number)
      from public.bookings b
      join public.courts k on k.id = b.court_id
      join public.slots s on s.id = b.slot_id
      where b.club_id = club.id and b.date = today and b.status = 'confirmed'
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

create or replace function public.club_member_card(p_club_id uuid, p_member_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its members.');
  caller uuid := (select auth.uid());
  club public.clubs;
  member public.profiles;
  today date;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_member_id is null then
    return public.rpc_result('invalid_request', 'Please choose a member.', public.said('server_invalid_request_member'));
  end if;
  -- Someone who does not exist and someone who is not the club's get the same answer.
  if not exists (select 1 from public.club_member_ids(p_club_id, p_member_id)) then
    return public.rpc_result('not_club_member', 'That person is not one of this club''s members.', public.said('server_not_club_member'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  select * into member from public.profiles p where p.id = p_member_id;
  today := public.club_today(club);

  with mine as (
    select b.*, s.label as slot_label, s.starts_at as slot_starts, k.number as court_number, k.name as court_name,
           (b.date + s.starts_at) at time zone club.time_zone as starts_at
    from public.bookings b
    join public.slots s on s.id = b.slot_id
    join public.courts k on k.id = b.court_id
    where b.member_id = p_member_id and b.club_id = p_club_id
  )
  select public.rpc_result('ok', 'Member card ready.', jsonb_build_object(
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', club.time_zone, 'today', today),
    'member', jsonb_build_object(
      'id', member.id,
      'name', coalesce(nullif(btrim(concat_ws(' ', member.first_name, member.last_name)), ''), member.username, 'Member'),
      'username', member.username, 'email', member.email, 'phone', member.phone,
      'home_club', member.home_club_id is not distinct from club.id,
      'joined_at', member.created_at),
    'rating', (
      select jsonb_build_object('rating', coalesce(r.rating, 1500.0), 'matches', coalesce(r.matches, 0),
                                'wins', coalesce(r.wins, 0), 'losses', coalesce(r.losses, 0))
      from (select 1) one left join public.player_ratings r on r.player_id = member.id),
    'bookings', jsonb_build_object(
      'total', (select count(*) from mine where status = 'confirmed'),
      'last_12_months', (select count(*) from mine where status = 'confirmed' and date >= today - 365),
      'cancelled', (select count(*) from mine where status <> 'confirmed'),
      'last', (
        select jsonb_build_object('id', m.id, 'date', m.date, 'slot_label', m.slot_label, 'starts_at', m.starts_at,
                                  'court_number', m.court_number, 'court_name', m.court_name,
                                  'checked_in_at', m.checked_in_at, 'no_show_at', m.no_show_at)
        from mine m where m.status = 'confirmed' and m.starts_at <= now()
        order by m.starts_at desc limit 1),
      'upcoming_total', (select count(*) from mine where status = 'confirmed' and starts_at > now()),
      'upcoming', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'date', m.date, 'slot_label', m.slot_label, 'starts_at', m.starts_at,
                                            'court_number', m.court_number, 'court_name', m.court_name,
                                            'price', m.price, 'currency', m.currency) order by m.starts_at)
        from (select * from mine where status = 'confirmed' and starts_at > now() order by starts_at limit 5) m), '[]'::jsonb)),
    'no_shows', (select count(*) from mine where no_show_at is not null),
    'wallet', jsonb_build_object('currency', club.currency, 'balance', public.wallet_balance(member.id, club.currency)),
    -- Owed at the desk: bookings to pay at the club not paid yet, no-shows and late cancellations included.
    'owed', jsonb_build_object('currency', club.currency, 'amount', (select coalesce(sum(due), 0) from mine),
                               'bookings', (select count(*) from mine where due > 0)),
    'pending_top_ups', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'amount', t.amount, 'currency', t.currency, 'created_at', t.created_at)
                       order by t.created_at)
      from public.transactions t
      where t.member_id = member.id and t.club_id = club.id and t.kind = 'top_up' and t.status = 'pending'), '[]'::jsonb),
    'notes_total', (select count(*) from public.member_notes n where n.club_id = club.id and n.member_id = member.id),
    'notes', coalesce((
      select jsonb_agg(public.member_note_json(n, caller) order by n.created_at desc, n.id)
      from (select * from public.member_notes n where n.club_id = club.id and n.member_id = member.id
            order by n.created_at desc, n.id limit 50) n), '[]'::jsonb)
  ) || public.said('server_ok_member_card')) into result;
  return result;
end;
$$;

-- Every ledger message has its English form, the desk's payment too.
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
    ('notice_summary', 'Court {court} at {club}, {day}, {slot}'),
    ('notice_summary_sentence', '{booking}.'),
    ('notice_booking_confirmed', 'Booking confirmed'),
    ('notice_booking_cancelled', 'Booking cancelled'),
    ('notice_booking_moved', 'Booking moved'),
    ('notice_top_up_confirmed', 'Top-up confirmed'),
    ('notice_booked_by_staff', 'Booked for you by club staff.'),
    ('notice_cancelled_by_staff', 'Cancelled by club staff.'),
    ('notice_refunded', '{amount} refunded to your balance.'),
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

-- Devices keep clubs from their last pull: stamping every club makes the next pull bring its ways to pay.
update public.clubs set pay_ways = pay_ways;
