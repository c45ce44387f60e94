-- book_walk_in: two copies of one request at once answer one booking and one replay. Before, the second could lose
-- the race in the court-slot's unique index and answer slot_taken for its own booking. Unchanged otherwise.
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

