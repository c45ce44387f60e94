-- =============================================================================
-- A staff member's own booking follows the member's rules on every path that cancels or moves bookings, not only
-- in cancel_booking: the full refund a club owes when it takes a court goes to everyone else, never to the person
-- acting, whose own booking gets what their own cancellation would give (the cancellation terms of the window the
-- booking was made under, cancellation_quote).
--
--   * block_court_slots (through desk_cancel_in_full) and add_club_closure with p_cancel_bookings;
--   * move_booking refuses one's own booking (own_booking): members cannot move bookings, and a move to a later
--     day would give the booking a new refund deadline to cancel under.
--
-- The other paths were checked: cancel_booking already applies the terms to one's own booking (cancels_as_staff);
-- set_cancellation_policy leaves each booking its own window (bookings.full_refund_hours); taking a court out of
-- service, changing opening hours and deactivating a club cancel nothing.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- desk_cancel_in_full: in full for everyone but the caller
-- -----------------------------------------------------------------------------
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
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
    select b.club_id, b.id, 'walk_in_refund', -refund, b.currency,
           left(format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), 200), p_caller
    from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
  elsif refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           left(format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
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
comment on function public.desk_cancel_in_full(public.bookings, uuid, text) is
  'Internal: cancels a confirmed booking for the club (a block over it) with a full refund to the wallet or at the desk, except the caller''s own booking, refunded under the cancellation terms as its member''s own cancellation would be; audited. Returns the refund. The cancellation trigger notifies the member.';

-- -----------------------------------------------------------------------------
-- block_court_slots: the caller's own booking counted apart in the answer
-- -----------------------------------------------------------------------------
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
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can block its courts.');
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
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  last_day := today + club.booking_horizon_days;

  if p_court_ids is null or cardinality(p_court_ids) = 0 or array_position(p_court_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one court.');
  end if;
  if p_slot_ids is null or cardinality(p_slot_ids) = 0 or array_position(p_slot_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one time slot.');
  end if;
  if cardinality(p_court_ids) > 100 or cardinality(p_slot_ids) > 100 then
    return public.rpc_result('invalid_request', 'Please choose at most 100 courts and 100 time slots.');
  end if;
  courts := array(select distinct k.id from public.courts k where k.id = any (p_court_ids) and k.club_id = club.id);
  if cardinality(courts) <> (select count(distinct c) from unnest(p_court_ids) c) then
    return public.rpc_result('unknown_court', 'Please choose courts of this club.');
  end if;
  slots := array(select s.id from public.slots s where s.id = any (p_slot_ids));
  if cardinality(slots) <> (select count(distinct x) from unnest(p_slot_ids) x) then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.');
  end if;
  if p_kind is null or p_kind not in ('maintenance', 'class', 'event', 'other') then
    return public.rpc_result('invalid_request', 'The kind of block must be maintenance, class, event or other.');
  end if;
  if reason = '' then
    return public.rpc_result('reason_required', 'Please say why the court is blocked.');
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason to 200 characters.');
  end if;
  if p_from is null then
    return public.rpc_result('invalid_request', 'Please choose the first day.');
  end if;
  if p_from < today then
    return public.rpc_result('past_slot', 'That day has passed. Please choose today or a later day.');
  end if;
  if until_day < p_from then
    return public.rpc_result('invalid_request', 'The last day must be on or after the first day.');
  end if;
  -- Compared before any arithmetic: 'infinity' has no number of days.
  if until_day > last_day then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be blocked up to %s days ahead, as they can be booked: please choose a last day until %s.',
             club.name, club.booking_horizon_days, to_char(last_day, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', last_day));
  end if;
  days := case when weekly then (until_day - p_from) / 7 + 1 else until_day - p_from + 1 end;
  cells := days * cardinality(courts) * cardinality(slots);
  if cells > 5000 then
    return public.rpc_result('too_many_cells',
      format('That is %s court-slots; please block at most 5000 at a time.', cells), jsonb_build_object('cells', cells));
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
      then public.rpc_result('already_blocked', 'Those court-slots are already blocked.', jsonb_build_object('already_blocked', already))
      else public.rpc_result('past_slot', 'Those time slots have already started. Please choose later ones.') end;
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
      jsonb_build_object('bookings', in_the_way));
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
                       'cancelled', cancelled, 'own_refund', own_refund));
end;
$$;
comment on function public.block_court_slots(uuid, uuid[], int[], date, date, boolean, text, text, boolean) is
  'Club staff block court-slots: the courts x slots of one day, each day p_from..p_until, or weekly on p_from''s weekday until p_until (at most the booking horizon, 5000 cells). Confirmed bookings in the way refuse it (bookings_in_the_way, listing them) unless p_cancel_bookings: then each is cancelled with a full refund and its member notified, except the caller''s own booking, which gets the refund its member''s cancellation would (the cancellation terms, own_refund). Cells already blocked or started are skipped. One series_id; audited. Returns {status blocked|bookings_in_the_way|already_blocked|past_slot|too_far_ahead|too_many_cells|reason_required|unknown_court|unknown_slot|not_allowed|unknown_club|invalid_request|not_signed_in, message, series_id, blocked, already_blocked, started, cancelled, own_refund, bookings}.';

-- -----------------------------------------------------------------------------
-- add_club_closure: the caller's own booking under the terms
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
    update public.bookings x set status = 'cancelled', cancelled_at = now(), cancelled_by = caller,
      -- Everyone else is refunded in full; the caller's own booking as the member's own cancellation would be.
      refund_amount = case when x.member_id = caller then (public.cancellation_quote(x) ->> 'refund')::numeric else x.price end
    where x.id in (select (e ->> 'id')::uuid from jsonb_array_elements(affected) e) and x.status = 'confirmed'
    returning x.*
  loop
    if b.refund_amount > 0 and b.member_id is null then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
      select b.club_id, b.id, 'walk_in_refund', -b.refund_amount, b.currency,
             format('Walk-in refund (club closed): %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), caller
      from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
    elsif b.refund_amount > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
      select b.member_id, 'credit', 'refund', b.refund_amount, b.currency,
             format('Refund (club closed): court %s, %s, %s %s', k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
             b.id, b.club_id, caller, clock_timestamp()
      from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
    end if;
    refunded := refunded + b.refund_amount;
    cancelled := cancelled || jsonb_build_object('booking_id', b.id, 'member_id', b.member_id, 'guest_name', b.guest_name,
                                                 'refund', b.refund_amount);
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

comment on function public.add_club_closure(uuid, date, text, boolean) is
  'Staff: closes the club on a day (today up to two years ahead) with a reason. Bookings still to come that day are listed and refused (bookings_exist) unless p_cancel_bookings: then each is cancelled, refunded in full (wallet or desk) and its member notified, except the caller''s own booking, refunded under the cancellation terms. Returns {status added|bookings_exist (bookings)|already_closed|past_date|too_far_ahead|invalid_request (field)|not_allowed|..., message, closure, cancelled, refunded, currency}.';

-- -----------------------------------------------------------------------------
-- move_booking: not one's own
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
  -- Members cannot move bookings, and a move gives a booking a new refund deadline: staff do not move their own.
  if b.member_id = caller then
    return public.rpc_result('own_booking',
      'You cannot move your own booking: another staff member of the club or a super admin must move it.');
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

comment on function public.move_booking(uuid, uuid, date, int) is
  'Club staff move a booking that has not started to another court, date or slot of its club, atomically; never their own booking (own_booking). The price becomes the new slot''s; the difference is one booking_move ledger row (debit or credit) for a member, one walk_in_move desk payment for a walk-in. The member is notified; audited. Returns {status moved|unchanged|own_booking|slot_taken|unavailable|club_closed|court_out_of_service|past_slot|too_far_ahead|slot_started|cancelled|insufficient_balance|unknown_court|unknown_slot|not_allowed|invalid_request|not_signed_in, message, booking, difference, currency, balance}.';
