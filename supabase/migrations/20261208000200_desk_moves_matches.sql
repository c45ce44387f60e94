-- The desk moves an open match or a split only to a court and time of the same price (its players pay shares of that
-- price), and the match's players learn where it went. A booking that owes part of its price (a match organiser's
-- share, or the difference of an earlier move to a dearer slot) keeps owing that part, moved by the difference.

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
  was_said jsonb;
  now_said jsonb;
  wallet boolean;
  m public.open_matches;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_booking_id is null or p_court_id is null or p_date is null or p_slot_id is null then
    return public.rpc_result('invalid_request', 'Please choose the booking and where to move it: a court, a date and a time slot.',
      public.said('server_invalid_request_move'));
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can move bookings.', public.said('server_not_allowed_move'));
  end if;
  -- Members cannot move bookings, and a move gives a booking a new refund deadline: staff do not move their own.
  if b.member_id = caller then
    return public.rpc_result('own_booking',
      'You cannot move your own booking: another staff member of the club or a super admin must move it.',
      public.said('server_own_booking'));
  end if;
  select * into court from public.courts k where k.id = p_court_id;
  if not found or court.club_id <> b.club_id then
    return public.rpc_result('unknown_court', 'That court is not at this booking''s club.', public.said('server_unknown_court_other_club'));
  end if;
  select * into slot from public.slots s where s.id = p_slot_id;
  if not found then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.', public.said('server_unknown_slot'));
  end if;
  -- Courts before bookings, as block_court_slots takes them, so the two never wait on each other in a circle.
  perform 1 from public.courts k where k.id = court.id for key share;
  -- The row lock makes a move, a cancel or a second move of this booking take turns.
  select * into b from public.bookings x where x.id = p_booking_id for update;
  select * into club from public.clubs c where c.id = b.club_id;

  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.',
      jsonb_build_object('booking', public.booking_json(b)) || public.said('server_cancelled'));
  end if;
  if b.court_id = court.id and b.date = p_date and b.slot_id = slot.id then
    return public.rpc_result('unchanged', 'The booking is already on that court at that time.',
      jsonb_build_object('booking', public.booking_json(b), 'difference', 0, 'currency', b.currency) || public.said('server_unchanged'));
  end if;
  if (select public.slot_starts_at(b.date, s.starts_at, club.time_zone) from public.slots s where s.id = b.slot_id) <= now() then
    return public.rpc_result('slot_started', 'This booking has already started and can no longer be moved.', public.said('server_slot_started_move'));
  end if;
  refusal := public.desk_target_refusal(court, club, p_date, slot);
  if refusal is not null then
    return refusal;
  end if;

  cost := public.slot_price(court, p_date, slot.starts_at);
  difference := cost - b.price;
  -- An open match or a split: its players pay shares of this price, so it moves only to a court and time of the
  -- same price (a new price would leave the shares wrong, and the organiser paying or owing the difference alone).
  select * into m from public.open_matches x where x.booking_id = b.id and x.status <> 'cancelled';
  if found and difference <> 0 then
    return public.rpc_result('match_price',
      format('This booking is an open match whose players each pay a share of %s: move it to a court and time of the same price, or cancel the match first.',
             public.money_text(b.price, b.currency)),
      jsonb_build_object('price', b.price, 'new_price', cost, 'currency', b.currency)
      || public.said('server_match_move_price', jsonb_build_object('price', public.money_value(b.price, b.currency))));
  end if;
  -- Owed (at the club, or by card not paid yet), the new price is simply due; paid from the wallet or by card, the
  -- difference is the wallet's.
  if b.member_id is not null and difference <> 0 and b.pay_with <> 'club' and b.due = 0 then
    funds := public.lock_wallet(b.member_id, b.currency);
    if funds < difference then
      return public.rpc_result('insufficient_balance',
        format('Insufficient balance: the new slot costs %s more and the member''s %s balance is %s, so %s more is needed.',
               public.money_text(difference, b.currency), b.currency, public.money_text(funds, b.currency),
               public.money_text(difference - funds, b.currency)),
        jsonb_build_object('price', cost, 'difference', difference, 'balance', funds, 'missing', difference - funds,
                           'currency', b.currency)
        || public.said('server_insufficient_balance_move', jsonb_build_object(
             'price', public.money_value(difference, b.currency), 'currency', b.currency,
             'balance', public.money_value(funds, b.currency), 'needed', public.money_value(difference - funds, b.currency))));
    end if;
  end if;

  was := public.booking_summary(b.court_id, b.date, b.slot_id);
  now_at := public.booking_summary(court.id, p_date, slot.id);
  -- The two places as booking_summary writes them, as messages.
  select public.said('notice_summary', jsonb_build_object('court', k.number, 'club', c.name, 'day', public.day_value(b.date), 'slot', s.label))
    into was_said
  from public.courts k join public.clubs c on c.id = k.club_id join public.slots s on s.id = b.slot_id
  where k.id = b.court_id;
  now_said := public.said('notice_summary', jsonb_build_object('court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label));
  begin
    update public.bookings x
    set court_id = court.id, date = p_date, slot_id = slot.id, price = cost,
        -- What is owed moves by the difference (unpaid, the new price is due; a match's organiser owes their share);
        -- paid at the club, a dearer slot leaves the difference due.
        due = case when x.due > 0 then greatest(x.due + difference, 0) when x.pay_with <> 'club' then 0 else greatest(difference, 0) end,
        -- The desk's marks belong to a time: they stay for a court swap at the same time only.
        checked_in_at = case when x.date = p_date and x.slot_id = slot.id then x.checked_in_at end,
        no_show_at = case when x.date = p_date and x.slot_id = slot.id then x.no_show_at end
    where x.id = b.id
    returning * into moved;
    if b.pay_with = 'club' and b.due + difference < 0 then
      -- Paid at the desk, moved to a slot cheaper than what was paid: the desk gives the difference back.
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      values (b.club_id, b.id, 'booking_move', b.due + difference, b.currency,
              left(format('Booking moved: %s, was %s', now_at, was), 200),
              public.said('ledger_booking_moved', jsonb_build_object('now', now_said, 'was', was_said)),
              caller);
    elsif b.pay_with = 'club' or b.due > 0 then
      null;
    elsif difference <> 0 and b.member_id is not null then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
      values (b.member_id, case when difference > 0 then 'debit' else 'credit' end::public.transaction_type, 'booking_move',
              abs(difference), b.currency, left(format('Booking moved: %s, was %s', now_at, was), 200),
              public.said('ledger_booking_moved', jsonb_build_object('now', now_said, 'was', was_said)),
              b.id, b.club_id, caller, clock_timestamp());
    elsif difference <> 0 then
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
      values (b.club_id, b.id, 'walk_in_move', difference, b.currency,
              left(format('Walk-in moved: %s, %s, was %s', b.guest_name, now_at, was), 200),
              public.said('ledger_walk_in_moved', jsonb_build_object('guest', public.person_value(b.guest_name), 'now', now_said, 'was', was_said)),
              caller);
    end if;
  exception
    when unique_violation then
      return public.rpc_result('slot_taken', 'This court is already booked for that time slot.', public.said('server_slot_taken'));
    when sqlstate 'PT409' then
      return public.slot_unavailable_now(court.id, p_date, slot.id);
  end;

  -- A booking paid at the club speaks as a walk-in does (the desk takes or gives the difference); unpaid, it is
  -- simply moved (its new price is due).
  wallet := b.member_id is not null and b.pay_with <> 'club' and b.due = 0;
  if b.due > 0 then
    -- Owing, the member pays nothing now: only what was paid beyond the new price comes back.
    difference := least(b.due + difference, 0);
  end if;
  money := case
    when difference > 0 and wallet then format(' %s charged to the member''s wallet.', public.money_text(difference, b.currency))
    when difference < 0 and wallet then format(' %s refunded to the member''s wallet.', public.money_text(-difference, b.currency))
    when difference > 0 then format(' Take %s more at the desk.', public.money_text(difference, b.currency))
    when difference < 0 then format(' Give back %s at the desk.', public.money_text(-difference, b.currency))
    else '' end;
  perform public.notify(
    b.member_id, 'booking_moved', 'Booking moved',
    format('%s is now %s.', was, now_at)
      || case when not wallet then ''
              when difference > 0 then format(' %s was charged to your balance.', public.money_text(difference, b.currency))
              when difference < 0 then format(' %s was refunded to your balance.', public.money_text(-difference, b.currency))
              else '' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', p_date, 'slot_id', slot.id,
                       'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id),
                       'difference', difference, 'currency', b.currency),
    public.said('notice_booking_moved'),
    case when not wallet then public.said('notice_moved_body', jsonb_build_object('was', was_said, 'now', now_said))
         when difference > 0
           then public.said('notice_moved_body_charged', jsonb_build_object(
                  'was', was_said, 'now', now_said, 'amount', public.money_value(difference, b.currency)))
         when difference < 0
           then public.said('notice_moved_body_refunded', jsonb_build_object(
                  'was', was_said, 'now', now_said, 'amount', public.money_value(-difference, b.currency)))
         else public.said('notice_moved_body', jsonb_build_object('was', was_said, 'now', now_said)) end);
  if m.id is not null then
    -- The match's other players learn where it is now (the booker has the booking's own notice).
    select * into m from public.open_matches x where x.id = m.id;
    perform public.notify_match_players(m, b.member_id, 'match_moved', 'Your match was moved', public.said('notice_match_moved'));
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'move_booking', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'guest_name', b.guest_name,
                             'from', jsonb_build_object('court_id', b.court_id, 'date', b.date, 'slot_id', b.slot_id, 'price', b.price),
                             'to', jsonb_build_object('court_id', court.id, 'date', p_date, 'slot_id', slot.id, 'price', cost),
                             'difference', difference, 'currency', b.currency));

  return public.rpc_result('moved', format('Booking moved to %s.', now_at) || money,
    jsonb_build_object('booking', public.booking_json(moved), 'difference', difference, 'currency', b.currency,
                       'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end)
    || case
         when difference > 0 and wallet then public.said('server_moved_charged', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(difference, b.currency)))
         when difference < 0 and wallet then public.said('server_moved_refunded', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(-difference, b.currency)))
         when difference > 0 then public.said('server_moved_take_more', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(difference, b.currency)))
         when difference < 0 then public.said('server_moved_give_back', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label,
           'amount', public.money_value(-difference, b.currency)))
         else public.said('server_moved', jsonb_build_object(
           'court', court.number, 'club', club.name, 'day', public.day_value(p_date), 'slot', slot.label)) end);
