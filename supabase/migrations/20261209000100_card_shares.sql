-- Shares of a match paid by card online.
--
-- A player pays the share they owe by card where the club takes card and card payments are set up: the quote
-- (card_payment_quote, p_match_id) records exactly what the place owes, and the webhook settles it once: the place
-- is paid (a share_payment desk line by card online, as a card-paid booking is), or, when the place no longer owes
-- that amount (left, cancelled, paid meanwhile), the money goes to the wallet. Joining a listed match by card takes
-- the place with the share owed by card: unpaid after match_card_hold_minutes() it is freed for the next player
-- (the waiting list first); a request made by card and accepted has no hold (it may be accepted hours later): its
-- share is the player's to pay from the match page. A player who took a late leaver's place by card refunds the leaver when the card pays,
-- not before. A share paid by card and refunded (leaving in time, a cancelled match) goes to the wallet: refunds to
-- the card are for a booking's whole price (clubs.card_refunds_to).

alter table public.card_payments drop constraint card_payments_kind;
alter table public.card_payments add constraint card_payments_kind check (kind in ('booking', 'top_up', 'match_share'));
alter table public.card_payments add column match_id uuid references public.open_matches (id) on delete cascade;
alter table public.card_payments add constraint card_payments_match check ((kind = 'match_share') = (match_id is not null));
alter table public.card_payments drop constraint card_payments_outcome;
alter table public.card_payments add constraint card_payments_outcome check (outcome in ('booking_paid', 'top_up', 'to_wallet', 'share_paid'));
comment on column public.card_payments.match_id is 'The match whose share this pays (kind match_share): the caller''s own place''s share.';
create index card_payments_match_idx on public.card_payments (match_id, member_id) where match_id is not null;

-- Places joined by card and not paid yet: what settle_due_matches looks for once their hold runs out.
create index open_match_places_card_hold_idx on public.open_match_places (updated_at)
  where state = 'in' and pay_with = 'card' and paid + due < share;

create function public.match_card_hold_minutes()
returns int
language sql
immutable
set search_path = ''
as $$
  select 15;
$$;
comment on function public.match_card_hold_minutes() is
  'Helper: how long a place joined by card in a listed match is held unpaid before it is freed for the next player.';
revoke execute on function public.match_card_hold_minutes() from public, anon;
grant execute on function public.match_card_hold_minutes() to authenticated, service_role;

create or replace function public.card_payment_json(p public.card_payments)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', p.id, 'kind', p.kind, 'member_id', p.member_id, 'booking_id', p.booking_id, 'match_id', p.match_id, 'club_id', p.club_id,
                            'amount', p.amount, 'currency', p.currency, 'amount_minor', p.amount_minor,
                            'payment_intent_id', p.payment_intent_id, 'status', p.status, 'outcome', p.outcome);
$$;

