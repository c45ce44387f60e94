-- =============================================================================
-- Booking RPCs: book_court, cancellation_terms, cancel_booking and
-- court_availability. Each is one transaction (one PostgREST request).
--
-- Result convention (all RPCs here and in the wallet migration): the expected
-- outcomes of a request are never errors. Each call returns a jsonb object
--   { "status": <code>, "message": <English sentence for the UI>, ...fields }
-- and writes nothing unless the status is a success (confirmed, cancelled,
-- pending, completed). An exception (HTTP 4xx/5xx from PostgREST) means a bug
-- or an outage, never a business rule, so an offline outbox can tell "retry
-- later" (network/5xx) from "final answer" (any status) without parsing text.
--
-- "An admin may book without being signed in as a player": staff book FOR a
-- member by passing p_member_id while signed in as themselves. Allowed for
-- super admins, the club's owner and the owner of the club's country; the
-- member's wallet pays, booked_by records the staff member, audit_log records
-- the action. Nobody can book anonymously.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Shared pieces
-- -----------------------------------------------------------------------------

-- The booking as the client shows it: ids plus court, club and slot details,
-- and the slot's start as an instant (so the UI can count down without zones).
create function public.booking_json(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(b) || jsonb_build_object(
    'court_number', k.number, 'court_name', k.name, 'court_type', k.type,
    'club_name', c.name, 'club_time_zone', c.time_zone,
    'slot_label', s.label, 'starts_at', public.slot_starts_at(b.date, s.starts_at, c.time_zone),
    'ends_at', public.slot_starts_at(b.date, s.ends_at, c.time_zone))
  from public.courts k
  join public.clubs c on c.id = k.club_id
  join public.slots s on s.id = b.slot_id
  where k.id = b.court_id;
$$;
comment on function public.booking_json(public.bookings) is 'A booking with its court, club and slot details, for RPC results.';
revoke execute on function public.booking_json(public.bookings) from public, anon, authenticated;

create function public.rpc_result(status text, message text, fields jsonb default '{}'::jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('status', status, 'message', message) || fields;
$$;
revoke execute on function public.rpc_result(text, text, jsonb) from public, anon, authenticated;

-- A booking id that already exists: the same request again is a replay (the
-- outbox re-sending after a lost response); anything else reusing the id is
-- refused rather than silently answered with someone else's booking.
create function public.book_court_replay(existing public.bookings, caller uuid, member uuid, court uuid, on_date date, slot int)
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
        'balance', (select coalesce(max(w.balance), 0) from public.wallets w where w.member_id = member)))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null))
  end;
$$;
revoke execute on function public.book_court_replay(public.bookings, uuid, uuid, uuid, date, int) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- book_court
-- -----------------------------------------------------------------------------
create function public.book_court(
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
  if public.slot_starts_at(p_date, slot.starts_at, club.time_zone) <= now() then
    return public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.');
  end if;
  -- Early answer only: the unique index below decides races.
  if exists (select 1 from public.bookings b
             where b.court_id = court.id and b.date = p_date and b.slot_id = slot.id and b.status = 'confirmed') then
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);

  -- One member's bookings queue here, so two debits never both see the old balance.
  insert into public.wallets (member_id) values (member) on conflict (member_id) do nothing;
  select w.balance into funds from public.wallets w where w.member_id = member for update;

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
  end if;

  if funds < cost then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: this slot costs %s and the balance is %s, so %s more is needed.',
             cost, funds, cost - funds),
      jsonb_build_object('price', cost, 'balance', funds, 'missing', cost - funds, 'currency', club.currency));
  end if;

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency)
    returning * into booking;
    if cost > 0 then
      insert into public.transactions (member_id, type, kind, amount, description, booking_id, club_id, created_by, completed_at)
      values (member, 'debit', 'booking', cost,
              format('Court %s booking, %s, %s %s', court.number, club.name, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              booking.id, club.id, caller, now());
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
            jsonb_build_object('member_id', member, 'court_id', court.id, 'date', p_date, 'slot_id', slot.id, 'price', cost));
  end if;

  return public.rpc_result('confirmed', 'Booking Successful!', jsonb_build_object(
    'booking', public.booking_json(booking),
    'balance', (select w.balance from public.wallets w where w.member_id = member)));