end;
$$;


create or replace function public.stored_text_forms()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object('key', f.key, 'words', to_jsonb(w.words), 'names', to_jsonb(n.names),
                                      'shapes', to_jsonb(n.shapes), 'pattern', p.pattern)
                   order by char_length(array_to_string(w.words, '')) desc, f.key)
  from (values
    ('ledger_booking', 'Court {court} booking, {club}, {date} {slot}'),
    ('ledger_refund', 'Refund: court {court}, {club}, {date} {slot}'),
    ('ledger_refund_closed', 'Refund (club closed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up', 'Wallet top-up'),
    ('ledger_entry_fee', 'Entry fee: {tournament}'),
    ('ledger_entry_fee_refund', 'Entry fee refund: {tournament}'),
    ('ledger_entry_fee_refund_cancelled', 'Entry fee refund: {tournament} (cancelled)'),
    ('ledger_entry_fee_refund_declined', 'Entry fee refund: {tournament} (invitation declined)'),
    ('ledger_entry_fee_refund_expired', 'Entry fee refund: {tournament} (invitation not accepted in time)'),
    ('ledger_walk_in', 'Walk-in: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund', 'Walk-in refund: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund_closed', 'Walk-in refund (club closed): {guest}, court {court}, {date} {slot}'),
    ('ledger_booking_moved', 'Booking moved: {now}, was {was}'),
    ('ledger_walk_in_moved', 'Walk-in moved: {guest}, {now}, was {was}'),
    ('ledger_paid_at_desk', 'Paid at the desk ({method}): {person}, court {court}, {date} {slot}'),
    ('ledger_paid_by_card', 'Paid by card online: {person}, court {court}, {date} {slot}'),
    ('ledger_refund_card', 'Refund to card: court {court}, {club}, {date} {slot}'),
    ('ledger_card_payment_to_wallet', 'Card payment to the wallet (the booking was cancelled, paid or changed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up_card', 'Wallet top-up by card'),
    ('notice_summary', 'Court {court} at {club}, {day}, {slot}'),
    ('notice_summary_sentence', '{booking}.'),
    ('notice_booking_confirmed', 'Booking confirmed'),
    ('notice_booking_cancelled', 'Booking cancelled'),
    ('notice_booking_moved', 'Booking moved'),
    ('notice_top_up_confirmed', 'Top-up confirmed'),
    ('notice_booked_by_staff', 'Booked for you by club staff.'),
    ('notice_cancelled_by_staff', 'Cancelled by club staff.'),
    ('notice_refunded', '{amount} refunded to your balance.'),
    ('notice_refunded_card', '{amount} will be refunded to your card.'),
    ('notice_no_refund', 'No refund.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hour before the start.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hours before the start.'),
    ('notice_moved_body', '{was} is now {now}.'),
    ('notice_moved_charged', '{amount} was charged to your balance.'),
    ('notice_moved_refunded', '{amount} was refunded to your balance.'),
    ('notice_top_up_added', '{amount} added to your balance.'),
    ('notice_match_confirmed', 'Match result confirmed'),
    ('notice_match_to_confirm', 'Confirm a match result'),
    ('notice_match_disputed', 'Match result disputed'),
    ('notice_match_won', 'You won {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost', 'You lost {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won', '{name} reported that you won {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost', '{name} reported that you lost {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_disputed_body', '{name} disputed the result you recorded ({score}): "{reason}"'),
    ('notice_draw_published', 'Draw published: {tournament}'),
    ('notice_tournament_cancelled', '{tournament} is cancelled'),
    ('notice_bracket_out', 'Registration has closed and the bracket is out: {teams} teams, starting {day}.'),
    ('notice_schedule_out', 'Registration has closed and the schedule is out: {teams} teams, starting {day}.'),
    ('notice_too_few_teams', 'Fewer than two teams registered, so it will not take place. Entry fees have been refunded to the wallets they came from.'),
    ('notice_registered_title', 'Registered for {tournament}'),
    ('notice_registered_body', '{names} registered you both for {tournament}, starting {day}.'),
    ('notice_withdrawn_title', 'Withdrawn from {tournament}'),
    ('notice_withdrawn_body', '{names} withdrew your team from {tournament}.'),
    ('notice_fee_refunded', 'The entry fee of {amount} has been refunded.'),
    ('notice_fee_refunded_wallet', 'The entry fee of {amount} has been refunded to your wallet.'),
    ('notice_winners_title', 'Winners: {tournament}'),
    ('notice_you_won', 'You won {tournament}. Congratulations!'),
    ('notice_team_won', '{names} won {tournament}.'),
    ('notice_result_title', 'Result: {tournament}'),
    ('notice_result_body', '{winners} beat {losers} {score}.'),
    ('notice_invitation_title', 'Invitation: {tournament}'),
    ('notice_invitation_body', '{name} invited you to play {tournament} together, starting {day}. Accept or decline before registration closes.'),
    ('notice_invitation_accepted_title', 'Invitation accepted: {tournament}'),
    ('notice_invitation_accepted_body', '{name} accepted: your team is entered in {tournament}.'),
    ('notice_invitation_declined_title', 'Invitation declined: {tournament}'),
    ('notice_invitation_declined_body', '{name} declined to play {tournament} with you.'),
    ('notice_invitation_expired_title', 'Invitation expired: {tournament}'),
    ('notice_invitation_expired_body', 'Your partner did not accept before registration closed, so your team is not in {tournament}.'),
    ('notice_registration_open_title', 'Registration open: {tournament}'),
    ('notice_registration_open_knockout', 'Knockout at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_round_robin', 'Round robin at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_americano', 'Americano at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_match_won_own_club', 'You won {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost_own_club', 'You lost {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won_own_club', '{name} reported that you won {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost_own_club', '{name} reported that you lost {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_won_friendly', 'You won {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly', 'You lost {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_won_friendly_own_club', 'You won {score} at your club. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly_own_club', 'You lost {score} at your club. It is a friendly: it does not count for ratings.'),
    ('ledger_match_share', 'Match share: court {court}, {club}, {date} {slot}'),
    ('ledger_match_share_refund', 'Match share refunded: court {court}, {club}, {date} {slot}'),
    ('ledger_match_unfilled_refund', 'Refund (match not full): court {court}, {club}, {date} {slot}'),
    ('ledger_match_shared', 'Court shared, the other players'' shares back: court {court}, {club}, {date} {slot}'),
    ('ledger_share_paid_at_desk', 'Share paid at the desk ({method}): {person}, court {court}, {club}, {date} {slot}'),
    ('notice_match_added', '{person} added you to a match: pay your share of {amount}'),
    ('notice_match_request', '{person} asks to join your match'),
    ('notice_match_joined', '{person} joined your match'),
    ('notice_match_left', '{person} left your match'),
    ('notice_match_kept', '{person} kept the court: your match goes ahead'),
    ('notice_match_accepted', 'You are in: your request to join a match was accepted'),
    ('notice_match_accepted_pay', 'You are in: your request to join a match was accepted, and your share is yours to pay'),
    ('notice_match_declined', 'Your request to join a match was declined'),
    ('notice_match_full', 'Your match is full'),
    ('notice_match_offer', 'A place is free in a match you wait for: it is offered to you first'),
    ('notice_match_place_taken', 'Your place was taken: your share is refunded'),
    ('notice_match_cancelled', 'Match cancelled: every share is refunded'),
    ('notice_match_unfilled', 'Match cancelled: it was not full in time, and every share is refunded'),
    ('notice_match_unpaid_shares', 'Unpaid shares of your match are yours: {amount}'),
    ('notice_match_reminder', 'Your match starts soon'),
    ('notice_match_moved', 'Your match was moved')
  ) as f (key, english)
  cross join lateral (select regexp_split_to_array(f.english, '\{\w+\}') as words) w
  cross join lateral (
    select coalesce(array_agg(m.found[1] order by m.n), '{}') as names,
           coalesce(array_agg(case
             -- to_char's 'YYYY-MM-DD', 'Dy FMDD Mon YYYY', 'FMDD Mon YYYY', 'Dy DD Mon', 'Dy FMDD Mon' and 'FMDD Mon'.
             when m.found[1] in ('date', 'day', 'closes') then '\d{4}-\d{2}-\d{2}|(?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}(?: \d{4})?'
             -- public.booking_summary: notice_summary's "Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30".
             when m.found[1] in ('booking', 'was', 'now') then 'Court \d+ at .+?, (?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} - \d{1,2}:\d{2}'
             -- public.money_text: "€12.00", "-£1,250.00", "CHF 12.00".
             when m.found[1] in ('amount', 'fee') then '-?(?:€|£|\$|[A-Z]{3} )\d{1,3}(?:,\d{3})*\.\d{2}'
             when m.found[1] in ('court', 'teams', 'hours') then '\d+'
             when m.found[1] = 'slot' then '\d{1,2}:\d{2} - \d{1,2}:\d{2}'
             when m.found[1] = 'closes_time' then '\d{1,2}:\d{2}'
             when m.found[1] = 'score' then '\d+-\d+(?: \d+-\d+)*'
             when m.found[1] in ('before', 'after') then '\d+(?:\.\d+)?'
             when m.found[1] = 'delta' then '[+-]?\d+(?:\.\d+)?' end order by m.n), '{}') as shapes
    from regexp_matches(f.english, '\{(\w+)\}', 'g') with ordinality as m (found, n)) n
  cross join lateral (
    select '^' || string_agg(regexp_replace(w.words[i], '([]^$.*+?(){}|\\[])', '\\\1', 'g')
                             || case when i < cardinality(w.words) then '(' || coalesce(n.shapes[i], '.+?') || ')' else '' end,
                             '' order by i) || '$' as pattern
    from generate_subscripts(w.words, 1) as i) p;
$$;

comment on function public.move_booking(uuid, uuid, date, int) is
  'Club staff move a booking that has not started to another court, date or slot of its club, atomically; never their own booking (own_booking). The price becomes the new slot''s; the difference is one booking_move ledger row (debit or credit) for a member paying by wallet, one booking_move desk payment when paid at the club, one walk_in_move desk payment for a walk-in; what a booking still owes moves by the difference. An open match or split moves only to a slot of the same price (match_price), and its players are notified. The member is notified; audited. Returns {status moved|unchanged|own_booking|match_price|slot_taken|unavailable|club_closed|court_out_of_service|past_slot|too_far_ahead|slot_started|cancelled|insufficient_balance|unknown_court|unknown_slot|not_allowed|invalid_request|not_signed_in, message, booking, difference, currency, balance}.';
