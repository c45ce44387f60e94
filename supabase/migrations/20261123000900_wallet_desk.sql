-- =============================================================================
-- The top-up desk: the pending top-ups a staff member can confirm, with who
-- asked. Club staff may read their clubs' transactions already (RLS), but not
-- members' profiles, and a desk has to know whose money it is taking. This
-- read discloses only the name and username of members who asked to pay at
-- one of the caller's clubs, and nothing else of their profile.
-- =============================================================================

create function public.pending_top_ups(p_club_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', t.id,
      'member_id', t.member_id,
      'member_name', coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member'),
      'username', p.username,
      'amount', t.amount,
      'club_id', t.club_id,
      'club_name', c.name,
      'created_at', t.created_at
    ) order by t.created_at, t.id), '[]'::jsonb)
  from public.transactions t
  join public.clubs c on c.id = t.club_id
  left join public.profiles p on p.id = t.member_id
  where t.kind = 'top_up'
    and t.status = 'pending'
    and t.club_id in (select public.staff_club_ids())
    and (p_club_id is null or t.club_id = p_club_id);
$$;
comment on function public.pending_top_ups(uuid) is
  'Pending top-ups at the clubs the caller is staff of (optionally one club), oldest first, with the member''s name and username: what the desk confirms with confirm_top_up.';
revoke execute on function public.pending_top_ups(uuid) from public, anon;
grant execute on function public.pending_top_ups(uuid) to authenticated, service_role;
