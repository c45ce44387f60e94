-- =============================================================================
-- Notification events: the wallet and booking changes a member hears about in
-- the bell. Triggers on bookings and transactions call public.notify, so every
-- path that books, cancels or confirms a top-up (book_court, staff booking for
-- a member, cancel_booking, confirm_top_up, and whatever RPC comes later)
-- notifies the same way, in the same transaction as the change itself.
--
-- Who triggers a notification: only a signed-in request (auth.uid() is set,
-- which every RPC that writes these tables requires). The seed, migrations and
-- maintenance SQL run without one, so the seed's tens of thousands of bulk
-- bookings and ledger rows never flood anyone's bell and cost one cheap check
-- per statement. A replay (book_court or confirm_top_up with the same id)
-- writes nothing, so it notifies nothing.
--
-- The triggers are statement-level with transition tables: one bulk write is
-- one trigger call however many rows it touches.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Wording shared by the booking notifications
-- -----------------------------------------------------------------------------

-- "Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30". A booking's date and
-- slot are already the club's wall clock, so this reads in the club's zone
-- wherever the member is.
create function public.booking_summary(p_court_id uuid, p_date date, p_slot_id smallint)
returns text
language sql
stable
set search_path = ''
as $$
  select format('Court %s at %s, %s, %s', k.number, c.name, to_char(p_date, 'Dy FMDD Mon'), s.label)
  from public.courts k
  join public.clubs c on c.id = k.club_id
  join public.slots s on s.id = p_slot_id
  where k.id = p_court_id;
$$;
comment on function public.booking_summary(uuid, date, smallint) is
  'A booking in one line for notifications: court, club, club-local day and slot ("Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30").';
revoke execute on function public.booking_summary(uuid, date, smallint) from public, anon, authenticated;

-- The wallet is shown in dollars with two decimals (the spec's balance format).
create function public.wallet_amount(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$' || to_char(p_amount, 'FM999999990.00');
$$;
comment on function public.wallet_amount(numeric) is 'A wallet amount as the app shows it: "$40.00".';
revoke execute on function public.wallet_amount(numeric) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Bookings: confirmed (by the member or by staff for them) and cancelled
-- -----------------------------------------------------------------------------
create function public.notify_bookings_confirmed()
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
                       'price', b.price, 'booked_by_staff', b.booked_by is distinct from b.member_id))
  from inserted_bookings b
  where b.status = 'confirmed';
  return null;
end;
$$;
comment on function public.notify_bookings_confirmed() is
  'Trigger: the member of each booking a signed-in request inserts hears "Booking confirmed".';

create function public.notify_bookings_cancelled()
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
           then public.wallet_amount(b.refund_amount) || ' refunded to your balance.'
           else 'No refund: it was cancelled less than 24 hours before the start.' end,
    '/booking',
    jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                       'refund', coalesce(b.refund_amount, 0)))
  from new_bookings b
  join old_bookings o on o.id = b.id
  where o.status = 'confirmed' and b.status = 'cancelled';
  return null;
end;
$$;
comment on function public.notify_bookings_cancelled() is
  'Trigger: the member of each booking a signed-in request cancels hears "Booking cancelled" with the refund.';

-- -----------------------------------------------------------------------------
-- Top-ups: confirmed at the desk (pending -> completed)
-- -----------------------------------------------------------------------------
create function public.notify_top_ups_confirmed()
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
    public.wallet_amount(t.amount) || ' added to your balance.',
    '/player-balance',
    jsonb_build_object('transaction_id', t.id, 'amount', t.amount, 'club_id', t.club_id))
  from new_transactions t
  join old_transactions o on o.id = t.id
  where t.kind = 'top_up' and o.status = 'pending' and t.status = 'completed';
  return null;
end;
$$;
comment on function public.notify_top_ups_confirmed() is
  'Trigger: the member of each top-up a signed-in request completes hears "Top-up confirmed".';

revoke execute on function public.notify_bookings_confirmed() from public, anon, authenticated;
revoke execute on function public.notify_bookings_cancelled() from public, anon, authenticated;
revoke execute on function public.notify_top_ups_confirmed() from public, anon, authenticated;

-- Transition tables cannot be combined with "update of <column>", so the
-- update triggers look at every update and keep only the status changes.
create trigger bookings_notify_confirmed
  after insert on public.bookings
  referencing new table as inserted_bookings
  for each statement execute function public.notify_bookings_confirmed();

create trigger bookings_notify_cancelled
  after update on public.bookings
  referencing old table as old_bookings new table as new_bookings
  for each statement execute function public.notify_bookings_cancelled();

create trigger transactions_notify_top_up_confirmed
  after update on public.transactions
  referencing old table as old_transactions new table as new_transactions
  for each statement execute function public.notify_top_ups_confirmed();
