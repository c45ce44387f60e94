-- =============================================================================
-- A booking that loses a race against the club closing its court-slot is refused with the answer
-- slot_unavailable gives, never an error.
--
-- bookings_not_on_blocks refuses a closure day and a court out of service as well as a block (not opening hours:
-- bookings made under earlier hours stay valid). It waits on the court row, which block_court_slots,
-- add_club_closure (from here on) and set_court_in_service hold for update until they commit, then looks with a
-- fresh snapshot. book_court, book_walk_in and move_booking catch its PT409 in the block that wrote the booking and
-- its payment, so both are undone, and answer what slot_unavailable says of the court-slot now.
--
-- Locks go courts, then bookings, then wallets, and a closure takes its club's row without the key (which a
-- payment's foreign key shares), so none of these writers waits on another in a circle: book_court now takes its
-- court before the member's wallet, as move_booking does.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The trigger: closure days and courts out of service too
-- -----------------------------------------------------------------------------
create or replace function public.bookings_not_on_blocks()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  serving boolean;
begin
  -- Waits for a block, a closure or a change of service being written on this court; the row then read is the
  -- committed one, and the statements below see what was committed with it.
  select k.in_service into serving from public.courts k where k.id = new.court_id for key share;
  -- The sentences (and, as the detail, the statuses) slot_unavailable gives, in its order.
  if exists (select 1 from public.club_closures x where x.club_id = new.club_id and x.date = new.date) then
    raise exception 'The club is closed at that time.' using errcode = 'PT409', detail = 'club_closed';
  end if;
  if not serving then
    raise exception 'This court is out of service.' using errcode = 'PT409', detail = 'court_out_of_service';
  end if;
  if exists (select 1 from public.court_blocks x
             where x.court_id = new.court_id and x.date = new.date and x.slot_id = new.slot_id) then
    -- PT409: PostgREST answers 409 with this sentence should a caller not catch it.
    raise exception 'Unavailable: this court cannot be booked at that time.' using errcode = 'PT409', detail = 'unavailable';
  end if;
  return null;
end;
$$;
comment on function public.bookings_not_on_blocks() is
  'Trigger: refuses a confirmed booking on a closure day, on a court out of service or on a blocked court-slot (SQLSTATE PT409 with slot_unavailable''s sentence, its status as the detail), after waiting for any such change being written on that court. Opening hours are not checked: bookings made under earlier hours stay.';

-- slot_unavailable of the rows as committed now: a caller's copies of the court and the club were read before the
-- race it lost. A court-slot found bookable again meanwhile (a block lifted) still gets the block's answer.
create function public.slot_unavailable_now(p_court_id uuid, p_date date, p_slot_id int)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select public.slot_unavailable(k, c, p_date, s)
     from public.courts k
     join public.clubs c on c.id = k.club_id
     join public.slots s on s.id = p_slot_id
     where k.id = p_court_id),
    public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.'));
$$;
comment on function public.slot_unavailable_now(uuid, date, int) is
  'Internal: the answer for a booking bookings_not_on_blocks refused: slot_unavailable on the court and club as committed now, else unavailable.';
revoke execute on function public.slot_unavailable_now(uuid, date, int) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- book_court
-- -----------------------------------------------------------------------------
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
  refusal jsonb;
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
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
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
  when sqlstate 'PT409' then
    -- The club closed the court-slot meanwhile (bookings_not_on_blocks): the booking and its debit are undone too.
    return public.slot_unavailable_now(court.id, p_date, slot.id);
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


