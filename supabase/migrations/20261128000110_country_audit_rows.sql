-- A country owner's audit log also lists the changes to their countries themselves (set_country_defaults, which
-- belong to no club), dated in the country's time zone. audit_entries is recreated from
-- 20261126000500_audit_log_page.sql with only its scope changed: the rows of the caller's clubs, and now the rows
-- about a country is_country_staff says the caller runs; every other line is the same.

create or replace function public.audit_entries(
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
           public.audit_target_person(a.target_table, a.target_id, a.details) as person_id, c.name as club_name,
           coalesce(c.time_zone, k.time_zone) as time_zone, coalesce(c.currency, k.currency) as currency
    from public.audit_log a
    left join public.clubs c on c.id = a.club_id
    left join public.countries k on a.club_id is null and a.target_table = 'countries' and k.code = a.target_id
    where (everything
           or a.club_id in (select public.staff_club_ids())
           or (k.code is not null and public.is_country_staff(k.code)))
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
  'The audit log for staff, newest first: every row for a super admin, the rows of the clubs they run for club and country owners, and for country owners the rows about their countries (country defaults; other rows about no club: super admins only), members refused. Filters: club, person (actor''s or target''s name, username or e-mail, accent- and case-insensitive), action kind (an unknown kind matches nothing), p_from..p_to (club-local days, the country''s for a country''s rows, UTC for other rows with no club; at most 366); paging 1..200. Returns {status ok|invalid_request|not_allowed|unknown_club|not_signed_in, message, total, limit, offset, rows: [{id, at, day, time_zone, actor {id, name, email}, action, action_label, summary, target {id, name}, club {id, name}}]}.';
