-- Booking and the wallet, the member's side, name their messages: every answer of book_court and its helpers
-- (the slot refusals, the replay), cancellation_terms, the top-up requests and confirmations, marking
-- notifications read and the language setting carry a key of the app's catalogue and its values beside the
-- English (public.said); the ledger lines they write and the notifications their triggers send name theirs
-- too (description_message, title_message / body_message), so the app says them in the reader's language.

create or replace function public.club_inactive_answer(p_club_name text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.rpc_result('club_inactive', format('%s is not taking bookings.', p_club_name),
    public.said('server_club_inactive', jsonb_build_object('club', p_club_name)));
$$;

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
      public.rpc_result('club_closed', 'The club is closed at that time.', public.said('server_club_closed'))
    when not p_court.in_service then
      public.rpc_result('court_out_of_service', 'This court is out of service.', public.said('server_court_out_of_service'))
    when exists (select 1 from public.court_blocks x
                 where x.court_id = p_court.id and x.date = on_date and x.slot_id = p_slot.id) then
      public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.', public.said('server_unavailable'))
  end;
$$;

create or replace function public.slot_unavailable_now(p_court_id uuid, p_date date, p_slot_id int)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select public.slot_unavailable(k, c, p_date, s)
     from public.courts k
     join public.clubs c on c.id = k.club_id
     join public.slots s on s.id = p_slot_id
     where k.id = p_court_id),
    public.rpc_result('unavailable', 'Unavailable: this court cannot be booked at that time.', public.said('server_unavailable')));
$$;

create or replace function public.book_court_replay(existing public.bookings, caller uuid, member uuid, court uuid, on_date date, slot int)
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
        'currency', existing.currency,
        'balance', public.wallet_balance(member, existing.currency)) || public.said('server_replayed'))
    else public.rpc_result('id_conflict', 'This booking id was already used for a different booking.',
                           jsonb_build_object('booking', null) || public.said('server_id_conflict'))
  end;
$$;

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
      'Authentication Required: Please sign in or create an account to book a court.', public.said('server_not_signed_in_book'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please select a date, a time slot and a court.', public.said('server_invalid_request'));
  end if;

  select * into existing from public.bookings b where b.id = p_booking_id;
  if found then
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
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
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
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
    return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
  end if;

  if funds < cost then
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
    insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
    values (p_booking_id, court.id, club.id, p_date, slot.id, caller, member, array[member], cost, club.currency)
    returning * into booking;
    if cost > 0 then
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
      return public.book_court_replay(existing, caller, member, p_court_id, p_date, p_slot_id);
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
                               'price', cost, 'currency', club.currency));
  end if;

  return public.rpc_result('confirmed', 'Booking Successful!', jsonb_build_object(
    'booking', public.booking_json(booking),
    'currency', club.currency,
    'balance', public.wallet_balance(member, club.currency)) || public.said('server_confirmed'));
end;
$$;

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
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.', public.said('server_not_signed_in_bookings'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or not (b.member_id = caller or b.booked_by = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if b.status = 'cancelled' then
    return public.rpc_result('already_cancelled', 'This booking is already cancelled.',
      jsonb_build_object('booking', public.booking_json(b), 'refund', b.refund_amount) || public.said('server_already_cancelled'));
  end if;
  quote := public.cancellation_quote(b);
  if (quote ->> 'started')::boolean then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be cancelled.',
      quote || jsonb_build_object('booking', public.booking_json(b), 'refund', 0) || public.said('server_slot_started'));
  end if;
  if public.cancels_as_staff(b, caller) then
    return public.rpc_result('cancellable',
      format('As club staff you refund the full %s, unless you choose the cancellation terms (%s) and give a reason.',
             public.money_text(b.price, b.currency), public.money_text((quote ->> 'refund')::numeric, b.currency)),
      quote || jsonb_build_object('booking', public.booking_json(b), 'staff', true,
                                  'terms_refund', (quote ->> 'refund')::numeric,
                                  'refund', b.price, 'full_refund', true)
      || public.said('server_cancellable_staff', jsonb_build_object(
           'price', public.money_value(b.price, b.currency), 'refund', public.money_value((quote ->> 'refund')::numeric, b.currency))));
  end if;
  return public.rpc_result('cancellable',
    case when (quote ->> 'full_refund')::boolean
      then format('Cancel now for a full refund of %s. Full refunds end %s before the start.',
                  public.money_text(b.price, b.currency), public.hours_text((quote ->> 'full_refund_hours')::int))
      else format('Less than %s before the start: cancelling now gives no refund.', public.hours_text((quote ->> 'full_refund_hours')::int)) end,
    quote || jsonb_build_object('booking', public.booking_json(b), 'staff', false)
    || case when (quote ->> 'full_refund')::boolean
         then public.said('server_cancellable', jsonb_build_object(
                'price', public.money_value(b.price, b.currency), 'hours', (quote ->> 'full_refund_hours')::int))
         else public.said('server_cancellable_no_refund', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)) end);
