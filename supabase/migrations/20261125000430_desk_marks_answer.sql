-- The desk's marks answer under `marks`, not `booking`: an answer's `booking` is a whole booking row everywhere
-- else (the device stores it as one), and these carry only the booking's id and its two marks.

create or replace function public.check_in_booking(p_booking_id uuid)
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
  starts timestamptz;
  ends timestamptz;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
  end if;
  -- The row lock makes a check-in and a no-show sent at once from two tablets take turns.
  select * into b from public.bookings where id = p_booking_id for update;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can check players in.');
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.', jsonb_build_object('marks', public.booking_marks_json(b)));
  end if;
  if b.checked_in_at is not null then
    return public.rpc_result('already_checked_in', 'Already checked in.', jsonb_build_object('marks', public.booking_marks_json(b)));
  end if;
  select * into club from public.clubs where id = b.club_id;
  select (b.date + s.starts_at) at time zone club.time_zone, ((b.date + 1)::timestamp) at time zone club.time_zone
    into starts, ends
  from public.slots s where s.id = b.slot_id;
  if now() < starts - interval '1 hour' then
    return public.rpc_result('too_early', format('Check-in opens an hour before the start (%s).',
      to_char((starts - interval '1 hour') at time zone club.time_zone, 'DD Mon HH24:MI')));
  end if;
  if now() >= ends then
    return public.rpc_result('too_late', 'This booking''s day is over: it can no longer be checked in.');
  end if;

  -- A player who arrives after being marked a no-show is checked in: the desk corrects its own mark.
  update public.bookings set checked_in_at = now(), no_show_at = null, updated_at = now() where id = b.id returning * into b;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'check_in', 'bookings', b.id::text, b.club_id, jsonb_build_object('member_id', b.member_id));
  return public.rpc_result('checked_in', 'Checked in.', jsonb_build_object('marks', public.booking_marks_json(b)));
end;
$$;
comment on function public.check_in_booking(uuid) is
  'Club staff check a booking''s players in (from an hour before the start until the club''s day ends; clears a no-show mark). Audited. Returns {status checked_in|already_checked_in|cancelled|too_early|too_late|not_allowed|invalid_request|not_signed_in, message, marks}.';
revoke execute on function public.check_in_booking(uuid) from public, anon;
grant execute on function public.check_in_booking(uuid) to authenticated, service_role;

create or replace function public.mark_no_show(p_booking_id uuid)
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
  starts timestamptz;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_booking_id is null then
    return public.rpc_result('invalid_request', 'Please choose a booking.');
  end if;
  select * into b from public.bookings where id = p_booking_id for update;
  if not found or not public.is_club_staff(b.club_id) then
    return public.rpc_result('not_allowed', 'Only the club''s staff can mark a no-show.');
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('cancelled', 'This booking was cancelled.', jsonb_build_object('marks', public.booking_marks_json(b)));
  end if;
  if b.no_show_at is not null then
    return public.rpc_result('already_no_show', 'Already marked as a no-show.', jsonb_build_object('marks', public.booking_marks_json(b)));
  end if;
  if b.checked_in_at is not null then
    return public.rpc_result('already_checked_in', 'The players were checked in: this booking is not a no-show.',
      jsonb_build_object('marks', public.booking_marks_json(b)));
  end if;
  select * into club from public.clubs where id = b.club_id;
  select (b.date + s.starts_at) at time zone club.time_zone into starts from public.slots s where s.id = b.slot_id;
  if now() < starts + interval '15 minutes' then
    return public.rpc_result('too_early', format('A booking can be marked a no-show from 15 minutes after its start (%s).',
      to_char((starts + interval '15 minutes') at time zone club.time_zone, 'DD Mon HH24:MI')));
  end if;

  update public.bookings set no_show_at = now(), updated_at = now() where id = b.id returning * into b;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'no_show', 'bookings', b.id::text, b.club_id, jsonb_build_object('member_id', b.member_id));
  return public.rpc_result('no_show', 'Marked as a no-show.', jsonb_build_object('marks', public.booking_marks_json(b)));
end;
$$;
comment on function public.mark_no_show(uuid) is
  'Club staff mark a booking nobody came to (from 15 minutes after its start, not once checked in). Audited. Returns {status no_show|already_no_show|already_checked_in|cancelled|too_early|not_allowed|invalid_request|not_signed_in, message, marks}.';
revoke execute on function public.mark_no_show(uuid) from public, anon;
grant execute on function public.mark_no_show(uuid) to authenticated, service_role;
