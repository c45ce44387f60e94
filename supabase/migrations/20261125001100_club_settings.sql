-- =============================================================================
-- Club settings (/club-owner/settings): what the page reads, and the rules its changes keep.
--
-- Every change applies to bookings made afterwards: a booking stores its price, and from here on also the
-- refund window it was made under, so a stricter cancellation policy never takes away a refund a member
-- was promised when they booked.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- A closed weekday is closed
-- -----------------------------------------------------------------------------
-- A weekday without hours has null times, and a comparison with null is null, not false: slot_unavailable's
-- "not club_open_for(...)" then let such a day through. Null means closed.
create or replace function public.club_open_for(p_club public.clubs, on_date date, p_slot public.slots)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(p_slot.starts_at >= p_club.opens_at[extract(isodow from on_date)::int]
                  and p_slot.ends_at <= p_club.closes_at[extract(isodow from on_date)::int], false)
     and not exists (select 1 from public.club_closures x where x.club_id = p_club.id and x.date = on_date);
$$;
comment on function public.club_open_for(public.clubs, date, public.slots) is
  'Whether the club is open for the whole slot on that date: the weekday''s hours (none: closed) and no closure day.';
revoke execute on function public.club_open_for(public.clubs, date, public.slots) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- The refund window a booking was made under
-- -----------------------------------------------------------------------------
alter table public.bookings
  add column full_refund_hours smallint constraint bookings_full_refund_hours check (full_refund_hours between 0 and 336);
comment on column public.bookings.full_refund_hours is
  'The club''s full-refund window when the booking was made (set on insert); null for bookings older than the setting, which follow the club''s current window.';

create function public.bookings_keep_refund_window()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.full_refund_hours := (select c.full_refund_hours from public.clubs c where c.id = new.club_id);
  return new;
end;
$$;
comment on function public.bookings_keep_refund_window() is 'Trigger: a new booking keeps its club''s current full-refund window.';
revoke execute on function public.bookings_keep_refund_window() from public, anon, authenticated;
create trigger bookings_keep_refund_window
  before insert on public.bookings
  for each row execute function public.bookings_keep_refund_window();

create or replace function public.cancellation_quote(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with t as (
    select public.slot_starts_at(b.date, s.starts_at, c.time_zone) as starts_at,
           make_interval(hours => coalesce(b.full_refund_hours, c.full_refund_hours)) as window,
           coalesce(b.full_refund_hours, c.full_refund_hours) as hours
    from public.slots s, public.clubs c
    where s.id = b.slot_id and c.id = b.club_id
  )
  select jsonb_build_object(
    'starts_at', t.starts_at,
    'refund_deadline', t.starts_at - t.window,
    'full_refund_hours', t.hours,
    'price', b.price,
    'currency', b.currency,
    'started', t.starts_at <= now(),
    'full_refund', t.starts_at - now() >= t.window,
    'refund', case when t.starts_at - now() >= t.window then b.price else 0.00 end)
  from t;
$$;
comment on function public.cancellation_quote(public.bookings) is
  'Internal: the refund a member cancelling now gets: the full price up to the refund window the booking was made under (else the club''s) before the start, nothing after.';
revoke execute on function public.cancellation_quote(public.bookings) from public, anon, authenticated;

create or replace function public.notify_bookings_cancelled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return null;
  end if;
  perform public.notify(
    b.member_id, 'booking_cancelled', 'Booking cancelled',
    public.booking_summary(b.court_id, b.date, b.slot_id) || '. '
      || case when b.cancelled_by is distinct from b.member_id then 'Cancelled by club staff. ' else '' end
      || case when coalesce(b.refund_amount, 0) > 0
           then public.money_text(b.refund_amount, b.currency) || ' refunded to your balance.'
           when b.cancelled_by is distinct from b.member_id then 'No refund.'
           else format('No refund: it was cancelled less than %s before the start.',
                       public.hours_text(coalesce(b.full_refund_hours, c.full_refund_hours))) end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                       'refund', coalesce(b.refund_amount, 0), 'currency', b.currency))
  from new_bookings b
  join old_bookings o on o.id = b.id
  join public.clubs c on c.id = b.club_id
  where o.status = 'confirmed' and b.status = 'cancelled' and b.member_id is not null;
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Shared checks of the settings RPCs
-- -----------------------------------------------------------------------------
-- Opening and closing fall on the edges of the 90-minute slots: a club that opened at 09:15 would only lose the
-- 09:00 slot, so the page offers exactly the times that change what can be booked.
create function public.slot_start_time(p_text text)
returns time
language sql
stable
set search_path = ''
as $$
  select s.starts_at from public.slots s where to_char(s.starts_at, 'HH24:MI') = left(p_text, 5)
    and p_text ~ '^\d\d:\d\d(:00)?$';
