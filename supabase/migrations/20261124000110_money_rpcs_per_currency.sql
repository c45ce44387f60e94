-- =============================================================================
-- The money RPCs, per currency: a booking or an entry fee at a club is paid
-- from the member's balance in the club's currency; refunds go back to that
-- same balance; top-ups are asked for and confirmed in the club's currency.
-- Also: a booking horizon, arguments checked for NULL and range, nobody
-- confirms their own top-up, a cap on pending top-ups, and staff cancellations
-- that refund in full unless staff decide otherwise with a reason.
-- Same result convention as before: {status, message, ...fields}.
--
-- Ledger rows are completed at clock_timestamp(), taken after the wallet lock:
-- transactions started in one order may commit in another, and the ledger's
-- order must be the order in which balances actually changed.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Booking horizon
-- -----------------------------------------------------------------------------
alter table public.clubs
  add column booking_horizon_days smallint not null default 60
    constraint clubs_booking_horizon check (booking_horizon_days between 1 and 365);
comment on column public.clubs.booking_horizon_days is
  'How many days ahead (club-local) a court can be booked: today + this many days is the last bookable date.';

-- The club's own today: "how far ahead" and "already past" are judged on the club's calendar.
create function public.club_today(p_club public.clubs)
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone p_club.time_zone)::date;
$$;
revoke execute on function public.club_today(public.clubs) from public, anon, authenticated;
comment on function public.club_today(public.clubs) is 'Internal: today''s date in the club''s time zone.';

-- -----------------------------------------------------------------------------
-- book_court
-- -----------------------------------------------------------------------------
create or replace function public.book_court_replay(existing public.bookings, caller uuid, member uuid, court uuid, on_date date, slot int)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when existing.booked_by = caller and existing.member_id = member and existing.court_id = court
         and existing.date = on_date and existing.slot_id = slot
      then public.rpc_result('replayed', 'Booking Successful!', jsonb_build_object(
        'booking', public.booking_json(existing),
        'currency', existing.currency,
        'balance', public.wallet_balance(member, existing.currency)))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null))
  end;
$$;

create or replace function public.book_court(
  p_booking_id uuid,
  p_court_id uuid,
  p_date date,
  p_slot_id int,
  p_member_id uuid default null
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
begin
  if caller is null then
    return public.rpc_result('not_signed_in',
      'Authentication Required: Please sign in or create an account to book a court.');
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.');
  end if;

  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
  end if;

  select * into court from public.courts k where k.id = p_court_id;
  if not found then
    return public.rpc_result('unknown_court', 'That court does not exist.');
  end if;
  select * into club from public.clubs c where c.id = court.club_id;

  if member <> caller then
    if not public.is_club_staff(club.id) then
      return public.rpc_result('not_allowed', 'Only staff of this club can book for another member.');
    end if;
    if not exists (select 1 from public.profiles p where p.id = member) then
      return public.rpc_result('unknown_member', 'That member does not exist.');
    end if;
  end if;

  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.');
  end if;
  if slot.starts_at < club.opens_at or slot.ends_at > club.closes_at then
    return public.rpc_result('club_closed', 'The club is closed at that time.');
  end if;
  -- Dates are judged on the club's calendar before any instant is computed from them ('infinity' has none).
  today := public.club_today(club);
  if p_date > today + club.booking_horizon_days then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
             club.name, club.booking_horizon_days, to_char(today + club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', today + club.booking_horizon_days));
  end if;
  if p_date < today or public.slot_starts_at(p_date, slot.starts_at, club.time_zone) <= now() then
    return public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.');
  end if;
  -- Early answer only: the unique index below decides races. The booking holding the slot may be this very
  -- request, committed by a retry that started after our first look: that is a replay, not a taken slot.
  select * into existing from public.bookings b
  where b.court_id = court.id and b.date = p_date and b.slot_id = slot.id and b.status = 'confirmed';
  if found then
    if existing.id = p_booking_id then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);

  -- One member's payments in this currency queue here, so two debits never both see the old balance.
  funds := public.lock_wallet(member, club.currency);

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
  end if;

  if funds < cost then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: this slot costs %s and the %s balance is %s, so %s more is needed.',
             public.money_text(cost, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(cost - funds, club.currency)),
      jsonb_build_object('price', cost, 'balance', funds, 'missing', cost - funds, 'currency', club.currency));
  end if;

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency)
    returning * into booking;
    if cost > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
      values (member, 'debit', 'booking', cost, club.currency,
              format('Court %s booking, %s, %s %s', court.number, club.name, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              booking.id, club.id, caller, clock_timestamp());
    end if;
  exception when unique_violation then
    -- Either the same id committed meanwhile (a concurrent retry) or another
    -- booking won the court-slot; the block's writes are already undone.
    select * into existing from public.bookings b where b.id = p_booking_id;
    if found then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
  end;

  if member <> caller then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'book_for_member', 'bookings', booking.id::text, club.id,
            jsonb_build_object('member_id', member, 'court_id', court.id, 'date', p_date, 'slot_id', slot.id,
                               'price', cost, 'currency', club.currency));
  end if;

  return public.rpc_result('confirmed', 'Booking Successful!', jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency)));
