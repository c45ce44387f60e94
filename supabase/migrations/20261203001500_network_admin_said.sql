-- The network's administration names its messages: creating and (de)activating clubs, appointing and removing
-- their owners, the countries' defaults and the dashboards across clubs answer with a key of the app's catalogue
-- and its values beside the English (public.said), so a super admin or country owner reads them in their language.
--
-- admin_refusal words the not_allowed refusal with the sentence each function gives it; the function names that
-- sentence's message on the refusal it passes on (its other refusals are admin_refusal's own to name).

create or replace function public.admin_clubs()
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
    return refusal || case when refusal ->> 'status' = 'not_allowed' then public.said('server_not_allowed_manage_clubs') else '{}'::jsonb end;
  end if;
  return public.rpc_result('ok', 'Clubs listed.', public.said('server_ok_clubs') || jsonb_build_object(
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

create or replace function public.admin_create_club(p_club jsonb)
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
  problem_said jsonb;
  i int;
  club public.clubs;
begin
  if refusal is not null then
    return refusal || case when refusal ->> 'status' = 'not_allowed' then public.said('server_not_allowed_create_clubs') else '{}'::jsonb end;
  end if;
  if p_club is null or jsonb_typeof(p_club) <> 'object' then
    return public.rpc_result('invalid_request', 'Please fill in the club''s details.', public.said('server_invalid_request_club_details'));
  end if;
  -- Far more than any real club: a huge request is refused before anything in it is read.
  if pg_column_size(p_club) > 100000 then
    return public.rpc_result('invalid_request', 'That request is too large for one club.', public.said('server_invalid_request_too_large'));
  end if;

  club_name := public.jsonb_text_field(p_club, 'name');
  if club_name = bad or club_name is null or char_length(club_name) < 2 then
    return public.rpc_result('invalid_request', 'Club name must be at least 2 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_club_name_short'));
  end if;
  if char_length(club_name) > 100 then
    return public.rpc_result('invalid_request', 'Club name must be at most 100 characters.',
      jsonb_build_object('field', 'name') || public.said('server_invalid_request_club_name_long'));
  end if;
  wanted_country := public.jsonb_text_field(p_club, 'country_code');
  if wanted_country is null or wanted_country = bad or wanted_country = '' then
    return public.rpc_result('invalid_request', 'Please choose the club''s country.',
      jsonb_build_object('field', 'country_code') || public.said('server_invalid_request_country'));
  end if;
  select * into country from public.countries k where k.code = upper(wanted_country);
  if not found then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.',
      jsonb_build_object('field', 'country_code') || public.said('server_unknown_country'));
  end if;
  city := public.jsonb_text_field(p_club, 'city');
  if city = bad or city is null or city = '' then
    return public.rpc_result('invalid_request', 'Please enter the club''s city.', jsonb_build_object('field', 'city') || public.said('server_invalid_request_city'));
  end if;
  if char_length(city) > 100 then
    return public.rpc_result('invalid_request', 'City must be at most 100 characters.',
      jsonb_build_object('field', 'city') || public.said('server_invalid_request_city_long'));
  end if;
  address := nullif(public.jsonb_text_field(p_club, 'address'), '');
  if address = bad or char_length(address) > 200 then
    return public.rpc_result('invalid_request', 'Address must be at most 200 characters.',
      jsonb_build_object('field', 'address') || public.said('server_invalid_request_address_long'));
  end if;
  phone := nullif(public.jsonb_text_field(p_club, 'phone'), '');
  -- As update_club_details takes them.
  if phone = bad or (phone is not null and (char_length(phone) > 40 or phone !~ '^\+?[0-9(][0-9 ().-]*[0-9]$'
                     or char_length(regexp_replace(phone, '[^0-9]', '', 'g')) not between 6 and 15)) then
    return public.rpc_result('invalid_request', 'Please enter a valid phone number',
      jsonb_build_object('field', 'phone') || public.said('server_invalid_request_phone'));
  end if;
  email := nullif(public.jsonb_text_field(p_club, 'email'), '');
  if email = bad or (email is not null and (char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')) then
    return public.rpc_result('invalid_request', 'Please enter a valid email address',
      jsonb_build_object('field', 'email') || public.said('server_invalid_request_email'));
  end if;

  -- Opening hours as set_opening_hours takes them: seven "HH:MI" (or null: closed), Monday first.
  opens_j := p_club -> 'opens_at';
  closes_j := p_club -> 'closes_at';
  if jsonb_typeof(opens_j) is distinct from 'array' or jsonb_typeof(closes_j) is distinct from 'array' then
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
      jsonb_build_object('field', 'hours') || public.said('server_invalid_request_hours_week'));
  end if;
  if jsonb_array_length(opens_j) <> 7 or jsonb_array_length(closes_j) <> 7 then
    return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
      jsonb_build_object('field', 'hours') || public.said('server_invalid_request_hours_week'));
  end if;
  for day in 1..7 loop
    if jsonb_typeof(opens_j -> (day - 1)) not in ('string', 'null') or jsonb_typeof(closes_j -> (day - 1)) not in ('string', 'null') then
      return public.rpc_result('invalid_request', 'Please give opening hours for each day of the week, Monday first.',
        jsonb_build_object('field', 'hours', 'weekday', day) || public.said('server_invalid_request_hours_week'));
    end if;
    o := nullif(btrim(opens_j ->> (day - 1)), '');
    c := nullif(btrim(closes_j ->> (day - 1)), '');
    if (o is null) <> (c is null) then
      return public.rpc_result('invalid_request',
        format('On %s, give both the opening and the closing time, or mark the day closed.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day)
          || public.said('server_invalid_request_day_hours', jsonb_build_object('weekday', public.weekday_value(day))));
    end if;
    if o is not null and (char_length(o) > 8 or public.slot_start_time(o) is null) then
      return public.rpc_result('invalid_request',
        format('On %s, the club can open when a slot starts: %s.', public.weekday_name(day), public.slot_times_text(false)),
        jsonb_build_object('field', 'hours', 'weekday', day) || public.said('server_invalid_request_day_open',
          jsonb_build_object('weekday', public.weekday_value(day), 'times', public.slot_times_text(false))));
    end if;
    if c is not null and (char_length(c) > 8 or public.slot_end_time(c) is null) then
      return public.rpc_result('invalid_request',
        format('On %s, the club can close when a slot ends: %s.', public.weekday_name(day), public.slot_times_text(true)),
        jsonb_build_object('field', 'hours', 'weekday', day) || public.said('server_invalid_request_day_close',
          jsonb_build_object('weekday', public.weekday_value(day), 'times', public.slot_times_text(true))));
    end if;
    if o is not null and public.slot_start_time(o) >= public.slot_end_time(c) then
      return public.rpc_result('invalid_request', format('On %s, opening must be before closing.', public.weekday_name(day)),
        jsonb_build_object('field', 'hours', 'weekday', day)
          || public.said('server_invalid_request_day_order', jsonb_build_object('weekday', public.weekday_value(day))));
    end if;
    opens := opens || public.slot_start_time(o);
    closes := closes || public.slot_end_time(c);
  end loop;
  if not exists (select 1 from unnest(opens) t where t is not null) then
    return public.rpc_result('invalid_request', 'The club must open on at least one day a week.',
      jsonb_build_object('field', 'hours') || public.said('server_invalid_request_open_a_day'));
  end if;

  courts := p_club -> 'courts';
  if jsonb_typeof(courts) is distinct from 'array' then
    return public.rpc_result('invalid_request', 'Please add at least one court.',
      jsonb_build_object('field', 'courts') || public.said('server_invalid_request_add_court'));
  end if;
  if jsonb_array_length(courts) = 0 then
    return public.rpc_result('invalid_request', 'Please add at least one court.',
      jsonb_build_object('field', 'courts') || public.said('server_invalid_request_add_court'));
  end if;
  if jsonb_array_length(courts) > 50 then
    return public.rpc_result('too_many_courts', 'A club can have at most 50 courts.',
      jsonb_build_object('field', 'courts') || public.said('server_too_many_courts'));
  end if;
  for i in 0 .. jsonb_array_length(courts) - 1 loop
    court := courts -> i;
    if jsonb_typeof(court) <> 'object' then
      return public.rpc_result('invalid_request', format('Court %s: please give its name, type and prices.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1)
          || public.said('server_invalid_request_court_details', jsonb_build_object('court', i + 1)));
    end if;
    court_name := public.jsonb_text_field(court, 'name');
    if court_name = bad or char_length(court_name) > 100 then
      return public.rpc_result('invalid_request', format('Court %s: its name must be at most 100 characters.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1)
          || public.said('server_invalid_request_court_name_long_at', jsonb_build_object('court', i + 1)));
    end if;
    court_type := public.court_type_of(nullif(public.jsonb_text_field(court, 'type'), bad));
    if court_type is null then
      return public.rpc_result('invalid_request', format('Court %s: please choose indoor or outdoor.', i + 1),
        jsonb_build_object('field', 'courts', 'court', i + 1)
          || public.said('server_invalid_request_indoor_at', jsonb_build_object('court', i + 1)));
    end if;
    off_peak := case when jsonb_typeof(court -> 'off_peak_price') = 'number' then (court ->> 'off_peak_price')::numeric end;
    peak := case when jsonb_typeof(court -> 'peak_price') = 'number' then (court ->> 'peak_price')::numeric end;
    problem := coalesce(public.price_refusal(off_peak, 'off-peak', country.currency),
                        public.price_refusal(peak, 'peak', country.currency));
    if problem is not null then
      -- price_refusal's sentence as its message: the first price it refuses, for the first reason it gives.
      problem_said := coalesce(
        case when off_peak is null then public.said('server_invalid_request_off_peak_price')
             when not (off_peak between 0 and 1000) then public.said('server_invalid_request_off_peak_range', jsonb_build_object(
               'min', public.money_value(0, country.currency), 'max', public.money_value(1000, country.currency)))
             when off_peak <> round(off_peak, 2) then public.said('server_invalid_request_off_peak_decimals') end,
        case when peak is null then public.said('server_invalid_request_peak_price')
             when not (peak between 0 and 1000) then public.said('server_invalid_request_peak_range', jsonb_build_object(
               'min', public.money_value(0, country.currency), 'max', public.money_value(1000, country.currency)))
             when peak <> round(peak, 2) then public.said('server_invalid_request_peak_decimals') end);
      return public.rpc_result('invalid_request', format('Court %s: %s', i + 1, problem),
        jsonb_build_object('field', 'courts', 'court', i + 1)
          || public.said('server_invalid_request_court_problem', jsonb_build_object('court', i + 1, 'problem', problem_said)));
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
                                                  'currency', club.currency))
      || public.said('server_created_club', jsonb_build_object('club', club.name, 'courts', jsonb_array_length(courts))));
