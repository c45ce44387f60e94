-- =============================================================================
-- The super admin's clubs: create a club with its courts in one go, deactivate and reactivate it, appoint or remove
-- its owner by e-mail (an address without a confirmed account gets an invitation that makes them owner once they
-- accept it).
--
-- A deactivated club takes no new booking of any kind: the rule lives where every booking path already meets,
-- slot_unavailable (early answer) and the bookings_not_on_blocks trigger (the last word, after waiting for a
-- change being written on the court). Bookings already made stay: check-in, cancellation and refund go on.
-- Network stats keep counting a deactivated club's courts: the counters say what the network has built, and a
-- deactivation is meant to be temporary (reactivating gives everything back).
--
-- One owner per club (clubs.owner_id); a person may own several clubs. Roles settle with the clubs owned: a member
-- appointed becomes club_owner, a club_owner left with no club becomes member; country owners and super admins
-- keep their role either way.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Columns
-- -----------------------------------------------------------------------------
alter table public.clubs
  add column active boolean not null default true,
  add column deactivated_at timestamptz,
  add constraint clubs_deactivated_when_inactive check (active = (deactivated_at is null));
comment on column public.clubs.active is 'False while the club takes no new bookings (bookings already made are honoured).';
comment on column public.clubs.deactivated_at is 'When the club was deactivated; null while active.';

-- A new club's peak rule and cancellation policy: the country's defaults (today's club defaults to start with).
alter table public.countries
  add column default_full_refund_hours smallint not null default 24,
  add column default_peak_starts_at time default '18:00',
  add column default_peak_weekdays smallint[] not null default '{6,7}',
  add constraint countries_default_full_refund_hours check (default_full_refund_hours between 0 and 336),
  add constraint countries_default_peak_weekdays check (default_peak_weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]);
comment on column public.countries.default_full_refund_hours is 'A new club''s full-refund window (hours before the slot).';
comment on column public.countries.default_peak_starts_at is 'A new club''s peak start on weekdays (null: no weekday peak).';
comment on column public.countries.default_peak_weekdays is 'A new club''s all-day peak weekdays (ISO, 1 = Monday).';

-- -----------------------------------------------------------------------------
-- Pending owner invitations
-- -----------------------------------------------------------------------------
create table public.club_owner_invitations (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and email = lower(email)),
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (id) on delete set null
);
alter table public.club_owner_invitations enable row level security;
comment on table public.club_owner_invitations is
  'Owner invitations sent to an address without a confirmed account: the club is theirs once they confirm it. No direct access: admin RPCs only.';
-- At most one pending invitation per club: a new one replaces it.
create unique index club_owner_invitations_pending_key on public.club_owner_invitations (club_id) where accepted_at is null;
create index club_owner_invitations_email_idx on public.club_owner_invitations (email) where accepted_at is null;
revoke all on public.club_owner_invitations from anon, authenticated;

