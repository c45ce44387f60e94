-- =============================================================================
-- The audit log page: audit_entries reads public.audit_log for the staff who may see it, with filters, paging
-- and one readable sentence per row; audit_action_kinds lists the kinds of action for the page's filter.
--
-- Scope follows the staff rule (is_club_staff / staff_club_ids): a super admin sees every row; a club or country
-- owner sees the rows of the clubs they are staff of. Rows about no club (a change to someone's account) are the
-- network's: super admins only. Members are refused.
--
-- Days are the club's own, as on every club page: a row counts on its club's local date, and a row with no club
-- on its UTC date.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The kinds of action, with the label the page's filter shows: one list
-- -----------------------------------------------------------------------------
create function public.audit_action_labels()
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
    ('record_tournament_result', 'Tournament result')
  ) as kinds (action, label);
$$;
comment on function public.audit_action_labels() is
  'Internal: every kind of action the RPCs write to audit_log, with its label for the audit log page. A kind missing here still shows, labelled from its name.';
revoke execute on function public.audit_action_labels() from public, anon, authenticated;

create function public.audit_action_label(p_action text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select l.label from public.audit_action_labels() l where l.action = p_action),
    upper(left(replace(p_action, '_', ' '), 1)) || substr(replace(p_action, '_', ' '), 2));