end;
$$;
comment on function public.book_court(uuid, uuid, date, int, uuid) is
  'Books a court slot up to the club''s booking horizon and debits the member''s balance in the club''s currency. Idempotent on p_booking_id. Returns {status, message, booking, currency, balance, ...}.';

-- -----------------------------------------------------------------------------
-- Availability: nothing for a date that cannot be booked or shown
-- -----------------------------------------------------------------------------
create or replace function public.court_availability(p_club_id uuid, p_date date)
returns table (
  court_id uuid,
  court_number int,
  court_name text,
  court_type public.court_type,
  slot_id smallint,
  label text,
  starts_at timestamptz,
  price numeric,
  currency text,
  is_peak boolean,
  is_free boolean,
  is_past boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.number, k.name, k.type, s.id, s.label,
         public.slot_starts_at(p_date, s.starts_at, c.time_zone),
         public.slot_price(k, p_date, s.starts_at), c.currency,
         public.is_peak(p_date, s.starts_at),
         not exists (select 1 from public.bookings b
                     where b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'),
         public.slot_starts_at(p_date, s.starts_at, c.time_zone) <= now()
  from public.clubs c
  join public.courts k on k.club_id = c.id
  cross join public.slots s
  where c.id = p_club_id
    and (select auth.uid()) is not null
    -- A year back and up to the horizon: enough for any screen, and no instant
    -- to compute for 'infinity' or year 294276.
    and p_date between public.club_today(c) - 366 and public.club_today(c) + c.booking_horizon_days
    and s.starts_at >= c.opens_at and s.ends_at <= c.closes_at
  order by k.number, s.id;
$$;

-- -----------------------------------------------------------------------------
-- Cancelling: members by the terms; staff in full unless they say otherwise
-- -----------------------------------------------------------------------------

-- Staff acting on someone else's booking at a club they run. A staff member's
-- own booking follows the member's rules: nobody grants themselves a refund.
create function public.cancels_as_staff(b public.bookings, caller uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select caller is distinct from b.member_id and public.is_club_staff(b.club_id);
$$;
revoke execute on function public.cancels_as_staff(public.bookings, uuid) from public, anon, authenticated;
comment on function public.cancels_as_staff(public.bookings, uuid) is 'Internal: is the caller cancelling someone else''s booking as staff of its club?';

create or replace function public.cancellation_terms(p_booking_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  quote jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.');
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or not (b.member_id = caller or b.booked_by = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.');
  end if;
  if b.status = 'cancelled' then
    return public.rpc_result('already_cancelled', 'This booking is already cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', b.refund_amount));
  end if;
  quote := public.cancellation_quote(b);
  if (quote ->> 'started')::boolean then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be cancelled.',
      quote || jsonb_build_object('booking', public.booking_json(b), 'refund', 0));
  end if;
  if public.cancels_as_staff(b, caller) then
    return public.rpc_result('cancellable',
      format('As club staff you refund the full %s, unless you choose the cancellation terms (%s) and give a reason.',
             public.money_text(b.price, b.currency), public.money_text((quote ->> 'refund')::numeric, b.currency)),
      quote || jsonb_build_object('booking', public.booking_json(b), 'staff', true,
                                  'terms_refund', (quote ->> 'refund')::numeric,
                                  'refund', b.price, 'full_refund', true));
  end if;
  return public.rpc_result('cancellable',
    case when (quote ->> 'full_refund')::boolean
      then format('Cancel now for a full refund of %s. Full refunds end 24 hours before the start.',
                  public.money_text(b.price, b.currency))
      else 'Less than 24 hours before the start: cancelling now gives no refund.' end,
    quote || jsonb_build_object('booking', public.booking_json(b), 'staff', false));
end;
$$;
comment on function public.cancellation_terms(uuid) is
  'What cancelling a booking now would refund: {status cancellable|already_cancelled|slot_started|unknown_booking|invalid_request|not_signed_in, refund, full_refund, refund_deadline, currency, staff, terms_refund, ...}.';

drop function public.cancel_booking(uuid);
create function public.cancel_booking(p_booking_id uuid, p_refund text default null, p_reason text default null)
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
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.');
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
  end if;
  if p_refund is not null and p_refund not in ('full', 'terms') then
    return public.rpc_result('invalid_request', 'The refund must be "full" or "terms".');
  end if;
  if char_length(reason) > 300 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 300 characters.');
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already cancelled".
  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found or not (b.member_id = caller or b.booked_by = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.');
  end if;
  if b.status = 'cancelled' then
    return public.rpc_result('already_cancelled', 'This booking is already cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', b.refund_amount));
  end if;
  quote := public.cancellation_quote(b);
  if (quote ->> 'started')::boolean then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', 0));
  end if;

  as_staff := public.cancels_as_staff(b, caller);
  if not as_staff and p_refund = 'full' and not (quote ->> 'full_refund')::boolean then
    return public.rpc_result('not_allowed',
      'Only club staff can refund in full less than 24 hours before the start.');
  end if;
  if as_staff and p_refund = 'terms' and reason is null then
    return public.rpc_result('reason_required',
      'Please give the member a reason for applying the cancellation terms instead of a full refund.');
  end if;
  refund := case when as_staff and coalesce(p_refund, 'full') = 'full' then b.price
                 else (quote ->> 'refund')::numeric end;

  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = refund
  where id = b.id
  returning * into b;
  if refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
           b.id, b.club_id, caller, clock_timestamp()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  if caller <> b.member_id then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
            jsonb_build_object('member_id', b.member_id, 'refund', refund, 'currency', b.currency,
                               'refund_rule', case when as_staff then coalesce(p_refund, 'full') else 'terms' end,
                               'reason', reason));
  end if;

  return public.rpc_result('cancelled',
    case when refund > 0 then format('Booking cancelled. %s has been refunded to the wallet.', public.money_text(refund, b.currency))
         when as_staff then 'Booking cancelled under the cancellation terms: no refund.'
         else 'Booking cancelled. No refund: it was less than 24 hours before the start.' end,
    jsonb_build_object('booking', public.booking_json(b), 'refund', refund, 'currency', b.currency,
      'balance', public.wallet_balance(b.member_id, b.currency)));
end;
$$;
comment on function public.cancel_booking(uuid, text, text) is
  'Cancels a booking (its member, its booker or club staff). Members get the cancellation terms; staff cancelling a member''s booking refund in full unless p_refund = ''terms'' with p_reason. Returns {status, message, booking, refund, currency, balance}.';
revoke execute on function public.cancel_booking(uuid, text, text) from public, anon;
grant execute on function public.cancel_booking(uuid, text, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Top-ups in the club's currency
-- -----------------------------------------------------------------------------
drop function public.request_top_up(numeric, uuid, uuid);
create function public.request_top_up(p_amount numeric, p_club_id uuid default null, p_request_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club public.clubs;
  pending int;
  t public.transactions;
  -- How many unpaid requests a member may have at one club: enough to fix a
  -- typo, too few to flood a desk.
  max_pending constant int := 3;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to add funds.');
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 1000 or p_amount <> round(p_amount, 2) then
    return public.rpc_result('invalid_amount', 'Please enter an amount between 0.01 and 1000.00.');
  end if;
  select * into club from public.clubs c
  where c.id = coalesce(p_club_id, (select p.home_club_id from public.profiles p where p.id = caller));
  if not found then
    return public.rpc_result(case when p_club_id is null then 'club_required' else 'unknown_club' end,
      case when p_club_id is null then 'Please choose the club where you will pay.' else 'That club does not exist.' end);
  end if;

  if p_request_id is not null then
    select * into t from public.transactions x where x.id = p_request_id;
    if found then
      if t.member_id = caller and t.kind = 'top_up' and t.amount = p_amount and t.club_id = club.id then
        return public.rpc_result('replayed', 'Top-up requested. It counts once the club confirms the payment.',
          jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                             'balance', public.wallet_balance(caller, t.currency)));
      end if;
      return public.rpc_result('id_conflict', 'This request id was already used for a different transaction.');
    end if;
  end if;

  -- The cap is counted under the wallet lock, so requests sent at once queue and count each other.
  perform public.lock_wallet(caller, club.currency);
  select count(*) into pending from public.transactions x
  where x.member_id = caller and x.club_id = club.id and x.kind = 'top_up' and x.status = 'pending';
  if pending >= max_pending then
    return public.rpc_result('too_many_pending',
      format('You already have %s top-ups waiting at %s. Please pay them at the desk before asking for another.',
             pending, club.name),
      jsonb_build_object('pending', pending, 'max_pending', max_pending));
  end if;

  begin
    insert into public.transactions (id, member_id, type, kind, amount, currency, description, status, club_id, created_by)
    values (coalesce(p_request_id, gen_random_uuid()), caller, 'credit', 'top_up', p_amount, club.currency,
            'Wallet top-up', 'pending', club.id, caller)
    returning * into t;
  exception when unique_violation then
    return public.request_top_up(p_amount, p_club_id, p_request_id);
  end;
  return public.rpc_result('pending', 'Top-up requested. It counts once the club confirms the payment.',
    jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                       'balance', public.wallet_balance(caller, t.currency)));
end;
$$;
comment on function public.request_top_up(numeric, uuid, uuid) is
  'A member asks to add funds: a pending credit in the club''s currency at a club (default: their home club); at most 3 waiting per club. Idempotent on p_request_id. Returns {status pending|replayed|invalid_amount|unknown_club|club_required|too_many_pending|id_conflict|not_signed_in, transaction, currency, balance}.';
revoke execute on function public.request_top_up(numeric, uuid, uuid) from public, anon;
grant execute on function public.request_top_up(numeric, uuid, uuid) to authenticated, service_role;

create or replace function public.confirm_top_up(p_transaction_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.transactions;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  if p_transaction_id is null then
    return public.rpc_result('invalid_request', 'Please choose a top-up.');
  end if;
  select * into t from public.transactions x where x.id = p_transaction_id and x.kind = 'top_up' for update;
  if not found then
    return public.rpc_result('unknown_transaction', 'That top-up does not exist.');
  end if;
  if not (public.has_role(array['super_admin']::public.user_role[])
          or (t.club_id is not null and public.is_club_staff(t.club_id))) then
    return public.rpc_result('not_allowed', 'Only staff of the club where it was paid can confirm a top-up.');
  end if;
  -- Money nobody paid must never reach a wallet through its owner's own hands.
  if t.member_id = caller then
    return public.rpc_result('own_top_up',
      'You cannot confirm your own top-up: another staff member of the club or a super admin must confirm it.');
  end if;
  if t.status = 'completed' then
    return public.rpc_result('already_completed', 'This top-up is already confirmed.',
      jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                         'balance', public.wallet_balance(t.member_id, t.currency)));
  end if;

  update public.transactions set status = 'completed', completed_at = clock_timestamp() where id = t.id returning * into t;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'confirm_top_up', 'transactions', t.id::text, t.club_id,
          jsonb_build_object('member_id', t.member_id, 'amount', t.amount, 'currency', t.currency));

  return public.rpc_result('completed', format('Top-up of %s confirmed.', public.money_text(t.amount, t.currency)),
    jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
      'balance', public.wallet_balance(t.member_id, t.currency)));
end;
$$;
comment on function public.confirm_top_up(uuid) is
  'Club staff or a super admin confirm someone else''s pending top-up; it then counts in that currency''s balance. Returns {status completed|already_completed|own_top_up|unknown_transaction|not_allowed|invalid_request|not_signed_in, transaction, currency, balance}.';

create or replace function public.pending_top_ups(p_club_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', t.id,
      'member_id', t.member_id,
      'member_name', coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
      'username', p.username,
      'amount', t.amount,
      'currency', t.currency,
      'club_id', t.club_id,
      'club_name', c.name,
      'created_at', t.created_at,
      'own', t.member_id = (select auth.uid())
    ) order by t.created_at, t.id), '[]'::jsonb)
  from public.transactions t
  join public.clubs c on c.id = t.club_id
  left join public.profiles p on p.id = t.member_id
  where t.kind = 'top_up'
    and t.status = 'pending'
    and t.club_id in (select public.staff_club_ids())
    and (p_club_id is null or t.club_id = p_club_id);
$$;
