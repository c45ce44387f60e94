-- =============================================================================
-- Club settings, part 2: closure days and courts (add, rename, indoor/outdoor, in and out of service, prices).
--
-- A closure day over bookings is refused with the list of them, unless staff choose to cancel them with the
-- closure: each is refunded in full (the wallet, or the desk for a walk-in guest) and its member is notified
-- (the bookings trigger). Taking a court out of service leaves its bookings in place and says how many.
-- =============================================================================

-- Closure days are planned at most this far ahead; further is a typo (or 'infinity').
create function public.closure_days_ahead()
returns int
language sql
immutable
set search_path = ''
as $$ select 730 $$;
comment on function public.closure_days_ahead() is 'Internal: how many days ahead a closure day can be set (two years).';
revoke execute on function public.closure_days_ahead() from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Closure days
-- -----------------------------------------------------------------------------
create function public.add_club_closure(p_club_id uuid, p_date date, p_reason text, p_cancel_bookings boolean default false)
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
  -- One closure change at a time per club: the bookings list below stays true until this commits.
  select * into club from public.clubs c where c.id = p_club_id for update;
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
comment on function public.add_club_closure(uuid, date, text, boolean) is
  'Staff: closes the club on a day (today up to two years ahead) with a reason. Bookings still to come that day are listed and refused (bookings_exist) unless p_cancel_bookings: then each is cancelled, refunded in full (wallet or desk) and its member notified. Returns {status added|bookings_exist (bookings)|already_closed|past_date|too_far_ahead|invalid_request (field)|not_allowed|..., message, closure, cancelled, refunded, currency}.';
revoke execute on function public.add_club_closure(uuid, date, text, boolean) from public, anon;
grant execute on function public.add_club_closure(uuid, date, text, boolean) to authenticated, service_role;

create function public.remove_club_closure(p_club_id uuid, p_date date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can reopen the club.');
  club public.clubs;
  closure public.club_closures;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_date is null then
    return public.rpc_result('invalid_request', 'Please choose the closure day.');
  end if;
  select * into club from public.clubs c where c.id = p_club_id for update;
  if p_date < public.club_today(club) then
    return public.rpc_result('past_date', 'That day has passed: its closure stays on record.');
  end if;
  delete from public.club_closures x where x.club_id = club.id and x.date = p_date returning * into closure;
  if not found then
    return public.rpc_result('unknown_closure', 'The club is not closed on that day.');
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'remove_club_closure', 'club_closures', club.id || '/' || p_date, club.id,
          jsonb_build_object('date', p_date, 'reason', closure.reason));
  return public.rpc_result('removed',
    format('The club is open again on %s. Bookings cancelled for the closure stay cancelled.', to_char(p_date, 'Dy FMDD Mon YYYY')),
    jsonb_build_object('date', p_date));
end;
$$;
comment on function public.remove_club_closure(uuid, date) is
  'Staff: removes a closure day (today or later); bookings cancelled for it stay cancelled. Returns {status removed|unknown_closure|past_date|invalid_request|not_allowed|..., message, date}.';