-- -----------------------------------------------------------------------------
-- A deactivated club takes no new bookings: the early answer and the trigger
-- -----------------------------------------------------------------------------
-- (Takes the name, not the row: a function of one row would show as a column of clubs through the API.)
create function public.club_inactive_answer(p_club_name text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.rpc_result('club_inactive', format('%s is not taking bookings.', p_club_name));
$$;
comment on function public.club_inactive_answer(text) is 'Internal: the answer to a booking at a deactivated club, by its name.';
revoke execute on function public.club_inactive_answer(text) from public, anon, authenticated;

create or replace function public.slot_unavailable(p_court public.courts, p_club public.clubs, on_date date, p_slot public.slots)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not p_club.active then public.club_inactive_answer(p_club.name)
    when not public.club_open_for(p_club, on_date, p_slot) then
      public.rpc_result('club_closed', 'The club is closed at that time.')
    when not p_court.in_service then
      public.rpc_result('court_out_of_service', 'This court is out of service.')
    when exists (select 1 from public.court_blocks x
                 where x.court_id = p_court.id and x.date = on_date and x.slot_id = p_slot.id) then
      public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.')
  end;
$$;

-- The desk's refusals (walk-in, move): a deactivated club first, before dates are judged.
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

create or replace function public.bookings_not_on_blocks()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  serving boolean;
  club public.clubs;
begin
  -- Waits for a block, a closure, a change of service or a deactivation being written on this court; the rows then
  -- read are the committed ones.
  select k.in_service into serving from public.courts k where k.id = new.court_id for key share;
  select * into club from public.clubs c where c.id = new.club_id;
  -- The sentences (and, as the detail, the statuses) slot_unavailable gives, in its order.
  if not club.active then
    raise exception '%', public.club_inactive_answer(club.name) ->> 'message' using errcode = 'PT409', detail = 'club_inactive';
  end if;
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
  'Trigger: refuses a confirmed booking (new, or moved) at a deactivated club, on a closure day, on a court out of service or on a blocked court-slot (SQLSTATE PT409 with slot_unavailable''s sentence, its status as the detail), after waiting for any such change being written on that court. Opening hours are not checked: bookings made under earlier hours stay.';

-- Members' free slots: none at a deactivated club.
create or replace function public.club_open_slots(p_club_id uuid, p_from date, p_to date)
returns table (date date, slot_id smallint, is_peak boolean)
language sql
stable
security definer
rows 3000
set search_path = ''
as $$
  select d.date, s.id, public.club_is_peak(c, d.date, s.starts_at)
  from public.clubs c
  cross join lateral (select g::date as date from generate_series(p_from, p_to, interval '1 day') g) d
  join public.slots s on s.starts_at >= c.opens_at[extract(isodow from d.date)::int]
                     and s.ends_at <= c.closes_at[extract(isodow from d.date)::int]
  where c.id = p_club_id
    and c.active
    and not exists (select 1 from public.club_closures x where x.club_id = c.id and x.date = d.date);
$$;

-- -----------------------------------------------------------------------------
-- Helpers
-- -----------------------------------------------------------------------------
create function public.admin_refusal(p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when not public.has_role(array['super_admin']::public.user_role[]) then public.rpc_result('not_allowed', p_not_allowed)
  end;
$$;
comment on function public.admin_refusal(text) is 'Internal: not_signed_in, not_allowed (with the sentence given) unless the caller is a super admin, else null.';
revoke execute on function public.admin_refusal(text) from public, anon, authenticated;

create function public.person_name(p_first_name text, p_last_name text, p_username text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(concat_ws(' ', p_first_name, p_last_name)), ''), p_username);
$$;
comment on function public.person_name(text, text, text) is 'Internal: a person''s full name, else their username.';
revoke execute on function public.person_name(text, text, text) from public, anon, authenticated;

-- A club_owner who owns no club any more is a member again; other roles are not the clubs' to change.
create function public.settle_club_owner_role(p_user_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.profiles p set role = 'member'
  where p.id = p_user_id and p.role = 'club_owner'
    and not exists (select 1 from public.clubs c where c.owner_id = p_user_id);
$$;
comment on function public.settle_club_owner_role(uuid) is 'Internal: a club_owner left with no club becomes member.';
revoke execute on function public.settle_club_owner_role(uuid) from public, anon, authenticated;

-- Makes someone the club's owner: a member becomes club_owner, the previous owner settles.
create function public.make_club_owner(p_club_id uuid, p_user_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous uuid;
begin
  select c.owner_id into previous from public.clubs c where c.id = p_club_id for update;
  update public.clubs c set owner_id = p_user_id where c.id = p_club_id;
  update public.profiles p set role = 'club_owner' where p.id = p_user_id and p.role = 'member';
  delete from public.club_owner_invitations i where i.club_id = p_club_id and i.accepted_at is null;
  if previous is not null and previous <> p_user_id then
    perform public.settle_club_owner_role(previous);
  end if;
  return previous;
end;
$$;
comment on function public.make_club_owner(uuid, uuid) is
  'Internal: the person owns the club from now on (member → club_owner), its pending invitation is dropped, the previous owner''s role settles. Returns the previous owner.';
revoke execute on function public.make_club_owner(uuid, uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- admin_clubs: the list
-- -----------------------------------------------------------------------------
create function public.admin_clubs()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can manage clubs.');
begin
  if refusal is not null then
    return refusal;
  end if;
  return public.rpc_result('ok', 'Clubs listed.', jsonb_build_object(
    'clubs', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', c.id, 'name', c.name, 'country_code', c.country_code, 'country_name', k.name, 'city', c.city,
        'address', c.address, 'time_zone', c.time_zone, 'currency', c.currency,
        'active', c.active, 'deactivated_at', c.deactivated_at,
        'courts_in_service', (select count(*) from public.courts x where x.club_id = c.id and x.in_service),
        'courts_total', (select count(*) from public.courts x where x.club_id = c.id),
        'owner', (select jsonb_build_object('id', p.id, 'name', public.person_name(p.first_name, p.last_name, p.username), 'email', u.email)
                  from public.profiles p left join auth.users u on u.id = p.id where p.id = c.owner_id),
        'invitation', (select jsonb_build_object('email', i.email, 'created_at', i.created_at)
                       from public.club_owner_invitations i where i.club_id = c.id and i.accepted_at is null),
        'members', (select count(*) from public.club_member_ids(c.id)),
        'bookings_this_month', (
          select count(*) from public.bookings b
          where b.club_id = c.id and b.status = 'confirmed'
            and b.date >= date_trunc('month', public.club_today(c))::date
            and b.date < (date_trunc('month', public.club_today(c)) + interval '1 month')::date))
        order by c.name, c.id), '[]'::jsonb)
      from public.clubs c join public.countries k on k.code = c.country_code),
    'countries', (
      select coalesce(jsonb_agg(jsonb_build_object('code', k.code, 'name', k.name, 'currency', k.currency,
                                                   'time_zone', k.time_zone) order by k.name), '[]'::jsonb)
      from public.countries k),
    -- The times a club can open and close at (slot starts and ends), for the new club's hours.
    'slots', (
      select coalesce(jsonb_agg(jsonb_build_object('starts_at', to_char(s.starts_at, 'HH24:MI'), 'ends_at', to_char(s.ends_at, 'HH24:MI'))
                                order by s.starts_at), '[]'::jsonb)
      from public.slots s)));
