-- =============================================================================
-- Match presentation: how a match, its players and their rating moves look to
-- the client (src/db/types.ts: MatchRow, MatchPlayer, RatingExplanation), and
-- the small texts the notifications reuse. Internal helpers of the match RPCs.
-- =============================================================================

-- "6-4 3-6 7-5" seen from one team's side.
create function public.match_score_text(sets jsonb, team smallint)
returns text
language sql
immutable
set search_path = ''
as $$
  select string_agg(case when team = 2 then (s ->> 1) || '-' || (s ->> 0) else (s ->> 0) || '-' || (s ->> 1) end,
                    ' ' order by n)
  from jsonb_array_elements(sets) with ordinality as x (s, n);
$$;
comment on function public.match_score_text(jsonb, smallint) is 'Set scores as text, e.g. "6-4 3-6 7-5", from the given team''s side.';

-- Who may confirm or dispute: a player of the team that did not report, or
-- staff of the match's club (staff may also settle a disputed result).
create function public.match_can_confirm(m public.matches, caller uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select m.status <> 'confirmed' and caller is not null and (
    exists (
      select 1 from public.match_players me
      where me.match_id = m.id and me.player_id = caller
        and me.team is distinct from (select r.team from public.match_players r
                                      where r.match_id = m.id and r.player_id = m.reported_by))
    or public.is_club_staff(m.club_id));
$$;
comment on function public.match_can_confirm(public.matches, uuid) is
  'Whether the caller may confirm (or, as a player, dispute) the match: an opponent of the reporter, or club staff.';
revoke execute on function public.match_can_confirm(public.matches, uuid) from public, anon, authenticated;

-- The MatchRow of src/db/types.ts, seen by `caller`. A caller who is not in
-- the match (club staff) sees it from team 1's side and has no rating move.
create function public.match_json(m public.matches, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id,
    'booking_id', m.booking_id,
    'tournament_id', m.tournament_id,
    'club_id', m.club_id,
    'club_name', coalesce(c.name, ''),
    'court_number', k.number,
    'court_type', k.type,
    'played_at', m.played_at,
    'format', m.format,
    'status', m.status,
    'sets', m.sets,
    'winner', m.winner,
    'my_team', coalesce(me.team, 1),
    'reported_by', m.reported_by,
    'reported_at', m.reported_at,
    'confirmed_at', m.confirmed_at,
    'dispute_reason', m.dispute_reason,
    'can_confirm', public.match_can_confirm(m, caller),
    'players', (
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'name', public.display_name(p.first_name, p.last_name, p.username), 'team', mp.team,
               'rating_before', rc.rating_before, 'rating_after', rc.rating_after, 'delta', rc.delta)
             order by mp.team, p.id = caller desc, p.first_name, p.last_name, p.id)
      from public.match_players mp
      join public.profiles p on p.id = mp.player_id
      left join public.rating_changes rc on rc.match_id = mp.match_id and rc.player_id = mp.player_id
      where mp.match_id = m.id),
    'rating', (
      select jsonb_build_object(
               'rating_before', rc.rating_before, 'rating_after', rc.rating_after, 'delta', rc.delta,
               'team_rating', rc.team_rating, 'opponent_rating', rc.opponent_rating, 'expected', rc.expected,
               'score', rc.score, 'k', rc.k)
      from public.rating_changes rc
      where rc.match_id = m.id and rc.player_id = caller))
  from (select 1) one
  left join public.clubs c on c.id = m.club_id
  left join public.courts k on k.id = m.court_id
  left join public.match_players me on me.match_id = m.id and me.player_id = caller;
$$;
comment on function public.match_json(public.matches, uuid) is 'A match as the client''s MatchRow, seen by the given user.';
revoke execute on function public.match_json(public.matches, uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Notifications about a match (via public.notify)
-- -----------------------------------------------------------------------------

-- Everyone who played gets their own rating move.
create function public.notify_match_confirmed(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- perform, not a final select: every row must notify.
  perform public.notify(rc.player_id, 'match_confirmed', 'Match result confirmed',
    format('You %s %s at %s. Your rating went from %s to %s (%s).',
           case when rc.score = 1 then 'won' else 'lost' end, public.match_score_text(m.sets, rc.team),
           coalesce(c.name, 'your club'), rc.rating_before, rc.rating_after,
           case when rc.delta >= 0 then '+' else '' end || rc.delta::text),
    '/player-statistics',
    jsonb_build_object('match_id', m.id, 'delta', rc.delta, 'rating_after', rc.rating_after))
  from public.matches m
  join public.rating_changes rc on rc.match_id = m.id
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id;
end;
$$;
revoke execute on function public.notify_match_confirmed(uuid) from public, anon, authenticated;

-- The other team than the reporter's is asked to confirm.
create function public.notify_match_to_confirm(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- perform, not a final select: every row must notify.
  perform public.notify(mp.player_id, 'match_to_confirm', 'Confirm a match result',
    format('%s reported that you %s %s at %s on %s. Confirm it or dispute it.',
           public.display_name(r.first_name, r.last_name, r.username),
           case when mp.team = m.winner then 'won' else 'lost' end, public.match_score_text(m.sets, mp.team),
           coalesce(c.name, 'your club'), to_char(m.played_at at time zone coalesce(c.time_zone, 'UTC'), 'FMDD Mon')),
    '/player-statistics',
    jsonb_build_object('match_id', m.id))
  from public.matches m
  join public.profiles r on r.id = m.reported_by
  join public.match_players rt on rt.match_id = m.id and rt.player_id = m.reported_by
  join public.match_players mp on mp.match_id = m.id and mp.team <> rt.team
  left join public.clubs c on c.id = m.club_id
  where m.id = p_match_id;
end;
$$;
revoke execute on function public.notify_match_to_confirm(uuid) from public, anon, authenticated;