revoke execute on function public.remove_club_closure(uuid, date) from public, anon;
grant execute on function public.remove_club_closure(uuid, date) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Courts
-- -----------------------------------------------------------------------------
-- The opening of the RPCs about one court: the caller must be staff of the court's club. Null when they may act.
create function public.court_staff_refusal(p_court_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when p_court_id is null then public.rpc_result('invalid_request', 'Please choose a court.')
    when not exists (select 1 from public.courts k where k.id = p_court_id) then public.rpc_result('unknown_court', 'That court does not exist.')
    when not exists (select 1 from public.courts k where k.id = p_court_id and public.is_club_staff(k.club_id)) then
      public.rpc_result('not_allowed', 'Only the club''s staff can change its courts.')
  end;
$$;
comment on function public.court_staff_refusal(uuid) is
  'Internal: the refusal a staff RPC about one court answers (not_signed_in, invalid_request, unknown_court, not_allowed), or null.';
revoke execute on function public.court_staff_refusal(uuid) from public, anon, authenticated;

create function public.court_type_of(p_type text)
returns public.court_type
language sql
immutable
set search_path = ''
as $$
  select case lower(btrim(p_type)) when 'indoor' then 'indoor'::public.court_type when 'outdoor' then 'outdoor'::public.court_type end;
$$;
comment on function public.court_type_of(text) is 'Internal: "indoor" or "outdoor" as a court_type, else null.';
revoke execute on function public.court_type_of(text) from public, anon, authenticated;

create function public.add_court(p_club_id uuid, p_name text, p_type text, p_off_peak_price numeric, p_peak_price numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can add courts.');
  club public.clubs;
  court_name text := nullif(btrim(p_name), '');
  next_number int;
  price_problem text;
  court public.courts;
begin
  if refusal is not null then
    return refusal;
  end if;
  if char_length(court_name) > 100 then
    return public.rpc_result('invalid_request', 'Court name must be at most 100 characters.', jsonb_build_object('field', 'name'));
  end if;
  if public.court_type_of(p_type) is null then
    return public.rpc_result('invalid_request', 'Please choose indoor or outdoor.', jsonb_build_object('field', 'type'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  price_problem := public.price_refusal(p_off_peak_price, 'off-peak', club.currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'off_peak_price'));
  end if;
  price_problem := public.price_refusal(p_peak_price, 'peak', club.currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'peak_price'));
  end if;
  -- Two staff adding a court at once: the second waits here, then takes the next number.
  perform 1 from public.clubs c where c.id = p_club_id for update;
  select coalesce(max(k.number), 0) + 1 into next_number from public.courts k where k.club_id = club.id;
  if next_number > 50 then
    return public.rpc_result('too_many_courts', 'A club can have at most 50 courts.');
  end if;
  insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
  values (club.id, next_number, coalesce(court_name, 'Court ' || next_number), public.court_type_of(p_type),
          p_off_peak_price, p_peak_price)
  returning * into court;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'add_court', 'courts', court.id::text, club.id, jsonb_build_object(
    'number', court.number, 'name', court.name, 'type', court.type, 'off_peak_price', court.off_peak_price,
    'peak_price', court.peak_price, 'currency', club.currency));
  return public.rpc_result('added', format('Court %s added. It can be booked now.', court.number),
    jsonb_build_object('court', public.court_settings_json(court)));
end;
$$;
comment on function public.add_court(uuid, text, text, numeric, numeric) is
  'Staff: adds a court with the next number (name defaults to "Court N"), indoor or outdoor, with its off-peak and peak prices (0..1000, 2 decimals), in service. Returns {status added|too_many_courts|invalid_request (field)|not_allowed|..., message, court}.';
revoke execute on function public.add_court(uuid, text, text, numeric, numeric) from public, anon;
grant execute on function public.add_court(uuid, text, text, numeric, numeric) to authenticated, service_role;

create function public.update_court(p_court_id uuid, p_name text, p_type text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.court_staff_refusal(p_court_id);
  court_name text := btrim(p_name);
  old_court public.courts;
  court public.courts;
begin
  if refusal is not null then
    return refusal;
  end if;
  if court_name is null or court_name = '' then
    return public.rpc_result('invalid_request', 'Please give the court a name.', jsonb_build_object('field', 'name'));
  end if;
  if char_length(court_name) > 100 then
    return public.rpc_result('invalid_request', 'Court name must be at most 100 characters.', jsonb_build_object('field', 'name'));
  end if;
  if public.court_type_of(p_type) is null then
    return public.rpc_result('invalid_request', 'Please choose indoor or outdoor.', jsonb_build_object('field', 'type'));
  end if;
  select * into old_court from public.courts k where k.id = p_court_id for update;
  update public.courts k set name = court_name, type = public.court_type_of(p_type) where k.id = p_court_id returning * into court;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'update_court', 'courts', court.id::text, court.club_id, jsonb_build_object(
    'number', court.number,
    'before', jsonb_build_object('name', old_court.name, 'type', old_court.type),
    'after', jsonb_build_object('name', court.name, 'type', court.type)));
  return public.rpc_result('saved', format('Court %s saved.', court.number),
    jsonb_build_object('court', public.court_settings_json(court)));
end;
$$;
comment on function public.update_court(uuid, text, text) is
  'Staff: a court''s name (1..100) and type (indoor or outdoor). Returns {status saved|invalid_request (field)|unknown_court|not_allowed|..., message, court}.';
revoke execute on function public.update_court(uuid, text, text) from public, anon;
grant execute on function public.update_court(uuid, text, text) to authenticated, service_role;

create function public.set_court_in_service(p_court_id uuid, p_in_service boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.court_staff_refusal(p_court_id);
  court public.courts;
  kept int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_in_service is null then
    return public.rpc_result('invalid_request', 'Please say whether the court is in service.');
  end if;
  select * into court from public.courts k where k.id = p_court_id for update;
  kept := public.future_bookings(court.id);
  if court.in_service = p_in_service then
    return public.rpc_result('unchanged',
      format('Court %s is already %s.', court.number, case when p_in_service then 'in service' else 'out of service' end),
      jsonb_build_object('court', public.court_settings_json(court), 'future_bookings', kept));
  end if;
  update public.courts k set in_service = p_in_service where k.id = court.id returning * into court;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), case when p_in_service then 'court_in_service' else 'court_out_of_service' end,
          'courts', court.id::text, court.club_id,
          jsonb_build_object('number', court.number, 'in_service', p_in_service, 'future_bookings', kept));
  return public.rpc_result('saved',
    case when p_in_service then format('Court %s is back in service and can be booked again.', court.number)
         when kept = 0 then format('Court %s is out of service: nothing new can be booked on it.', court.number)
         else format('Court %s is out of service: nothing new can be booked on it. %s already made stay%s; cancel or move them from the bookings page if needed.',
                     court.number, case when kept = 1 then 'The 1 booking' else format('The %s bookings', kept) end,
                     case when kept = 1 then 's' else '' end) end,
    jsonb_build_object('court', public.court_settings_json(court), 'future_bookings', kept));
