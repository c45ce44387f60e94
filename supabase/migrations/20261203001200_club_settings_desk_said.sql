-- The club's settings, courts, closures, member card, reports' period and ledger name their messages: every
-- answer carries a key of the app's catalogue and its values beside the English (public.said), and so do the
-- refunds a closure writes and the notification each cancelled member gets. The finance page's ledger lines
-- carry their stored description_message beside the description, so the app says them in the reader's language.

-- The revenue lines carry each row's description_message too (the ledger shows it); a new column of the
-- result needs the function dropped and made again. Every caller names the columns it reads.
drop function public.club_revenue_lines(uuid, timestamptz, timestamptz);
create function public.club_revenue_lines(p_club_id uuid, p_from timestamptz, p_to timestamptz)
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
  select d.created_at, 'desk', d.kind, d.amount, d.currency, d.booking_id, null, d.description, d.description_message
  from public.desk_payments d
  where d.club_id = p_club_id and d.created_at >= p_from and d.created_at < p_to;
$$;
comment on function public.club_revenue_lines(uuid, timestamptz, timestamptz) is
  'Internal: the club''s revenue lines in [p_from, p_to): court and tournament payments from wallets (less refunds, plus or minus move differences) and walk-in payments at the desk (less their refunds). Amounts signed, in the club''s currency; each line''s description also as a message (public.said) when it was written with one.';
revoke execute on function public.club_revenue_lines(uuid, timestamptz, timestamptz) from public, anon, authenticated;
-- As 20261127000700_revenue_lines_estimate set it: the planner looks each line's booking up by its key.
alter function public.club_revenue_lines(uuid, timestamptz, timestamptz) rows 100;

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

create or replace function public.update_club_details(p_club_id uuid, p_name text, p_address text, p_phone text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change its details.');
  new_name text := btrim(p_name);
  new_address text := nullif(btrim(p_address), '');
  new_phone text := nullif(btrim(p_phone), '');
  new_email text := nullif(btrim(p_email), '');
  old_club public.clubs;
begin
  if refusal is not null then
    return refusal;
  end if;
  if new_name is null or char_length(new_name) < 2 then
    return public.rpc_result('invalid_request', 'Club name must be at least 2 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_club_name_short'));
  end if;
  if char_length(new_name) > 100 then
    return public.rpc_result('invalid_request', 'Club name must be at most 100 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_club_name_long'));
  end if;
  if char_length(new_address) > 200 then
    return public.rpc_result('invalid_request', 'Address must be at most 200 characters.',
      jsonb_build_object('field', 'address') || public.said('server_invalid_request_address_long'));
  end if;
  -- As people write club numbers: an optional +, digits (the first may be in brackets), spaces and ( ) . - between them; 6 to 15 digits.
  if new_phone is not null and (char_length(new_phone) > 40 or new_phone !~ '^\+?[0-9(][0-9 ().-]*[0-9]$'
                            or char_length(regexp_replace(new_phone, '[^0-9]', '', 'g')) not between 6 and 15) then
    return public.rpc_result('invalid_request', 'Please enter a valid phone number',
      jsonb_build_object('field', 'phone') || public.said('server_invalid_request_phone'));
  end if;
  if new_email is not null and (char_length(new_email) > 254 or new_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    return public.rpc_result('invalid_request', 'Please enter a valid email address',
      jsonb_build_object('field', 'email') || public.said('server_invalid_request_email'));
  end if;

  select * into old_club from public.clubs c where c.id = p_club_id for update;
  update public.clubs c set name = new_name, address = new_address,
                            phone = new_phone, email = new_email
  where c.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'update_club_details', 'clubs', p_club_id::text, p_club_id, jsonb_build_object(
    'before', jsonb_build_object('name', old_club.name, 'address', old_club.address, 'phone', old_club.phone, 'email', old_club.email),
    'after', jsonb_build_object('name', new_name, 'address', new_address, 'phone', new_phone, 'email', new_email)));
  return public.rpc_result('saved', 'Club details saved.',
    jsonb_build_object('club', jsonb_build_object('id', p_club_id, 'name', new_name, 'address', new_address, 'phone', new_phone, 'email', new_email))
    || public.said('server_saved'));