end;
$$;

create or replace function public.admin_set_club_active(p_club_id uuid, p_active boolean, p_reason text default null)
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
    return refusal || case when refusal ->> 'status' = 'not_allowed' then public.said('server_not_allowed_club_active') else '{}'::jsonb end;
  end if;
  if p_club_id is null or p_active is null then
    return public.rpc_result('invalid_request', 'Please choose a club and whether it takes bookings.',
      public.said('server_invalid_request_club_active'));
  end if;
  if not p_active and reason is null then
    return public.rpc_result('invalid_request', 'Please give a reason for deactivating the club.',
      jsonb_build_object('field', 'reason') || public.said('server_invalid_request_deactivate_reason'));
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 200 characters.',
      jsonb_build_object('field', 'reason') || public.said('server_invalid_request_reason_under_200'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.', public.said('server_unknown_club'));
  end if;
  if club.active = p_active then
    return public.rpc_result('unchanged',
      case when p_active then format('%s already takes bookings.', club.name) else format('%s is already deactivated.', club.name) end,
      jsonb_build_object('active', club.active)
        || case when p_active then public.said('server_unchanged_active', jsonb_build_object('club', club.name))
                else public.said('server_unchanged_deactivated', jsonb_build_object('club', club.name)) end);
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
    jsonb_build_object('active', club.active, 'upcoming_bookings', upcoming)
      || case when p_active then public.said('server_reactivated', jsonb_build_object('club', club.name))
              when upcoming > 0 then public.said('server_deactivated_bookings_stay', jsonb_build_object('club', club.name, 'count', upcoming))
              else public.said('server_deactivated', jsonb_build_object('club', club.name)) end);