-- -----------------------------------------------------------------------------
-- book_walk_in
-- -----------------------------------------------------------------------------
create or replace function public.book_walk_in(
  p_booking_id uuid,
  p_court_id uuid,
  p_date date,
  p_slot_id int,
  p_guest_name text,
  p_guest_phone text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  guest text := btrim(regexp_replace(coalesce(p_guest_name, ''), '\s+', ' ', 'g'));
  phone text := nullif(btrim(coalesce(p_guest_phone, '')), '');
  existing public.bookings;
  court public.courts;
  club public.clubs;
  slot public.slots;
  cost numeric(10, 2);
  refusal jsonb;
  booking public.bookings;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.');
  end if;
  if guest = '' then
    return public.rpc_result('guest_name_required', 'Please enter the guest''s name.');
  end if;
  if char_length(guest) > 100 then
    return public.rpc_result('invalid_request', 'Please keep the guest''s name to 100 characters.');
  end if;
  if phone is not null and (char_length(phone) > 40 or phone !~ '^\+?[0-9 ().-]{3,}$') then
    return public.rpc_result('invalid_phone', 'Please enter the guest''s phone number with digits only (a leading + is fine).');
  end if;

  -- The booking id is the idempotency key: the same request again answers the booking it made.
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.walk_in_replay(existing, caller, p_court_id, p_date, p_slot_id, guest);
  end if;

  select * into court from public.courts k where k.id = p_court_id;
  if not found or not public.is_club_staff(court.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can book for a walk-in guest.');
  end if;
  select * into club from public.clubs c where c.id = court.club_id;
  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.');
  end if;
  refusal := public.desk_target_refusal(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;
  cost := public.slot_price(court, p_date, slot.starts_at);

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, guest_name, guest_phone, players, price, currency)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, null, guest, phone, '{}', cost, club.currency)
    returning * into booking;
    if cost > 0 then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
      values (club.id, booking.id, 'walk_in', cost, club.currency,
              format('Walk-in: %s, court %s, %s %s', guest, court.number, to_char(p_date, 'YYYY-MM-DD'), slot.label), caller);
    end if;
  exception
    when unique_violation then
      select * into existing from public.bookings b where b.id = p_booking_id;
      if found then
        return public.walk_in_replay(existing, caller, p_court_id, p_date, p_slot_id, guest);
      end if;
      return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
    when sqlstate 'PT409' then
      return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'book_walk_in', 'bookings', booking.id::text, club.id,
          jsonb_build_object('guest_name', guest, 'guest_phone', phone, 'court_id', court.id, 'date', p_date,
                             'slot_id', slot.id, 'price', cost, 'currency', club.currency));

  return public.rpc_result('confirmed',
    case when cost > 0 then format('Booked for %s. Take %s at the desk.', guest, public.money_text(cost, club.currency))
         else format('Booked for %s.', guest) end,
    jsonb_build_object('booking', public.booking_json(booking), 'price', cost, 'currency', club.currency));
end;
$$;


