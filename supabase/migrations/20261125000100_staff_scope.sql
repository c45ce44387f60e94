-- Who is staff of which club, decided in one place, and what staff may see of a member.
--
-- The model: a club has an owner (clubs.owner_id; one person may own several clubs), a country an owner
-- (countries.owner_id) who is staff of every club in that country, and a super admin is staff of every club.
-- is_club_staff(club) is the one rule; staff_club_ids() lists the clubs it says yes to, for policies that filter
-- many rows at once. Every staff policy and RPC goes through one of the two.

comment on function public.is_club_staff(uuid) is
  'May the caller act for this club: a super admin, the club''s owner or the owner of the club''s country. The one staff rule.';

create or replace function public.staff_club_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clubs c where public.is_club_staff(c.id);
$$;
comment on function public.staff_club_ids() is 'Ids of the clubs the caller is staff of: those is_club_staff says yes to.';

-- The opening every staff RPC about one club shares: null when the caller may act for the club, else the
-- refusal to return (a club that does not exist is named only to those who may see every club).
create function public.staff_club_refusal(p_club_id uuid, p_not_allowed text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then public.rpc_result('not_signed_in', 'Please sign in again.')
    when p_club_id is null then public.rpc_result('invalid_request', 'Please choose a club.')
    when not public.is_club_staff(p_club_id) then public.rpc_result('not_allowed', p_not_allowed)
    when not exists (select 1 from public.clubs c where c.id = p_club_id) then public.rpc_result('unknown_club', 'That club does not exist.')
  end;
$$;
revoke execute on function public.staff_club_refusal(uuid, text) from public, anon, authenticated;
comment on function public.staff_club_refusal(uuid, text) is
  'Internal: the refusal a staff RPC about one club answers (not_signed_in, invalid_request, not_allowed, unknown_club), or null.';

-- -----------------------------------------------------------------------------
-- A club's members, with their contact details, for its staff only
-- -----------------------------------------------------------------------------

create function public.club_members(
  p_club_id uuid,
  p_search text default null,
  p_sort text default 'name',
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its members.');
  pattern text;
  today date;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select public.club_today(c) into today from public.clubs c where c.id = p_club_id;
  if p_sort is null or p_sort not in ('name', 'recent', 'bookings') then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Members can be sorted by name, most recent booking or number of bookings.');
  end if;
  if p_offset is null or p_offset < 0 or p_offset > 1000000 or p_limit is null or p_limit < 1 or p_limit > 200 then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Please ask for 1 to 200 members at a time.');
  end if;
  if char_length(p_search) > 100 then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Please search with at most 100 characters.');
  end if;
  -- The search is text, never a pattern: % and _ typed by staff match themselves.
  pattern := '%' || replace(replace(replace(lower(btrim(coalesce(p_search, ''))), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with related as (
    -- The club's members: home club here, or a booking here in the last 12 months (club-local dates).
    select p.id from public.profiles p where p.home_club_id = p_club_id
    union
    select b.member_id from public.bookings b
    where b.club_id = p_club_id and b.date >= today - 365
  ),
  members as (
    select p.id, p.first_name, p.last_name, p.username, p.email, p.phone,
           p.home_club_id is not distinct from p_club_id as home_club,
           coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member') as name,
           (select count(*) from public.bookings b
             where b.member_id = p.id and b.club_id = p_club_id and b.status = 'confirmed'
               and b.date >= today - 365)::integer as bookings_12m,
           (select max(b.date) from public.bookings b
             where b.member_id = p.id and b.club_id = p_club_id and b.status = 'confirmed') as last_booking_on
    from related r
    join public.profiles p on p.id = r.id
    where pattern = '%%'
       or lower(concat_ws(' ', p.first_name, p.last_name)) like pattern
       or lower(coalesce(p.username, '')) like pattern
       or lower(coalesce(p.email, '')) like pattern
       or coalesce(p.phone, '') like pattern
  )
  select jsonb_build_object(
    'status', 'ok',
    'message', 'Members listed.',
    'total', (select count(*) from members),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', m.id, 'name', m.name, 'username', m.username, 'email', m.email, 'phone', m.phone,
          'home_club', m.home_club, 'bookings_12m', m.bookings_12m, 'last_booking_on', m.last_booking_on
        ) order by ord)
      from (
        select m.*, row_number() over (
          order by
            case when p_sort = 'recent' then m.last_booking_on end desc nulls last,
            case when p_sort = 'bookings' then m.bookings_12m end desc,
            lower(m.name), m.id
        ) as ord
        from members m
        order by ord
        offset p_offset limit p_limit
      ) m
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.club_members(uuid, text, text, integer, integer) is
  'The club''s members (home club, or a booking there in the last 12 months) with name, username, e-mail and phone, for the club''s staff only; search, sort (name|recent|bookings) and paging. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, total, rows}.';
revoke execute on function public.club_members(uuid, text, text, integer, integer) from public, anon;
grant execute on function public.club_members(uuid, text, text, integer, integer) to authenticated, service_role;