end;
$$;

create or replace function public.appoint_club_owner(p_club_id uuid, p_email text)
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
    return refusal || case when refusal ->> 'status' = 'not_allowed' then public.said('server_not_allowed_appoint_owner') else '{}'::jsonb end;
  end if;
  if p_club_id is null then
    return public.rpc_result('invalid_request', 'Please choose a club.', public.said('server_invalid_request_club'));
  end if;
  if address is null or address = '' or char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return public.rpc_result('invalid_request', 'Please enter a valid email address',
      jsonb_build_object('field', 'email') || public.said('server_invalid_request_email'));
  end if;
  -- One owner change per club at a time.
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.', public.said('server_unknown_club'));
  end if;

  select p.* into person
  from auth.users u join public.profiles p on p.id = u.id
  where lower(u.email) = address and u.email_confirmed_at is not null and u.deleted_at is null
  limit 1;
  if found then
    -- A banned account cannot sign in to run the club: the ban is lifted first, as for any promotion.
    if exists (select 1 from auth.users u where u.id = person.id and u.banned_until > now()) then
      return public.rpc_result('banned', format('%s is banned: lift the ban first.',
        public.person_name(person.first_name, person.last_name, person.username)),
        public.said('server_banned', jsonb_build_object(
          'player', public.person_value(public.person_name(person.first_name, person.last_name, person.username)))));
    end if;
    if club.owner_id = person.id then
      return public.rpc_result('appointed', format('%s is already the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
        jsonb_build_object('owner_id', person.id) || public.said('server_appointed_already', jsonb_build_object(
          'person', public.person_value(public.person_name(person.first_name, person.last_name, person.username)), 'club', club.name)));
    end if;
    previous := public.make_club_owner(club.id, person.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values ((select auth.uid()), 'appoint_club_owner', 'clubs', club.id::text, club.id,
            jsonb_build_object('owner_id', person.id, 'email', address, 'name', public.person_name(person.first_name, person.last_name, person.username),
                               'previous_owner_id', previous));
    return public.rpc_result('appointed', format('%s is now the owner of %s.', public.person_name(person.first_name, person.last_name, person.username), club.name),
      jsonb_build_object('owner_id', person.id) || public.said('server_appointed', jsonb_build_object(
        'person', public.person_value(public.person_name(person.first_name, person.last_name, person.username)), 'club', club.name)));
  end if;

  -- No confirmed account: the invitation waits for them (one pending per club, the latest address).
  delete from public.club_owner_invitations i where i.club_id = club.id and i.accepted_at is null;
  insert into public.club_owner_invitations (club_id, email, invited_by) values (club.id, address, (select auth.uid()));
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'invite_club_owner', 'clubs', club.id::text, club.id, jsonb_build_object('email', address));
  return public.rpc_result('invite',
    format('%s has no ELSY account yet: they are invited to own %s and become its owner when they accept.', address, club.name),
    jsonb_build_object('email', address, 'club_name', club.name)
      || public.said('server_invite', jsonb_build_object('email', address, 'club', club.name)));
end;
$$;

create or replace function public.remove_club_owner(p_club_id uuid)
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
    return refusal || case when refusal ->> 'status' = 'not_allowed' then public.said('server_not_allowed_remove_owner') else '{}'::jsonb end;
  end if;
  if p_club_id is null then
    return public.rpc_result('invalid_request', 'Please choose a club.', public.said('server_invalid_request_club'));
  end if;
  select * into club from public.clubs c where c.id = p_club_id for no key update;
  if not found then
    return public.rpc_result('unknown_club', 'That club does not exist.', public.said('server_unknown_club'));
  end if;
  delete from public.club_owner_invitations i where i.club_id = club.id and i.accepted_at is null returning i.email into cancelled;
  if club.owner_id is null and cancelled is null then
    return public.rpc_result('unchanged', format('%s has no owner.', club.name),
      public.said('server_unchanged_no_owner', jsonb_build_object('club', club.name)));
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
         else format('The invitation to %s is cancelled.', cancelled) end,
    case when club.owner_id is not null then public.said('server_removed', jsonb_build_object('club', club.name))
         else public.said('server_removed_invitation', jsonb_build_object('email', cancelled)) end);
