-- A person banned after being invited to own a club does not become its owner by confirming their address: the
-- trigger that turns a confirmed address into ownership refuses a banned account (auth.users.banned_until > now()),
-- as appoint_club_owner and admin_set_role refuse to promote one. The invitation stays pending (a super admin may
-- cancel it, or appoint the person once the ban is lifted), and the refusal is audited as refuse_club_owner: one
-- row per invitation refused, about its club, by the person who confirmed, so the audit log shows who tried.
--
-- The audit log page learns the new kind: its label and its sentence (the two functions are given again whole).

create or replace function public.accept_club_owner_invitations()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.club_owner_invitations;
  previous uuid;
  banned boolean := coalesce(new.banned_until > now(), false);
begin
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null then
    return null;
  end if;
  -- The profile is made by handle_new_user (on insert it fires first: triggers go by name).
  if new.email is null or not exists (select 1 from public.profiles p where p.id = new.id) then
    return null;
  end if;
  for invitation in
    select * from public.club_owner_invitations i
    where i.email = lower(new.email) and i.accepted_at is null
    order by i.created_at
    for update
  loop
    if banned then
      insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
      values (new.id, 'refuse_club_owner', 'clubs', invitation.club_id::text, invitation.club_id,
              jsonb_build_object('person_id', new.id, 'email', invitation.email, 'invited_by', invitation.invited_by,
                                 'reason', 'banned', 'banned_until', new.banned_until));
      continue;
    end if;
    update public.club_owner_invitations i set accepted_at = now(), accepted_by = new.id where i.id = invitation.id;
    previous := public.make_club_owner(invitation.club_id, new.id);
    insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
    values (new.id, 'accept_club_owner', 'clubs', invitation.club_id::text, invitation.club_id,
            jsonb_build_object('owner_id', new.id, 'email', invitation.email, 'invited_by', invitation.invited_by,
                               'previous_owner_id', previous));
  end loop;
  return null;
end;
$$;
comment on function public.accept_club_owner_invitations() is
  'Trigger: when an account''s e-mail is confirmed (an invitation followed, or a sign-up confirmed), the clubs whose pending owner invitation is for that address become theirs (member → club_owner), audited as accept_club_owner. A banned account owns nothing: each invitation stays pending, audited as refuse_club_owner.';

create or replace function public.audit_action_labels()
returns table (action text, label text)
language sql
immutable
set search_path = ''
as $$
  select * from (values
    ('book_for_member', 'Booking for a member'),
    ('book_walk_in', 'Walk-in booking'),
    ('cancel_for_member', 'Cancellation'),
    ('move_booking', 'Booking moved'),
    ('check_in', 'Check-in'),
    ('no_show', 'No-show'),
    ('confirm_top_up', 'Top-up confirmed'),
    ('block_court_slots', 'Court-slots blocked'),
    ('unblock_court_slots', 'Block lifted'),
    ('add_club_closure', 'Closure day added'),
    ('remove_club_closure', 'Closure day removed'),
    ('add_court', 'Court added'),
    ('update_court', 'Court changed'),
    ('court_in_service', 'Court back in service'),
    ('court_out_of_service', 'Court out of service'),
    ('set_court_prices', 'Court prices'),
    ('update_club_details', 'Club details'),
    ('set_opening_hours', 'Opening hours'),
    ('set_peak_rule', 'Peak rule'),
    ('set_cancellation_policy', 'Cancellation policy'),
    ('add_member_note', 'Staff note added'),
    ('delete_member_note', 'Staff note deleted'),
    ('create_tournament', 'Tournament published'),
    ('close_registration', 'Tournament registration closed'),
    ('record_tournament_result', 'Tournament result'),
    ('create_club', 'Club created'),
    ('set_club_active', 'Club deactivated or reactivated'),
    ('appoint_club_owner', 'Club owner appointed'),
    ('invite_club_owner', 'Club owner invited'),
    ('accept_club_owner', 'Owner invitation accepted'),
    ('refuse_club_owner', 'Owner invitation refused'),
    ('remove_club_owner', 'Club owner removed'),
    ('set_player_role', 'Role changed'),
    ('ban_player', 'Player banned'),
    ('unban_player', 'Ban lifted'),
    ('set_country_defaults', 'Country defaults')
  ) as kinds (action, label);
