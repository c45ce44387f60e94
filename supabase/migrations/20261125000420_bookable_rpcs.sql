-- =============================================================================
-- The booking RPCs under the club's own rules (20261125000410): book_court refuses what slot_unavailable
-- refuses, court_availability marks those cells unavailable, cancellations follow the club's refund window,
-- staff may cancel without a refund (with a reason), and a walk-in guest is refunded at the desk.
-- The club's revenue is read in one place, club_revenue_lines, by the dashboard, the finance page and reports.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Revenue: both ledgers, one list
-- -----------------------------------------------------------------------------
create function public.club_revenue_lines(p_club_id uuid, p_from timestamptz, p_to timestamptz)
returns table (at timestamptz, source text, kind text, amount numeric, currency text, booking_id uuid, member_id uuid, description text)
language sql
stable
security definer
set search_path = ''
as $$
  -- Positive: money the club earned; negative: money it gave back.
  select t.completed_at, 'wallet', t.kind::text, case when t.type = 'debit' then t.amount else -t.amount end,
         t.currency, t.booking_id, t.member_id, t.description
  from public.transactions t
  where t.club_id = p_club_id and t.status = 'completed'
    and t.kind in ('booking', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund')
    and t.completed_at >= p_from and t.completed_at < p_to
  union all
  select d.created_at, 'desk', d.kind, d.amount, d.currency, d.booking_id, null, d.description
  from public.desk_payments d
  where d.club_id = p_club_id and d.created_at >= p_from and d.created_at < p_to;
$$;
comment on function public.club_revenue_lines(uuid, timestamptz, timestamptz) is
  'Internal: the club''s revenue lines in [p_from, p_to): court and tournament payments from wallets (less refunds, plus or minus move differences) and walk-in payments at the desk (less their refunds). Amounts signed, in the club''s currency.';
revoke execute on function public.club_revenue_lines(uuid, timestamptz, timestamptz) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- book_court: the club's rules
-- -----------------------------------------------------------------------------
create or replace function public.book_court(
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
  today date;
  cost numeric(10, 2);
  funds numeric(12, 2);
  booking public.bookings;
  refusal jsonb;
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
  -- Dates are judged on the club's calendar before any instant is computed from them ('infinity' has none).
  today := public.club_today(club);
  if p_date > today + club.booking_horizon_days then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be booked up to %s days ahead: please choose a date until %s.',
             club.name, club.booking_horizon_days, to_char(today + club.booking_horizon_days, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', today + club.booking_horizon_days));
  end if;
  if p_date < today or public.slot_starts_at(p_date, slot.starts_at, club.time_zone) <= now() then
    return public.rpc_result('past_slot', 'That time slot has already started. Please choose a later one.');
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
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
    end if;
    return public.rpc_result('slot_taken', 'This court is already booked for that time slot.');
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);

  -- One member's payments in this currency queue here, so two debits never both see the old balance.
  funds := public.lock_wallet(member, club.currency);

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
  end if;

  if funds < cost then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: this slot costs %s and the %s balance is %s, so %s more is needed.',
             public.money_text(cost, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(cost - funds, club.currency)),
      jsonb_build_object('price', cost, 'balance', funds, 'missing', cost - funds, 'currency', club.currency));
  end if;

  begin
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency)
    returning * into booking;
    if cost > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
      values (member, 'debit', 'booking', cost, club.currency,
              format('Court %s booking, %s, %s %s', court.number, club.name, to_char(p_date, 'YYYY-MM-DD'), slot.label),
              booking.id, club.id, caller, clock_timestamp());
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
            jsonb_build_object('member_id', member, 'court_id', court.id, 'date', p_date, 'slot_id', slot.id,
                               'price', cost, 'currency', club.currency));
  end if;

  return public.rpc_result('confirmed', 'Booking Successful!', jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency)));
end;
$$;
comment on function public.book_court(uuid, uuid, date, int, uuid) is
  'Books a court slot up to the club''s booking horizon and debits the member''s balance in the club''s currency. Idempotent on p_booking_id. Returns {status, message, booking, currency, balance, ...}.';

-- -----------------------------------------------------------------------------
-- Availability: nothing for a date that cannot be booked or shown