end;
$$;

create or replace function public.request_top_up(p_amount numeric, p_club_id uuid default null, p_request_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club public.clubs;
  pending int;
  t public.transactions;
  -- How many unpaid requests a member may have at one club: enough to fix a
  -- typo, too few to flood a desk.
  max_pending constant int := 3;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to add funds.', public.said('server_not_signed_in_funds'));
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 1000 or p_amount <> round(p_amount, 2) then
    return public.rpc_result('invalid_amount', 'Please enter an amount between 0.01 and 1000.00.', public.said('server_invalid_amount'));
  end if;
  select * into club from public.clubs c
  where c.id = coalesce(p_club_id, (select p.home_club_id from public.profiles p where p.id = caller));
  if not found then
    return public.rpc_result(case when p_club_id is null then 'club_required' else 'unknown_club' end,
      case when p_club_id is null then 'Please choose the club where you will pay.' else 'That club does not exist.' end,
      case when p_club_id is null then public.said('server_club_required') else public.said('server_unknown_club') end);
  end if;

  if p_request_id is not null then
    select * into t from public.transactions x where x.id = p_request_id;
    if found then
      if t.member_id = caller and t.kind = 'top_up' and t.amount = p_amount and t.club_id = club.id then
        return public.rpc_result('replayed', 'Top-up requested. It counts once the club confirms the payment.',
          jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                             'balance', public.wallet_balance(caller, t.currency)) || public.said('server_replayed_top_up'));
      end if;
      return public.rpc_result('id_conflict', 'This request id was already used for a different transaction.', public.said('server_id_conflict_top_up'));
    end if;
  end if;

  -- The cap is counted under the wallet lock, so requests sent at once queue and count each other.
  perform public.lock_wallet(caller, club.currency);
  select count(*) into pending from public.transactions x
  where x.member_id = caller and x.club_id = club.id and x.kind = 'top_up' and x.status = 'pending';
  if pending >= max_pending then
    return public.rpc_result('too_many_pending',
      format('You already have %s top-ups waiting at %s. Please pay them at the desk before asking for another.',
             pending, club.name),
      jsonb_build_object('pending', pending, 'max_pending', max_pending)
      || public.said('server_too_many_pending', jsonb_build_object('pending', pending, 'club', club.name)));
  end if;

  begin
    insert into public.transactions (id, member_id, type, kind, amount, currency, description, description_message, status, club_id, created_by)
    values (coalesce(p_request_id, gen_random_uuid()), caller, 'credit', 'top_up', p_amount, club.currency,
            'Wallet top-up', public.said('ledger_top_up'), 'pending', club.id, caller)
    returning * into t;
  exception when unique_violation then
    return public.request_top_up(p_amount, p_club_id, p_request_id);
  end;
  return public.rpc_result('pending', 'Top-up requested. It counts once the club confirms the payment.',
    jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                       'balance', public.wallet_balance(caller, t.currency)) || public.said('server_pending'));
end;
$$;

create or replace function public.confirm_top_up(p_transaction_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.transactions;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.', public.said('server_not_signed_in'));
  end if;
  if p_transaction_id is null then
    return public.rpc_result('invalid_request', 'Please choose a top-up.', public.said('server_invalid_request_top_up'));
  end if;
  select * into t from public.transactions x where x.id = p_transaction_id and x.kind = 'top_up' for update;
  if not found then
    return public.rpc_result('unknown_transaction', 'That top-up does not exist.', public.said('server_unknown_transaction'));
  end if;
  if not (public.has_role(array['super_admin']::public.user_role[])
          or (t.club_id is not null and public.is_club_staff(t.club_id))) then
    return public.rpc_result('not_allowed', 'Only staff of the club where it was paid can confirm a top-up.', public.said('server_not_allowed_confirm_top_up'));
  end if;
  -- Money nobody paid must never reach a wallet through its owner's own hands.
  if t.member_id = caller then
    return public.rpc_result('own_top_up',
      'You cannot confirm your own top-up: another staff member of the club or a super admin must confirm it.',
      public.said('server_own_top_up'));
  end if;
  if t.status = 'completed' then
    return public.rpc_result('already_completed', 'This top-up is already confirmed.',
      jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
                         'balance', public.wallet_balance(t.member_id, t.currency)) || public.said('server_already_completed'));
  end if;

  update public.transactions set status = 'completed', completed_at = clock_timestamp() where id = t.id returning * into t;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'confirm_top_up', 'transactions', t.id::text, t.club_id,
          jsonb_build_object('member_id', t.member_id, 'amount', t.amount, 'currency', t.currency));

  return public.rpc_result('completed', format('Top-up of %s confirmed.', public.money_text(t.amount, t.currency)),
    jsonb_build_object('transaction', to_jsonb(t), 'currency', t.currency,
      'balance', public.wallet_balance(t.member_id, t.currency))
    || public.said('server_completed', jsonb_build_object('amount', public.money_value(t.amount, t.currency))));
