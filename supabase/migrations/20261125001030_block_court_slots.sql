-- =============================================================================
-- Court blocks made and lifted at the desk: one slot, a range of days, or weekly until a date, over several
-- courts and slots at once. A block over confirmed bookings is refused unless staff choose to cancel them,
-- then each is refunded in full where it was paid and its member notified, in the same transaction.
-- Cells already blocked are skipped (and counted in the answer); cells that have started are skipped too.
-- =============================================================================

-- A staff cancellation with a full refund (wallet or desk), audited like cancel_booking's. A staff member's own
-- booking is refunded in full too: the club, not the booker, chose to take the court.
create function public.desk_cancel_in_full(p_booking public.bookings, p_caller uuid, p_reason text)
returns numeric
language plpgsql
volatile
set search_path = ''
as $$
declare
  b public.bookings;
begin
  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = p_caller, refund_amount = price
  where id = p_booking.id and status = 'confirmed'
  returning * into b;
  if not found then
    return 0;
  end if;
  if b.price > 0 and b.member_id is null then
    insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by)
    select b.club_id, b.id, 'walk_in_refund', -b.price, b.currency,
           left(format('Walk-in refund: %s, court %s, %s %s', b.guest_name, k.number, to_char(b.date, 'YYYY-MM-DD'), s.label), 200), p_caller
    from public.courts k, public.slots s where k.id = b.court_id and s.id = b.slot_id;
  elsif b.price > 0 then
    insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
    select b.member_id, 'credit', 'refund', b.price, b.currency,
           left(format('Refund: court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label), 200),
           b.id, b.club_id, p_caller, clock_timestamp()
    from public.courts k, public.clubs c, public.slots s
    where k.id = b.court_id and c.id = b.club_id and s.id = b.slot_id;
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (p_caller, 'cancel_for_member', 'bookings', b.id::text, b.club_id,
          jsonb_build_object('member_id', b.member_id, 'guest_name', b.guest_name, 'refund', b.price,
                             'currency', b.currency, 'refund_rule', 'full', 'reason', p_reason));
  return b.price;
end;
$$;
comment on function public.desk_cancel_in_full(public.bookings, uuid, text) is
  'Internal: cancels a confirmed booking for the club (a block over it) with a full refund to the wallet or at the desk; audited. The cancellation trigger notifies the member.';
revoke execute on function public.desk_cancel_in_full(public.bookings, uuid, text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- block_court_slots
-- -----------------------------------------------------------------------------
create function public.block_court_slots(
  p_club_id uuid,
  p_court_ids uuid[],
  p_slot_ids int[],
  p_from date,
  p_until date,
  p_weekly boolean,
  p_kind text,
  p_reason text,
  p_cancel_bookings boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can block its courts.');
  caller uuid := (select auth.uid());
  club public.clubs;
  today date;
  last_day date;
  until_day date := coalesce(p_until, p_from);
  weekly boolean := coalesce(p_weekly, false);
  reason text := btrim(regexp_replace(coalesce(p_reason, ''), '\s+', ' ', 'g'));
  courts uuid[];
  slots smallint[];
  days int;
  cells int;
  series uuid := gen_random_uuid();
  in_the_way jsonb;
  cancelled jsonb := '[]'::jsonb;
  b public.bookings;
  made int;
  already int;
  started int;
begin
  if refusal is not null then
    return refusal;
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  today := public.club_today(club);
  last_day := today + club.booking_horizon_days;

  if p_court_ids is null or cardinality(p_court_ids) = 0 or array_position(p_court_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one court.');
  end if;
  if p_slot_ids is null or cardinality(p_slot_ids) = 0 or array_position(p_slot_ids, null) is not null then
    return public.rpc_result('invalid_request', 'Please choose at least one time slot.');
  end if;
  if cardinality(p_court_ids) > 100 or cardinality(p_slot_ids) > 100 then
    return public.rpc_result('invalid_request', 'Please choose at most 100 courts and 100 time slots.');
  end if;
  courts := array(select distinct k.id from public.courts k where k.id = any (p_court_ids) and k.club_id = club.id);
  if cardinality(courts) <> (select count(distinct c) from unnest(p_court_ids) c) then
    return public.rpc_result('unknown_court', 'Please choose courts of this club.');
  end if;
  slots := array(select s.id from public.slots s where s.id = any (p_slot_ids));
  if cardinality(slots) <> (select count(distinct x) from unnest(p_slot_ids) x) then
    return public.rpc_result('unknown_slot', 'That time slot does not exist.');
  end if;
  if p_kind is null or p_kind not in ('maintenance', 'class', 'event', 'other') then
    return public.rpc_result('invalid_request', 'The kind of block must be maintenance, class, event or other.');
  end if;
  if reason = '' then
    return public.rpc_result('reason_required', 'Please say why the court is blocked.');
  end if;
  if char_length(reason) > 200 then
    return public.rpc_result('invalid_request', 'Please keep the reason to 200 characters.');
  end if;
  if p_from is null then
    return public.rpc_result('invalid_request', 'Please choose the first day.');
  end if;
  if p_from < today then
    return public.rpc_result('past_slot', 'That day has passed. Please choose today or a later day.');
  end if;
  if until_day < p_from then
    return public.rpc_result('invalid_request', 'The last day must be on or after the first day.');
  end if;
  -- Compared before any arithmetic: 'infinity' has no number of days.
  if until_day > last_day then
    return public.rpc_result('too_far_ahead',
      format('Courts at %s can be blocked up to %s days ahead, as they can be booked: please choose a last day until %s.',
             club.name, club.booking_horizon_days, to_char(last_day, 'Dy FMDD Mon YYYY')),
      jsonb_build_object('last_date', last_day));
  end if;
  days := case when weekly then (until_day - p_from) / 7 + 1 else until_day - p_from + 1 end;
  cells := days * cardinality(courts) * cardinality(slots);
  if cells > 5000 then
    return public.rpc_result('too_many_cells',
      format('That is %s court-slots; please block at most 5000 at a time.', cells), jsonb_build_object('cells', cells));
  end if;

  -- Courts held until commit: a booking being written on them waits for this block, and this block waits for
  -- one already in flight (then sees it below). Id order, so two blocks never wait on each other in a circle.
  perform 1 from public.courts k where k.id = any (courts) order by k.id for update;

  -- The cells asked for, once: a second call in the same transaction finds the table and empties it.
  if to_regclass('pg_temp.block_cells') is null then
    create temporary table block_cells (court_id uuid, date date, slot_id smallint, starts_at timestamptz) on commit drop;
  else
    truncate pg_temp.block_cells;
  end if;
  insert into pg_temp.block_cells
  select k, d::date, s.id, public.slot_starts_at(d::date, s.starts_at, club.time_zone)
  from unnest(courts) k
  cross join generate_series(p_from, until_day, case when weekly then interval '7 days' else interval '1 day' end) d
  cross join public.slots s
  where s.id = any (slots);
  started := (select count(*) from pg_temp.block_cells where starts_at <= now());
  delete from pg_temp.block_cells where starts_at <= now();
  already := (select count(*) from pg_temp.block_cells c
              where exists (select 1 from public.court_blocks x where x.court_id = c.court_id and x.date = c.date and x.slot_id = c.slot_id));
  delete from pg_temp.block_cells c
  where exists (select 1 from public.court_blocks x where x.court_id = c.court_id and x.date = c.date and x.slot_id = c.slot_id);
  if not exists (select 1 from pg_temp.block_cells) then
    return case when already > 0
      then public.rpc_result('already_blocked', 'Those court-slots are already blocked.', jsonb_build_object('already_blocked', already))
      else public.rpc_result('past_slot', 'Those time slots have already started. Please choose later ones.') end;
  end if;

  select jsonb_agg(jsonb_build_object(
           'id', x.id, 'court_id', x.court_id, 'court_number', k.number, 'date', x.date, 'slot_id', x.slot_id,
           'slot_label', s.label, 'walk_in', x.member_id is null,
           'name', coalesce(x.guest_name, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
           'price', x.price, 'currency', x.currency)
         order by x.date, s.starts_at, k.number)
  into in_the_way
  from public.bookings x
  join pg_temp.block_cells c on c.court_id = x.court_id and c.date = x.date and c.slot_id = x.slot_id
  join public.courts k on k.id = x.court_id
  join public.slots s on s.id = x.slot_id
  left join public.profiles p on p.id = x.member_id
  where x.status = 'confirmed';

  if in_the_way is not null and not coalesce(p_cancel_bookings, false) then
    return public.rpc_result('bookings_in_the_way',
      case when jsonb_array_length(in_the_way) = 1
        then 'A booking is in the way. Cancel it with a full refund, or choose other slots.'
        else format('%s bookings are in the way. Cancel them with a full refund, or choose other slots.', jsonb_array_length(in_the_way)) end,
      jsonb_build_object('bookings', in_the_way));
  end if;
  if in_the_way is not null then
    -- Locked and looked at again: a booking cancelled or moved away meanwhile is left alone.
    for b in
      select x.* from public.bookings x
      join pg_temp.block_cells c on c.court_id = x.court_id and c.date = x.date and c.slot_id = x.slot_id
      where x.status = 'confirmed'
      order by x.id
      for update of x
    loop
      perform public.desk_cancel_in_full(b, caller, 'Court blocked: ' || reason);
      cancelled := cancelled || jsonb_build_array(b.id);
    end loop;
  end if;

  insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id, created_by)
  select club.id, c.court_id, c.date, c.slot_id, p_kind, reason, series, caller from pg_temp.block_cells c;
  get diagnostics made = row_count;

  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'block_court_slots', 'court_blocks', series::text, club.id,
          jsonb_build_object('court_ids', courts, 'slot_ids', slots, 'from', p_from, 'until', until_day, 'weekly', weekly,
                             'kind', p_kind, 'reason', reason, 'blocked', made, 'already_blocked', already,
                             'started', started, 'cancelled', cancelled));

  return public.rpc_result('blocked',
    format('%s blocked.', case when made = 1 then '1 court-slot' else made || ' court-slots' end)
      || case when jsonb_array_length(cancelled) = 1 then ' 1 booking was cancelled and refunded in full.'
              when jsonb_array_length(cancelled) > 1 then format(' %s bookings were cancelled and refunded in full.', jsonb_array_length(cancelled))
              else '' end
      || case when already > 0 then format(' %s already blocked were left as they were.', already) else '' end
      || case when started > 0 then format(' %s that had already started were skipped.', started) else '' end,
    jsonb_build_object('series_id', series, 'blocked', made, 'already_blocked', already, 'started', started,
                       'cancelled', cancelled));
end;
$$;
comment on function public.block_court_slots(uuid, uuid[], int[], date, date, boolean, text, text, boolean) is
  'Club staff block court-slots: the courts x slots of one day, each day p_from..p_until, or weekly on p_from''s weekday until p_until (at most the booking horizon, 5000 cells). Confirmed bookings in the way refuse it (bookings_in_the_way, listing them) unless p_cancel_bookings: then each is cancelled with a full refund and its member notified. Cells already blocked or started are skipped. One series_id; audited. Returns {status blocked|bookings_in_the_way|already_blocked|past_slot|too_far_ahead|too_many_cells|reason_required|unknown_court|unknown_slot|not_allowed|unknown_club|invalid_request|not_signed_in, message, series_id, blocked, already_blocked, started, cancelled, bookings}.';
revoke execute on function public.block_court_slots(uuid, uuid[], int[], date, date, boolean, text, text, boolean) from public, anon;
grant execute on function public.block_court_slots(uuid, uuid[], int[], date, date, boolean, text, text, boolean) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- unblock_court_slots
-- -----------------------------------------------------------------------------
create function public.unblock_court_slots(p_club_id uuid, p_block_id uuid default null, p_series_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can unblock its courts.');
  caller uuid := (select auth.uid());
  club public.clubs;
  found_any int;
  lifted int;
begin
  if refusal is not null then
    return refusal;
  end if;
  if (p_block_id is null) = (p_series_id is null) then
    return public.rpc_result('invalid_request', 'Please choose one block or one series of blocks.');
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  select count(*) into found_any from public.court_blocks x
  where x.club_id = club.id and (x.id = p_block_id or x.series_id = p_series_id);
  if found_any = 0 then
    return public.rpc_result('unknown_block', 'That block does not exist.');
  end if;
  -- Blocks that have started stay: they are what the club's occupancy was.
  delete from public.court_blocks x
  using public.slots s
  where s.id = x.slot_id and x.club_id = club.id and (x.id = p_block_id or x.series_id = p_series_id)
    and public.slot_starts_at(x.date, s.starts_at, club.time_zone) > now();
  get diagnostics lifted = row_count;
  if lifted = 0 then
    return public.rpc_result('slot_started', 'That block has already started and stays as it was.');
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'unblock_court_slots', 'court_blocks', coalesce(p_block_id, p_series_id)::text, club.id,
          jsonb_build_object('block_id', p_block_id, 'series_id', p_series_id, 'unblocked', lifted, 'kept', found_any - lifted));
  return public.rpc_result('unblocked',
    case when lifted = 1 then '1 court-slot unblocked.' else lifted || ' court-slots unblocked.' end
      || case when found_any > lifted then format(' %s that had already started stay blocked.', found_any - lifted) else '' end,
    jsonb_build_object('unblocked', lifted, 'kept', found_any - lifted));
end;
$$;
comment on function public.unblock_court_slots(uuid, uuid, uuid) is
  'Club staff lift one block (p_block_id) or a whole series (p_series_id); blocks that have started stay. Audited. Returns {status unblocked|unknown_block|slot_started|not_allowed|unknown_club|invalid_request|not_signed_in, message, unblocked, kept}.';
revoke execute on function public.unblock_court_slots(uuid, uuid, uuid) from public, anon;
grant execute on function public.unblock_court_slots(uuid, uuid, uuid) to authenticated, service_role;
