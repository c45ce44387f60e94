-- The club desk's answers name their messages: check-in and no-show, walk-ins, moves, court blocks, the desk's
-- refusals and the staff refusal every club RPC opens with carry a key of the app's catalogue and its values
-- beside the English (public.said), and the ledger, desk and notification lines they write carry theirs too.
-- A sentence the English strings together from optional clauses is one message with the clauses as values
-- (server_blocked_more, server_unblocked_more), so the English stays as it was.

-- The opening every staff RPC about one club shares, its not_allowed sentence named by the caller's said.
create function public.staff_club_refusal(p_club_id uuid, p_not_allowed text, p_not_allowed_said jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'))
    when p_club_id is null then public.rpc_result('invalid_request', 'Please choose a club.', public.said('server_invalid_request_club'))
    when not public.is_club_staff(p_club_id)
      then coalesce(public.super_admin_two_step_refusal(), public.rpc_result('not_allowed', p_not_allowed, coalesce(p_not_allowed_said, '{}'::jsonb)))
    when not exists (select 1 from public.clubs c where c.id = p_club_id) then public.rpc_result('unknown_club', 'That club does not exist.', public.said('server_unknown_club'))
  end;
$$;

revoke execute on function public.staff_club_refusal(uuid, text, jsonb) from public, anon, authenticated;
comment on function public.staff_club_refusal(uuid, text, jsonb) is
  'Internal: the refusal a staff RPC about one club answers (not_signed_in, invalid_request, not_allowed with the given sentence and its said, unknown_club), or null.';

-- Callers that give only the sentence: its said found here, until each gives its own.
create or replace function public.staff_club_refusal(p_club_id uuid, p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.staff_club_refusal(p_club_id, p_not_allowed,
    case p_not_allowed
      when 'Only the club''s staff can see its bookings.' then public.said('server_not_allowed_bookings')
      when 'Only the club''s staff can block its courts.' then public.said('server_not_allowed_block')
      when 'Only the club''s staff can unblock its courts.' then public.said('server_not_allowed_unblock')
      when 'Only the club''s staff can close the club.' then public.said('server_not_allowed_close_club')
      when 'Only the club''s staff can reopen the club.' then public.said('server_not_allowed_reopen_club')
      when 'Only the club''s staff can add courts.' then public.said('server_not_allowed_add_courts')
      when 'Only the club''s staff can see its dashboard.' then public.said('server_not_allowed_dashboard')
      when 'Only the club''s staff can see its settings.' then public.said('server_not_allowed_settings')
      when 'Only the club''s staff can change its details.' then public.said('server_not_allowed_details')
      when 'Only the club''s staff can change its opening hours.' then public.said('server_not_allowed_opening_hours')
      when 'Only the club''s staff can change its prices.' then public.said('server_not_allowed_prices')
      when 'Only the club''s staff can change its cancellation policy.' then public.said('server_not_allowed_cancellation_policy')
      when 'Only the club''s staff can see its reports.' then public.said('server_not_allowed_reports')
      when 'Only the club''s staff can see its finances.' then public.said('server_not_allowed_finances')
      when 'Only the club''s staff can see its members.' then public.said('server_not_allowed_members')
      when 'Only the club''s staff can write notes about its members.' then public.said('server_not_allowed_notes')
      when 'You can see the audit log of the clubs you run only.' then public.said('server_not_allowed_audit_own_clubs')
    end);
$$;

create or replace function public.check_in_booking(p_booking_id uuid)
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
  starts timestamptz;
  ends timestamptz;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  -- The row lock makes a check-in and a no-show sent at once from two tablets take turns.
  select * into b from public.bookings where id = p_booking_id for update;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can check players in.', public.said('server_not_allowed_check_in'));
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.',
      jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_cancelled'));
  end if;
  if b.checked_in_at is not null then
    return public.rpc_result('already_checked_in', 'Already checked in.',
      jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_already_checked_in'));
  end if;
  select * into club from public.clubs where id = b.club_id;
  select (b.date + s.starts_at) at time zone club.time_zone, ((b.date + 1)::timestamp) at time zone club.time_zone
    into starts, ends
  from public.slots s where s.id = b.slot_id;
  if now() < starts - interval '1 hour' then
    return public.rpc_result('too_early', format('Check-in opens an hour before the start (%s).',
      to_char((starts - interval '1 hour') at time zone club.time_zone, 'DD Mon HH24:MI')),
      public.said('server_too_early', jsonb_build_object('at', public.at_value(starts - interval '1 hour', club.time_zone))));
  end if;
  if now() >= ends then
    return public.rpc_result('too_late', 'This booking''s day is over: it can no longer be checked in.', public.said('server_too_late'));
  end if;

  -- A player who arrives after being marked a no-show is checked in: the desk corrects its own mark.
  update public.bookings set checked_in_at = now(), no_show_at = null, updated_at = now() where id = b.id returning * into b;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'check_in', 'bookings', b.id::text, b.club_id, jsonb_build_object('member_id', b.member_id));
  return public.rpc_result('checked_in', 'Checked in.', jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_checked_in'));
end;
$$;

create or replace function public.mark_no_show(p_booking_id uuid)
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
  starts timestamptz;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  select * into b from public.bookings where id = p_booking_id for update;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can mark a no-show.', public.said('server_not_allowed_no_show'));
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.',
      jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_cancelled'));
  end if;
  if b.no_show_at is not null then
    return public.rpc_result('already_no_show', 'Already marked as a no-show.',
      jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_already_no_show'));
  end if;
  if b.checked_in_at is not null then
    return public.rpc_result('already_checked_in', 'The players were checked in: this booking is not a no-show.',
      jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_already_checked_in_not_no_show'));
  end if;
  select * into club from public.clubs where id = b.club_id;
  select (b.date + s.starts_at) at time zone club.time_zone into starts from public.slots s where s.id = b.slot_id;
  if now() < starts + interval '15 minutes' then
    return public.rpc_result('too_early', format('A booking can be marked a no-show from 15 minutes after its start (%s).',
      to_char((starts + interval '15 minutes') at time zone club.time_zone, 'DD Mon HH24:MI')),
      public.said('server_too_early_no_show', jsonb_build_object('at', public.at_value(starts + interval '15 minutes', club.time_zone))));
  end if;

  update public.bookings set no_show_at = now(), updated_at = now() where id = b.id returning * into b;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'no_show', 'bookings', b.id::text, b.club_id, jsonb_build_object('member_id', b.member_id));
  return public.rpc_result('no_show', 'Marked as a no-show.', jsonb_build_object('marks', public.booking_marks_json(b)) || public.said('server_no_show'));
end;
$$;

create or replace function public.desk_date_refusal(p_club public.clubs, p_date date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when p_date is null then public.rpc_result('invalid_request', 'Please choose a date.', public.said('server_invalid_request_date'))
    when p_date < public.club_today(p_club) - 366 or p_date > public.club_today(p_club) + p_club.booking_horizon_days then
      public.rpc_result('out_of_range',
        format('The desk shows %s from %s to %s.', p_club.name,
               to_char(public.club_today(p_club) - 366, 'Dy FMDD Mon YYYY'),
               to_char(public.club_today(p_club) + p_club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
        jsonb_build_object('first_date', public.club_today(p_club) - 366,
                           'last_date', public.club_today(p_club) + p_club.booking_horizon_days)
        || public.said('server_out_of_range', jsonb_build_object(
             'club', p_club.name,
             'from', public.day_value(public.club_today(p_club) - 366),
             'until', public.day_value(public.club_today(p_club) + p_club.booking_horizon_days))))
  end;
$$;

create or replace function public.desk_target_refusal(p_court public.courts, p_club public.clubs, p_date date, p_slot public.slots)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when not p_club.active then public.club_inactive_answer(p_club.name)
    when p_date > public.club_today(p_club) + p_club.booking_horizon_days then
      public.rpc_result('too_far_ahead',
        format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
               p_club.name, p_club.booking_horizon_days,
               to_char(public.club_today(p_club) + p_club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
        jsonb_build_object('last_date', public.club_today(p_club) + p_club.booking_horizon_days)
        || public.said('server_too_far_ahead', jsonb_build_object(
             'club', p_club.name, 'days', p_club.booking_horizon_days,
             'until', public.day_value(public.club_today(p_club) + p_club.booking_horizon_days))))
    -- Dates first: 'infinity' and year 294276 have no instant to compare.
    when p_date < public.club_today(p_club) or public.slot_starts_at(p_date, p_slot.starts_at, p_club.time_zone) <= now() then
      public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.', public.said('server_past_slot'))
    else coalesce(public.slot_unavailable(p_court, p_club, p_date, p_slot),
      case when exists (select 1 from public.bookings b
                        where b.court_id = p_court.id and b.date = p_date and b.slot_id = p_slot.id and b.status = 'confirmed')
        then public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken')) end)
  end;
$$;

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
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.', public.said('server_invalid_request'));
  end if;
  if guest = '' then
    return public.rpc_result('guest_name_required', 'Please enter the guest''s name.', public.said('server_guest_name_required'));
  end if;
  if char_length(guest) > 100 then
    return public.rpc_result('invalid_request', 'Please keep the guest''s name to 100 characters.', public.said('server_invalid_request_guest_name'));
  end if;
  if phone is not null and (char_length(phone) > 40 or phone !~ '^\+?[0-9 ().-]{3,}$') then
    return public.rpc_result('invalid_phone', 'Please enter the guest''s phone number with digits only (a leading + is fine).',
      public.said('server_invalid_phone'));
  end if;

  -- The booking id is the idempotency key: the same request again answers the booking it made. Two copies of a
  -- request at once (a tablet's retry while the first is in flight) take turns on the id, so the second reads the
  -- booking the first made instead of racing it into the court-slot's index.
  perform pg_advisory_xact_lock(hashtextextended('book_walk_in:' || p_booking_id::text, 0));
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.walk_in_replay(existing, caller, p_court_id, p_date, p_slot_id, guest);
  end if;

  select * into court from public.courts k where k.id = p_court_id;
  if not found or not public.is_club_staff(court.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can book for a walk-in guest.', public.said('server_not_allowed_walk_in'));
  end if;
  select * into club from public.clubs c where c.id = court.club_id;
  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
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
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      values (club.id, booking.id, 'walk_in', cost, club.currency,
              format('Walk-in: %s, court %s, %s %s', guest, court.number, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              public.said('ledger_walk_in', jsonb_build_object(
                'guest', public.person_value(guest), 'court', court.number, 'date', public.day_value(p_date), 'slot', slot.label)),
              caller);
    end if;
  exception
    when unique_violation then
      select * into existing from public.bookings b where b.id = p_booking_id;
      if found then
        return public.walk_in_replay(existing, caller, p_court_id, p_date, p_slot_id, guest);
      end if;
      return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
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
    jsonb_build_object('booking', public.booking_json(booking), 'price', cost, 'currency', club.currency)
    || case when cost > 0 then public.said('server_confirmed_walk_in_pay', jsonb_build_object(
                                 'guest', public.person_value(guest), 'amount', public.money_value(cost, club.currency)))
            else public.said('server_confirmed_walk_in', jsonb_build_object('guest', public.person_value(guest))) end);
end;
$$;

create or replace function public.walk_in_replay(existing public.bookings, caller uuid, court uuid, on_date date, slot int, guest text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when existing.member_id is null and existing.booked_by = caller and existing.court_id = court
         and existing.date = on_date and existing.slot_id = slot and existing.guest_name = guest
      then public.rpc_result('replayed', 'This walk-in booking was already made.', jsonb_build_object(
        'booking', public.booking_json(existing), 'price', existing.price, 'currency', existing.currency)
        || public.said('server_replayed_walk_in'))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null) || public.said('server_id_conflict'))
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
  if b.member_id is not null and difference <> 0 then
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
        -- The desk's marks belong to a time: they stay for a court swap at the same time only.
        checked_in_at = case when x.date = p_date and x.slot_id = slot.id then x.checked_in_at end,
        no_show_at = case when x.date = p_date and x.slot_id = slot.id then x.no_show_at end
    where x.id = b.id
    returning * into moved;
    if difference <> 0 and b.member_id is not null then
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
                       'difference', difference, 'currency', b.currency),
    public.said('notice_booking_moved'),
    case when difference > 0
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
         when difference > 0 and b.member_id is not null then public.said('server_moved_charged', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(difference, b.currency)))
         when difference < 0 and b.member_id is not null then public.said('server_moved_refunded', jsonb_build_object(
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

create or replace function public.block_court_slots(
  p_club_id uuid,
  p_court_ids uuid[],
  p_slot_ids int[],
  p_from date,
  p_until date,
  p_weekly boolean,
  p_kind text,
  p_reason text,
  p_cancel_bookings boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can block its courts.',
    public.said('server_not_allowed_block'));
  caller uuid := (select auth.uid());
  club public.clubs;
  today date;
  last_day date;
  until_day date := coalesce(p_until, p_from);
  weekly boolean := coalesce(p_weekly, false);
  reason text := btrim(regexp_replace(coalesce(p_reason, ''), '\s+', ' ', 'g'));
  courts uuid[];
  slots smallint[];
  days int;
  cells int;
  series uuid := gen_random_uuid();
  in_the_way jsonb;
  cancelled jsonb := '[]'::jsonb;
  b public.bookings;
  refund numeric(10, 2);
  own_refund numeric(10, 2);
  made int;
  already int;
  started int;
  said_more jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  last_day := today + club.booking_horizon_days;

  if p_court_ids is null or cardinality(p_court_ids) = 0 or array_position(p_court_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one court.', public.said('server_invalid_request_one_court'));
  end if;
  if p_slot_ids is null or cardinality(p_slot_ids) = 0 or array_position(p_slot_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one time slot.', public.said('server_invalid_request_one_slot'));
  end if;
  if cardinality(p_court_ids) > 100 or cardinality(p_slot_ids) > 100 then
    return public.rpc_result('invalid_request', 'Please choose at most 100 courts and 100 time slots.', public.said('server_invalid_request_block_size'));
  end if;
  courts := array(select distinct k.id from public.courts k where k.id = any (p_court_ids) and k.club_id = club.id);
  if cardinality(courts) <> (select count(distinct c) from unnest(p_court_ids) c) then
    return public.rpc_result('unknown_court', 'Please choose courts of this club.', public.said('server_unknown_court_choose'));
  end if;
  slots := array(select s.id from public.slots s where s.id = any (p_slot_ids));
  if cardinality(slots) <> (select count(distinct x) from unnest(p_slot_ids) x) then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
  end if;
  if p_kind is null or p_kind not in ('maintenance', 'class', 'event', 'other') then
    return public.rpc_result('invalid_request', 'The kind of block must be maintenance, class, event or other.',
      public.said('server_invalid_request_block_kind'));
  end if;
  if reason = '' then
    return public.rpc_result('reason_required', 'Please say why the court is blocked.', public.said('server_reason_required_block'));
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason to 200 characters.', public.said('server_invalid_request_reason_200'));
  end if;
  if p_from is null then
    return public.rpc_result('invalid_request', 'Please choose the first day.', public.said('server_invalid_request_first_day'));
  end if;
  if p_from < today then
    return public.rpc_result('past_slot', 'That day has passed. Please choose today or a later day.', public.said('server_past_slot_day'));
  end if;
  if until_day < p_from then
    return public.rpc_result('invalid_request', 'The last day must be on or after the first day.', public.said('server_invalid_request_last_day'));
  end if;
  -- Compared before any arithmetic: 'infinity' has no number of days.
  if until_day > last_day then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be blocked up to %s days ahead, as they can be booked: please choose a last day until %s.',
             club.name, club.booking_horizon_days, to_char(last_day, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', last_day)
      || public.said('server_too_far_ahead_block', jsonb_build_object(
           'club', club.name, 'days', club.booking_horizon_days, 'until', public.day_value(last_day))));
  end if;
  days := case when weekly then (until_day - p_from) / 7 + 1 else until_day - p_from + 1 end;
  cells := days * cardinality(courts) * cardinality(slots);
  if cells > 5000 then
    return public.rpc_result('too_many_cells',
      format('That is %s court-slots; please block at most 5000 at a time.', cells),
      jsonb_build_object('cells', cells) || public.said('server_too_many_cells', jsonb_build_object('cells', cells)));
  end if;

  -- Courts held until commit: a booking being written on them waits for this block, and this block waits for
  -- one already in flight (then sees it below). Id order, so two blocks never wait on each other in a circle.
  perform 1 from public.courts k where k.id = any (courts) order by k.id for update;

  -- The cells asked for, once: a second call in the same transaction finds the table and empties it.
  if to_regclass('pg_temp.block_cells') is null then
    create temporary table block_cells (court_id uuid, date date, slot_id smallint, starts_at timestamptz) on commit drop;
  else
    truncate pg_temp.block_cells;
  end if;
  insert into pg_temp.block_cells
  select k, d::date, s.id, public.slot_starts_at(d::date, s.starts_at, club.time_zone)
  from unnest(courts) k
  cross join generate_series(p_from, until_day, case when weekly then interval '7 days' else interval '1 day' end) d
  cross join public.slots s
  where s.id = any (slots);
  started := (select count(*) from pg_temp.block_cells where starts_at <= now());
  delete from pg_temp.block_cells where starts_at <= now();
  already := (select count(*) from pg_temp.block_cells c
              where exists (select 1 from public.court_blocks x where x.court_id = c.court_id and x.date = c.date and x.slot_id = c.slot_id));
  delete from pg_temp.block_cells c
  where exists (select 1 from public.court_blocks x where x.court_id = c.court_id and x.date = c.date and x.slot_id = c.slot_id);
  if not exists (select 1 from pg_temp.block_cells) then
    return case when already > 0
      then public.rpc_result('already_blocked', 'Those court-slots are already blocked.',
             jsonb_build_object('already_blocked', already) || public.said('server_already_blocked'))
      else public.rpc_result('past_slot', 'Those time slots have already started. Please choose later ones.', public.said('server_past_slot_many')) end;
  end if;

  select jsonb_agg(jsonb_build_object(
           'id', x.id, 'court_id', x.court_id, 'court_number', k.number, 'date', x.date, 'slot_id', x.slot_id,
           'slot_label', s.label, 'walk_in', x.member_id is null,
           'name', coalesce(x.guest_name, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
           'price', x.price, 'currency', x.currency)
         order by x.date, s.starts_at, k.number)
  into in_the_way
  from public.bookings x
  join pg_temp.block_cells c on c.court_id = x.court_id and c.date = x.date and c.slot_id = x.slot_id
  join public.courts k on k.id = x.court_id
  join public.slots s on s.id = x.slot_id
  left join public.profiles p on p.id = x.member_id
  where x.status = 'confirmed';

  if in_the_way is not null and not coalesce(p_cancel_bookings, false) then
    return public.rpc_result('bookings_in_the_way',
      case when jsonb_array_length(in_the_way) = 1
        then 'A booking is in the way. Cancel it with a full refund, or choose other slots.'
        else format('%s bookings are in the way. Cancel them with a full refund, or choose other slots.', jsonb_array_length(in_the_way)) end,
      jsonb_build_object('bookings', in_the_way)
      || public.said('server_bookings_in_the_way', jsonb_build_object('count', jsonb_array_length(in_the_way))));
  end if;
  if in_the_way is not null then
    -- Locked and looked at again: a booking cancelled or moved away meanwhile is left alone.
    for b in
      select x.* from public.bookings x
      join pg_temp.block_cells c on c.court_id = x.court_id and c.date = x.date and c.slot_id = x.slot_id
      where x.status = 'confirmed'
      order by x.id
      for update of x
    loop
      refund := public.desk_cancel_in_full(b, caller, 'Court blocked: ' || reason);
      if b.member_id = caller then
        own_refund := refund;
      end if;
      cancelled := cancelled || jsonb_build_array(b.id);
    end loop;
  end if;

  insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id, created_by)
  select club.id, c.court_id, c.date, c.slot_id, p_kind, reason, series, caller from pg_temp.block_cells c;
  get diagnostics made = row_count;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'block_court_slots', 'court_blocks', series::text, club.id,
          jsonb_build_object('court_ids', courts, 'slot_ids', slots, 'from', p_from, 'until', until_day, 'weekly', weekly,
                             'kind', p_kind, 'reason', reason, 'blocked', made, 'already_blocked', already,
                             'started', started, 'cancelled', cancelled));

  -- The sentences after "N court-slots blocked.", as the English strings them together below.
  said_more :=
    case when jsonb_array_length(cancelled) - (own_refund is not null)::int > 0
           then jsonb_build_array(public.said('server_blocked_cancelled',
                  jsonb_build_object('count', jsonb_array_length(cancelled) - (own_refund is not null)::int)))
         else '[]'::jsonb end
    || case when own_refund > 0
              then jsonb_build_array(public.said('server_blocked_own_refund', jsonb_build_object('amount', public.money_value(own_refund, club.currency))))
            when own_refund is not null then jsonb_build_array(public.said('server_blocked_own_none'))
            else '[]'::jsonb end
    || case when already > 0 then jsonb_build_array(public.said('server_blocked_already', jsonb_build_object('already', already))) else '[]'::jsonb end
    || case when started > 0 then jsonb_build_array(public.said('server_blocked_started', jsonb_build_object('started', started))) else '[]'::jsonb end;

  return public.rpc_result('blocked',
    format('%s blocked.', case when made = 1 then '1 court-slot' else made || ' court-slots' end)
      || case when jsonb_array_length(cancelled) - (own_refund is not null)::int = 1 then ' 1 booking was cancelled and refunded in full.'
              when jsonb_array_length(cancelled) - (own_refund is not null)::int > 1
                then format(' %s bookings were cancelled and refunded in full.', jsonb_array_length(cancelled) - (own_refund is not null)::int)
              else '' end
      || case when own_refund > 0
                then format(' Your own booking was cancelled under the cancellation terms: %s refunded.', public.money_text(own_refund, club.currency))
              when own_refund is not null then ' Your own booking was cancelled under the cancellation terms: no refund.'
              else '' end
      || case when already > 0 then format(' %s already blocked were left as they were.', already) else '' end
      || case when started > 0 then format(' %s that had already started were skipped.', started) else '' end,
    jsonb_build_object('series_id', series, 'blocked', made, 'already_blocked', already, 'started', started,
                       'cancelled', cancelled, 'own_refund', own_refund)
    || case when said_more = '[]'::jsonb then public.said('server_blocked', jsonb_build_object('made', made))
            else public.said('server_blocked_more', jsonb_build_object(
                   'blocked', public.said('server_blocked', jsonb_build_object('made', made)), 'more', said_more)) end);
end;
$$;

create or replace function public.unblock_court_slots(p_club_id uuid, p_block_id uuid default null, p_series_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can unblock its courts.',
    public.said('server_not_allowed_unblock'));
  caller uuid := (select auth.uid());
  club public.clubs;
  found_any int;
  lifted int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if (p_block_id is null) = (p_series_id is null) then
    return public.rpc_result('invalid_request', 'Please choose one block or one series of blocks.', public.said('server_invalid_request_one_block'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  select count(*) into found_any from public.court_blocks x
  where x.club_id = club.id and (x.id = p_block_id or x.series_id = p_series_id);
  if found_any = 0 then
    return public.rpc_result('unknown_block', 'That block does not exist.', public.said('server_unknown_block'));
  end if;
  -- Blocks that have started stay: they are what the club's occupancy was.
  delete from public.court_blocks x
  using public.slots s
  where s.id = x.slot_id and x.club_id = club.id and (x.id = p_block_id or x.series_id = p_series_id)
    and public.slot_starts_at(x.date, s.starts_at, club.time_zone) > now();
  get diagnostics lifted = row_count;
  if lifted = 0 then
    return public.rpc_result('slot_started', 'That block has already started and stays as it was.', public.said('server_slot_started_block'));
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'unblock_court_slots', 'court_blocks', coalesce(p_block_id, p_series_id)::text, club.id,
          jsonb_build_object('block_id', p_block_id, 'series_id', p_series_id, 'unblocked', lifted, 'kept', found_any - lifted));
  return public.rpc_result('unblocked',
    case when lifted = 1 then '1 court-slot unblocked.' else lifted || ' court-slots unblocked.' end
      || case when found_any > lifted then format(' %s that had already started stay blocked.', found_any - lifted) else '' end,
    jsonb_build_object('unblocked', lifted, 'kept', found_any - lifted)
    || case when found_any > lifted
              then public.said('server_unblocked_more', jsonb_build_object(
                     'unblocked', public.said('server_unblocked', jsonb_build_object('lifted', lifted)),
                     'more', public.said('server_unblocked_started', jsonb_build_object('started', found_any - lifted))))
            else public.said('server_unblocked', jsonb_build_object('lifted', lifted)) end);
end;
$$;