end;
$$;
comment on function public.set_court_in_service(uuid, boolean) is
  'Staff: takes a court out of service (nothing new can be booked on it; bookings already made stay, counted in future_bookings) or back into service. Returns {status saved|unchanged|invalid_request|unknown_court|not_allowed|..., message, court, future_bookings}.';
revoke execute on function public.set_court_in_service(uuid, boolean) from public, anon;
grant execute on function public.set_court_in_service(uuid, boolean) to authenticated, service_role;

create function public.set_court_prices(p_court_id uuid, p_off_peak_price numeric, p_peak_price numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.court_staff_refusal(p_court_id);
  currency text;
  price_problem text;
  old_court public.courts;
  court public.courts;
begin
  if refusal is not null then
    return refusal;
  end if;
  select c.currency into currency from public.courts k join public.clubs c on c.id = k.club_id where k.id = p_court_id;
  price_problem := public.price_refusal(p_off_peak_price, 'off-peak', currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'off_peak_price'));
  end if;
  price_problem := public.price_refusal(p_peak_price, 'peak', currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'peak_price'));
  end if;
  select * into old_court from public.courts k where k.id = p_court_id for update;
  update public.courts k set off_peak_price = p_off_peak_price, peak_price = p_peak_price where k.id = p_court_id
  returning * into court;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_court_prices', 'courts', court.id::text, court.club_id, jsonb_build_object(
    'number', court.number, 'currency', currency,
    'before', jsonb_build_object('off_peak_price', old_court.off_peak_price, 'peak_price', old_court.peak_price),
    'after', jsonb_build_object('off_peak_price', court.off_peak_price, 'peak_price', court.peak_price)));
  return public.rpc_result('saved',
    format('Court %s now costs %s off-peak and %s at peak for bookings made from now on. Bookings already made keep their price.',
           court.number, public.money_text(court.off_peak_price, currency), public.money_text(court.peak_price, currency)),
    jsonb_build_object('court', public.court_settings_json(court)));
end;
$$;
comment on function public.set_court_prices(uuid, numeric, numeric) is
  'Staff: a court''s off-peak and peak price per slot (0..1000 in the club''s currency, 2 decimals), for bookings made from now on. Returns {status saved|invalid_request (field)|unknown_court|not_allowed|..., message, court}.';
revoke execute on function public.set_court_prices(uuid, numeric, numeric) from public, anon;
grant execute on function public.set_court_prices(uuid, numeric, numeric) to authenticated, service_role;
