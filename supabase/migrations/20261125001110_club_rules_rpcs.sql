-- =============================================================================
-- Club settings, part 1: details, opening hours, the peak rule and the cancellation policy.
-- Staff of the club only (staff_club_refusal); each change is one audit_log row with the values before and
-- after. A refusal names the field it is about ('field'), so the page shows the sentence beside it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Details: name, address, phone, e-mail
-- -----------------------------------------------------------------------------
create function public.update_club_details(p_club_id uuid, p_name text, p_address text, p_phone text, p_email text)
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
    return public.rpc_result('invalid_request', 'Club name must be at least 2 characters.', jsonb_build_object('field', 'name'));
  end if;
  if char_length(new_name) > 100 then
    return public.rpc_result('invalid_request', 'Club name must be at most 100 characters.', jsonb_build_object('field', 'name'));
  end if;
  if char_length(new_address) > 200 then
    return public.rpc_result('invalid_request', 'Address must be at most 200 characters.', jsonb_build_object('field', 'address'));
  end if;
  -- As people write club numbers: an optional +, digits (the first may be in brackets), spaces and ( ) . - between them; 6 to 15 digits.
  if new_phone is not null and (char_length(new_phone) > 40 or new_phone !~ '^\+?[0-9(][0-9 ().-]*[0-9]$'
                            or char_length(regexp_replace(new_phone, '[^0-9]', '', 'g')) not between 6 and 15) then
    return public.rpc_result('invalid_request', 'Please enter a valid phone number', jsonb_build_object('field', 'phone'));
  end if;
  if new_email is not null and (char_length(new_email) > 254 or new_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    return public.rpc_result('invalid_request', 'Please enter a valid email address', jsonb_build_object('field', 'email'));
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
    jsonb_build_object('club', jsonb_build_object('id', p_club_id, 'name', new_name, 'address', new_address, 'phone', new_phone, 'email', new_email)));
end;
$$;
comment on function public.update_club_details(uuid, text, text, text, text) is
  'Staff: the club''s name (2..100), address (up to 200; empty clears it), phone and e-mail (empty clears them). Returns {status saved|invalid_request (field)|not_allowed|..., message, club}.';
revoke execute on function public.update_club_details(uuid, text, text, text, text) from public, anon;
grant execute on function public.update_club_details(uuid, text, text, text, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Opening hours per weekday
-- -----------------------------------------------------------------------------
create function public.set_opening_hours(p_club_id uuid, p_opens_at text[], p_closes_at text[])
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
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.');
  end if;
  for day in 1..7 loop
    o := nullif(btrim(p_opens_at[array_lower(p_opens_at, 1) + day - 1]), '');
    c := nullif(btrim(p_closes_at[array_lower(p_closes_at, 1) + day - 1]), '');
    if (o is null) <> (c is null) then
      return public.rpc_result('invalid_request',
        format('On %s, give both the opening and the closing time, or mark the day closed.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if o is not null and public.slot_start_time(o) is null then
      return public.rpc_result('invalid_request',
        format('On %s, the club can open when a slot starts: %s.', public.weekday_name(day), public.slot_times_text(false)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if c is not null and public.slot_end_time(c) is null then
      return public.rpc_result('invalid_request',
        format('On %s, the club can close when a slot ends: %s.', public.weekday_name(day), public.slot_times_text(true)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if o is not null and public.slot_start_time(o) >= public.slot_end_time(c) then
      return public.rpc_result('invalid_request',
        format('On %s, opening must be before closing.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    opens := opens || public.slot_start_time(o);
    closes := closes || public.slot_end_time(c);
  end loop;
  if not exists (select 1 from unnest(opens) t where t is not null) then
    return public.rpc_result('invalid_request',
      'The club must open on at least one day a week. For a break, add closure days instead.', jsonb_build_object('field', 'hours'));
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
    jsonb_build_object('bookings_outside_hours', outside));
end;
$$;
comment on function public.set_opening_hours(uuid, text[], text[]) is
  'Staff: opening and closing time per weekday, Monday first ("HH:MI"; both null or empty: closed). The club opens when a slot starts and closes when a slot ends, at least one day a week. Bookings already made stay. Returns {status saved|invalid_request (field, weekday)|not_allowed|..., message, bookings_outside_hours}.';
revoke execute on function public.set_opening_hours(uuid, text[], text[]) from public, anon;
grant execute on function public.set_opening_hours(uuid, text[], text[]) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The peak rule
-- -----------------------------------------------------------------------------
create function public.set_peak_rule(p_club_id uuid, p_peak_starts_at text, p_peak_weekdays int[])
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
        jsonb_build_object('field', 'peak_starts_at'));
    end if;
  end if;
  if p_peak_weekdays is null or array_ndims(p_peak_weekdays) > 1
     or exists (select 1 from unnest(p_peak_weekdays) d where d is null or d not between 1 and 7) then
    return public.rpc_result('invalid_request', 'Please choose the peak days among Monday to Sunday, or none.',
      jsonb_build_object('field', 'peak_weekdays'));
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
    jsonb_build_object('peak', jsonb_build_object('starts_at', to_char(starts_at, 'HH24:MI'), 'weekdays', to_jsonb(weekdays))));
end;
$$;
comment on function public.set_peak_rule(uuid, text, int[]) is
  'Staff: when peak prices apply: slots from p_peak_starts_at ("HH:MI", a slot start; null or empty: no evening peak) and all day on p_peak_weekdays (ISO 1..7; empty: none). Returns {status saved|invalid_request (field)|not_allowed|..., message, peak}.';
revoke execute on function public.set_peak_rule(uuid, text, int[]) from public, anon;
grant execute on function public.set_peak_rule(uuid, text, int[]) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The cancellation policy
-- -----------------------------------------------------------------------------
-- Numeric rather than int: a huge or fractional number gets the sentence, not a cast error.
create function public.set_cancellation_policy(p_club_id uuid, p_full_refund_hours numeric)
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
      'The full refund window is a whole number of hours from 0 to 336 (two weeks).', jsonb_build_object('field', 'full_refund_hours'));
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
    jsonb_build_object('full_refund_hours', hours));
end;
$$;
comment on function public.set_cancellation_policy(uuid, numeric) is
  'Staff: how many hours before the start (0..336, whole) a member''s cancellation is refunded in full, for bookings made from now on. Returns {status saved|invalid_request (field)|not_allowed|..., message, full_refund_hours}.';
revoke execute on function public.set_cancellation_policy(uuid, numeric) from public, anon;
grant execute on function public.set_cancellation_policy(uuid, numeric) to authenticated, service_role;