end;
$$;
comment on function public.book_court(uuid, uuid, date, int, uuid) is
  'Books a court slot and debits the wallet. Idempotent on p_booking_id. Returns {status, message, booking, balance, ...}.';

-- -----------------------------------------------------------------------------
-- Cancelling: terms first (shown before the user confirms), then the act
-- -----------------------------------------------------------------------------

-- Refund rule: the full price back when cancelled at least 24 hours before the
-- slot starts, nothing later; no cancelling once it has started. Hours are
-- real elapsed time between instants, so a DST change is counted correctly.
create function public.cancellation_quote(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with t as (
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) as starts_at
    from public.slots s, public.clubs c
    where s.id = b.slot_id and c.id = b.club_id
  )
  select jsonb_build_object(
    'starts_at', t.starts_at,
    'refund_deadline', t.starts_at - interval '24 hours',
    'price', b.price,
    'currency', b.currency,
    'started', t.starts_at <= now(),
    'full_refund', t.starts_at - now() >= interval '24 hours',
    'refund', case when t.starts_at - now() >= interval '24 hours' then b.price else 0.00 end)
  from t;
$$;
revoke execute on function public.cancellation_quote(public.bookings) from public, anon, authenticated;

create function public.cancellation_terms(p_booking_id uuid)
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
  return public.rpc_result('cancellable',
    case when (quote ->> 'full_refund')::boolean
      then format('Cancel now for a full refund of %s. Full refunds end 24 hours before the start.', b.price)
      else 'Less than 24 hours before the start: cancelling now gives no refund.' end,
    quote || jsonb_build_object('booking', public.booking_json(b)));
end;
$$;
comment on function public.cancellation_terms(uuid) is
  'What cancelling a booking now would refund: {status cancellable|already_cancelled|slot_started|unknown_booking|not_signed_in, refund, full_refund, refund_deadline, ...}.';

create function public.cancel_booking(p_booking_id uuid)
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
  refund numeric(10, 2);
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.');
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
  refund := (quote ->> 'refund')::numeric;

  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = refund
  where id = b.id
  returning * into b;
  if refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, description, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund,
           format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
           b.id, b.club_id, caller, now()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  if caller <> b.member_id then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
            jsonb_build_object('member_id', b.member_id, 'refund', refund));
  end if;

  return public.rpc_result('cancelled',
    case when refund > 0 then format('Booking cancelled. %s has been refunded to the wallet.', refund)
         else 'Booking cancelled. No refund: it was less than 24 hours before the start.' end,
    jsonb_build_object('booking', public.booking_json(b), 'refund', refund,
      'balance', (select coalesce(max(w.balance), 0) from public.wallets w where w.member_id = b.member_id)));
end;
$$;
comment on function public.cancel_booking(uuid) is
  'Cancels a booking (its member, its booker or club staff) and refunds per cancellation_terms. Returns {status, message, booking, refund, balance}.';

-- -----------------------------------------------------------------------------
-- Availability: what is free, never who booked
-- -----------------------------------------------------------------------------
create function public.court_availability(p_club_id uuid, p_date date)
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
    and s.starts_at >= c.opens_at and s.ends_at <= c.closes_at
  order by k.number, s.id;
$$;
comment on function public.court_availability(uuid, date) is
  'Every court x slot of a club on a club-local date, with price and whether it is free or past. Signed-in callers only.';

-- -----------------------------------------------------------------------------
-- Privileges
-- -----------------------------------------------------------------------------
revoke execute on function public.book_court(uuid, uuid, date, int, uuid) from public, anon;
revoke execute on function public.cancellation_terms(uuid) from public, anon;
revoke execute on function public.cancel_booking(uuid) from public, anon;
revoke execute on function public.court_availability(uuid, date) from public, anon;
grant execute on function public.book_court(uuid, uuid, date, int, uuid) to authenticated, service_role;
grant execute on function public.cancellation_terms(uuid) to authenticated, service_role;
grant execute on function public.cancel_booking(uuid) to authenticated, service_role;
grant execute on function public.court_availability(uuid, date) to authenticated, service_role;