end;
$$;

create or replace function public.country_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if not public.has_role(array['super_admin', 'country_owner']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only a country''s owner can see its settings.',
      public.said('server_not_allowed_country_settings'));
  end if;
  return public.rpc_result('ok', 'Country settings.', public.said('server_ok_country_settings') || jsonb_build_object(
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object(
          'code', k.code, 'name', k.name, 'currency', k.currency, 'time_zone', k.time_zone,
          'clubs', (select count(*) from public.clubs c where c.country_code = k.code),
          'full_refund_hours', k.default_full_refund_hours,
          'peak', jsonb_build_object('starts_at', to_char(k.default_peak_starts_at, 'HH24:MI'),
                                     'weekdays', to_jsonb(k.default_peak_weekdays)))
        order by k.name)
      from public.countries k
      where public.is_country_staff(k.code)), '[]'::jsonb),
    'slot_starts', (select jsonb_agg(to_char(s.starts_at, 'HH24:MI') order by s.starts_at) from public.slots s)));
end;
$$;

create or replace function public.set_country_defaults(
  p_country_code text,
  p_full_refund_hours numeric,
  p_peak_starts_at text,
  p_peak_weekdays int[]
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  starts text := nullif(btrim(p_peak_starts_at), '');
  starts_at time;
  weekdays smallint[];
  old_country public.countries;
  hours int;
begin
  if (select auth.uid()) is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_country_code is null or char_length(p_country_code) > 2 then
    return public.rpc_result('invalid_request', 'Please choose a country.', public.said('server_invalid_request_country_choice'));
  end if;
  if not public.is_country_staff(p_country_code) then
    return public.rpc_result('not_allowed', 'Only the country''s owner can change its defaults.',
      public.said('server_not_allowed_country_defaults'));
  end if;
  select * into old_country from public.countries k where k.code = p_country_code for update;
  if not found then
    return public.rpc_result('unknown_country', 'That country does not exist.', public.said('server_unknown_country_missing'));
  end if;
  if p_full_refund_hours is null or not (p_full_refund_hours between 0 and 336) or p_full_refund_hours <> trunc(p_full_refund_hours) then
    return public.rpc_result('invalid_request',
      'The full refund window is a whole number of hours from 0 to 336 (two weeks).',
      jsonb_build_object('field', 'full_refund_hours') || public.said('server_invalid_request_refund_window'));
  end if;
  hours := p_full_refund_hours::int;
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

  update public.countries k
  set default_full_refund_hours = hours, default_peak_starts_at = starts_at, default_peak_weekdays = weekdays
  where k.code = p_country_code;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_country_defaults', 'countries', p_country_code, null, jsonb_build_object(
    'country', old_country.name,
    'before', jsonb_build_object('full_refund_hours', old_country.default_full_refund_hours,
                                 'peak_starts_at', old_country.default_peak_starts_at, 'peak_weekdays', old_country.default_peak_weekdays),
    'after', jsonb_build_object('full_refund_hours', hours, 'peak_starts_at', starts_at, 'peak_weekdays', weekdays)));
  return public.rpc_result('saved',
    format('Defaults for %s saved. New clubs there start with them; existing clubs keep their own rules.', old_country.name),
    jsonb_build_object('full_refund_hours', hours,
                       'peak', jsonb_build_object('starts_at', to_char(starts_at, 'HH24:MI'), 'weekdays', to_jsonb(weekdays)))
      || public.said('server_saved_country_defaults', jsonb_build_object('country', old_country.name)));