end;
$$;

create or replace function public.mark_notifications_read(p_ids uuid[] default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  changed int;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.', public.said('server_not_signed_in'));
  end if;
  update public.notifications n set read_at = now()
  where n.user_id = caller and n.read_at is null and (p_ids is null or n.id = any (p_ids));
  get diagnostics changed = row_count;
  return public.rpc_result('read', 'Notifications marked as read.', jsonb_build_object(
    'marked', changed,
    'unread', (select count(*) from public.notifications n where n.user_id = caller and n.read_at is null))
    || public.said('server_read'));
end;
$$;

create or replace function public.set_my_locale(p_locale text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  wanted text := nullif(btrim(p_locale), '');
begin
  if me is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if wanted is not null and wanted not in ('en', 'es', 'fr', 'de', 'it', 'pt', 'nl') then
    return public.rpc_result('unknown_locale', 'ELSY does not speak that language.', public.said('server_unknown_locale'));
  end if;
  update public.profiles set locale = wanted where id = me;
  if not found then
    return public.rpc_result('unknown_profile', 'Profile not found', public.said('server_unknown_profile'));
  end if;
  return public.rpc_result('updated', 'Language saved', jsonb_build_object('locale', wanted) || public.said('server_updated_language'));
end;
$$;

create or replace function public.notify_bookings_confirmed()
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
    b.member_id, 'booking_confirmed', 'Booking confirmed',
    public.booking_summary(b.court_id, b.date, b.slot_id)
      || case when b.booked_by is distinct from b.member_id then '. Booked for you by club staff.' else '' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                       'price', b.price, 'booked_by_staff', b.booked_by is distinct from b.member_id),
    public.said('notice_booking_confirmed'),
    case when b.booked_by is distinct from b.member_id
      then public.said('notice_sentences', jsonb_build_object('sentences', jsonb_build_array(
             public.said('notice_summary_sentence', jsonb_build_object('booking', x.summary)),
             public.said('notice_booked_by_staff'))))
      else x.summary end)
  from inserted_bookings b
  -- The booking in one line as booking_summary writes it, as a message.
  left join lateral (
    select public.said('notice_summary', jsonb_build_object(
             'court', k.number, 'club', c.name, 'day', public.day_value(b.date), 'slot', s.label)) as summary
    from public.courts k
    join public.clubs c on c.id = k.club_id
    join public.slots s on s.id = b.slot_id
    where k.id = b.court_id
  ) x on true
  where b.status = 'confirmed';
  return null;
end;
$$;

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
                       'refund', coalesce(b.refund_amount, 0), 'currency', b.currency),
    public.said('notice_booking_cancelled'),
    public.said('notice_sentences', jsonb_build_object('sentences',
      jsonb_build_array(public.said('notice_summary_sentence', jsonb_build_object('booking', x.summary)))
      || case when b.cancelled_by is distinct from b.member_id
           then jsonb_build_array(public.said('notice_cancelled_by_staff')) else '[]'::jsonb end
      || jsonb_build_array(case when coalesce(b.refund_amount, 0) > 0
           then public.said('notice_refunded', jsonb_build_object('amount', public.money_value(b.refund_amount, b.currency)))
           when b.cancelled_by is distinct from b.member_id then public.said('notice_no_refund')
           else public.said('notice_no_refund_late', jsonb_build_object(
                  'hours', coalesce(b.full_refund_hours, c.full_refund_hours))) end))))
  from new_bookings b
  join old_bookings o on o.id = b.id
  join public.clubs c on c.id = b.club_id
  -- The booking in one line as booking_summary writes it, as a message.
  left join lateral (
    select public.said('notice_summary', jsonb_build_object(
             'court', k.number, 'club', kc.name, 'day', public.day_value(b.date), 'slot', s.label)) as summary
    from public.courts k
    join public.clubs kc on kc.id = k.club_id
    join public.slots s on s.id = b.slot_id
    where k.id = b.court_id
  ) x on true
  where o.status = 'confirmed' and b.status = 'cancelled' and b.member_id is not null;
  return null;
end;
$$;

create or replace function public.notify_top_ups_confirmed()
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
    t.member_id, 'top_up_confirmed', 'Top-up confirmed',
    public.money_text(t.amount, t.currency) || ' added to your balance.',
    '/player-balance',
    jsonb_build_object('transaction_id', t.id, 'amount', t.amount, 'currency', t.currency, 'club_id', t.club_id),
    public.said('notice_top_up_confirmed'),
    public.said('notice_top_up_added', jsonb_build_object('amount', public.money_value(t.amount, t.currency))))
  from new_transactions t
  join old_transactions o on o.id = t.id
  where t.kind = 'top_up' and o.status = 'pending' and t.status = 'completed';
  return null;
end;
$$;
