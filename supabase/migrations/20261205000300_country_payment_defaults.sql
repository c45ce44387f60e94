-- Country defaults for how a new club is paid, as for its other rules: the ways it takes (wallet, at the club,
-- card), how many unpaid bookings a member may hold there, and the minutes in which a new booking is cancelled
-- for free. A new club starts with its country's; a club changes its own in its settings.

alter table public.countries
  add column default_pay_ways public.pay_way[] not null default '{wallet,club}',
  add column default_unpaid_limit smallint not null default 2,
  add column default_free_cancel_minutes smallint not null default 10,
  add constraint countries_default_pay_ways check (cardinality(default_pay_ways) between 1 and 3),
  add constraint countries_default_unpaid_limit check (default_unpaid_limit between 0 and 20),
  add constraint countries_default_free_cancel_minutes check (default_free_cancel_minutes between 0 and 120);
comment on column public.countries.default_pay_ways is 'The ways a new club in the country is paid.';
comment on column public.countries.default_unpaid_limit is 'A new club''s cap on unpaid (pay at the club) bookings per member.';
comment on column public.countries.default_free_cancel_minutes is 'A new club''s window after booking in which a cancellation is refunded in full.';

-- One set of rules for the ways to pay, a club's and a country's default alike: null when they are fine, else
-- the refusal (with the field it is about).
create function public.payment_rules_refusal(p_pay_ways text[], p_unpaid_limit numeric, p_free_cancel_minutes numeric)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_pay_ways is null or array_ndims(p_pay_ways) > 1 or cardinality(p_pay_ways) = 0 or cardinality(p_pay_ways) > 3
     or exists (select 1 from unnest(p_pay_ways) w where w is null or w not in ('wallet', 'club', 'card')) then
    return public.rpc_result('invalid_request', 'Please choose at least one way to pay: wallet, at the club or card.',
      jsonb_build_object('field', 'pay_ways') || public.said('server_invalid_request_pay_ways'));
  end if;
  if 'card' = any (p_pay_ways) and not public.card_payments_enabled() then
    return public.rpc_result('invalid_request', 'Card payments are not set up for this network yet.',
      jsonb_build_object('field', 'pay_ways') || public.said('server_invalid_request_card_not_set_up'));
  end if;
  if p_unpaid_limit is null or not (p_unpaid_limit between 0 and 20) or p_unpaid_limit <> trunc(p_unpaid_limit) then
    return public.rpc_result('invalid_request', 'The limit of unpaid bookings is a whole number from 0 to 20.',
      jsonb_build_object('field', 'unpaid_limit') || public.said('server_invalid_request_unpaid_limit'));
  end if;
  if p_free_cancel_minutes is null or not (p_free_cancel_minutes between 0 and 120) or p_free_cancel_minutes <> trunc(p_free_cancel_minutes) then
    return public.rpc_result('invalid_request', 'The minutes to cancel a new booking for free are a whole number from 0 to 120.',
      jsonb_build_object('field', 'free_cancel_minutes') || public.said('server_invalid_request_free_cancel_minutes'));
  end if;
  return null;
end;
$$;
comment on function public.payment_rules_refusal(text[], numeric, numeric) is
  'Helper: why ways to pay, an unpaid-bookings limit and free-cancel minutes cannot be saved (null: they can).';
revoke execute on function public.payment_rules_refusal(text[], numeric, numeric) from public, anon, authenticated;

create or replace function public.set_club_payment_rules(p_club_id uuid, p_pay_ways text[], p_unpaid_limit numeric, p_free_cancel_minutes numeric,
                                              p_card_refunds_to text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can change how it is paid.',
                                             public.said('server_not_allowed_payment_rules'));
  old_club public.clubs;
  ways public.pay_way[];
  refunds_to text;