$$;
comment on function public.audit_action_label(text) is 'Internal: the label of a kind of action ("Check-in"), or its name made readable.';
revoke execute on function public.audit_action_label(text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Who a row is about: the member in its details, or the profile it targets
-- -----------------------------------------------------------------------------
-- Plain arguments, not the row: a function of one audit_log row would show in the API as a column of the table.
create function public.audit_target_person(p_target_table text, p_target_id text, p_details jsonb)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_details ->> 'member_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (p_details ->> 'member_id')::uuid
    when p_target_table = 'profiles' and p_target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_target_id::uuid
  end;
$$;
comment on function public.audit_target_person(text, text, jsonb) is
  'Internal: the person an audit row is about (details.member_id, or the profile it targets), or null.';
revoke execute on function public.audit_target_person(text, text, jsonb) from public, anon, authenticated;

-- "court 3 on 2026-11-25 09:00 - 10:30", from a booking's court, date and slot.
create function public.audit_court_slot_text(p_court_id uuid, p_date date, p_slot_id int)
returns text
language sql
stable
set search_path = ''
as $$
  select format('court %s on %s%s',
    coalesce((select k.number::text from public.courts k where k.id = p_court_id), '?'),
    coalesce(to_char(p_date, 'YYYY-MM-DD'), '?'),
    coalesce(' ' || (select s.label from public.slots s where s.id = p_slot_id), ''));
$$;
comment on function public.audit_court_slot_text(uuid, date, int) is 'Internal: "court 3 on 2026-11-25 09:00 - 10:30".';
revoke execute on function public.audit_court_slot_text(uuid, date, int) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- One sentence per row, from its action and details
-- -----------------------------------------------------------------------------
-- Details were written by many RPCs over time (older rows lack the currency, a guest name, ...): whatever a row
-- holds, the page gets a sentence, never an error; a row this function cannot read says what kind of action it was.
create function public.audit_summary(a public.audit_log, p_person text, p_currency text)
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
    else
      return public.audit_action_label(a.action) || coalesce(' for ' || who, '');
  end case;
exception when others then
  return public.audit_action_label(a.action) || coalesce(' for ' || p_person, '');
end;
$$;
comment on function public.audit_summary(public.audit_log, text, text) is
  'Internal: an audit row as one sentence ("Booked court 3 on 2026-11-25 09:00 - 10:30 for Alex Rivera, €30.00 from the wallet"), given the name of the person it is about and the club''s currency.';
revoke execute on function public.audit_summary(public.audit_log, text, text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Who may read the audit log, and which rows
-- -----------------------------------------------------------------------------
create function public.audit_scope_refusal()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when not public.has_role(array['super_admin', 'country_owner', 'club_owner']::public.user_role[])
         and not exists (select 1 from public.staff_club_ids())
      then public.rpc_result('not_allowed', 'Only club staff and administrators can see the audit log.')
  end;
$$;
revoke execute on function public.audit_scope_refusal() from public, anon, authenticated;
comment on function public.audit_scope_refusal() is
  'Internal: the refusal the audit log RPCs answer (not_signed_in, not_allowed for members), or null for staff.';

-- -----------------------------------------------------------------------------
-- audit_action_kinds: the page's action filter
-- -----------------------------------------------------------------------------
create function public.audit_action_kinds()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.audit_scope_refusal();
begin
  if refusal is not null then
    return refusal;
  end if;
  -- The known kinds, and any other kind already written (an RPC newer than the list above).
  return public.rpc_result('ok', 'Kinds of action listed.', jsonb_build_object('actions', (
    select coalesce(jsonb_agg(jsonb_build_object('action', k.action, 'label', public.audit_action_label(k.action))
                              order by public.audit_action_label(k.action)), '[]'::jsonb)
    from (select l.action from public.audit_action_labels() l
          union
          select distinct a.action from public.audit_log a) k)));
end;
$$;
comment on function public.audit_action_kinds() is
  'The kinds of action the audit log holds, for its filter: {status ok|not_allowed|not_signed_in, message, actions: [{action, label}]}, staff only.';
revoke execute on function public.audit_action_kinds() from public, anon;
grant execute on function public.audit_action_kinds() to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- audit_entries: the page
-- -----------------------------------------------------------------------------
create function public.audit_entries(
  p_club_id uuid default null,
  p_actor text default null,
  p_action text default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.audit_scope_refusal();
  everything boolean := public.has_role(array['super_admin']::public.user_role[]);
  person text := public.search_fold(btrim(coalesce(p_actor, '')));
  pattern text;
  kind text := nullif(btrim(coalesce(p_action, '')), '');
  from_ts timestamptz;
  to_ts timestamptz;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_club_id is not null then
    refusal := public.staff_club_refusal(p_club_id, 'You can see the audit log of the clubs you run only.');
    if refusal is not null then
      return refusal;
    end if;
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_offset is null or p_offset < 0 or p_offset > 1000000 then
    return public.rpc_result('invalid_request', 'Please ask for 1 to 200 rows at a time.');
  end if;
  if char_length(person) > 100 then
    return public.rpc_result('invalid_request', 'Please search for a person with at most 100 characters.');
  end if;
  if not isfinite(p_from) or not isfinite(p_to) or p_from < date '2000-01-01' or p_to > current_date + 366 then
    return public.rpc_result('invalid_request', 'Please choose days between 1 January 2000 and a year from today.');
  end if;
  if p_to < p_from then
    return public.rpc_result('invalid_request', 'The period ends before it starts: please choose a last day on or after the first.');
  end if;
  if p_to - p_from + 1 > 366 then
    return public.rpc_result('invalid_request', 'Please choose a period of at most 366 days.');
  end if;
  -- The search is text, never a pattern: % and _ typed by staff match themselves.
  pattern := '%' || replace(replace(replace(person, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- A club's day starts at most 14 hours before and ends at most 12 hours after the UTC day: the index narrows the
  -- rows to the UTC days around the period, and each row's own local day decides.
  from_ts := (p_from - 1)::timestamp at time zone 'UTC';
  to_ts := (p_to + 2)::timestamp at time zone 'UTC';

  with scoped as (
    select a.id, a.created_at, a.actor_id, a.action, a.club_id, a.details, a as entry,
           public.audit_target_person(a.target_table, a.target_id, a.details) as person_id, c.name as club_name, c.time_zone, c.currency
    from public.audit_log a
    left join public.clubs c on c.id = a.club_id
    where (everything or a.club_id in (select public.staff_club_ids()))
      and (p_club_id is null or a.club_id = p_club_id)
      and (kind is null or a.action = kind)
      and (p_from is null or a.created_at >= from_ts)
      and (p_to is null or a.created_at < to_ts)
  ),
  dated as (
    select s.*, (s.created_at at time zone coalesce(s.time_zone, 'UTC'))::date as day
    from scoped s
  ),
  matching as (
    select d.*
    from dated d
    left join public.profiles actor on actor.id = d.actor_id
    left join public.profiles target on target.id = d.person_id
    where (p_from is null or d.day >= p_from)
      and (p_to is null or d.day <= p_to)
      and (person = ''
           or public.search_fold(public.display_name(actor.first_name, actor.last_name, null)) like pattern
           or public.search_fold(actor.username) like pattern
           or public.search_fold(actor.email) like pattern
           or public.search_fold(public.display_name(target.first_name, target.last_name, null)) like pattern
           or public.search_fold(target.username) like pattern
           or public.search_fold(target.email) like pattern
           or public.search_fold(d.details ->> 'guest_name') like pattern)
  ),
  page as (
    select m.* from matching m order by m.created_at desc, m.id desc offset p_offset limit p_limit
  )
  select public.rpc_result('ok', 'Audit log ready.', jsonb_build_object(
    'total', (select count(*) from matching),
    'limit', p_limit,
    'offset', p_offset,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', p.id,
          'at', p.created_at,
          'day', p.day,
          'time_zone', coalesce(p.time_zone, 'UTC'),
          'actor', case when p.actor_id is not null then jsonb_build_object(
              'id', p.actor_id,
              'name', coalesce(public.display_name(actor.first_name, actor.last_name, actor.username), 'Former member'),
              'email', actor.email) end,
          'action', p.action,
          'action_label', public.audit_action_label(p.action),
          'summary', public.audit_summary(p.entry, target.name, p.currency),
          'target', case
              when target.id is not null then jsonb_build_object('id', target.id, 'name', target.name)
              when p.details ->> 'guest_name' is not null then jsonb_build_object('id', null, 'name', p.details ->> 'guest_name')
            end,
          'club', case when p.club_id is not null then jsonb_build_object('id', p.club_id, 'name', p.club_name) end
        ) order by p.created_at desc, p.id desc)
      from page p
      left join public.profiles actor on actor.id = p.actor_id
      left join lateral (
        select t.id, public.display_name(t.first_name, t.last_name, t.username) as name
        from public.profiles t where t.id = p.person_id
      ) target on true
    ), '[]'::jsonb)
  )) into result;
  return result;
end;
$$;
comment on function public.audit_entries(uuid, text, text, date, date, integer, integer) is
  'The audit log for staff, newest first: every row for a super admin, the rows of the clubs they run for club and country owners (rows about no club: super admins only), members refused. Filters: club, person (actor''s or target''s name, username or e-mail, accent- and case-insensitive), action kind (an unknown kind matches nothing), p_from..p_to (club-local days; UTC for rows with no club; at most 366); paging 1..200. Returns {status ok|invalid_request|not_allowed|unknown_club|not_signed_in, message, total, limit, offset, rows: [{id, at, day, time_zone, actor {id, name, email}, action, action_label, summary, target {id, name}, club {id, name}}]}.';
revoke execute on function public.audit_entries(uuid, text, text, date, date, integer, integer) from public, anon;
grant execute on function public.audit_entries(uuid, text, text, date, date, integer, integer) to authenticated, service_role;