end;
$$;

create or replace function public.set_opening_hours(p_club_id uuid, p_opens_at text[], p_closes_at text[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change its opening hours.');
  opens time[] := array[]::time[];
  closes time[] := array[]::time[];
  o text;
  c text;
  day int;
  old_club public.clubs;
  club public.clubs;
  outside int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_opens_at is null or p_closes_at is null or array_ndims(p_opens_at) is distinct from 1
     or array_ndims(p_closes_at) is distinct from 1 or cardinality(p_opens_at) <> 7 or cardinality(p_closes_at) <> 7 then
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
      public.said('server_invalid_request_hours_week'));
  end if;
  for day in 1..7 loop
    o := nullif(btrim(p_opens_at[array_lower(p_opens_at, 1) + day - 1]), '');
    c := nullif(btrim(p_closes_at[array_lower(p_closes_at, 1) + day - 1]), '');
    if (o is null) <> (c is null) then
      return public.rpc_result('invalid_request',
        format('On %s, give both the opening and the closing time, or mark the day closed.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day)
        || public.said('server_invalid_request_day_hours', jsonb_build_object('weekday', public.weekday_value(day))));
    end if;
    if o is not null and public.slot_start_time(o) is null then
      return public.rpc_result('invalid_request',
        format('On %s, the club can open when a slot starts: %s.', public.weekday_name(day), public.slot_times_text(false)),
        jsonb_build_object('field', 'hours', 'weekday', day)
        || public.said('server_invalid_request_day_open',
                       jsonb_build_object('weekday', public.weekday_value(day), 'times', public.slot_times_text(false))));
    end if;
    if c is not null and public.slot_end_time(c) is null then
      return public.rpc_result('invalid_request',
        format('On %s, the club can close when a slot ends: %s.', public.weekday_name(day), public.slot_times_text(true)),
        jsonb_build_object('field', 'hours', 'weekday', day)
        || public.said('server_invalid_request_day_close',
                       jsonb_build_object('weekday', public.weekday_value(day), 'times', public.slot_times_text(true))));
    end if;
    if o is not null and public.slot_start_time(o) >= public.slot_end_time(c) then
      return public.rpc_result('invalid_request',
        format('On %s, opening must be before closing.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day)
        || public.said('server_invalid_request_day_order', jsonb_build_object('weekday', public.weekday_value(day))));
    end if;
    opens := opens || public.slot_start_time(o);
    closes := closes || public.slot_end_time(c);
  end loop;
  if not exists (select 1 from unnest(opens) t where t is not null) then
    return public.rpc_result('invalid_request',
      'The club must open on at least one day a week. For a break, add closure days instead.',
      jsonb_build_object('field', 'hours') || public.said('server_invalid_request_open_one_day'));
  end if;

  select * into old_club from public.clubs x where x.id = p_club_id for update;
  update public.clubs x set opens_at = opens, closes_at = closes where x.id = p_club_id returning * into club;
  -- Bookings already made outside the new hours stay booked: the page says how many.
  select count(*)::int into outside
  from public.bookings b join public.slots s on s.id = b.slot_id
  where b.club_id = club.id and b.status = 'confirmed' and b.date >= public.club_today(club) - 1
    and public.slot_starts_at(b.date, s.starts_at, club.time_zone) > now()
    and not coalesce(s.starts_at >= club.opens_at[extract(isodow from b.date)::int]
                     and s.ends_at <= club.closes_at[extract(isodow from b.date)::int], false);
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_opening_hours', 'clubs', club.id::text, club.id, jsonb_build_object(
    'before', jsonb_build_object('opens_at', old_club.opens_at, 'closes_at', old_club.closes_at),
    'after', jsonb_build_object('opens_at', club.opens_at, 'closes_at', club.closes_at),
    'bookings_outside_hours', outside));
  return public.rpc_result('saved',
    'Opening hours saved.' || case
      when outside = 1 then ' 1 booking already made falls outside the new hours and stays booked.'
      when outside > 1 then format(' %s bookings already made fall outside the new hours and stay booked.', outside)
      else '' end,
    jsonb_build_object('bookings_outside_hours', outside)
    || case when outside > 0 then public.said('server_saved_opening_hours_outside', jsonb_build_object('outside', outside))
            else public.said('server_saved_opening_hours') end);
end;
$$;

create or replace function public.set_peak_rule(p_club_id uuid, p_peak_starts_at text, p_peak_weekdays int[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change its prices.');
  starts text := nullif(btrim(p_peak_starts_at), '');
  starts_at time;
  weekdays smallint[];
  old_club public.clubs;
begin
  if refusal is not null then
    return refusal;
  end if;
  if starts is not null then
    starts_at := public.slot_start_time(starts);
    if starts_at is null then
      return public.rpc_result('invalid_request',
        format('Peak can start when a slot starts: %s. Or choose no evening peak.', public.slot_times_text(false)),
        jsonb_build_object('field', 'peak_starts_at')
        || public.said('server_invalid_request_peak_start', jsonb_build_object('times', public.slot_times_text(false))));
    end if;
  end if;
  if p_peak_weekdays is null or array_ndims(p_peak_weekdays) > 1
     or exists (select 1 from unnest(p_peak_weekdays) d where d is null or d not between 1 and 7) then
    return public.rpc_result('invalid_request', 'Please choose the peak days among Monday to Sunday, or none.',
      jsonb_build_object('field', 'peak_weekdays') || public.said('server_invalid_request_peak_days'));
  end if;
  weekdays := array(select distinct d::smallint from unnest(p_peak_weekdays) d order by 1);

  select * into old_club from public.clubs x where x.id = p_club_id for update;
  update public.clubs x set peak_starts_at = starts_at, peak_weekdays = weekdays where x.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_peak_rule', 'clubs', p_club_id::text, p_club_id, jsonb_build_object(
    'before', jsonb_build_object('peak_starts_at', old_club.peak_starts_at, 'peak_weekdays', old_club.peak_weekdays),
    'after', jsonb_build_object('peak_starts_at', starts_at, 'peak_weekdays', weekdays)));
  return public.rpc_result('saved',
    'Peak rule saved. It prices bookings made from now on; bookings already made keep their price.',
    jsonb_build_object('peak', jsonb_build_object('starts_at', to_char(starts_at, 'HH24:MI'), 'weekdays', to_jsonb(weekdays)))
    || public.said('server_saved_peak_rule'));
end;
$$;

create or replace function public.set_cancellation_policy(p_club_id uuid, p_full_refund_hours numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change its cancellation policy.');
  old_club public.clubs;
  hours int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_full_refund_hours is null or not (p_full_refund_hours between 0 and 336) or p_full_refund_hours <> trunc(p_full_refund_hours) then
    return public.rpc_result('invalid_request',
      'The full refund window is a whole number of hours from 0 to 336 (two weeks).',
      jsonb_build_object('field', 'full_refund_hours') || public.said('server_invalid_request_refund_window'));
  end if;
  hours := p_full_refund_hours::int;
  select * into old_club from public.clubs x where x.id = p_club_id for update;
  update public.clubs x set full_refund_hours = hours where x.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_cancellation_policy', 'clubs', p_club_id::text, p_club_id,
          jsonb_build_object('before', old_club.full_refund_hours, 'after', hours));
  return public.rpc_result('saved',
    case when hours = 0 then 'Cancellation policy saved: members are refunded in full whenever they cancel before the start.'
         else format('Cancellation policy saved: members are refunded in full up to %s before the start.', public.hours_text(hours)) end
      || ' Bookings already made keep the policy they were made under.',
    jsonb_build_object('full_refund_hours', hours)
    || case when hours = 0 then public.said('server_saved_policy_always')
            else public.said('server_saved_policy', jsonb_build_object('hours', hours)) end);
end;
$$;

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
    return public.rpc_result('invalid_request', 'Please choose the day the club is closed.',
      jsonb_build_object('field', 'date') || public.said('server_invalid_request_closure_day'));
  end if;
  if reason is null or reason = '' then
    return public.rpc_result('invalid_request', 'Please give a reason for the closure.',
      jsonb_build_object('field', 'reason') || public.said('server_invalid_request_closure_reason'));
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 200 characters.',
      jsonb_build_object('field', 'reason') || public.said('server_invalid_request_reason_under_200'));
  end if;
  -- One closure change at a time per club. No key update: a booking's payment being written meanwhile (its foreign
  -- key shares the club's row) goes on, so a booking holding one of the courts locked below can finish.
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  today := public.club_today(club);
  if p_date < today then
    return public.rpc_result('past_date', 'That day has passed. Please choose today or a later day.',
      jsonb_build_object('field', 'date') || public.said('server_past_date'));
  end if;
  if p_date > today + public.closure_days_ahead() then
    return public.rpc_result('too_far_ahead',
      format('Closure days can be set up to two years ahead: please choose a day until %s.',
             to_char(today + public.closure_days_ahead(), 'Dy FMDD Mon YYYY')),
      jsonb_build_object('field', 'date')
      || public.said('server_too_far_ahead_closure', jsonb_build_object('until', public.day_value(today + public.closure_days_ahead()))));
  end if;
  day_text := to_char(p_date, 'Dy FMDD Mon YYYY');
  if exists (select 1 from public.club_closures x where x.club_id = club.id and x.date = p_date) then
    return public.rpc_result('already_closed', format('The club is already closed on %s.', day_text),
      jsonb_build_object('field', 'date') || public.said('server_already_closed_day', jsonb_build_object('day', public.day_value(p_date))));
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
      jsonb_build_object('bookings', affected)
      || public.said('server_bookings_exist', jsonb_build_object('count', jsonb_array_length(affected), 'day', public.day_value(p_date))));
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
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      select b.club_id, b.id, 'walk_in_refund', -b.refund_amount, b.currency,
             format('Walk-in refund (club closed): %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label),
             public.said('ledger_walk_in_refund_closed', jsonb_build_object(
               'guest', public.person_value(b.guest_name), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
             caller
      from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
    elsif b.refund_amount > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
      select b.member_id, 'credit', 'refund', b.refund_amount, b.currency,
             format('Refund (club closed): court %s, %s, %s %s', k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
             public.said('ledger_refund_closed', jsonb_build_object('court', k.number, 'club', club.name, 'date', public.day_value(b.date), 'slot', s.label)),
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
                       'cancelled', jsonb_array_length(cancelled), 'refunded', refunded, 'currency', club.currency)
    || case when jsonb_array_length(cancelled) > 0
              then public.said('server_added_closure_cancelled', jsonb_build_object(
                     'day', public.day_value(p_date), 'count', jsonb_array_length(cancelled),
                     'amount', public.money_value(refunded, club.currency)))
            else public.said('server_added_closure', jsonb_build_object('day', public.day_value(p_date))) end);
end;
$$;

create or replace function public.remove_club_closure(p_club_id uuid, p_date date)
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
    return public.rpc_result('invalid_request', 'Please choose the closure day.', public.said('server_invalid_request_closure'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id for update;
  if p_date < public.club_today(club) then
    return public.rpc_result('past_date', 'That day has passed: its closure stays on record.', public.said('server_past_date_closure'));
  end if;
  delete from public.club_closures x where x.club_id = club.id and x.date = p_date returning * into closure;
  if not found then
    return public.rpc_result('unknown_closure', 'The club is not closed on that day.', public.said('server_unknown_closure'));
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'remove_club_closure', 'club_closures', club.id || '/' || p_date, club.id,
          jsonb_build_object('date', p_date, 'reason', closure.reason));
  return public.rpc_result('removed',
    format('The club is open again on %s. Bookings cancelled for the closure stay cancelled.', to_char(p_date, 'Dy FMDD Mon YYYY')),
    jsonb_build_object('date', p_date) || public.said('server_removed_closure', jsonb_build_object('day', public.day_value(p_date))));
end;
$$;

create or replace function public.court_staff_refusal(p_court_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'))
    when p_court_id is null then public.rpc_result('invalid_request', 'Please choose a court.', public.said('server_invalid_request_court'))
    when not exists (select 1 from public.courts k where k.id = p_court_id) then
      public.rpc_result('unknown_court', 'That court does not exist.', public.said('server_unknown_court'))
    when not exists (select 1 from public.courts k where k.id = p_court_id and public.is_club_staff(k.club_id)) then
      public.rpc_result('not_allowed', 'Only the club''s staff can change its courts.', public.said('server_not_allowed_courts'))
  end;
$$;

create or replace function public.add_court(p_club_id uuid, p_name text, p_type text, p_off_peak_price numeric, p_peak_price numeric)
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
    return public.rpc_result('invalid_request', 'Court name must be at most 100 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_court_name_long'));
  end if;
  if public.court_type_of(p_type) is null then
    return public.rpc_result('invalid_request', 'Please choose indoor or outdoor.',
      jsonb_build_object('field', 'type') || public.said('server_invalid_request_indoor'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  -- The message chosen as price_refusal chooses its sentence.
  price_problem := public.price_refusal(p_off_peak_price, 'off-peak', club.currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'off_peak_price')
      || case when p_off_peak_price is null then public.said('server_invalid_request_off_peak_price')
              when not (p_off_peak_price between 0 and 1000) then public.said('server_invalid_request_off_peak_range',
                     jsonb_build_object('min', public.money_value(0, club.currency), 'max', public.money_value(1000, club.currency)))
              else public.said('server_invalid_request_off_peak_decimals') end);
  end if;
  price_problem := public.price_refusal(p_peak_price, 'peak', club.currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'peak_price')
      || case when p_peak_price is null then public.said('server_invalid_request_peak_price')
              when not (p_peak_price between 0 and 1000) then public.said('server_invalid_request_peak_range',
                     jsonb_build_object('min', public.money_value(0, club.currency), 'max', public.money_value(1000, club.currency)))
              else public.said('server_invalid_request_peak_decimals') end);
  end if;
  -- Two staff adding a court at once: the second waits here, then takes the next number.
  perform 1 from public.clubs c where c.id = p_club_id for update;
  select coalesce(max(k.number), 0) + 1 into next_number from public.courts k where k.club_id = club.id;
  if next_number > 50 then
    return public.rpc_result('too_many_courts', 'A club can have at most 50 courts.', public.said('server_too_many_courts'));
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
    jsonb_build_object('court', public.court_settings_json(court))
    || public.said('server_added_court', jsonb_build_object('court', court.number)));
end;
$$;

create or replace function public.update_court(p_court_id uuid, p_name text, p_type text)
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
    return public.rpc_result('invalid_request', 'Please give the court a name.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_court_name'));
  end if;
  if char_length(court_name) > 100 then
    return public.rpc_result('invalid_request', 'Court name must be at most 100 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_court_name_long'));
  end if;
  if public.court_type_of(p_type) is null then
    return public.rpc_result('invalid_request', 'Please choose indoor or outdoor.',
      jsonb_build_object('field', 'type') || public.said('server_invalid_request_indoor'));
  end if;
  select * into old_court from public.courts k where k.id = p_court_id for update;
  update public.courts k set name = court_name, type = public.court_type_of(p_type) where k.id = p_court_id returning * into court;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'update_court', 'courts', court.id::text, court.club_id, jsonb_build_object(
    'number', court.number,
    'before', jsonb_build_object('name', old_court.name, 'type', old_court.type),
    'after', jsonb_build_object('name', court.name, 'type', court.type)));
  return public.rpc_result('saved', format('Court %s saved.', court.number),
    jsonb_build_object('court', public.court_settings_json(court))
    || public.said('server_saved_court', jsonb_build_object('court', court.number)));