$$;
comment on function public.slot_start_time(text) is 'Internal: the time "HH:MI" names when it is the start of a slot, else null.';
revoke execute on function public.slot_start_time(text) from public, anon, authenticated;

create function public.slot_end_time(p_text text)
returns time
language sql
stable
set search_path = ''
as $$
  select s.ends_at from public.slots s where to_char(s.ends_at, 'HH24:MI') = left(p_text, 5)
    and p_text ~ '^\d\d:\d\d(:00)?$';
$$;
comment on function public.slot_end_time(text) is 'Internal: the time "HH:MI" names when it is the end of a slot, else null.';
revoke execute on function public.slot_end_time(text) from public, anon, authenticated;

create function public.slot_times_text(p_ends boolean)
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(to_char(case when p_ends then s.ends_at else s.starts_at end, 'HH24:MI'), ', ' order by s.id)
  from public.slots s;
$$;
comment on function public.slot_times_text(boolean) is 'Internal: the slots'' start (or end) times as a list for a sentence.';
revoke execute on function public.slot_times_text(boolean) from public, anon, authenticated;

create function public.weekday_name(p_isodow int)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])[p_isodow];
$$;
comment on function public.weekday_name(int) is 'Internal: "Monday" for ISO weekday 1 .. "Sunday" for 7.';
revoke execute on function public.weekday_name(int) from public, anon, authenticated;

-- A price as staff type it: 0 to 1,000 in the club's currency, whole cents. Null when it is one.
create function public.price_refusal(p_price numeric, p_label text, p_currency text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_price is null then format('Please give the %s price.', p_label)
    -- NaN and Infinity are numerics too: they fail the range.
    when not (p_price between 0 and 1000) then
      format('The %s price must be from %s to %s.', p_label, public.money_text(0, p_currency), public.money_text(1000, p_currency))
    when p_price <> round(p_price, 2) then format('The %s price can have at most 2 decimals.', p_label)
  end;
$$;
comment on function public.price_refusal(numeric, text, text) is 'Internal: why a court price cannot be used (none, outside 0..1000, more than 2 decimals), or null.';
revoke execute on function public.price_refusal(numeric, text, text) from public, anon, authenticated;

-- Bookings still to come on a court (or on a club's weekday outside given hours): what a change leaves in place.
create function public.future_bookings(p_court_id uuid)
returns int
language sql
stable
set search_path = ''
as $$
  select count(*)::int
  from public.bookings b
  join public.slots s on s.id = b.slot_id
  join public.clubs c on c.id = b.club_id
  where b.court_id = p_court_id and b.status = 'confirmed'
    and b.date >= public.club_today(c) - 1
    and public.slot_starts_at(b.date, s.starts_at, c.time_zone) > now();
$$;
comment on function public.future_bookings(uuid) is 'Internal: confirmed bookings on a court that have not started yet.';
revoke execute on function public.future_bookings(uuid) from public, anon, authenticated;

create function public.court_settings_json(k public.courts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', k.id, 'number', k.number, 'name', k.name, 'type', k.type, 'in_service', k.in_service,
                            'off_peak_price', k.off_peak_price, 'peak_price', k.peak_price,
                            'future_bookings', public.future_bookings(k.id));
$$;
comment on function public.court_settings_json(public.courts) is 'Internal: a court as the settings page shows it, with its bookings still to come.';
revoke execute on function public.court_settings_json(public.courts) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- club_settings: everything the page shows
-- -----------------------------------------------------------------------------
create function public.club_settings(p_club_id uuid)
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
      from public.courts k where k.club_id = club.id), '[]'::jsonb)));
end;
$$;
comment on function public.club_settings(uuid) is
  'The club''s settings for its staff: details, hours per weekday (Monday first; null times: closed), peak rule, full-refund hours, slots, upcoming closure days, courts with prices and bookings still to come. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, club, hours, peak, full_refund_hours, slots, closures, courts}.';
revoke execute on function public.club_settings(uuid) from public, anon;
grant execute on function public.club_settings(uuid) to authenticated, service_role;