end;
$$;

create or replace function public.scope_dashboard(p_country_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  clubs uuid[];
  network boolean;
  utc_today date := (now() at time zone 'UTC')::date;
  result jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_country_code is not null and not exists (select 1 from public.countries k where k.code = p_country_code) then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.', public.said('server_unknown_country'));
  end if;
  select coalesce(array_agg(c.id), '{}') into clubs
  from public.clubs c
  where public.is_club_staff(c.id) and (p_country_code is null or c.country_code = p_country_code);
  if cardinality(clubs) = 0 then
    return public.rpc_result('not_allowed', 'Only the staff of ELSY clubs can see this dashboard.',
      public.said('server_not_allowed_scope_dashboard'));
  end if;
  -- Every club of the network, unfiltered: only then do players without a home club count too.
  network := p_country_code is null and not exists (select 1 from public.clubs c where not (c.id = any (clubs)));

  with scope as (
    select c.*, public.club_today(c) as today,
           date_trunc('week', public.club_today(c))::date as week_start,
           date_trunc('month', public.club_today(c))::date as month_start
    from public.clubs c where c.id = any (clubs)
  )
  select jsonb_build_object(
    'status', 'ok',
    'message', 'Dashboard ready.',
    'network', network,
    'countries', (
      select coalesce(jsonb_agg(jsonb_build_object('code', k.code, 'name', k.name, 'currency', k.currency, 'time_zone', k.time_zone)
                                order by k.name), '[]'::jsonb)
      from public.countries k where k.code in (select s.country_code from scope s)),
    'clubs', (select count(*) from scope),
    'courts', (select jsonb_build_object('in_service', count(*) filter (where k.in_service), 'total', count(*))
               from public.courts k join scope s on s.id = k.club_id),
    -- Members: players whose home club is in scope, new ones counted on their home club's calendar.
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone s.time_zone)::date >= s.month_start))
      from public.profiles p join scope s on s.id = p.home_club_id),
    'players', case when network then (select count(*) from public.profiles) end,
    -- Weeks start on Monday and months on the 1st, each on its club's calendar.
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= s.week_start and b.date < s.week_start + 7),
        'last', count(*) filter (where b.date >= s.week_start - 7 and b.date < s.week_start))
      from public.bookings b join scope s on s.id = b.club_id
      where b.status = 'confirmed' and b.date >= s.week_start - 7 and b.date < s.week_start + 7),
    'bookings_month', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= s.month_start),
        'last', count(*) filter (where b.date < s.month_start))
      from public.bookings b join scope s on s.id = b.club_id
      where b.status = 'confirmed' and b.date >= (s.month_start - interval '1 month')::date
        and b.date < (s.month_start + interval '1 month')::date),
    -- Revenue as the club desk counts it (club_revenue_lines), summed per currency and never across two.
    'revenue_month', (
      select coalesce(jsonb_agg(jsonb_build_object('currency', m.currency, 'this', m.this, 'last', m.last) order by m.currency), '[]'::jsonb)
      from (
        select s.currency,
               coalesce(sum(r.amount) filter (where r.at >= (s.month_start::timestamp at time zone s.time_zone)), 0) as this,
               coalesce(sum(r.amount) filter (where r.at < (s.month_start::timestamp at time zone s.time_zone)), 0) as last
        -- Every currency of the scope has its line, a zero one included.
        from scope s
        left join lateral public.club_revenue_lines(s.id, ((s.month_start - interval '1 month')::timestamp at time zone s.time_zone),
                                                    ((s.month_start + interval '1 month')::timestamp at time zone s.time_zone)) r on true
        group by s.currency
      ) m),
    -- Confirmed bookings per day over the last 30 days (booking dates are their club's calendar dates).
    'bookings_by_day', (
      select jsonb_agg(jsonb_build_object('date', d.date, 'bookings', coalesce(n.bookings, 0)) order by d.date)
      from (select g::date as date from generate_series(utc_today - 29, utc_today, interval '1 day') g) d
      left join (
        select b.date, count(*) as bookings from public.bookings b
        where b.club_id = any (clubs) and b.status = 'confirmed' and b.date between utc_today - 29 and utc_today
        group by b.date
      ) n on n.date = d.date)
  ) || public.said('server_ok_dashboard') into result;
  return result;