end;
$$;

create or replace function public.set_court_in_service(p_court_id uuid, p_in_service boolean)
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
    return public.rpc_result('invalid_request', 'Please say whether the court is in service.', public.said('server_invalid_request_in_service'));
  end if;
  select * into court from public.courts k where k.id = p_court_id for update;
  kept := public.future_bookings(court.id);
  if court.in_service = p_in_service then
    return public.rpc_result('unchanged',
      format('Court %s is already %s.', court.number, case when p_in_service then 'in service' else 'out of service' end),
      jsonb_build_object('court', public.court_settings_json(court), 'future_bookings', kept)
      || case when p_in_service then public.said('server_unchanged_in_service', jsonb_build_object('court', court.number))
              else public.said('server_unchanged_out_of_service', jsonb_build_object('court', court.number)) end);
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
    jsonb_build_object('court', public.court_settings_json(court), 'future_bookings', kept)
    || case when p_in_service then public.said('server_saved_court_in_service', jsonb_build_object('court', court.number))
            when kept = 0 then public.said('server_saved_court_out_of_service', jsonb_build_object('court', court.number))
            else public.said('server_saved_court_out_of_service_kept', jsonb_build_object('court', court.number, 'kept', kept)) end);
end;
$$;

create or replace function public.set_court_prices(p_court_id uuid, p_off_peak_price numeric, p_peak_price numeric)
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
  -- The message chosen as price_refusal chooses its sentence.
  price_problem := public.price_refusal(p_off_peak_price, 'off-peak', currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'off_peak_price')
      || case when p_off_peak_price is null then public.said('server_invalid_request_off_peak_price')
              when not (p_off_peak_price between 0 and 1000) then public.said('server_invalid_request_off_peak_range',
                     jsonb_build_object('min', public.money_value(0, currency), 'max', public.money_value(1000, currency)))
              else public.said('server_invalid_request_off_peak_decimals') end);
  end if;
  price_problem := public.price_refusal(p_peak_price, 'peak', currency);
  if price_problem is not null then
    return public.rpc_result('invalid_request', price_problem, jsonb_build_object('field', 'peak_price')
      || case when p_peak_price is null then public.said('server_invalid_request_peak_price')
              when not (p_peak_price between 0 and 1000) then public.said('server_invalid_request_peak_range',
                     jsonb_build_object('min', public.money_value(0, currency), 'max', public.money_value(1000, currency)))
              else public.said('server_invalid_request_peak_decimals') end);
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
    jsonb_build_object('court', public.court_settings_json(court))
    || public.said('server_saved_prices', jsonb_build_object(
         'court', court.number, 'off_peak', public.money_value(court.off_peak_price, currency),
         'peak', public.money_value(court.peak_price, currency))));
