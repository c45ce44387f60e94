-- =============================================================================
-- My Statistics: the caller's confirmed matches summed up, with their rating,
-- network rank, form, partners and results by court type.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- player_statistics: the caller's confirmed matches summed up
-- -----------------------------------------------------------------------------
create function public.player_statistics()
returns jsonb
language plpgsql
-- Volatile only so the first read of a day may store the rankings' trend baseline.
volatile
security definer
set search_path = ''
as $$
begin
  perform public.ranking_baseline_ensure();
  return (
    with me as (
      select (select auth.uid()) as id
    ), mine as (
      select m.id, m.played_at, m.court_id, mp.team, (mp.team = m.winner) as won
      from public.match_players mp
      join public.matches m on m.id = mp.match_id
      where mp.player_id = (select id from me) and m.status = 'confirmed'
    ), totals as (
      select count(*)::int as matches, (count(*) filter (where won))::int as wins from mine
    )
    select jsonb_build_object(
      'matches', t.matches,
      'wins', t.wins,
      'losses', t.matches - t.wins,
      'win_rate', case when t.matches = 0 then 0 else round(100.0 * t.wins / t.matches)::int end,
      'rating', public.player_rating((select id from me)),
      'rank', (select r.rank from public.ranking_rows('network', null, (select id from me)) r),
      'ranked_players', (select count(*) from public.player_ratings r where r.matches > 0),
      'form', coalesce((
        select jsonb_agg(jsonb_build_object('match_id', f.match_id, 'played_at', f.played_at, 'won', f.score = 1,
                                            'rating_after', f.rating_after) order by f.created_at, f.match_id)
        from (select rc.match_id, rc.created_at, rc.score, rc.rating_after, m.played_at
              from public.rating_changes rc
              join public.matches m on m.id = rc.match_id
              where rc.player_id = (select id from me)
              order by rc.created_at desc, rc.match_id desc
              limit 20) f), '[]'::jsonb),
      'partners', coalesce((
        select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'matches', x.matches, 'wins', x.wins)
                         order by x.matches desc, x.wins desc, x.name)
        from (select p.id, public.display_name(p.first_name, p.last_name, p.username) as name,
                     count(*)::int as matches, (count(*) filter (where mi.won))::int as wins
              from mine mi
              join public.match_players pt on pt.match_id = mi.id and pt.team = mi.team and pt.player_id <> (select id from me)
              join public.profiles p on p.id = pt.player_id
              group by p.id
              order by count(*) desc, count(*) filter (where mi.won) desc, 2
              limit 5) x), '[]'::jsonb),
      'by_court_type', (
        select jsonb_agg(jsonb_build_object('court_type', ct.type, 'matches', coalesce(s.matches, 0), 'wins', coalesce(s.wins, 0))
                         order by ct.type)
        from (values ('indoor'::public.court_type), ('outdoor'::public.court_type)) ct (type)
        left join (select k.type, count(*)::int as matches, (count(*) filter (where mi.won))::int as wins
                   from mine mi join public.courts k on k.id = mi.court_id
                   group by k.type) s on s.type = ct.type))
    from totals t);
end;
$$;
comment on function public.player_statistics() is
  'The caller''s StatisticsRow: matches, wins, losses, win rate, rating, network rank, form (last 20), partners (top 5), results by court type. Confirmed matches only.';

revoke execute on function public.player_statistics() from public, anon;
grant execute on function public.player_statistics() to authenticated, service_role;
