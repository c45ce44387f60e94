-- =============================================================================
-- A person becomes one of a club's members by their own act, never by what staff do to them.
--
-- club_member_ids decides who a club's staff may see with contact details, balance and notes. It counted every
-- booking at the club, cancelled or made by staff, and every wallet row there: staff could book any player of
-- the network for themselves (book_court with p_member_id), cancel at once, and read that person's e-mail, phone
-- and balance on the card. Now, within the last 12 months of the club's calendar, a person is the club's member
-- through:
--   * the club as their home club;
--   * a booking there they made themselves (booked_by = member_id), whatever became of it;
--   * a top-up they asked for at its desk (created by themselves);
--   * a tournament entry there: the player who registered the pair, and the partner once they accepted.
-- Walk-in bookings carry a guest's name only, with no link to an account, so they make nobody a member.
--
-- book_court for another person (staff at the desk, desk_book_member offline) charges only the wallet of someone
-- who is already the club's member, else answers not_a_member; the rest of book_court is unchanged.
-- club_members, club_member_card, add_member_note and the admin clubs' member counts all read club_member_ids.
-- =============================================================================

create or replace function public.club_member_ids(p_club_id uuid, p_member_id uuid default null)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  with club as (
    select c.id, c.time_zone, public.club_today(c) - 365 as since from public.clubs c where c.id = p_club_id
  )
  select p.id from public.profiles p, club
  where p.home_club_id = club.id and (p_member_id is null or p.id = p_member_id)
  union
  select b.member_id from public.bookings b, club
  where b.club_id = club.id and b.date >= club.since and b.booked_by = b.member_id
    and (p_member_id is null or b.member_id = p_member_id)
  union
  select t.member_id from public.transactions t, club
  where t.club_id = club.id and t.kind = 'top_up' and t.created_by = t.member_id
    and t.created_at >= (club.since::timestamp at time zone club.time_zone)
    and (p_member_id is null or t.member_id = p_member_id)
  union
  select x.player_id from public.tournaments g
  join public.tournament_entries e on e.tournament_id = g.id
  cross join lateral (values (e.player1_id), (case when e.status = 'registered' then e.player2_id end)) x (player_id)
  cross join club
  where g.club_id = club.id and e.created_at >= (club.since::timestamp at time zone club.time_zone)
    and x.player_id is not null and (p_member_id is null or x.player_id = p_member_id);
$$;
comment on function public.club_member_ids(uuid, uuid) is
  'Internal: the club''s members by their own act (home club there; or, in the last 12 months, club-local: a booking there they made themselves, a top-up they asked for there, a tournament entry there they made or accepted), or only p_member_id when given and one of them. Never a booking staff made for them. The one rule for what staff may see of a member and whose wallet they may charge.';

-- -----------------------------------------------------------------------------
-- book_court: for the club's members only
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
    -- Staff charge the wallet of the club's own members only: a booking made for someone makes nobody a member.
    if not exists (select 1 from public.club_member_ids(club.id, member)) then
      return public.rpc_result('not_a_member',
        format('%s is not a member of this club yet: they become one by booking here themselves, asking for a top-up here or choosing it as their home club.',
               (select public.person_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = member)),
        jsonb_build_object('member_id', member));
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
    'balance', public.wallet_balance(member, club.currency)));
end;
$$;

comment on function public.book_court(uuid, uuid, date, int, uuid) is
  'Books a court slot up to the club''s booking horizon and debits the member''s balance in the club''s currency. Idempotent on p_booking_id. Staff book for another person (p_member_id) only when that person is already the club''s member (club_member_ids), else not_a_member. Returns {status, message, booking, currency, balance, ...}.';