$$;
comment on function public.audit_action_labels() is
  'Internal: every kind of action the RPCs write to audit_log, with its label for the audit log page. A kind missing here still shows, labelled from its name.';
revoke execute on function public.audit_action_labels() from public, anon, authenticated;

create or replace function public.audit_summary(a public.audit_log, p_person text, p_currency text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  d jsonb := a.details;
  currency text := coalesce(d ->> 'currency', p_currency, 'EUR');
  guest text := d ->> 'guest_name';
  who text;
  whose text;
  b public.bookings;
  booking_text text;
  n int;
  amount numeric;
  tournament text;
begin
  if a.target_table = 'bookings' then
    select * into b from public.bookings x where x.id::text = a.target_id;
    if found then
      booking_text := public.audit_court_slot_text(b.court_id, b.date, b.slot_id);
      guest := coalesce(guest, b.guest_name);
    end if;
  end if;
  -- A walk-in guest has no profile: the name typed at the desk stands in.
  who := coalesce(p_person, 'walk-in guest ' || guest);
  whose := coalesce(who || '''s', 'a');
  if a.target_table = 'tournaments' then
    select t.name into tournament from public.tournaments t where t.id::text = a.target_id;
  elsif a.target_table = 'tournament_matches' then
    select t.name into tournament from public.tournaments t where t.id::text = d ->> 'tournament_id';
  end if;

  case a.action
    when 'book_for_member' then
      return format('Booked %s for %s', public.audit_court_slot_text((d ->> 'court_id')::uuid, (d ->> 'date')::date, (d ->> 'slot_id')::int),
                    coalesce(who, 'a member'))
        || coalesce(format(', %s from the wallet', public.money_text((d ->> 'price')::numeric, currency)), '');
    when 'book_walk_in' then
      return format('Booked %s for %s', public.audit_court_slot_text((d ->> 'court_id')::uuid, (d ->> 'date')::date, (d ->> 'slot_id')::int),
                    coalesce('walk-in guest ' || (d ->> 'guest_name'), 'a walk-in guest'))
        || coalesce(format(', %s paid at the desk', public.money_text((d ->> 'price')::numeric, currency)), '');
    when 'cancel_for_member' then
      amount := coalesce((d ->> 'refund')::numeric, 0);
      return format('Cancelled %s booking%s', whose, coalesce(' of ' || booking_text, ''))
        || case
             when amount > 0 and p_person is null and guest is not null then format(', refund %s at the desk', public.money_text(amount, currency))
             when amount > 0 then format(', refund %s to the wallet', public.money_text(amount, currency))
             else ', no refund'
           end
        || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '');
    when 'move_booking' then
      amount := coalesce((d ->> 'difference')::numeric, 0);
      return format('Moved %s booking from %s to %s', whose,
                    public.audit_court_slot_text((d #>> '{from,court_id}')::uuid, (d #>> '{from,date}')::date, (d #>> '{from,slot_id}')::int),
                    public.audit_court_slot_text((d #>> '{to,court_id}')::uuid, (d #>> '{to,date}')::date, (d #>> '{to,slot_id}')::int))
        || case
             when amount > 0 then format(', %s more charged', public.money_text(amount, currency))
             when amount < 0 then format(', %s refunded', public.money_text(-amount, currency))
             else ''
           end;
    when 'check_in' then
      return format('Checked in %s', coalesce(who, 'a member')) || coalesce(' for ' || booking_text, '');
    when 'no_show' then
      return format('Marked %s as a no-show', coalesce(who, 'a member')) || coalesce(' for ' || booking_text, '');
    when 'confirm_top_up' then
      return format('Confirmed a top-up of %s for %s', public.money_text((d ->> 'amount')::numeric, currency), coalesce(who, 'a member'));
    when 'block_court_slots' then
      n := coalesce((d ->> 'blocked')::int, 0);
      return format('Blocked %s for %s from %s', case when n = 1 then '1 court-slot' else n || ' court-slots' end,
                    case d ->> 'kind' when 'maintenance' then 'maintenance' when 'class' then 'a class' when 'event' then 'an event'
                                      else coalesce(d ->> 'kind', 'a reason') end,
                    d ->> 'from')
        || case when d ->> 'until' is not null and d ->> 'until' <> d ->> 'from' then ' until ' || (d ->> 'until') else '' end
        || case when (d ->> 'weekly')::boolean then ', weekly' else '' end
        || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '')
        || case when jsonb_array_length(coalesce(d -> 'cancelled', '[]')) = 1 then ', 1 booking cancelled and refunded'
                when jsonb_array_length(coalesce(d -> 'cancelled', '[]')) > 1
                  then format(', %s bookings cancelled and refunded', jsonb_array_length(d -> 'cancelled'))
                else '' end;
    when 'unblock_court_slots' then
      n := coalesce((d ->> 'unblocked')::int, 0);
      return format('Lifted the block on %s', case when n = 1 then '1 court-slot' else n || ' court-slots' end);
    when 'add_club_closure' then
      n := jsonb_array_length(coalesce(d -> 'cancelled', '[]'));
      return format('Closed the club on %s', d ->> 'date')
        || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '')
        || case when n = 1 then format(', 1 booking cancelled, %s refunded', public.money_text(coalesce((d ->> 'refunded')::numeric, 0), currency))
                when n > 1 then format(', %s bookings cancelled, %s refunded', n, public.money_text(coalesce((d ->> 'refunded')::numeric, 0), currency))
                else '' end;
    when 'remove_club_closure' then
      return format('Opened the club again on %s', d ->> 'date');
    when 'add_court' then
      return format('Added court %s (%s, %s) at %s off-peak and %s peak', d ->> 'number', d ->> 'name', d ->> 'type',
                    public.money_text((d ->> 'off_peak_price')::numeric, currency), public.money_text((d ->> 'peak_price')::numeric, currency));
    when 'update_court' then
      return format('Changed court %s to "%s" (%s)', d ->> 'number', d #>> '{after,name}', d #>> '{after,type}');
    when 'court_out_of_service' then
      n := coalesce((d ->> 'future_bookings')::int, 0);
      return format('Took court %s out of service', d ->> 'number')
        || case when n = 1 then ', 1 future booking kept' when n > 1 then format(', %s future bookings kept', n) else '' end;
    when 'court_in_service' then
      return format('Put court %s back in service', d ->> 'number');
    when 'set_court_prices' then
      return format('Set court %s''s prices to %s off-peak and %s peak (were %s and %s)', d ->> 'number',
                    public.money_text((d #>> '{after,off_peak_price}')::numeric, currency), public.money_text((d #>> '{after,peak_price}')::numeric, currency),
                    public.money_text((d #>> '{before,off_peak_price}')::numeric, currency), public.money_text((d #>> '{before,peak_price}')::numeric, currency));
    when 'update_club_details' then
      return 'Changed the club''s details'
        || coalesce(': ' || (
             select string_agg(f, ', ' order by o)
             from unnest(array['name', 'address', 'phone', 'e-mail'], array['name', 'address', 'phone', 'email']) with ordinality as x (f, k, o)
             where (d -> 'before' -> k) is distinct from (d -> 'after' -> k)), '');
    when 'set_opening_hours' then
      n := coalesce((d ->> 'bookings_outside_hours')::int, 0);
      return 'Changed the opening hours'
        || case when n = 1 then ' (1 booking outside them kept)' when n > 1 then format(' (%s bookings outside them kept)', n) else '' end;
    when 'set_peak_rule' then
      return 'Set the peak rule: '
        || coalesce('evenings from ' || left(d #>> '{after,peak_starts_at}', 5), 'no evening peak')
        || coalesce(', all day on ' || (
             select string_agg(public.weekday_name(w::int), ', ' order by w::int)
             from jsonb_array_elements_text(d #> '{after,peak_weekdays}') w
           ), '');
    when 'set_cancellation_policy' then
      n := (d ->> 'after')::int;
      return case when n = 0 then 'Set cancellations to be refunded in full until the start'
                  else format('Set cancellations to be refunded in full until %s before the start', public.hours_text(n)) end
        || coalesce(format(' (was %s)', public.hours_text((d ->> 'before')::int)), '');
    when 'add_member_note' then
      return format('Added a staff note about %s', coalesce(who, 'a member'));
    when 'delete_member_note' then
      return format('Deleted a staff note about %s', coalesce(who, 'a member'));
    when 'create_tournament' then
      return format('Published the tournament %s (%s), starting %s', d ->> 'name', replace(d ->> 'format', '_', ' '), d ->> 'starts_on')
        || case when coalesce((d ->> 'entry_fee')::numeric, 0) > 0
                then format(', entry %s a team', public.money_text((d ->> 'entry_fee')::numeric, currency)) else '' end;
    when 'close_registration' then
      return format('Closed registration for %s', coalesce(tournament, 'a tournament'))
        || case when d ->> 'outcome' = 'closed' then ': the draw is out'
                else ' with fewer than two teams: cancelled and entry fees refunded' end;
    when 'record_tournament_result' then
      return format('Recorded a result in %s', coalesce(tournament, 'a tournament'))
        || coalesce(': ' || (
             select string_agg((s ->> 0) || '-' || (s ->> 1), ' ' order by i)
             from jsonb_array_elements(case when jsonb_typeof(d -> 'sets') = 'array' then d -> 'sets' else '[]' end) with ordinality as x (s, i)
           ), '');
    when 'create_club' then
      n := jsonb_array_length(coalesce(d -> 'courts', '[]'));
      return format('Created %s in %s (%s) with %s', d ->> 'name', d ->> 'city', d ->> 'country_code',
                    case when n = 1 then '1 court' else n || ' courts' end);
    when 'set_club_active' then
      n := coalesce((d ->> 'upcoming_bookings')::int, 0);
      return case when (d ->> 'active')::boolean then 'Reactivated the club: it takes bookings again'
                  else 'Deactivated the club: no new bookings'
                       || case when n = 1 then ', 1 booking already made kept' when n > 1 then format(', %s bookings already made kept', n) else '' end
             end
        || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '');
    when 'appoint_club_owner' then
      return format('Made %s the club''s owner', coalesce(nullif(d ->> 'name', ''), d ->> 'email', 'someone'))
        || coalesce(' (' || (d ->> 'email') || ')', '');
    when 'invite_club_owner' then
      return format('Invited %s to own the club', coalesce(d ->> 'email', 'someone'));
    when 'refuse_club_owner' then
      return format('%s confirmed their address but is banned: the invitation to own the club stays pending',
                    coalesce(d ->> 'email', p_person, 'The person invited'));
    when 'accept_club_owner' then
      return format('%s accepted the invitation and now owns the club', coalesce(d ->> 'email', p_person, 'The person invited'));
    when 'remove_club_owner' then
      return case when d ->> 'previous_owner_id' is not null then 'Removed the club''s owner'
                  else format('Cancelled the owner invitation to %s', coalesce(d ->> 'cancelled_invitation', 'someone')) end;
    when 'set_player_role' then
      return format('Changed %s role from %s to %s', whose,
                    public.admin_role_label((d #>> '{before,role}')::public.user_role),
                    public.admin_role_label((d #>> '{after,role}')::public.user_role))
        || coalesce(' of ' || nullif(concat_ws(', ',
             (select string_agg(c ->> 'name', ', ' order by c ->> 'name') from jsonb_array_elements(coalesce(d #> '{after,clubs}', '[]')) c),
             (select string_agg(k ->> 'name', ', ' order by k ->> 'name') from jsonb_array_elements(coalesce(d #> '{after,countries}', '[]')) k)), ''), '');
    when 'ban_player' then
      n := coalesce((d ->> 'sessions_ended')::int, 0);
      return format('Banned %s', coalesce(who, 'a player'))
        || case when n = 1 then ', 1 session ended' when n > 1 then format(', %s sessions ended', n) else '' end
        || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '');
    when 'unban_player' then
      return format('Lifted %s ban', whose) || coalesce(' (' || nullif(btrim(d ->> 'reason'), '') || ')', '');
    when 'set_country_defaults' then
      n := (d #>> '{after,full_refund_hours}')::int;
      return format('Set the defaults new clubs in %s start with: ', coalesce(d ->> 'country', a.target_id))
        || case when n = 0 then 'a full refund until the start'
                else format('a full refund until %s before the start', public.hours_text(n)) end
        || '; peak ' || coalesce('evenings from ' || left(d #>> '{after,peak_starts_at}', 5), 'no evening')
        || coalesce(', all day on ' || (
             select string_agg(public.weekday_name(w::int), ', ' order by w::int)
             from jsonb_array_elements_text(d #> '{after,peak_weekdays}') w
           ), '');
    else
      return public.audit_action_label(a.action) || coalesce(' for ' || who, '');
  end case;
exception when others then
  return public.audit_action_label(a.action) || coalesce(' for ' || p_person, '');
end;
$$;
revoke execute on function public.audit_summary(public.audit_log, text, text) from public, anon, authenticated;