-- -----------------------------------------------------------------------------
-- move_booking
-- -----------------------------------------------------------------------------
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
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please choose the booking and where to move it: a court, a date and a time slot.');
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can move bookings.');
  end if;
  select * into court from public.courts k where k.id = p_court_id;
  if not found or court.club_id <> b.club_id then
    return public.rpc_result('unknown_court', 'That court is not at this booking''s club.');
  end if;
  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.');
  end if;
  -- Courts before bookings, as block_court_slots takes them, so the two never wait on each other in a circle.
  perform 1 from public.courts k where k.id = court.id for key share;
  -- The row lock makes a move, a cancel or a second move of this booking take turns.
  select * into b from public.bookings x where x.id = p_booking_id for update;
  select * into club from public.clubs c where c.id = b.club_id;

  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.', jsonb_build_object('booking', public.booking_json(b)));
  end if;
  if b.court_id = court.id and b.date = p_date and b.slot_id = slot.id then
    return public.rpc_result('unchanged', 'The booking is already on that court at that time.',
      jsonb_build_object('booking', public.booking_json(b), 'difference', 0, 'currency', b.currency));
  end if;
  if (select public.slot_starts_at(b.date, s.starts_at, club.time_zone) from public.slots s where s.id = b.slot_id) <= now() then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be moved.');
  end if;
  refusal := public.desk_target_refusal(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);
  difference := cost - b.price;
  if b.member_id is not null and difference <> 0 then
    funds := public.lock_wallet(b.member_id, b.currency);
    if funds < difference then
      return public.rpc_result('insufficient_balance',
        format('Insufficient balance: the new slot costs %s more and the member''s %s balance is %s, so %s more is needed.',
               public.money_text(difference, b.currency), b.currency, public.money_text(funds, b.currency),
               public.money_text(difference - funds, b.currency)),
        jsonb_build_object('price', cost, 'difference', difference, 'balance', funds, 'missing', difference - funds,
                           'currency', b.currency));
    end if;
  end if;

  was := public.booking_summary(b.court_id, b.date, b.slot_id);
  now_at := public.booking_summary(court.id, p_date, slot.id);
  begin
    update public.bookings x
    set court_id = court.id, date = p_date, slot_id = slot.id, price = cost,
        -- The desk's marks belong to a time: they stay for a court swap at the same time only.
        checked_in_at = case when x.date = p_date and x.slot_id = slot.id then x.checked_in_at end,
        no_show_at = case when x.date = p_date and x.slot_id = slot.id then x.no_show_at end
    where x.id = b.id
    returning * into moved;
    if difference <> 0 and b.member_id is not null then
      insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
      values (b.member_id, case when difference > 0 then 'debit' else 'credit' end::public.transaction_type, 'booking_move',
              abs(difference), b.currency, left(format('Booking moved: %s, was %s', now_at, was), 200),
              b.id, b.club_id, caller, clock_timestamp());
    elsif difference <> 0 then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
      values (b.club_id, b.id, 'walk_in_move', difference, b.currency,
              left(format('Walk-in moved: %s, %s, was %s', b.guest_name, now_at, was), 200), caller);
    end if;
  exception
    when unique_violation then
      return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
    when sqlstate 'PT409' then
      return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  money := case
    when difference > 0 and b.member_id is not null then format(' %s charged to the member''s wallet.', public.money_text(difference, b.currency))
    when difference < 0 and b.member_id is not null then format(' %s refunded to the member''s wallet.', public.money_text(-difference, b.currency))
    when difference > 0 then format(' Take %s more at the desk.', public.money_text(difference, b.currency))
    when difference < 0 then format(' Give back %s at the desk.', public.money_text(-difference, b.currency))
    else '' end;
  perform public.notify(
    b.member_id, 'booking_moved', 'Booking moved',
    format('%s is now %s.', was, now_at)
      || case when difference > 0 then format(' %s was charged to your balance.', public.money_text(difference, b.currency))
              when difference < 0 then format(' %s was refunded to your balance.', public.money_text(-difference, b.currency))
              else '' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', p_date, 'slot_id', slot.id,
                       'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id),
                       'difference', difference, 'currency', b.currency));
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'move_booking', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'guest_name', b.guest_name,
                             'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id, 'price', b.price),
                             'to', jsonb_build_object('court_id', court.id, 'date', p_date, 'slot_id', slot.id, 'price', cost),
                             'difference', difference, 'currency', b.currency));

  return public.rpc_result('moved', format('Booking moved to %s.', now_at) || money,
    jsonb_build_object('booking', public.booking_json(moved), 'difference', difference, 'currency', b.currency,
                       'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end));
end;
$$;


-- -----------------------------------------------------------------------------
-- add_club_closure: its courts held while it writes
-- -----------------------------------------------------------------------------
create or replace function public.add_club_closure(p_club_id uuid, p_date date, p_reason text, p_cancel_bookings boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can close the club.');
  caller uuid := (select auth.uid());
  reason text := btrim(p_reason);
  club public.clubs;
  today date;
  day_text text;
  affected jsonb;
  cancelled jsonb := '[]'::jsonb;
  refunded numeric(12, 2) := 0;
  b public.bookings;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_date is null then
    return public.rpc_result('invalid_request', 'Please choose the day the club is closed.', jsonb_build_object('field', 'date'));
  end if;
  if reason is null or reason = '' then
    return public.rpc_result('invalid_request', 'Please give a reason for the closure.', jsonb_build_object('field', 'reason'));
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 200 characters.', jsonb_build_object('field', 'reason'));
  end if;
  -- One closure change at a time per club. No key update: a booking's payment being written meanwhile (its foreign
  -- key shares the club's row) goes on, so a booking holding one of the courts locked below can finish.
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  today := public.club_today(club);
  if p_date < today then
    return public.rpc_result('past_date', 'That day has passed. Please choose today or a later day.', jsonb_build_object('field', 'date'));
  end if;
  if p_date > today + public.closure_days_ahead() then
    return public.rpc_result('too_far_ahead',
      format('Closure days can be set up to two years ahead: please choose a day until %s.',
             to_char(today + public.closure_days_ahead(), 'Dy FMDD Mon YYYY')),
      jsonb_build_object('field', 'date'));
  end if;
  day_text := to_char(p_date, 'Dy FMDD Mon YYYY');
  if exists (select 1 from public.club_closures x where x.club_id = club.id and x.date = p_date) then
    return public.rpc_result('already_closed', format('The club is already closed on %s.', day_text), jsonb_build_object('field', 'date'));
  end if;

  -- The club's courts held until commit, in id order as block_court_slots holds them, so the bookings listed below
  -- stay the day's: a booking being written for that day waits for this closure and is then refused
  -- (bookings_not_on_blocks); one already in flight is waited for here and listed.
  perform 1 from public.courts k where k.club_id = club.id order by k.id for update;

  -- Bookings of that day still to come (one already started has been played, or is being played).
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x.id, 'court_number', k.number, 'slot_label', s.label, 'price', x.price, 'currency', x.currency,
           'walk_in', x.member_id is null,
           'name', coalesce(x.guest_name, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'))
         order by s.starts_at, k.number), '[]'::jsonb)
  into affected
  from public.bookings x
  join public.courts k on k.id = x.court_id
  join public.slots s on s.id = x.slot_id
  left join public.profiles p on p.id = x.member_id
  where x.club_id = club.id and x.date = p_date and x.status = 'confirmed'
    and public.slot_starts_at(x.date, s.starts_at, club.time_zone) > now();
  if jsonb_array_length(affected) > 0 and not coalesce(p_cancel_bookings, false) then
    return public.rpc_result('bookings_exist',
      format('%s on %s. Cancel and refund them with the closure, or choose another day.',
             case when jsonb_array_length(affected) = 1 then 'There is 1 booking'
                  else format('There are %s bookings', jsonb_array_length(affected)) end, day_text),
      jsonb_build_object('bookings', affected));
  end if;

  insert into public.club_closures (club_id, date, reason, created_by) values (club.id, p_date, reason, caller);
  for b in
    update public.bookings x set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = x.price
    where x.id in (select (e ->> 'id')::uuid from jsonb_array_elements(affected) e) and x.status = 'confirmed'
    returning x.*
  loop
    if b.price > 0 and b.member_id is null then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
      select b.club_id, b.id, 'walk_in_refund', -b.price, b.currency,
             format('Walk-in refund (club closed): %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), caller
      from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
    elsif b.price > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
      select b.member_id, 'credit', 'refund', b.price, b.currency,
             format('Refund (club closed): court %s, %s, %s %s', k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
             b.id, b.club_id, caller, clock_timestamp()
      from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
    end if;
    refunded := refunded + b.price;
    cancelled := cancelled || jsonb_build_object('booking_id', b.id, 'member_id', b.member_id, 'guest_name', b.guest_name,
                                                 'refund', b.price);
  end loop;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'add_club_closure', 'club_closures', club.id || '/' || p_date, club.id, jsonb_build_object(
    'date', p_date, 'reason', reason, 'cancelled', cancelled, 'refunded', refunded, 'currency', club.currency));
  return public.rpc_result('added',
    format('The club is closed on %s.', day_text) || case
      when jsonb_array_length(cancelled) = 1 then format(' 1 booking was cancelled and %s refunded; its member is notified.',
                                                         public.money_text(refunded, club.currency))
      when jsonb_array_length(cancelled) > 1 then format(' %s bookings were cancelled and %s refunded; their members are notified.',
                                                         jsonb_array_length(cancelled), public.money_text(refunded, club.currency))
      else '' end,
    jsonb_build_object('closure', jsonb_build_object('date', p_date, 'reason', reason),
                       'cancelled', jsonb_array_length(cancelled), 'refunded', refunded, 'currency', club.currency));
end;
$$;
