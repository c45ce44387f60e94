-- An open match or split booking played as a friendly does not move ratings: its result is recorded and confirmed as
-- any other, and counts_for_rating stays false. A competitive one counts as any result on a court booking.

create or replace function public.match_counts_for_rating(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select m.status = 'confirmed' and (
    m.tournament_id is not null
    or (
      -- A real court booking at a club, made or held by one of the players.
      exists (select 1 from public.bookings b
              where b.id = m.booking_id and b.club_id = m.club_id and b.status = 'confirmed' and b.no_show_at is null
                and exists (select 1 from public.match_players mp
                            where mp.match_id = m.id and (mp.player_id = b.member_id or mp.player_id = b.booked_by)))
      -- Not a match its organiser opened as a friendly.
      and not exists (select 1 from public.open_matches om
                      where om.booking_id = m.booking_id and not om.competitive and om.status <> 'cancelled')
      -- No two opponents already at the week's limit against each other.
      and not exists (
        select 1
        from public.match_players a
        join public.match_players z on z.match_id = a.match_id and z.team <> a.team
        where a.match_id = m.id and a.team = 1
          and (select count(*)
               from public.match_players oa
               join public.match_players oz on oz.match_id = oa.match_id and oz.player_id = z.player_id and oz.team <> oa.team
               join public.matches o on o.id = oa.match_id
               where oa.player_id = a.player_id and o.id <> m.id and o.counts_for_rating and o.tournament_id is null
                 and o.played_at > m.played_at - interval '7 days' and o.played_at < m.played_at + interval '7 days')
              >= public.rated_results_per_opponent_week())))
  from public.matches m
  where m.id = p_match_id;
$$;
comment on function public.match_counts_for_rating(uuid) is
  'Internal: whether a confirmed result counts for ratings: a tournament result, or one on a court booking made or held by one of its players, not an open match opened as a friendly, with no two opponents past 3 counting results against each other within 7 days.';