-- -----------------------------------------------------------------------------
-- court_availability: a cell the club took out of booking says so
-- -----------------------------------------------------------------------------
drop function public.court_availability(uuid, date);
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
  is_past boolean,
  is_unavailable boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.number, k.name, k.type, s.id, s.label,
         public.slot_starts_at(p_date, s.starts_at, c.time_zone),
         public.slot_price(k, p_date, s.starts_at), c.currency,
         public.club_is_peak(c, p_date, s.starts_at),
         u.unavailable is null
           and not exists (select 1 from public.bookings b
                           where b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'),
         public.slot_starts_at(p_date, s.starts_at, c.time_zone) <= now(),
         u.unavailable is not null
  from public.clubs c
  join public.courts k on k.club_id = c.id
  cross join public.slots s
  cross join lateral (select public.slot_unavailable(k, c, p_date, s) as unavailable) u
  where c.id = p_club_id
    and (select auth.uid()) is not null
    -- A year back and up to the horizon: enough for any screen, and no instant
    -- to compute for 'infinity' or year 294276.
    and p_date between public.club_today(c) - 366 and public.club_today(c) + c.booking_horizon_days
    -- The slots of the club's usual day; a closed weekday or closure day shows them unavailable.
    and s.starts_at >= (select min(o) from unnest(c.opens_at) o)
    and s.ends_at <= (select max(x) from unnest(c.closes_at) x)
  order by k.number, s.id;
$$;
comment on function public.court_availability(uuid, date) is
  'Every court-slot of a club on a date (up to its booking horizon) with price, peak, free, past and unavailable (closed, out of service or blocked; the reason stays with the staff).';
revoke execute on function public.court_availability(uuid, date) from public, anon;
grant execute on function public.court_availability(uuid, date) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Cancelling: the club's refund window; staff may refund nothing, with a reason
-- -----------------------------------------------------------------------------
create or replace function public.cancellation_terms(p_booking_id uuid)
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
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
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
  if public.cancels_as_staff(b, caller) then
    return public.rpc_result('cancellable',
      format('As club staff you refund the full %s, unless you choose the cancellation terms (%s) and give a reason.',
             public.money_text(b.price, b.currency), public.money_text((quote ->> 'refund')::numeric, b.currency)),
      quote || jsonb_build_object('booking', public.booking_json(b), 'staff', true,
                                  'terms_refund', (quote ->> 'refund')::numeric,
                                  'refund', b.price, 'full_refund', true));
  end if;
  return public.rpc_result('cancellable',
    case when (quote ->> 'full_refund')::boolean
      then format('Cancel now for a full refund of %s. Full refunds end %s before the start.',
                  public.money_text(b.price, b.currency), public.hours_text((quote ->> 'full_refund_hours')::int))
      else format('Less than %s before the start: cancelling now gives no refund.', public.hours_text((quote ->> 'full_refund_hours')::int)) end,
    quote || jsonb_build_object('booking', public.booking_json(b), 'staff', false));
end;
$$;
comment on function public.cancellation_terms(uuid) is
  'What cancelling a booking now would refund: {status cancellable|already_cancelled|slot_started|unknown_booking|invalid_request|not_signed_in, refund, full_refund, refund_deadline, currency, staff, terms_refund, ...}.';

create or replace function public.cancel_booking(p_booking_id uuid, p_refund text default null, p_reason text default null)
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
  as_staff boolean;
  reason text := nullif(btrim(p_reason), '');
  refund numeric(10, 2);
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.');
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
  end if;
  if p_refund is not null and p_refund not in ('full', 'terms', 'none') then
    return public.rpc_result('invalid_request', 'The refund must be "full", "terms" or "none".');
  end if;
  if char_length(reason) > 300 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 300 characters.');
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

  as_staff := public.cancels_as_staff(b, caller);
  if not as_staff and p_refund = 'full' and not (quote ->> 'full_refund')::boolean then
    return public.rpc_result('not_allowed',
      format('Only club staff can refund in full less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)));
  end if;
  if not as_staff and p_refund = 'none' then
    return public.rpc_result('not_allowed', 'Only club staff can cancel a booking without a refund.');
  end if;
  if as_staff and p_refund = 'terms' and reason is null then
    return public.rpc_result('reason_required',
      'Please give the member a reason for applying the cancellation terms instead of a full refund.');
  end if;
  if as_staff and p_refund = 'none' and reason is null then
    return public.rpc_result('reason_required', 'Please give the member a reason for cancelling without a refund.');
  end if;
  refund := case when as_staff and p_refund = 'none' then 0.00
                 when as_staff and coalesce(p_refund, 'full') = 'full' then b.price
                 else (quote ->> 'refund')::numeric end;

  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = refund
  where id = b.id
  returning * into b;
  if refund > 0 and b.member_id is null then
    -- A walk-in guest paid at the desk and is paid back there.
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
    select b.club_id, b.id, 'walk_in_refund', -refund, b.currency,
           format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), caller
    from public.courts k, public.slots s
    where k.id = b.court_id and s.id = b.slot_id;
  elsif refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
           b.id, b.club_id, caller, clock_timestamp()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  if caller is distinct from b.member_id then
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
            jsonb_build_object('member_id', b.member_id, 'refund', refund, 'currency', b.currency,
                               'guest_name', b.guest_name,
                               'refund_rule', case when as_staff then coalesce(p_refund, 'full') else 'terms' end,
                               'reason', reason));
  end if;

  return public.rpc_result('cancelled',
    case when refund > 0 and b.member_id is null then format('Booking cancelled. Refund %s at the desk.', public.money_text(refund, b.currency))
         when refund > 0 then format('Booking cancelled. %s has been refunded to the wallet.', public.money_text(refund, b.currency))
         when as_staff and p_refund = 'none' then 'Booking cancelled without a refund.'
         when as_staff then 'Booking cancelled under the cancellation terms: no refund.'
         else format('Booking cancelled. No refund: it was less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)) end,
    jsonb_build_object('booking', public.booking_json(b), 'refund', refund, 'currency', b.currency,
      'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end));
end;
$$;
comment on function public.cancel_booking(uuid, text, text) is
  'Cancels a booking (its member, its booker or club staff). Members get the club''s cancellation terms; staff cancelling someone else''s booking refund in full unless p_refund is ''terms'' or ''none'' with p_reason; a walk-in guest is refunded at the desk. Returns {status, message, booking, refund, currency, balance}.';
revoke execute on function public.cancel_booking(uuid, text, text) from public, anon;
grant execute on function public.cancel_booking(uuid, text, text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Top-ups in the club's currency
-- -----------------------------------------------------------------------------

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
           else format('No refund: it was cancelled less than %s before the start.', public.hours_text(c.full_refund_hours)) end,
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
-- The dashboard: courts in service, walk-in guests, revenue from both ledgers
-- -----------------------------------------------------------------------------
create or replace function public.club_dashboard(p_club_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its dashboard.');
  club public.clubs;
  today date;
  week_start date;
  month_start date;
  zone text;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  zone := club.time_zone;
  today := public.club_today(club);
  -- Weeks start on Monday and months on the 1st, on the club's calendar.
  week_start := date_trunc('week', today)::date;
  month_start := date_trunc('month', today)::date;

  select jsonb_build_object(
    'status', 'ok',
    'message', 'Dashboard ready.',
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', zone),
    'today', today,
    'members', (
      select jsonb_build_object(
        'total', count(*),
        'new_this_month', count(*) filter (where (p.created_at at time zone zone)::date >= month_start))
      from public.profiles p where p.home_club_id = club.id),
    'courts', (select jsonb_build_object('in_service', count(*) filter (where k.in_service), 'total', count(*))
               from public.courts k where k.club_id = club.id),
    'bookings_week', (
      select jsonb_build_object(
        'this', count(*) filter (where b.date >= week_start and b.date < week_start + 7),
        'last', count(*) filter (where b.date >= week_start - 7 and b.date < week_start))
      from public.bookings b
      where b.club_id = club.id and b.status = 'confirmed' and b.date >= week_start - 7 and b.date < week_start + 7),
    -- Revenue: what was paid for courts and tournament entries (wallets and the desk), less refunds, in the
    -- club's currency (club_revenue_lines). Top-ups are members' money held for them, not revenue.
    'revenue_month', (
      select jsonb_build_object(
        'currency', club.currency,
        'this', coalesce(sum(r.amount) filter (where r.at >= (month_start::timestamp at time zone zone)), 0),
        'last', coalesce(sum(r.amount) filter (where r.at < (month_start::timestamp at time zone zone)), 0))
      from public.club_revenue_lines(club.id, ((month_start - interval '1 month')::timestamp at time zone zone),
                                     ((month_start + interval '1 month')::timestamp at time zone zone)) r),
    'today_bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', b.id,
          'slot_id', s.id,
          'slot_label', s.label,
          'starts_at', (b.date + s.starts_at) at time zone zone,
          'court_number', k.number,
          'court_name', k.name,
          'member_id', b.member_id,
          'guest_name', b.guest_name,
          'players', case when b.member_id is null then jsonb_build_array(b.guest_name || ' (walk-in)') else (
            select coalesce(jsonb_agg(coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member')
                                      order by u.ord), '[]'::jsonb)
            from unnest(array[b.member_id] || array(select x from unnest(b.players) x where x <> b.member_id))
                 with ordinality as u(player_id, ord)
            join public.profiles p on p.id = u.player_id) end,
          'checked_in_at', b.checked_in_at,
          'no_show_at', b.no_show_at
        ) order by s.starts_at, k.number)
      from public.bookings b
      join public.courts k on k.id = b.court_id
      join public.slots s on s.id = b.slot_id
      where b.club_id = club.id and b.date = today and b.status = 'confirmed'
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.club_dashboard(uuid) is
  'The club desk''s figures for its staff: home-club members (and new this month), courts, bookings this week vs last, revenue this month vs last in the club''s currency (club_revenue_lines), and today''s bookings with players and check-in state. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, ...}.';
revoke execute on function public.club_dashboard(uuid) from public, anon;
grant execute on function public.club_dashboard(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Tournament schedule: each day's own opening hours, closed days skipped, courts in service
-- -----------------------------------------------------------------------------
create or replace function public.tournament_schedule(p_tournament_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.tournaments;
  c public.clubs;
  courts uuid[];
  day date;
  -- Minutes after midnight (plain time arithmetic would wrap past 24:00); null on a day the club is closed.
  opens int;
  closes int;
  at int;
  current_round int := 0;
  in_wave int := 0;
  m record;
begin
  select * into t from public.tournaments x where x.id = p_tournament_id;
  select * into c from public.clubs x where x.id = t.club_id;
  select array_agg(k.id order by k.number) into courts from public.courts k where k.club_id = c.id and k.in_service;
  if courts is null then
    return;
  end if;
  day := t.starts_on - 1;
  at := null;
  for m in
    select x.id, x.round from public.tournament_matches x
    where x.tournament_id = t.id and x.status <> 'bye'
    order by x.round, x.position
  loop
    if at is not null and ((m.round <> current_round and current_round > 0) or in_wave = cardinality(courts)) then
      at := at + 90;
      in_wave := 0;
    end if;
    current_round := m.round;
    -- The next day the club is open (at most a week of closed days in a row, then the draw stays unscheduled).
    while at is null or at + 90 > closes loop
      day := day + 1;
      opens := extract(hour from c.opens_at[extract(isodow from day)::int])::int * 60
               + extract(minute from c.opens_at[extract(isodow from day)::int])::int;
      closes := extract(hour from c.closes_at[extract(isodow from day)::int])::int * 60
                + extract(minute from c.closes_at[extract(isodow from day)::int])::int;
      if exists (select 1 from public.club_closures x where x.club_id = c.id and x.date = day) then
        opens := null;
      end if;
      at := opens;
      in_wave := 0;
      exit when day > t.ends_on + 7;
    end loop;
    in_wave := in_wave + 1;
    update public.tournament_matches x
    set scheduled_at = case when day <= t.ends_on and at is not null
                         then public.slot_starts_at(day, make_time(at / 60, at % 60, 0), c.time_zone) end,
        court_id = case when day <= t.ends_on and at is not null then courts[in_wave] end
    where x.id = m.id;
  end loop;
end;
$$;
comment on function public.tournament_schedule(uuid) is
  'Internal: suggested scheduled_at and court for each match of the draw (90-minute waves over the club''s courts in service, each day''s opening hours, closed days skipped).';
revoke execute on function public.tournament_schedule(uuid) from public, anon, authenticated;
