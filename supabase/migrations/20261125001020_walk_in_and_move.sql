-- =============================================================================
-- Desk bookings: a walk-in guest booked and paid at the desk, and a booking moved to another court, day or
-- slot with its price difference settled where it was paid (the member's wallet, or the desk).
-- Both refuse what book_court refuses (slot_unavailable, past slots, past the horizon, a taken slot) and are
-- audited; the unique index bookings_one_per_court_slot decides every race for a cell.
-- =============================================================================

-- The refusal for a court-slot a desk booking may not take (as book_court judges it), or null.
create function public.desk_target_refusal(p_court public.courts, p_club public.clubs, p_date date, p_slot public.slots)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when p_date > public.club_today(p_club) + p_club.booking_horizon_days then
      public.rpc_result('too_far_ahead',
        format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
               p_club.name, p_club.booking_horizon_days,
               to_char(public.club_today(p_club) + p_club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
        jsonb_build_object('last_date', public.club_today(p_club) + p_club.booking_horizon_days))
    -- Dates first: 'infinity' and year 294276 have no instant to compare.
    when p_date < public.club_today(p_club) or public.slot_starts_at(p_date, p_slot.starts_at, p_club.time_zone) <= now() then
      public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.')
    else coalesce(public.slot_unavailable(p_court, p_club, p_date, p_slot),
      case when exists (select 1 from public.bookings b
                        where b.court_id = p_court.id and b.date = p_date and b.slot_id = p_slot.id and b.status = 'confirmed')
        then public.rpc_result('slot_taken', 'This court is already booked for that time slot.') end)
  end;
$$;
comment on function public.desk_target_refusal(public.courts, public.clubs, date, public.slots) is
  'Internal: why the desk may not book or move into this court-slot (too_far_ahead, past_slot, club_closed, court_out_of_service, unavailable, slot_taken), or null. Races are decided by the unique index.';
revoke execute on function public.desk_target_refusal(public.courts, public.clubs, date, public.slots) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- book_walk_in
-- -----------------------------------------------------------------------------
create function public.book_walk_in(
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
      return public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.');
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
comment on function public.book_walk_in(uuid, uuid, date, int, text, text) is
  'Club staff book a court-slot for a walk-in guest (name required, phone optional), paid at the desk (one desk_payments row, kind walk_in). Idempotent on p_booking_id. Audited. Returns {status confirmed|replayed|id_conflict|slot_taken|unavailable|club_closed|court_out_of_service|past_slot|too_far_ahead|guest_name_required|invalid_phone|unknown_slot|not_allowed|invalid_request|not_signed_in, message, booking, price, currency}.';
revoke execute on function public.book_walk_in(uuid, uuid, date, int, text, text) from public, anon;
grant execute on function public.book_walk_in(uuid, uuid, date, int, text, text) to authenticated, service_role;

-- Same id again: the same walk-in by the same staff member is a replay; anything else reusing the id is refused.
create function public.walk_in_replay(existing public.bookings, caller uuid, court uuid, on_date date, slot int, guest text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when existing.member_id is null and existing.booked_by = caller and existing.court_id = court
         and existing.date = on_date and existing.slot_id = slot and existing.guest_name = guest
      then public.rpc_result('replayed', 'This walk-in booking was already made.', jsonb_build_object(
        'booking', public.booking_json(existing), 'price', existing.price, 'currency', existing.currency))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null))
  end;
$$;
comment on function public.walk_in_replay(public.bookings, uuid, uuid, date, int, text) is 'Internal: book_walk_in''s answer for a booking id that already exists.';
revoke execute on function public.walk_in_replay(public.bookings, uuid, uuid, date, int, text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- move_booking
-- -----------------------------------------------------------------------------
create function public.move_booking(p_booking_id uuid, p_court_id uuid, p_date date, p_slot_id int)
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
      return public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.');
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
comment on function public.move_booking(uuid, uuid, date, int) is
  'Club staff move a booking that has not started to another court, date or slot of its club, atomically. The price becomes the new slot''s; the difference is one booking_move ledger row (debit or credit) for a member, one walk_in_move desk payment for a walk-in. The member is notified; audited. Returns {status moved|unchanged|slot_taken|unavailable|club_closed|court_out_of_service|past_slot|too_far_ahead|slot_started|cancelled|insufficient_balance|unknown_court|unknown_slot|not_allowed|invalid_request|not_signed_in, message, booking, difference, currency, balance}.';
revoke execute on function public.move_booking(uuid, uuid, date, int) from public, anon;
grant execute on function public.move_booking(uuid, uuid, date, int) to authenticated, service_role;