begin
  if refusal is not null then
    return refusal;
  end if;
  refusal := public.payment_rules_refusal(p_pay_ways, p_unpaid_limit, p_free_cancel_minutes);
  if refusal is not null then
    return refusal;
  end if;
  if p_card_refunds_to is not null and p_card_refunds_to not in ('wallet', 'card') then
    return public.rpc_result('invalid_request', 'Refunds of card payments go to the wallet or back to the card.',
      jsonb_build_object('field', 'card_refunds_to') || public.said('server_invalid_request_card_refunds_to'));
  end if;
  ways := array(select distinct w::public.pay_way from unnest(p_pay_ways) w order by 1);
  select * into old_club from public.clubs x where x.id = p_club_id for update;
  refunds_to := coalesce(p_card_refunds_to, old_club.card_refunds_to);
  update public.clubs x
  set pay_ways = ways, unpaid_limit = p_unpaid_limit::smallint, free_cancel_minutes = p_free_cancel_minutes::smallint,
      card_refunds_to = refunds_to
  where x.id = p_club_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_payment_rules', 'clubs', p_club_id::text, p_club_id, jsonb_build_object(
    'before', jsonb_build_object('pay_ways', old_club.pay_ways, 'unpaid_limit', old_club.unpaid_limit,
                                 'free_cancel_minutes', old_club.free_cancel_minutes, 'card_refunds_to', old_club.card_refunds_to),
    'after', jsonb_build_object('pay_ways', ways, 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int,
                                'card_refunds_to', refunds_to)));
  return public.rpc_result('saved', 'Payment rules saved.',
    jsonb_build_object('pay_ways', to_jsonb(ways), 'unpaid_limit', p_unpaid_limit::int, 'free_cancel_minutes', p_free_cancel_minutes::int,
                       'card_refunds_to', refunds_to)
    || public.said('server_saved_payment_rules'));
end;
$$;