drop function public.card_payment_quote(uuid, numeric, text);
create function public.card_payment_quote(p_booking_id uuid default null, p_amount numeric default null, p_currency text default null,
                                          p_match_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  club public.clubs;
  paid public.card_payments;
  m public.open_matches;
  place public.open_match_places;
  owed numeric(10, 2);
  wanted text := upper(btrim(p_currency));
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to pay by card.', public.said('server_not_signed_in_card'));
  end if;
  if not public.card_payments_enabled() then
    return public.card_not_set_up();
  end if;
  if num_nonnulls(p_booking_id, p_match_id, coalesce(p_amount::text, p_currency)) <> 1 then
    return public.rpc_result('invalid_request', 'Please choose what to pay by card: a booking, or an amount to add to your wallet.',
      public.said('server_invalid_request_card_payment'));
  end if;

  if p_match_id is not null then
    select * into m from public.open_matches x where x.id = p_match_id;
    if not found or not public.match_visible(m) then
      return public.unknown_match();
    end if;
    select * into place from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
    if not found or place.state <> 'in' then
      return public.rpc_result('not_in_match', 'You have no place in this match.', public.said('server_match_not_in'));
    end if;
    if m.status = 'cancelled' then
      return public.rpc_result('match_closed', 'This match is no longer open.', public.said('server_match_closed'));
    end if;
    -- What the place owes and is not already to be paid at the club.
    owed := place.share - place.paid - place.due;
    if owed <= 0 then
      return public.rpc_result('already_paid', 'Your share is already paid.', public.said('server_match_already_paid'));
    end if;
    select * into club from public.clubs c where c.id = m.club_id;
    if not ('card' = any (club.pay_ways)) then
      return public.rpc_result('pay_way_not_accepted',
        format('%s does not take %s. Please choose another way to pay.', club.name, 'card payments'),
        jsonb_build_object('pay_ways', to_jsonb(club.pay_ways))
        || public.said('server_pay_way_not_accepted', jsonb_build_object('club', club.name, 'way', public.said('server_pay_way_card'))));
    end if;
    select * into b from public.bookings x where x.id = m.booking_id;
    select * into paid from public.card_payments p
    where p.match_id = m.id and p.member_id = caller and p.status in ('open', 'failed') and p.amount = owed
      and p.created_at > now() - interval '23 hours'
    order by p.created_at desc limit 1;
    if not found then
      insert into public.card_payments (member_id, kind, match_id, club_id, amount, currency, amount_minor)
      values (caller, 'match_share', m.id, m.club_id, owed, b.currency, public.stripe_minor_units(owed, b.currency))
      returning * into paid;
    end if;
  elsif p_booking_id is not null then
    select * into b from public.bookings x where x.id = p_booking_id;
    -- Someone else's booking and no booking get the same answer.
    if not found or b.member_id is distinct from caller then
      return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
    end if;
    select * into club from public.clubs c where c.id = b.club_id;
    if b.status <> 'confirmed' then
      return public.rpc_result('cancelled', 'This booking was cancelled.',
        jsonb_build_object('booking', public.booking_json(b)) || public.said('server_cancelled'));
    end if;
    if b.due = 0 then
      return public.rpc_result('already_paid', 'Nothing is due for this booking.',
        jsonb_build_object('booking', public.booking_json(b)) || public.said('server_already_paid'));
    end if;
    if not ('card' = any (club.pay_ways)) then
      return public.rpc_result('pay_way_not_accepted',
        format('%s does not take %s. Please choose another way to pay.', club.name, 'card payments'),
        jsonb_build_object('pay_ways', to_jsonb(club.pay_ways))
        || public.said('server_pay_way_not_accepted', jsonb_build_object('club', club.name, 'way', public.said('server_pay_way_card'))));
    end if;
    -- Asked again (a second tap, a reload), the same payment: the function gives back the intent it made.
    select * into paid from public.card_payments p
    where p.booking_id = b.id and p.member_id = caller and p.status in ('open', 'failed') and p.amount = b.due
      and p.created_at > now() - interval '23 hours'
    order by p.created_at desc limit 1;
    if not found then
      insert into public.card_payments (member_id, kind, booking_id, club_id, amount, currency, amount_minor)
      values (caller, 'booking', b.id, b.club_id, b.due, b.currency, public.stripe_minor_units(b.due, b.currency))
      returning * into paid;
    end if;
  else
    if p_amount is null or p_amount <= 0 or p_amount > 1000 or p_amount <> round(p_amount, 2) then
      return public.rpc_result('invalid_amount', 'Please enter an amount between 0.01 and 1000.00.', public.said('server_invalid_amount'));
    end if;
    -- A currency the member can use: one of the network's clubs charges in it.
    if wanted is null or wanted !~ '^[A-Z]{3}$' or not exists (select 1 from public.clubs c where c.currency = wanted) then
      return public.rpc_result('unknown_currency', 'No club of the network charges in that currency. Please choose another.',
        public.said('server_unknown_currency'));
    end if;
    insert into public.card_payments (member_id, kind, amount, currency, amount_minor)
    values (caller, 'top_up', p_amount, wanted, public.stripe_minor_units(p_amount, wanted))
    returning * into paid;
  end if;

  return public.rpc_result('quoted', format('Pay %s by card.', public.money_text(paid.amount, paid.currency)),
    jsonb_build_object('card_payment', public.card_payment_json(paid))
    || public.said('server_card_payment_quoted', jsonb_build_object('amount', public.money_value(paid.amount, paid.currency))));
end;
$$;
comment on function public.card_payment_quote(uuid, numeric, text, uuid) is
  'What the caller pays by card, recorded as a card payment (create-card-payment then asks Stripe for it): p_booking_id, the caller''s own confirmed booking''s due at a club that takes card (the same open payment again when asked again); p_match_id, what the caller''s own place in a match owes (its share less what is paid or due at the club); or p_amount and p_currency, a wallet top-up (0.01..1000.00, a currency of the network). Returns {status quoted|card_not_set_up|unknown_booking|unknown_match|not_in_match|match_closed|cancelled|already_paid|pay_way_not_accepted|invalid_amount|unknown_currency|invalid_request|not_signed_in, message, card_payment {id, kind, member_id, booking_id, match_id, club_id, amount, currency, amount_minor, payment_intent_id, status, outcome}}.';
revoke execute on function public.card_payment_quote(uuid, numeric, text, uuid) from public, anon;
grant execute on function public.card_payment_quote(uuid, numeric, text, uuid) to authenticated, service_role;

create or replace function public.settle_card_payment(p_paid public.card_payments)
returns public.card_payments
language plpgsql
volatile
set search_path = ''
as $$
declare
  paid public.card_payments := p_paid;
  b public.bookings;
  k public.courts;
  club public.clubs;
  s public.slots;
  who text;
  desk_id uuid;
  line_id uuid;
  result text;
  m public.open_matches;
  place public.open_match_places;
  words jsonb;
begin
  if paid.kind = 'match_share' then
    -- The booking, then the match, locked as every path that settles or cancels a match takes them.
    select * into m from public.open_matches x where x.id = paid.match_id;
    select * into b from public.bookings x where x.id = m.booking_id for update;
    select * into m from public.open_matches x where x.id = paid.match_id for update;
    select * into place from public.open_match_places x where x.match_id = m.id and x.member_id = paid.member_id;
    select * into club from public.clubs x where x.id = m.club_id;
    words := public.match_words(m);
    if m.status <> 'cancelled' and b.status = 'confirmed' and place.state = 'in'
       and place.share - place.paid - place.due = paid.amount and b.currency = paid.currency then
      select public.person_name(p.first_name, p.last_name, p.username) into who from public.profiles p where p.id = paid.member_id;
      insert into public.desk_payments (club_id, booking_id, member_id, kind, amount, currency, description, description_message, created_by, method)
      values (m.club_id, b.id, paid.member_id, 'share_payment', paid.amount, b.currency,
              left(format('Share paid by card online: %s, %s', coalesce(who, 'member'), words ->> 'english'), 200),
              public.said('ledger_share_paid_by_card', jsonb_build_object(
                'person', public.person_value(coalesce(who, '')), 'court', words -> 'court', 'club', words -> 'club',
                'date', words -> 'date', 'slot', words -> 'slot')),
              paid.member_id, 'card_online')
      returning id into desk_id;
      update public.open_match_places x set paid = x.paid + paid.amount, pay_with = 'card', updated_at = now()
      where x.match_id = m.id and x.member_id = paid.member_id;
      -- A place a late leaver gave up is paid for now: their share comes back.
      perform public.match_refund_leaver(m, paid.amount, paid.member_id);
      result := 'share_paid';
    else
      -- The place left, the match cancelled, or the share paid another way meanwhile: the money is the member's.
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, status, club_id, created_by, completed_at)
      values (paid.member_id, 'credit', 'top_up', paid.amount, paid.currency,
              left('Card payment to the wallet (the booking was cancelled, paid or changed): ' || (words ->> 'english'), 200),
              public.said('ledger_card_payment_to_wallet', jsonb_build_object(
                'court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')),
              'completed', case when club.currency = paid.currency then club.id end, paid.member_id, clock_timestamp())
      returning id into line_id;
      result := 'to_wallet';
    end if;
  elsif paid.kind = 'booking' then
    -- The booking's row lock: the desk taking the same booking (take_booking_payment) waits, or made us wait, so
    -- exactly one of the two finds the price due.
    select * into b from public.bookings x where x.id = paid.booking_id for update;
    select * into k from public.courts x where x.id = b.court_id;
    select * into club from public.clubs x where x.id = b.club_id;
    select * into s from public.slots x where x.id = b.slot_id;
    if b.status = 'confirmed' and b.due = paid.amount and b.currency = paid.currency then
      select public.person_name(p.first_name, p.last_name, p.username) into who from public.profiles p where p.id = b.member_id;
      insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by, method)
      values (b.club_id, b.id, 'booking_payment', paid.amount, b.currency,
              left(format('Paid by card online: %s, court %s, %s %s', coalesce(who, 'member'), k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
              public.said('ledger_paid_by_card', jsonb_build_object(
                'person', public.person_value(coalesce(who, '')), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
              paid.member_id, 'card_online')
      returning id into desk_id;
      update public.bookings x set due = 0 where x.id = b.id;
      result := 'booking_paid';
    else
      -- Cancelled, paid at the desk, or moved to another price meanwhile: the money is the member's, in the wallet.
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, status, club_id, created_by, completed_at)
      values (paid.member_id, 'credit', 'top_up', paid.amount, paid.currency,
              left(format('Card payment to the wallet (the booking was cancelled, paid or changed): court %s, %s, %s %s',
                          k.number, club.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
              public.said('ledger_card_payment_to_wallet', jsonb_build_object(
                'court', k.number, 'club', club.name, 'date', public.day_value(b.date), 'slot', s.label)),
              'completed', case when club.currency = paid.currency then club.id end, paid.member_id, clock_timestamp())
      returning id into line_id;
      result := 'to_wallet';
    end if;
  else
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, status, created_by, completed_at)
    values (paid.member_id, 'credit', 'top_up', paid.amount, paid.currency, 'Wallet top-up by card', public.said('ledger_top_up_card'),
            'completed', paid.member_id, clock_timestamp())
    returning id into line_id;
    result := 'top_up';
  end if;
  update public.card_payments p
  set status = 'succeeded', outcome = result, settled_at = now(), updated_at = now(), last_error = null,
      desk_payment_id = desk_id, transaction_id = line_id
  where p.id = paid.id
  returning * into paid;
  return paid;
end;
$$;
comment on function public.settle_card_payment(public.card_payments) is
  'Internal (record_stripe_event): settles a succeeded card payment once: the booking''s due or the place''s share paid, or the wallet credited.';
revoke execute on function public.settle_card_payment(public.card_payments) from public, anon, authenticated;

create or replace function public.match_charge_place(m public.open_matches, p public.open_match_places, p_way public.pay_way, p_caller uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  club public.clubs;
  b public.bookings;
  owed numeric(10, 2) := p.share - p.paid - p.due;
  funds numeric(12, 2);
  unpaid int;
  words jsonb;
begin
  if owed <= 0 then
    return null;
  end if;
  select * into b from public.bookings x where x.id = m.booking_id;
  select * into club from public.clubs c where c.id = m.club_id;
  if p_way = 'card' and 'card' = any (club.pay_ways) and public.card_payments_enabled() then
    -- Paid by card online afterwards (card_payment_quote with the match): the share stays owed until the webhook.
    update public.open_match_places x set pay_with = 'card', updated_at = now()
    where x.match_id = p.match_id and x.member_id = p.member_id;
    return null;
  end if;
  if not (p_way = any (club.pay_ways)) or p_way = 'card' then
    return public.rpc_result('pay_way_not_accepted',
      format('%s takes shares of a match from the wallet or at the club, not %s. Please choose another way to pay.', club.name,
             case p_way when 'wallet' then 'payment from the wallet' when 'club' then 'payment at the club' else 'card payments' end),
      jsonb_build_object('pay_ways', to_jsonb(array(select w from unnest(club.pay_ways) w where w <> 'card')))
      || public.said('server_match_pay_way', jsonb_build_object('club', club.name,
           'way', public.said('server_pay_way_' || p_way::text))));
  end if;
  funds := public.lock_wallet(p.member_id, club.currency);
  if p_way = 'club' then
    -- Shares and bookings owed at the club count together toward the club's limit.
    select (select count(*) from public.bookings x where x.member_id = p.member_id and x.club_id = club.id and x.due > 0)
         + (select count(*) from public.open_match_places q join public.open_matches n on n.id = q.match_id
            where q.member_id = p.member_id and n.club_id = club.id and q.due > 0 and n.status <> 'cancelled')
      into unpaid;
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
    update public.open_match_places x set due = x.due + owed, pay_with = 'club', updated_at = now()
    where x.match_id = p.match_id and x.member_id = p.member_id;
    return null;
  end if;
  if funds < owed then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: your share is %s and the %s balance is %s, so %s more is needed.',
             public.money_text(owed, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(owed - funds, club.currency)),
      jsonb_build_object('price', owed, 'balance', funds, 'missing', owed - funds, 'currency', club.currency)
      || public.said('server_match_insufficient_balance', jsonb_build_object(
           'share', public.money_value(owed, club.currency), 'currency', club.currency,
           'balance', public.money_value(funds, club.currency), 'needed', public.money_value(owed - funds, club.currency))));
  end if;
  words := public.match_words(m);
  insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                   created_by, completed_at)
  values (p.member_id, 'debit', 'match_share', owed, club.currency, left('Match share: ' || (words ->> 'english'), 200),
          public.said('ledger_match_share', jsonb_build_object('court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')), b.id, club.id, p_caller, clock_timestamp());
  update public.open_match_places x set paid = x.paid + owed, pay_with = 'wallet', updated_at = now()
  where x.match_id = p.match_id and x.member_id = p.member_id;
  return null;
end;
$$;

create or replace function public.pay_match_share(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  refusal jsonb;
  currency text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  select b.currency into currency from public.bookings b where b.id = m.booking_id;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if not found or p.state <> 'in' then
    return public.rpc_result('not_in_match', 'You have no place in this match.', public.said('server_match_not_in'));
  end if;
  if p.paid + p.due >= p.share then
    return public.rpc_result('already_paid', 'Your share is already paid.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_paid'));
  end if;
  if m.status = 'cancelled' then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  if p_pay_with = 'card' then
    -- A card is charged through create-card-payment (card_payment_quote with the match), never from here.
    return public.rpc_result('invalid_request', 'Pay your share by card from the match''s page.', public.said('server_match_card_online'));
  end if;
  refusal := public.match_charge_place(m, p, coalesce(p_pay_with, 'wallet')::public.pay_way, caller);
  if refusal is not null then
    return refusal;
  end if;
  return public.rpc_result('paid', 'Your share is paid.',
    jsonb_build_object('match', public.match_json(m.id), 'balance', public.wallet_balance(caller, currency), 'currency', currency)
    || public.said('server_match_share_paid'));
end;
$$;

create or replace function public.join_match(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet', p_wait boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  way public.pay_way;
  level numeric;
  refusal jsonb;
  pos smallint;
  fills boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  way := coalesce(p_pay_with, 'wallet')::public.pay_way;
  -- A retry of a join that reached the server answers what the first one did.
  select * into p from public.open_match_places x where x.request_id = p_request_id;
  if found then
    if p.member_id <> caller then
      return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
    end if;
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;

  perform public.settle_match(p_match_id);
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  -- The same join may have committed while this one waited for the match.
  select * into p from public.open_match_places x where x.request_id = p_request_id and x.member_id = caller;
  if found then
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;

  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if found and p.state in ('in', 'requested', 'waiting') then
    return public.rpc_result('already_in', 'You are already part of this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_in'));
  end if;

  if p.member_id is not null and p.state = 'declined' then
    return public.rpc_result('request_declined', 'The organiser declined your request to join this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_request_declined'));
  end if;

  level := public.player_level(caller);
  -- An offer is the offered player's; anyone else counts it as a place taken.
  if (p.state is distinct from 'offered') and public.match_places_taken(m.id) >= 4 then
    if not coalesce(p_wait, false) then
      return public.rpc_result('match_full', 'This match filled up meanwhile: nothing was charged. You can join its waiting list.',
        jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_full'));
    end if;
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'waiting', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'waiting', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    return public.rpc_result('waiting', 'You are on the waiting list: when a place frees, it is offered to you first in line.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_waiting'));
  end if;

  if (p.state is distinct from 'offered') and not m.private and level not between m.level_min and m.level_max then
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'requested', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'requested', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    perform public.notify_match(m.organiser_id, m, 'match_request',
      format('%s asks to join your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
      public.said('notice_match_request', jsonb_build_object('person', public.person_value(
        (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
    return public.rpc_result('requested',
      'Your level is outside this match''s range: the organiser has been asked, and you pay your share when they accept.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_requested'));
  end if;

  if m.private and (p.state is null or p.state <> 'offered') then
    return public.unknown_match();
  end if;

  -- A player who left after the deadline and comes back: what they paid then comes back first, and they pay afresh.
  if p.member_id is not null and p.state = 'left' and p.paid + p.due > 0 then
    perform public.match_refund_place(m, p, p.paid + p.due, caller);
  end if;
  pos := public.match_free_position(m.id);
  insert into public.open_match_places (match_id, member_id, position, state, share, request_id, pay_with)
  values (m.id, caller, pos, 'in', public.match_share((select b.price from public.bookings b where b.id = m.booking_id), pos), p_request_id, way)
  on conflict (match_id, member_id) do update
    set state = 'in', position = excluded.position, share = excluded.share, paid = 0, due = 0, request_id = excluded.request_id,
        pay_with = excluded.pay_with, offered_until = null, updated_at = now()
  returning * into p;
  refusal := public.match_charge_place(m, p, way, caller);
  if refusal is not null then
    -- Nothing was charged: the place is not taken (an offer stays the player's until it runs out).
    raise exception using errcode = 'PT402', message = refusal::text;
  end if;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if p.pay_with is distinct from 'card' then
    perform public.match_refund_leaver(m, p.share, caller);
  end if;
  m := public.match_recount(m.id);
  fills := m.status = 'full';
  perform public.notify_match_players(m, caller, 'match_joined',
    format('%s joined your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
    public.said('notice_match_joined', jsonb_build_object('person', public.person_value(
      (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
  if fills then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('joined',
    case when p.pay_with = 'club' then format('You are in! Pay your share of %s at the club.',
                                              public.money_text(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)))
         when p.pay_with = 'card' and m.private then format('You are in! Pay your share of %s by card.',
                                              public.money_text(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)))
         when p.pay_with = 'card' then format('You are in! Pay your share of %s by card within %s minutes to keep your place.',
                                              public.money_text(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)),
                                              public.match_card_hold_minutes())
         else 'You are in! Your share is paid.' end,
    jsonb_build_object('match', public.match_json(m.id),
                       'balance', public.wallet_balance(caller, (select b.currency from public.bookings b where b.id = m.booking_id)),
                       'currency', (select b.currency from public.bookings b where b.id = m.booking_id))
    || case when p.pay_with = 'club'
            then public.said('server_match_joined_pay_at_club', jsonb_build_object('amount',
                   public.money_value(p.share, (select b.currency from public.bookings b where b.id = m.booking_id))))
            when p.pay_with = 'card' and m.private
            then public.said('server_match_joined_pay_by_card', jsonb_build_object('amount',
                   public.money_value(p.share, (select b.currency from public.bookings b where b.id = m.booking_id))))
            when p.pay_with = 'card'
            then public.said('server_match_joined_pay_by_card_soon', jsonb_build_object('amount',
                   public.money_value(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)),
                   'minutes', public.match_card_hold_minutes()))
            else public.said('server_match_joined') end);
exception when sqlstate 'PT402' then
  return sqlerrm::jsonb;
end;
$$;

create or replace function public.settle_match(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.open_matches;
  b public.bookings;
  club public.clubs;
  p public.open_match_places;
  unpaid numeric(10, 2);
  org public.open_match_places;
  refusal jsonb;
begin
  select x.* into m from public.open_matches x where x.id = p_match_id;
  if not found or m.status = 'cancelled' then
    return;
  end if;
  -- The booking before the match, as every path that cancels takes them.
  select * into b from public.bookings x where x.id = m.booking_id for update;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if m.status = 'cancelled' or b.status <> 'confirmed' then
    return;
  end if;
  select * into club from public.clubs c where c.id = m.club_id;

  -- A place joined by card in a listed match and not paid in time is freed: the waiting list is offered it first.
  if not m.private then
    for p in select * from public.open_match_places x
             where x.match_id = m.id and x.state = 'in' and x.pay_with = 'card' and x.paid + x.due < x.share
               and x.member_id <> m.organiser_id and x.updated_at <= now() - make_interval(mins => public.match_card_hold_minutes()) loop
      update public.open_match_places x set state = 'left', position = null, share = x.paid + x.due, updated_at = now()
      where x.match_id = m.id and x.member_id = p.member_id;
      perform public.notify_match(p.member_id, m, 'match_card_unpaid', 'Your place in a match was freed: your share was not paid by card in time',
        public.said('notice_match_card_unpaid'));
      m := public.match_recount(m.id);
      perform public.match_offer_next(m);
    end loop;
  end if;

  -- Expired offers pass to the next in line.
  for p in select * from public.open_match_places x where x.match_id = m.id and x.state = 'offered' and x.offered_until <= now() loop
    update public.open_match_places x set state = 'left', offered_until = null, updated_at = now()
    where x.match_id = m.id and x.member_id = p.member_id;
    perform public.match_offer_next(m);
  end loop;

  if m.settled_at is null and now() >= m.starts_at - make_interval(hours => club.match_cutoff_hours) then
    if not m.private and m.kept_by is null and m.status = 'open' then
      -- Not full by the cut-off: cancelled, every share and the organiser's booking refunded.
      update public.open_matches x set settled_at = now() where x.id = m.id;
      -- The trigger below cancels the match; the players hear why from here.
      perform set_config('elsy.settling_match', m.id::text, true);
      update public.bookings x set status = 'cancelled', cancelled_at = now(), cancelled_by = null, refund_amount = x.price
      where x.id = b.id
      returning * into b;
      perform set_config('elsy.settling_match', '', true);
      if b.refund_amount > 0 then
        insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                         created_by, completed_at)
        select b.member_id, 'credit', 'refund', b.refund_amount, b.currency,
               left('Refund (match not full): ' || (w.words ->> 'english'), 200),
               public.said('ledger_match_unfilled_refund', jsonb_build_object('court', w.words -> 'court', 'club', w.words -> 'club', 'date', w.words -> 'date', 'slot', w.words -> 'slot')), b.id, b.club_id, null, clock_timestamp()
        from (select public.match_words(m) as words) w;
      end if;
      select * into m from public.open_matches x where x.id = p_match_id;
      perform public.notify_match_players(m, null, 'match_unfilled', 'Match cancelled: it was not full in time, and every share is refunded',
        public.said('notice_match_unfilled'));
      return;
    end if;
    -- What is still unpaid falls on the organiser: their wallet when it holds enough, else due at the club.
    select coalesce(sum(x.share - x.paid - x.due), 0) into unpaid from public.open_match_places x
    where x.match_id = m.id and x.state = 'in' and x.member_id <> m.organiser_id and x.paid + x.due < x.share;
    if unpaid > 0 then
      update public.open_match_places x set share = x.paid + x.due, updated_at = now()
      where x.match_id = m.id and x.state = 'in' and x.member_id <> m.organiser_id and x.paid + x.due < x.share;
      update public.open_match_places x set share = x.share + unpaid, updated_at = now()
      where x.match_id = m.id and x.member_id = m.organiser_id
      returning * into org;
      refusal := public.match_charge_place(m, org, 'wallet', null);
      if refusal is not null then
        update public.open_match_places x set due = x.due + (x.share - x.paid - x.due), pay_with = 'club', updated_at = now()
        where x.match_id = m.id and x.member_id = m.organiser_id;
      end if;
      perform public.notify_match(m.organiser_id, m, 'match_unpaid_shares',
        format('Unpaid shares of your match are yours: %s', public.money_text(unpaid, b.currency)),
        public.said('notice_match_unpaid_shares', jsonb_build_object('amount', public.money_value(unpaid, b.currency))));
    end if;
    update public.open_matches x set settled_at = now() where x.id = m.id returning * into m;
  end if;

  if m.reminded_at is null and now() >= m.starts_at - interval '3 hours' and now() < m.starts_at then
    update public.open_matches x set reminded_at = now() where x.id = m.id returning * into m;
    perform public.notify_match_players(m, null, 'match_reminder', 'Your match starts soon', public.said('notice_match_reminder'));
  end if;
end;
$$;

create or replace function public.settle_due_matches()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  id uuid;
  settled int := 0;
begin
  for id in
    select x.id from public.open_matches x join public.clubs c on c.id = x.club_id
    where x.status <> 'cancelled' and x.starts_at > now() - interval '1 day'
      and ((x.settled_at is null and x.starts_at <= now() + interval '48 hours'
            and x.starts_at - make_interval(hours => c.match_cutoff_hours) <= now())
           or (x.reminded_at is null and x.starts_at <= now() + interval '3 hours'))
    union
    select p.match_id from public.open_match_places p where p.state = 'offered' and p.offered_until <= now()
    union
    select p.match_id from public.open_match_places p
    where p.state = 'in' and p.pay_with = 'card' and p.paid + p.due < p.share
      and p.updated_at <= now() - make_interval(mins => public.match_card_hold_minutes())
  loop
    perform public.settle_match(id);
    settled := settled + 1;
  end loop;
  return settled;
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
    ('notice_match_moved', 'Your match was moved'),
    ('notice_match_card_unpaid', 'Your place in a match was freed: your share was not paid by card in time'),
    ('ledger_share_paid_by_card', 'Share paid by card online: {person}, court {court}, {club}, {date} {slot}')
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

create or replace function public.answer_match_request(p_match_id uuid, p_member_id uuid, p_accept boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  pos smallint;
  refusal jsonb;
  who uuid;
  joined text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_member_id is null or p_accept is null then
    return public.rpc_result('invalid_request', 'Please choose a request and whether you accept it.', public.said('server_invalid_request_answer'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  if m.organiser_id <> caller then
    return public.rpc_result('not_organiser', 'Only the match''s organiser answers requests.', public.said('server_match_not_organiser'));
  end if;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = p_member_id;
  if not found or p.state <> 'requested' then
    return public.rpc_result('unknown_request', 'That request has already been answered or withdrawn.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_unknown_request'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  if not p_accept then
    update public.open_match_places x set state = 'declined', updated_at = now() where x.match_id = m.id and x.member_id = p_member_id;
    perform public.notify_match(p_member_id, m, 'match_declined', 'Your request to join a match was declined', public.said('notice_match_declined'));
    return public.rpc_result('declined', 'Request declined.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_declined'));
  end if;
  if public.match_places_taken(m.id) >= 4 then
    return public.rpc_result('match_full', 'This match is full: there is no place left to give.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_full_answer'));
  end if;
  pos := public.match_free_position(m.id);
  update public.open_match_places x
  set state = 'in', position = pos, share = public.match_share((select b.price from public.bookings b where b.id = m.booking_id), pos),
      paid = 0, due = 0, updated_at = now()
  where x.match_id = m.id and x.member_id = p_member_id
  returning * into p;
  -- The player pays as they chose when asking; a wallet short of it leaves the share to pay from the match's page.
  -- Asked by card: accepted perhaps hours later, so no hold on the place; the share is theirs to pay from the page.
  if p.pay_with = 'card' then
    update public.open_match_places x set pay_with = null, updated_at = now() where x.match_id = m.id and x.member_id = p_member_id;
    refusal := '{}'::jsonb;
  else
  begin
    refusal := public.match_charge_place(m, p, coalesce(p.pay_with, 'wallet'), caller);
    if refusal is not null then
      raise exception using errcode = 'PT402';
    end if;
    select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = p_member_id;
    perform public.match_refund_leaver(m, p.share, caller);
  exception when sqlstate 'PT402' then
    null;
  end;
  end if;
  m := public.match_recount(m.id);
  perform public.notify_match(p_member_id, m, 'match_accepted',
    case when refusal is null then 'You are in: your request to join a match was accepted'
         else 'You are in: your request to join a match was accepted, and your share is yours to pay' end,
    public.said(case when refusal is null then 'notice_match_accepted' else 'notice_match_accepted_pay' end));
  -- The match's other players learn who joined, as when a player joins at once (the organiser knows: they accepted).
  joined := (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = p_member_id);
  for who in
    select x.member_id from public.open_match_places x
    where x.match_id = m.id and x.state = 'in' and x.member_id <> caller and x.member_id <> p_member_id
  loop
    perform public.notify_match(who, m, 'match_joined', format('%s joined your match', joined),
      public.said('notice_match_joined', jsonb_build_object('person', public.person_value(joined))));
  end loop;
  if m.status = 'full' then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('accepted', 'Request accepted.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_accepted'));
end;
$$;