end;
$$;
comment on function public.admin_clubs() is
  'Super admin: every club with its country, city, courts (in service / total), owner (name, e-mail), pending owner invitation, active, members and confirmed bookings this month (club-local), the countries to create a club in and the slots'' times. Returns {status ok|not_allowed|not_signed_in, message, clubs, countries, slots}.';
revoke execute on function public.admin_clubs() from public, anon;
grant execute on function public.admin_clubs() to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- admin_create_club
-- -----------------------------------------------------------------------------
-- A text field of the request: null when absent or JSON null, '' when blank; not_text when not a string.
create function public.jsonb_text_field(p jsonb, p_key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p -> p_key is null or jsonb_typeof(p -> p_key) = 'null' then null
    when jsonb_typeof(p -> p_key) = 'string' then btrim(p ->> p_key)
    else E'\x01not_text' end;
$$;
comment on function public.jsonb_text_field(jsonb, text) is 'Internal: a trimmed string field of a JSON object; null when absent or null; a marker when not a string.';
revoke execute on function public.jsonb_text_field(jsonb, text) from public, anon, authenticated;

create function public.admin_create_club(p_club jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can create clubs.');
  bad constant text := E'\x01not_text';
  club_name text;
  city text;
  address text;
  phone text;
  email text;
  wanted_country text;
  country public.countries;
  opens time[] := array[]::time[];
  closes time[] := array[]::time[];
  opens_j jsonb;
  closes_j jsonb;
  o text;
  c text;
  day int;
  courts jsonb;
  court jsonb;
  court_name text;
  court_type public.court_type;
  off_peak numeric;
  peak numeric;
  problem text;
  i int;
  club public.clubs;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club is null or jsonb_typeof(p_club) <> 'object' then
    return public.rpc_result('invalid_request', 'Please fill in the club''s details.');
  end if;
  -- Far more than any real club: a huge request is refused before anything in it is read.
  if pg_column_size(p_club) > 100000 then
    return public.rpc_result('invalid_request', 'That request is too large for one club.');
  end if;

  club_name := public.jsonb_text_field(p_club, 'name');
  if club_name = bad or club_name is null or char_length(club_name) < 2 then
    return public.rpc_result('invalid_request', 'Club name must be at least 2 characters.', jsonb_build_object('field', 'name'));
  end if;
  if char_length(club_name) > 100 then
    return public.rpc_result('invalid_request', 'Club name must be at most 100 characters.', jsonb_build_object('field', 'name'));
  end if;
  wanted_country := public.jsonb_text_field(p_club, 'country_code');
  if wanted_country is null or wanted_country = bad or wanted_country = '' then
    return public.rpc_result('invalid_request', 'Please choose the club''s country.', jsonb_build_object('field', 'country_code'));
  end if;
  select * into country from public.countries k where k.code = upper(wanted_country);
  if not found then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.', jsonb_build_object('field', 'country_code'));
  end if;
  city := public.jsonb_text_field(p_club, 'city');
  if city = bad or city is null or city = '' then
    return public.rpc_result('invalid_request', 'Please enter the club''s city.', jsonb_build_object('field', 'city'));
  end if;
  if char_length(city) > 100 then
    return public.rpc_result('invalid_request', 'City must be at most 100 characters.', jsonb_build_object('field', 'city'));
  end if;
  address := nullif(public.jsonb_text_field(p_club, 'address'), '');
  if address = bad or char_length(address) > 200 then
    return public.rpc_result('invalid_request', 'Address must be at most 200 characters.', jsonb_build_object('field', 'address'));
  end if;
  phone := nullif(public.jsonb_text_field(p_club, 'phone'), '');
  -- As update_club_details takes them.
  if phone = bad or (phone is not null and (char_length(phone) > 40 or phone !~ '^\+?[0-9(][0-9 ().-]*[0-9]$'
                     or char_length(regexp_replace(phone, '[^0-9]', '', 'g')) not between 6 and 15)) then
    return public.rpc_result('invalid_request', 'Please enter a valid phone number', jsonb_build_object('field', 'phone'));
  end if;
  email := nullif(public.jsonb_text_field(p_club, 'email'), '');
  if email = bad or (email is not null and (char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')) then
    return public.rpc_result('invalid_request', 'Please enter a valid email address', jsonb_build_object('field', 'email'));
  end if;

  -- Opening hours as set_opening_hours takes them: seven "HH:MI" (or null: closed), Monday first.
  opens_j := p_club -> 'opens_at';
  closes_j := p_club -> 'closes_at';
  if jsonb_typeof(opens_j) is distinct from 'array' or jsonb_typeof(closes_j) is distinct from 'array' then
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
      jsonb_build_object('field', 'hours'));
  end if;
  if jsonb_array_length(opens_j) <> 7 or jsonb_array_length(closes_j) <> 7 then
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
      jsonb_build_object('field', 'hours'));
  end if;
  for day in 1..7 loop
    if jsonb_typeof(opens_j -> (day - 1)) not in ('string', 'null') or jsonb_typeof(closes_j -> (day - 1)) not in ('string', 'null') then
      return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    o := nullif(btrim(opens_j ->> (day - 1)), '');
    c := nullif(btrim(closes_j ->> (day - 1)), '');
    if (o is null) <> (c is null) then
      return public.rpc_result('invalid_request',
        format('On %s, give both the opening and the closing time, or mark the day closed.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if o is not null and (char_length(o) > 8 or public.slot_start_time(o) is null) then
      return public.rpc_result('invalid_request',
        format('On %s, the club can open when a slot starts: %s.', public.weekday_name(day), public.slot_times_text(false)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if c is not null and (char_length(c) > 8 or public.slot_end_time(c) is null) then
      return public.rpc_result('invalid_request',
        format('On %s, the club can close when a slot ends: %s.', public.weekday_name(day), public.slot_times_text(true)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    if o is not null and public.slot_start_time(o) >= public.slot_end_time(c) then
      return public.rpc_result('invalid_request', format('On %s, opening must be before closing.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day));
    end if;
    opens := opens || public.slot_start_time(o);
    closes := closes || public.slot_end_time(c);
  end loop;
  if not exists (select 1 from unnest(opens) t where t is not null) then
    return public.rpc_result('invalid_request', 'The club must open on at least one day a week.', jsonb_build_object('field', 'hours'));
  end if;

  courts := p_club -> 'courts';
  if jsonb_typeof(courts) is distinct from 'array' then
    return public.rpc_result('invalid_request', 'Please add at least one court.', jsonb_build_object('field', 'courts'));
  end if;
  if jsonb_array_length(courts) = 0 then
    return public.rpc_result('invalid_request', 'Please add at least one court.', jsonb_build_object('field', 'courts'));
  end if;
  if jsonb_array_length(courts) > 50 then
    return public.rpc_result('too_many_courts', 'A club can have at most 50 courts.', jsonb_build_object('field', 'courts'));
  end if;
  for i in 0 .. jsonb_array_length(courts) - 1 loop
    court := courts -> i;
    if jsonb_typeof(court) <> 'object' then
      return public.rpc_result('invalid_request', format('Court %s: please give its name, type and prices.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1));
    end if;
    court_name := public.jsonb_text_field(court, 'name');
    if court_name = bad or char_length(court_name) > 100 then
      return public.rpc_result('invalid_request', format('Court %s: its name must be at most 100 characters.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1));
    end if;
    court_type := public.court_type_of(nullif(public.jsonb_text_field(court, 'type'), bad));
    if court_type is null then
      return public.rpc_result('invalid_request', format('Court %s: please choose indoor or outdoor.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1));
    end if;
    off_peak := case when jsonb_typeof(court -> 'off_peak_price') = 'number' then (court ->> 'off_peak_price')::numeric end;
    peak := case when jsonb_typeof(court -> 'peak_price') = 'number' then (court ->> 'peak_price')::numeric end;
    problem := coalesce(public.price_refusal(off_peak, 'off-peak', country.currency),
                        public.price_refusal(peak, 'peak', country.currency));
    if problem is not null then
      return public.rpc_result('invalid_request', format('Court %s: %s', i + 1, problem),
        jsonb_build_object('field', 'courts', 'court', i + 1));
    end if;
  end loop;

  -- Time zone and currency are the country's (clubs_fill_defaults); peak rule and refund window its defaults.
  insert into public.clubs (country_code, name, city, address, phone, email, opens_at, closes_at,
                            peak_starts_at, peak_weekdays, full_refund_hours)
  values (country.code, club_name, city, address, phone, email, opens, closes,
          country.default_peak_starts_at, country.default_peak_weekdays, country.default_full_refund_hours)
  returning * into club;
  insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
  select club.id, e.n, coalesce(nullif(btrim(e.v ->> 'name'), ''), 'Court ' || e.n),
         public.court_type_of(e.v ->> 'type'), (e.v ->> 'off_peak_price')::numeric, (e.v ->> 'peak_price')::numeric
  from jsonb_array_elements(courts) with ordinality e(v, n);

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'create_club', 'clubs', club.id::text, club.id, jsonb_build_object(
    'name', club.name, 'country_code', club.country_code, 'city', club.city, 'address', club.address,
    'time_zone', club.time_zone, 'currency', club.currency, 'opens_at', club.opens_at, 'closes_at', club.closes_at,
    'courts', (select jsonb_agg(jsonb_build_object('number', k.number, 'name', k.name, 'type', k.type,
                                                   'off_peak_price', k.off_peak_price, 'peak_price', k.peak_price) order by k.number)
               from public.courts k where k.club_id = club.id)));
  return public.rpc_result('created',
    format('%s is created with %s. It can be booked now.', club.name,
           case when jsonb_array_length(courts) = 1 then '1 court' else jsonb_array_length(courts) || ' courts' end),
    jsonb_build_object('club', jsonb_build_object('id', club.id, 'name', club.name, 'time_zone', club.time_zone,
                                                  'currency', club.currency)));
end;
$$;
comment on function public.admin_create_club(jsonb) is
  'Super admin: creates a club and its courts at once from {name, country_code, city, address?, phone?, email?, opens_at[7], closes_at[7] ("HH:MI" or null: closed, Monday first), courts: [{name?, type indoor|outdoor, off_peak_price, peak_price}] (1..50)}. Time zone and currency are the country''s; peak rule and full-refund window the country''s defaults. Returns {status created|invalid_request (field, weekday, court)|unknown_country|too_many_courts|not_allowed|not_signed_in, message, club}.';
revoke execute on function public.admin_create_club(jsonb) from public, anon;
grant execute on function public.admin_create_club(jsonb) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- admin_set_club_active
-- -----------------------------------------------------------------------------
create function public.admin_set_club_active(p_club_id uuid, p_active boolean, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can deactivate or reactivate clubs.');
  reason text := nullif(btrim(p_reason), '');
  club public.clubs;
  upcoming int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is null or p_active is null then
    return public.rpc_result('invalid_request', 'Please choose a club and whether it takes bookings.');
  end if;
  if not p_active and reason is null then
    return public.rpc_result('invalid_request', 'Please give a reason for deactivating the club.', jsonb_build_object('field', 'reason'));
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 200 characters.', jsonb_build_object('field', 'reason'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.');
  end if;
  if club.active = p_active then
    return public.rpc_result('unchanged',
      case when p_active then format('%s already takes bookings.', club.name) else format('%s is already deactivated.', club.name) end,
      jsonb_build_object('active', club.active));
  end if;
  -- The club's courts held until commit, as add_club_closure holds them: a booking being written waits and is then
  -- refused (bookings_not_on_blocks); one already in flight finishes first and is honoured.
  perform 1 from public.courts k where k.club_id = club.id order by k.id for update;
  update public.clubs c set active = p_active, deactivated_at = case when p_active then null else now() end
  where c.id = club.id returning * into club;
  select count(*)::int into upcoming
  from public.bookings b join public.slots s on s.id = b.slot_id
  where b.club_id = club.id and b.status = 'confirmed' and b.date >= public.club_today(club) - 1
    and public.slot_starts_at(b.date, s.starts_at, club.time_zone) > now();
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_club_active', 'clubs', club.id::text, club.id,
          jsonb_build_object('active', p_active, 'reason', reason, 'upcoming_bookings', upcoming));
  return public.rpc_result(case when p_active then 'reactivated' else 'deactivated' end,
    case when p_active then format('%s takes bookings again.', club.name)
         else format('%s is deactivated: it takes no new bookings.', club.name) || case
           when upcoming = 1 then ' The 1 booking already made stays.'
           when upcoming > 1 then format(' The %s bookings already made stay.', upcoming)
           else '' end end,
    jsonb_build_object('active', club.active, 'upcoming_bookings', upcoming));
end;
$$;
comment on function public.admin_set_club_active(uuid, boolean, text) is
  'Super admin: deactivates a club (a reason, up to 200 characters; no new bookings of any kind, bookings already made stay) or reactivates it. Audited as set_club_active. Returns {status deactivated|reactivated|unchanged|invalid_request|unknown_club|not_allowed|not_signed_in, message, active, upcoming_bookings}.';
revoke execute on function public.admin_set_club_active(uuid, boolean, text) from public, anon;
grant execute on function public.admin_set_club_active(uuid, boolean, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- appoint_club_owner / remove_club_owner
-- -----------------------------------------------------------------------------
create function public.appoint_club_owner(p_club_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can appoint club owners.');
  address text := lower(btrim(p_email));
  club public.clubs;
  person public.profiles;
  previous uuid;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is null then
    return public.rpc_result('invalid_request', 'Please choose a club.');
  end if;
  if address is null or address = '' or char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return public.rpc_result('invalid_request', 'Please enter a valid email address', jsonb_build_object('field', 'email'));
  end if;
  -- One owner change per club at a time.
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.');
  end if;

  select p.* into person
  from auth.users u join public.profiles p on p.id = u.id
  where lower(u.email) = address and u.email_confirmed_at is not null and u.deleted_at is null
  limit 1;
  if found then
    if club.owner_id = person.id then
      return public.rpc_result('appointed', format('%s is already the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
        jsonb_build_object('owner_id', person.id));
    end if;
    previous := public.make_club_owner(club.id, person.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values ((select auth.uid()), 'appoint_club_owner', 'clubs', club.id::text, club.id,
            jsonb_build_object('owner_id', person.id, 'email', address, 'name', public.person_name(person.first_name, person.last_name, person.username),
                               'previous_owner_id', previous));
    return public.rpc_result('appointed', format('%s is now the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
      jsonb_build_object('owner_id', person.id));
  end if;

  -- No confirmed account: the invitation waits for them (one pending per club, the latest address).
  delete from public.club_owner_invitations i where i.club_id = club.id and i.accepted_at is null;
  insert into public.club_owner_invitations (club_id, email, invited_by) values (club.id, address, (select auth.uid()));
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'invite_club_owner', 'clubs', club.id::text, club.id, jsonb_build_object('email', address));
  return public.rpc_result('invite',
    format('%s has no ELSY account yet: they are invited to own %s and become its owner when they accept.', address, club.name),
    jsonb_build_object('email', address, 'club_name', club.name));
end;
$$;
comment on function public.appoint_club_owner(uuid, text) is
  'Super admin: the person with this confirmed e-mail owns the club now (a member becomes club_owner; the previous owner, owning no club and club_owner, becomes member) → {status appointed, message, owner_id}; without a confirmed account the club''s pending invitation is recorded (replacing any) → {status invite, message, email, club_name}: the caller sends the invitation e-mail. Else invalid_request|unknown_club|not_allowed|not_signed_in.';
revoke execute on function public.appoint_club_owner(uuid, text) from public, anon;
grant execute on function public.appoint_club_owner(uuid, text) to authenticated, service_role;

create function public.remove_club_owner(p_club_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.admin_refusal('Only super admins can remove club owners.');
  club public.clubs;
  cancelled text;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is null then
    return public.rpc_result('invalid_request', 'Please choose a club.');
  end if;
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.');
  end if;
  delete from public.club_owner_invitations i where i.club_id = club.id and i.accepted_at is null returning i.email into cancelled;
  if club.owner_id is null and cancelled is null then
    return public.rpc_result('unchanged', format('%s has no owner.', club.name));
  end if;
  update public.clubs c set owner_id = null where c.id = club.id;
  if club.owner_id is not null then
    perform public.settle_club_owner_role(club.owner_id);
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'remove_club_owner', 'clubs', club.id::text, club.id,
          jsonb_build_object('previous_owner_id', club.owner_id, 'cancelled_invitation', cancelled));
  return public.rpc_result('removed',
    case when club.owner_id is not null then format('%s has no owner now.', club.name)
         else format('The invitation to %s is cancelled.', cancelled) end);
end;
$$;
comment on function public.remove_club_owner(uuid) is
  'Super admin: the club has no owner (the previous one, owning no club and club_owner, becomes member) and its pending invitation is cancelled. Returns {status removed|unchanged|invalid_request|unknown_club|not_allowed|not_signed_in, message}.';
revoke execute on function public.remove_club_owner(uuid) from public, anon;
grant execute on function public.remove_club_owner(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- An invited person confirms their address: the clubs waiting for them are theirs
-- -----------------------------------------------------------------------------
create function public.accept_club_owner_invitations()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.club_owner_invitations;
  previous uuid;
begin
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null then
    return null;
  end if;
  -- The profile is made by handle_new_user (on insert it fires first: triggers go by name).
  if new.email is null or not exists (select 1 from public.profiles p where p.id = new.id) then
    return null;
  end if;
  for invitation in
    select * from public.club_owner_invitations i
    where i.email = lower(new.email) and i.accepted_at is null
    order by i.created_at
    for update
  loop
    update public.club_owner_invitations i set accepted_at = now(), accepted_by = new.id where i.id = invitation.id;
    previous := public.make_club_owner(invitation.club_id, new.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (new.id, 'accept_club_owner', 'clubs', invitation.club_id::text, invitation.club_id,
            jsonb_build_object('owner_id', new.id, 'email', invitation.email, 'invited_by', invitation.invited_by,
                               'previous_owner_id', previous));
  end loop;
  return null;
end;
$$;
comment on function public.accept_club_owner_invitations() is
  'Trigger: when an account''s e-mail is confirmed (an invitation followed, or a sign-up confirmed), the clubs whose pending owner invitation is for that address become theirs (member → club_owner), audited as accept_club_owner.';
revoke execute on function public.accept_club_owner_invitations() from public, anon, authenticated;

create trigger on_auth_user_owner_invitations
  after insert or update of email_confirmed_at on auth.users
  for each row
  when (new.email_confirmed_at is not null)
  execute function public.accept_club_owner_invitations();