-- The English beside the unpaid-limit refusal says one booking in the singular, and any count of them due.
create or replace function public.book_court(
  p_booking_id uuid,
  p_court_id uuid,
  p_date date,
  p_slot_id int,
  p_member_id uuid default null,
  p_pay_with text default 'wallet'
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
  today date;
  cost numeric(10, 2);
  funds numeric(12, 2);
  booking public.bookings;
  refusal jsonb;
  way public.pay_way;
  unpaid int;
begin
  if caller is null then
    return public.rpc_result('not_signed_in',
      'Authentication Required: Please sign in or create an account to book a court.', public.said('server_not_signed_in_book'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.', public.said('server_invalid_request'));
  end if;
  if coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose how to pay: from your wallet, at the club or by card.',
      public.said('server_invalid_request_pay_with'));
  end if;
  way := coalesce(p_pay_with, 'wallet')::public.pay_way;

  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
  end if;

  select * into court from public.courts k where k.id = p_court_id;
  if not found then
    return public.rpc_result('unknown_court', 'That court does not exist.', public.said('server_unknown_court'));
  end if;
  select * into club from public.clubs c where c.id = court.club_id;

  if member <> caller then
    if not public.is_club_staff(club.id) then
      return public.rpc_result('not_allowed', 'Only staff of this club can book for another member.', public.said('server_not_allowed'));
    end if;
    if not exists (select 1 from public.profiles p where p.id = member) then
      return public.rpc_result('unknown_member', 'That member does not exist.', public.said('server_unknown_member'));
    end if;
    -- Staff charge the wallet of the club's own members only: a booking made for someone makes nobody a member.
    if not exists (select 1 from public.club_member_ids(club.id, member)) then
      return public.rpc_result('not_a_member',
        format('%s is not a member of this club yet: they become one by booking here themselves, asking for a top-up here or choosing it as their home club.',
               (select public.person_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = member)),
        jsonb_build_object('member_id', member)
        || public.said('server_not_a_member', jsonb_build_object('name', public.person_value(
             (select public.person_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = member)))));
    end if;
  end if;

  -- Card is a way to pay while card payments are set up (public.card_payments_enabled): a club that chose it keeps its
  -- choice meanwhile, and the booking page offers its other ways.
  if way = 'card' and way = any (club.pay_ways) and not public.card_payments_enabled() then
    return public.card_not_set_up() || jsonb_build_object('pay_ways', to_jsonb(array_remove(club.pay_ways, 'card'::public.pay_way)));
  end if;
  if not (way = any (club.pay_ways)) then
    return public.rpc_result('pay_way_not_accepted',
      format('%s does not take %s. Please choose another way to pay.', club.name,
             case way when 'wallet' then 'payment from the wallet' when 'club' then 'payment at the club' else 'card payments' end),
      jsonb_build_object('pay_ways', to_jsonb(case when public.card_payments_enabled() then club.pay_ways
                                                   else array_remove(club.pay_ways, 'card'::public.pay_way) end))
      || public.said('server_pay_way_not_accepted', jsonb_build_object('club', club.name, 'way', public.said('server_pay_way_' || way::text))));
  end if;

  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
  end if;
  -- Dates are judged on the club's calendar before any instant is computed from them ('infinity' has none).
  today := public.club_today(club);
  if p_date > today + club.booking_horizon_days then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
             club.name, club.booking_horizon_days, to_char(today + club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', today + club.booking_horizon_days)
      || public.said('server_too_far_ahead', jsonb_build_object(
           'club', club.name, 'days', club.booking_horizon_days, 'until', public.day_value(today + club.booking_horizon_days))));
  end if;
  if p_date < today or public.slot_starts_at(p_date, slot.starts_at, club.time_zone) <= now() then
    return public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.', public.said('server_past_slot'));
  end if;
  -- Opening hours, closure days, courts out of service and blocks: the one rule, after the date is known to be real.
  refusal := public.slot_unavailable(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;
  -- Early answer only: the unique index below decides races. The booking holding the slot may be this very
  -- request, committed by a retry that started after our first look: that is a replay, not a taken slot.
  select * into existing from public.bookings b
  where b.court_id = court.id and b.date = p_date and b.slot_id = slot.id and b.status = 'confirmed';
  if found then
    if existing.id = p_booking_id then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);

  -- The court before the wallet, as block_court_slots and add_club_closure hold them (they refund wallets while
  -- holding their courts): the two never wait on each other in a circle.
  perform 1 from public.courts k where k.id = court.id for key share;

  -- One member's payments in this currency queue here, so two debits never both see the old balance.
  funds := public.lock_wallet(member, club.currency);

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
  end if;

  -- A booking to pay by card is owed until the card payment lands (and stays owed at the desk if it never does):
  -- it counts toward the limit as one to pay at the club.
  if way in ('club', 'card') then
    -- Under the member's wallet lock: two bookings at once cannot both slip under the limit.
    select count(*) into unpaid from public.bookings x where x.member_id = member and x.club_id = club.id and x.due > 0;
    if unpaid >= club.unpaid_limit then
      return public.rpc_result('unpaid_limit_reached',
        case when club.unpaid_limit = 0
             then format('%s takes payment at the club only for bookings already paid: please pay this one from your wallet.', club.name)
             else format('At %s you can hold %s %s to pay at the club, and you have %s with something due: pay at the desk first, or pay this one from your wallet.',
                         club.name, club.unpaid_limit, case when club.unpaid_limit = 1 then 'booking' else 'bookings' end, unpaid) end,
        jsonb_build_object('limit', club.unpaid_limit, 'unpaid', unpaid)
        || case when club.unpaid_limit = 0 then public.said('server_unpaid_limit_none', jsonb_build_object('club', club.name))
                else public.said('server_unpaid_limit_reached', jsonb_build_object('club', club.name, 'limit', club.unpaid_limit, 'count', unpaid)) end);
    end if;
  elsif funds < cost then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: this slot costs %s and the %s balance is %s, so %s more is needed.',
             public.money_text(cost, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(cost - funds, club.currency)),
      jsonb_build_object('price', cost, 'balance', funds, 'missing', cost - funds, 'currency', club.currency)
      || public.said('server_insufficient_balance', jsonb_build_object(
           'price', public.money_value(cost, club.currency), 'currency', club.currency,
           'balance', public.money_value(funds, club.currency), 'needed', public.money_value(cost - funds, club.currency))));
  end if;

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency, pay_with, due)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency, way,
            case when way in ('club', 'card') then cost else 0 end)
    returning * into booking;
    if cost > 0 and way = 'wallet' then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
      values (member, 'debit', 'booking', cost, club.currency,
              format('Court %s booking, %s, %s %s', court.number, club.name, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              public.said('ledger_booking', jsonb_build_object(
                'court', court.number, 'club', club.name, 'date', public.day_value(p_date), 'slot', slot.label)),
              booking.id, club.id, caller, clock_timestamp());
    end if;
  exception when unique_violation then
    -- Either the same id committed meanwhile (a concurrent retry) or another
    -- booking won the court-slot; the block's writes are already undone.
    select * into existing from public.bookings b where b.id = p_booking_id;
    if found then
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id, way);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
  when sqlstate 'PT409' then
    -- The club closed the court-slot meanwhile (bookings_not_on_blocks): the booking and its debit are undone too.
    return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  if member <> caller then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'book_for_member', 'bookings', booking.id::text, club.id,
            jsonb_build_object('member_id', member, 'court_id', court.id, 'date', p_date, 'slot_id', slot.id,
                               'price', cost, 'currency', club.currency, 'pay_with', way));
  end if;

  return public.rpc_result('confirmed',
    case when booking.due > 0 and way = 'card'
           then format('Booking Successful! Pay %s by card now: until it is paid, it is due at the club.', public.money_text(booking.due, club.currency))
         when booking.due > 0 then format('Booking Successful! Pay %s at the club.', public.money_text(booking.due, club.currency))
         else 'Booking Successful!' end,
    jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency))
    || case when booking.due > 0 and way = 'card'
            then public.said('server_confirmed_pay_by_card', jsonb_build_object('amount', public.money_value(booking.due, club.currency)))
            when booking.due > 0
            then public.said('server_confirmed_pay_at_club', jsonb_build_object('amount', public.money_value(booking.due, club.currency)))
            else public.said('server_confirmed') end);
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
                            peak_starts_at, peak_weekdays, full_refund_hours, pay_ways, unpaid_limit, free_cancel_minutes)
  values (country.code, club_name, city, address, phone, email, opens, closes,
          country.default_peak_starts_at, country.default_peak_weekdays, country.default_full_refund_hours,
          country.default_pay_ways, country.default_unpaid_limit, country.default_free_cancel_minutes)
  returning * into club;
  insert into public.courts (club_id, number, name, type, off_peak_price, peak_price)
  select club.id, e.n, coalesce(nullif(btrim(e.v ->> 'name'), ''), 'Court ' || e.n),
         public.court_type_of(e.v ->> 'type'), (e.v ->> 'off_peak_price')::numeric, (e.v ->> 'peak_price')::numeric
  from jsonb_array_elements(courts) with ordinality e(v, n);

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'create_club', 'clubs', club.id::text, club.id, jsonb_build_object(
    'name', club.name, 'country_code', club.country_code, 'city', club.city, 'address', club.address,
    'time_zone', club.time_zone, 'currency', club.currency, 'opens_at', club.opens_at, 'closes_at', club.closes_at,
    'pay_ways', club.pay_ways, 'unpaid_limit', club.unpaid_limit, 'free_cancel_minutes', club.free_cancel_minutes,
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

drop function public.set_country_defaults(text, numeric, text, int[]);
create function public.set_country_defaults(
  p_country_code text,
  p_full_refund_hours numeric,
  p_peak_starts_at text,
  p_peak_weekdays int[],
  p_pay_ways text[] default null,
  p_unpaid_limit numeric default null,
  p_free_cancel_minutes numeric default null
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
  ways public.pay_way[];
  limit_n smallint;
  minutes smallint;
  payment_refusal jsonb;
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
  -- How new clubs there are paid: left out (null), each keeps the country's current default.
  payment_refusal := public.payment_rules_refusal(
    coalesce(p_pay_ways, old_country.default_pay_ways::text[]),
    coalesce(p_unpaid_limit, old_country.default_unpaid_limit),
    coalesce(p_free_cancel_minutes, old_country.default_free_cancel_minutes));
  if payment_refusal is not null then
    return payment_refusal;
  end if;
  ways := case when p_pay_ways is null then old_country.default_pay_ways
               else array(select distinct w::public.pay_way from unnest(p_pay_ways) w order by 1) end;
  limit_n := coalesce(p_unpaid_limit::smallint, old_country.default_unpaid_limit);
  minutes := coalesce(p_free_cancel_minutes::smallint, old_country.default_free_cancel_minutes);

  update public.countries k
  set default_full_refund_hours = hours, default_peak_starts_at = starts_at, default_peak_weekdays = weekdays,
      default_pay_ways = ways, default_unpaid_limit = limit_n, default_free_cancel_minutes = minutes
  where k.code = p_country_code;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_country_defaults', 'countries', p_country_code, null, jsonb_build_object(
    'country', old_country.name,
    'before', jsonb_build_object('full_refund_hours', old_country.default_full_refund_hours,
                                 'peak_starts_at', old_country.default_peak_starts_at, 'peak_weekdays', old_country.default_peak_weekdays,
                                 'pay_ways', old_country.default_pay_ways, 'unpaid_limit', old_country.default_unpaid_limit,
                                 'free_cancel_minutes', old_country.default_free_cancel_minutes),
    'after', jsonb_build_object('full_refund_hours', hours, 'peak_starts_at', starts_at, 'peak_weekdays', weekdays,
                                'pay_ways', ways, 'unpaid_limit', limit_n, 'free_cancel_minutes', minutes)));
  return public.rpc_result('saved',
    format('Defaults for %s saved. New clubs there start with them; existing clubs keep their own rules.', old_country.name),
    jsonb_build_object('full_refund_hours', hours,
                       'peak', jsonb_build_object('starts_at', to_char(starts_at, 'HH24:MI'), 'weekdays', to_jsonb(weekdays)),
                       'payment', jsonb_build_object('pay_ways', to_jsonb(ways), 'unpaid_limit', limit_n, 'free_cancel_minutes', minutes))
      || public.said('server_saved_country_defaults', jsonb_build_object('country', old_country.name)));
end;
$$;

comment on function public.set_country_defaults(text, numeric, text, int[], text[], numeric, numeric) is
  'Country owner or super admin: the rules a new club in the country starts with (refund window, peak, ways to pay, unpaid limit, free-cancel minutes); audited. Existing clubs keep theirs.';
revoke execute on function public.set_country_defaults(text, numeric, text, int[], text[], numeric, numeric) from public, anon;
grant execute on function public.set_country_defaults(text, numeric, text, int[], text[], numeric, numeric) to authenticated, service_role;

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
                                     'weekdays', to_jsonb(k.default_peak_weekdays)),
          'payment', jsonb_build_object('pay_ways', to_jsonb(k.default_pay_ways), 'unpaid_limit', k.default_unpaid_limit,
                                        'free_cancel_minutes', k.default_free_cancel_minutes))
        order by k.name)
      from public.countries k
      where public.is_country_staff(k.code)), '[]'::jsonb),
    'slot_starts', (select jsonb_agg(to_char(s.starts_at, 'HH24:MI') order by s.starts_at) from public.slots s)));
end;
$$;
