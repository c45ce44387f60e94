-- cancel_booking names its messages: every answer, and the ledger and desk lines it writes, carry a key of
-- the app's catalogue and its values beside the English (public.said).

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
    return public.rpc_result('not_signed_in', 'Please sign in to manage your bookings.', public.said('server_not_signed_in_bookings'));
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.', public.said('server_invalid_request_booking'));
  end if;
  if p_refund is not null and p_refund not in ('full', 'terms', 'none') then
    return public.rpc_result('invalid_request', 'The refund must be "full", "terms" or "none".', public.said('server_invalid_request_refund_kind'));
  end if;
  if char_length(reason) > 300 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 300 characters.', public.said('server_invalid_request_reason_300'));
  end if;
  -- The row lock makes a double tap (or an outbox retry) wait, then see "already cancelled".
  select * into b from public.bookings x where x.id = p_booking_id for update;
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
      jsonb_build_object('booking', public.booking_json(b), 'refund', 0) || public.said('server_slot_started'));
  end if;

  as_staff := public.cancels_as_staff(b, caller);
  if not as_staff and p_refund = 'full' and not (quote ->> 'full_refund')::boolean then
    return public.rpc_result('not_allowed',
      format('Only club staff can refund in full less than %s before the start.', public.hours_text((quote ->> 'full_refund_hours')::int)),
      public.said('server_not_allowed_full_refund', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)));
  end if;
  if not as_staff and p_refund = 'none' then
    return public.rpc_result('not_allowed', 'Only club staff can cancel a booking without a refund.', public.said('server_not_allowed_no_refund'));
  end if;
  if as_staff and p_refund = 'terms' and reason is null then
    return public.rpc_result('reason_required',
      'Please give the member a reason for applying the cancellation terms instead of a full refund.', public.said('server_reason_required'));
  end if;
  if as_staff and p_refund = 'none' and reason is null then
    return public.rpc_result('reason_required', 'Please give the member a reason for cancelling without a refund.', public.said('server_reason_required_no_refund'));
  end if;
  refund := case when as_staff and p_refund = 'none' then 0.00
                 when as_staff and coalesce(p_refund, 'full') = 'full' then b.price
                 else (quote ->> 'refund')::numeric end;

  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = caller, refund_amount = refund
  where id = b.id
  returning * into b;
  if refund > 0 and b.member_id is null then
    -- A walk-in guest paid at the desk and is paid back there.
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, description_message, created_by)
    select b.club_id, b.id, 'walk_in_refund', -refund, b.currency,
           format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label),
           public.said('ledger_walk_in_refund', jsonb_build_object(
             'guest', public.person_value(b.guest_name), 'court', k.number, 'date', public.day_value(b.date), 'slot', s.label)),
           caller
    from public.courts k, public.slots s
    where k.id = b.court_id and s.id = b.slot_id;
  elsif refund > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', refund, b.currency,
           format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label),
           public.said('ledger_refund', jsonb_build_object('court', k.number, 'club', c.name, 'date', public.day_value(b.date), 'slot', s.label)),
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
      'balance', case when b.member_id is not null then public.wallet_balance(b.member_id, b.currency) end)
    || case when refund > 0 and b.member_id is null then public.said('server_cancelled_refund_at_desk', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when refund > 0 then public.said('server_cancelled_refunded', jsonb_build_object('amount', public.money_value(refund, b.currency)))
            when as_staff and p_refund = 'none' then public.said('server_cancelled_without_refund')
            when as_staff then public.said('server_cancelled_under_terms')
            else public.said('server_cancelled_too_late', jsonb_build_object('hours', (quote ->> 'full_refund_hours')::int)) end);
end;
$$;