end;
$$;

create or replace function public.scope_clubs(p_from date, p_to date, p_country_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club_ids uuid[];
  refusal jsonb;
  days int;
  prev_from date;
  club_rows jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_country_code is not null and not exists (select 1 from public.countries k where k.code = p_country_code) then
    return public.rpc_result('unknown_country', 'That country is not in the ELSY network.', public.said('server_unknown_country'));
  end if;
  select coalesce(array_agg(c.id order by c.name, c.id), '{}') into club_ids
  from public.clubs c
  where public.is_club_staff(c.id) and (p_country_code is null or c.country_code = p_country_code);
  if cardinality(club_ids) = 0 then
    return public.rpc_result('not_allowed', 'Only the staff of ELSY clubs can compare clubs.',
      public.said('server_not_allowed_compare'));
  end if;
  -- A period the reports refuse is refused here with the same sentence (its bounds are on a club's calendar).
  select r.answer into refusal
  from unnest(club_ids) with ordinality s (id, n)
  join public.clubs c on c.id = s.id
  cross join lateral (select public.report_period_refusal(c, p_from, p_to) as answer) r
  where r.answer is not null
  order by s.n
  limit 1;
  if refusal is not null then
    return refusal;
  end if;

  days := p_to - p_from + 1;
  prev_from := p_from - days;

  with
  scope as materialized (
    select s.n, c.id, c.name, c.city, c.country_code, c.currency,
           -- The club-local midnights that bound both periods, as instants (revenue is by when money moved).
           prev_from::timestamp at time zone c.time_zone as prev_from_at,
           p_from::timestamp at time zone c.time_zone as from_at,
           (p_to + 1)::timestamp at time zone c.time_zone as to_at,
           now() at time zone c.time_zone as local_now
    from unnest(club_ids) with ordinality s (id, n)
    join public.clubs c on c.id = s.id
  ),
  open_slots as materialized (
    select s.id as club_id, o.date, o.slot_id, o.date >= p_from as cur
    from scope s
    cross join lateral public.club_open_slots_no_peak(s.id, prev_from, p_to) o
  ),
  courts_in_service as materialized (
    select k.club_id, k.id from public.courts k join scope s on s.id = k.club_id where k.in_service
  ),
  blocked as materialized (
    select x.club_id, x.court_id, x.date, x.slot_id, o.cur
    from public.court_blocks x
    join courts_in_service k on k.id = x.court_id and k.club_id = x.club_id
    join open_slots o on o.club_id = x.club_id and o.date = x.date and o.slot_id = x.slot_id
    where x.club_id = any (club_ids) and x.date between prev_from and p_to
  ),
  booked as materialized (
    select b.club_id, b.court_id, b.date, b.slot_id, b.no_show_at, b.date >= p_from as cur,
           (b.date + sl.starts_at) <= s.local_now as past
    from scope s
    join public.bookings b on b.club_id = s.id
    join public.slots sl on sl.id = b.slot_id
    where b.status = 'confirmed' and b.date between prev_from and p_to
  ),
  -- Confirmed bookings on bookable court-slots (at most one each: bookings_one_per_court_slot).
  taken as (
    select k.club_id, k.cur, count(*) as booked
    from booked k
    join open_slots o on o.club_id = k.club_id and o.date = k.date and o.slot_id = k.slot_id
    join courts_in_service c on c.id = k.court_id and c.club_id = k.club_id
    where not exists (select 1 from blocked x where x.court_id = k.court_id and x.date = k.date and x.slot_id = k.slot_id)
    group by k.club_id, k.cur
  ),
  -- Bookable court-slots: each open slot on each court in service, less the blocks on them.
  open_count as (
    select o.club_id, o.cur, count(*) as open from open_slots o group by o.club_id, o.cur
  ),
  court_count as (
    select k.club_id, count(*) as courts from courts_in_service k group by k.club_id
  ),
  blocked_count as (
    select x.club_id, x.cur, count(*) as blocked from blocked x group by x.club_id, x.cur
  ),
  revenue as (
    select s.id as club_id, r.at >= s.from_at as cur, sum(r.amount) as total
    from scope s
    cross join lateral public.club_revenue_lines(s.id, s.prev_from_at, s.to_at) r
    group by 1, 2
  ),
  visits as (
    select k.club_id, k.cur, count(*) as bookings,
           count(*) filter (where k.past) as past, count(*) filter (where k.past and k.no_show_at is not null) as no_shows
    from booked k group by k.club_id, k.cur
  ),
  periods as (
    select s.id as club_id, p.cur,
           coalesce(o.open * n.courts, 0) - coalesce(x.blocked, 0) as bookable,
           coalesce(t.booked, 0) as booked,
           coalesce(r.total, 0) as revenue,
           coalesce(v.bookings, 0) as bookings, coalesce(v.past, 0) as past, coalesce(v.no_shows, 0) as no_shows
    from scope s
    cross join (values (true), (false)) p (cur)
    left join open_count o on o.club_id = s.id and o.cur = p.cur
    left join court_count n on n.club_id = s.id
    left join blocked_count x on x.club_id = s.id and x.cur = p.cur
    left join taken t on t.club_id = s.id and t.cur = p.cur
    left join revenue r on r.club_id = s.id and r.cur = p.cur
    left join visits v on v.club_id = s.id and v.cur = p.cur
  ),
  -- The figures of a period as club_report gives them (occupancy.rate, revenue.court_hours, players.no_show_rate...).
  figures as (
    select p.club_id, p.cur, jsonb_build_object(
      'booked', p.booked,
      'bookable', p.bookable,
      'occupancy', public.report_rate(p.booked, p.bookable),
      'revenue', p.revenue,
      'court_hours', p.bookable * 1.5,
      'revenue_per_court_hour', round(p.revenue / nullif(p.bookable * 1.5, 0), 2),
      'bookings', p.bookings,
      'no_shows', p.no_shows,
      'past_bookings', p.past,
      'no_show_rate', public.report_rate(p.no_shows, p.past)) as figures
    from periods p
  )
  select jsonb_agg(jsonb_build_object(
      'club', jsonb_build_object('id', s.id, 'name', s.name, 'city', s.city, 'country_code', s.country_code, 'currency', s.currency),
      'courts', jsonb_build_object('in_service', coalesce(k.in_service, 0), 'total', coalesce(k.total, 0)),
      'members', coalesce(m.members, 0),
      'current', c.figures,
      'previous', p.figures)
    order by s.n)
  into club_rows
  from scope s
  left join (select k.club_id, count(*) filter (where k.in_service) as in_service, count(*) as total
             from public.courts k where k.club_id = any (club_ids) group by k.club_id) k on k.club_id = s.id
  left join (select p.home_club_id, count(*) as members
             from public.profiles p where p.home_club_id = any (club_ids) group by p.home_club_id) m on m.home_club_id = s.id
  left join figures c on c.club_id = s.id and c.cur
  left join figures p on p.club_id = s.id and not p.cur;

  return public.rpc_result('ok', 'Clubs compared.', public.said('server_ok_clubs_compared') || jsonb_build_object(
    'period', jsonb_build_object('from', p_from, 'to', p_to, 'days', days),
    'previous_period', jsonb_build_object('from', prev_from, 'to', p_from - 1, 'days', days),
    'clubs', club_rows));
end;
$$;