end;
$$;

create or replace function public.report_period_refusal(p_club public.clubs, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with bounds as (
    -- Ten years of history and a year ahead: real calendars, and no instant out of timestamp's range.
    select (public.club_today(p_club) - interval '10 years')::date as first_day,
           (public.club_today(p_club) + interval '1 year')::date as last_day
  )
  select case
    when p_from is null or p_to is null then
      public.rpc_result('invalid_period', 'Please choose the first and the last day of the period.', public.said('server_invalid_period'))
    when not isfinite(p_from) or not isfinite(p_to) then
      public.rpc_result('invalid_period', 'Please choose calendar dates for the period, not "infinity".',
                        public.said('server_invalid_period_infinity'))
    when p_from > p_to then
      public.rpc_result('invalid_period', 'The period must end on or after its first day.', public.said('server_invalid_period_order'))
    when p_to - p_from + 1 > 366 then
      public.rpc_result('invalid_period', 'Please choose a period of at most 366 days.', public.said('server_invalid_period_length'))
    when p_from < b.first_day or p_to > b.last_day then
      public.rpc_result('invalid_period',
        format('Reports cover %s to %s: please choose dates in between.',
               to_char(b.first_day, 'FMDD Mon YYYY'), to_char(b.last_day, 'FMDD Mon YYYY')),
        jsonb_build_object('first_day', b.first_day, 'last_day', b.last_day)
        || public.said('server_invalid_period_reports',
                       jsonb_build_object('first_day', public.day_value(b.first_day), 'last_day', public.day_value(b.last_day))))
  end
  from bounds b;
$$;

create or replace function public.add_member_note(p_note_id uuid, p_club_id uuid, p_member_id uuid, p_body text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can write notes about its members.');
  caller uuid := (select auth.uid());
  body text := btrim(p_body);
  existing public.member_notes;
  note public.member_notes;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_note_id is null or p_member_id is null then
    return public.rpc_result('invalid_request', 'Please choose a member.', public.said('server_invalid_request_member'));
  end if;
  if body is null or body = '' then
    return public.rpc_result('invalid_request', 'Please write the note first.', public.said('server_invalid_request_note_empty'));
  end if;
  if char_length(body) > 1000 then
    return public.rpc_result('invalid_request', 'A note can be at most 1,000 characters.', public.said('server_invalid_request_note_long'));
  end if;
  select * into existing from public.member_notes n where n.id = p_note_id;
  if found then
    -- The same note sent again (a retry after a lost answer) is a replay; another reusing the id is refused.
    if existing.author_id = caller and existing.club_id = p_club_id and existing.member_id = p_member_id and existing.body = body then
      return public.rpc_result('replayed', 'Note added.',
        jsonb_build_object('note', public.member_note_json(existing, caller)) || public.said('server_replayed_note'));
    end if;
    return public.rpc_result('id_conflict', 'This note id was already used for another note.', public.said('server_id_conflict_note'));
  end if;
  if not exists (select 1 from public.club_member_ids(p_club_id, p_member_id)) then
    return public.rpc_result('not_club_member', 'That person is not one of this club''s members.', public.said('server_not_club_member'));
  end if;

  begin
    insert into public.member_notes (id, club_id, member_id, body, author_id)
    values (p_note_id, p_club_id, p_member_id, body, caller)
    returning * into note;
  exception when unique_violation then
    -- The same id committed meanwhile: answer as the check above would have.
    select * into existing from public.member_notes n where n.id = p_note_id;
    if existing.author_id = caller and existing.club_id = p_club_id and existing.member_id = p_member_id and existing.body = body then
      return public.rpc_result('replayed', 'Note added.',
        jsonb_build_object('note', public.member_note_json(existing, caller)) || public.said('server_replayed_note'));
    end if;
    return public.rpc_result('id_conflict', 'This note id was already used for another note.', public.said('server_id_conflict_note'));
  end;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'add_member_note', 'member_notes', note.id::text, note.club_id,
          jsonb_build_object('member_id', note.member_id, 'chars', char_length(note.body)));
  return public.rpc_result('added', 'Note added.',
    jsonb_build_object('note', public.member_note_json(note, caller)) || public.said('server_added'));
end;
$$;

create or replace function public.delete_member_note(p_note_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  note public.member_notes;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_note_id is null then
    return public.rpc_result('invalid_request', 'Please choose a note.', public.said('server_invalid_request_note'));
  end if;
  select * into note from public.member_notes n where n.id = p_note_id for update;
  -- A note of another club is answered like one that does not exist: its id tells nothing.
  if not found or not public.is_club_staff(note.club_id) then
    return public.rpc_result('not_found', 'That note does not exist (it may have been deleted already).', public.said('server_not_found'));
  end if;
  if note.author_id <> caller then
    return public.rpc_result('not_allowed', 'Only the staff member who wrote a note can delete it.',
      public.said('server_not_allowed_delete_note'));
  end if;
  delete from public.member_notes n where n.id = note.id;
  -- The audit keeps what was deleted: a note can leave the card, not the record of what staff wrote.
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'delete_member_note', 'member_notes', note.id::text, note.club_id,
          jsonb_build_object('member_id', note.member_id, 'body', note.body, 'created_at', note.created_at));
  return public.rpc_result('deleted', 'Note deleted.', jsonb_build_object('note_id', note.id) || public.said('server_deleted'));
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
             when r.kind in ('booking') then 'booking'
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
