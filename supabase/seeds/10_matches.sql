-- =============================================================================
-- Demo seed: home clubs, match history and ratings (after seed.sql).
-- Seeded members get a home club (spread like the courts); about a third of
-- the past bookings became a doubles match between the booker and three
-- players of the club, decided by a hidden skill so the ratings spread out;
-- a few recent results still wait for confirmation. The demo member (Alex
-- Rivera) has exactly 24 confirmed matches, 16 won, over the last ten weeks,
-- one result to confirm and one waiting for the opponents. Ratings are then
-- replayed in confirmation order by recompute_ratings (one pass, set-based
-- writes). Runs once: nothing happens when matches already exist.
-- The seeded confirmed results all count for ratings (counts_for_rating), as
-- history confirmed before the rule of 20261202000500 does: most demo matches
-- have no booking, and the regular cores meet more often than the rule's
-- weekly limit allows.
-- =============================================================================

create temporary table seed_matches_run as select not exists (select 1 from public.matches) as fresh;

-- Bulk rows without per-row foreign-key and trigger work, as a data-only
-- restore does (pg_dump's --disable-triggers, Supabase's data dumps): every id
-- below is read from the tables it references, and tests/stack/matches-seed
-- checks that nothing dangles. Back to normal before the RPC calls at the end.
set local session_replication_role = replica;

-- -----------------------------------------------------------------------------
-- Home clubs: each seeded member gets one, a club with more courts more members
-- -----------------------------------------------------------------------------
create temporary table seed_court_places as
select row_number() over (order by c.id, k.number)::int - 1 as place, c.id as club_id
from public.clubs c join public.courts k on k.club_id = c.id
where c.id::text like 'c0000000-0000-4000-8000-%';

update public.profiles p
set home_club_id = s.club_id
from (select x.id, abs(hashtext(x.id::text)) % (select count(*) from seed_court_places) as place
      from public.profiles x
      where x.email like '%@members.elsy.test' and x.home_club_id is null) h
join seed_court_places s on s.place = h.place
where (select fresh from seed_matches_run) and p.id = h.id;

-- Each club's players, numbered 0..n-1, with a hidden skill (an Elo-like
-- strength from 1200 to 1800, fixed per player) that decides who tends to win.
create temporary table seed_pool as
select p.home_club_id as club_id, p.id as player_id,
       (row_number() over (partition by p.home_club_id order by p.id) - 1)::int as idx,
       count(*) over (partition by p.home_club_id)::int as size,
       1200 + 600 * (('x' || substr(md5(p.id::text), 1, 6))::bit(24)::int / 16777215.0) as skill
from public.profiles p
where p.email like '%@members.elsy.test' and p.home_club_id is not null;
create unique index on seed_pool (club_id, idx);
create unique index on seed_pool (player_id);
analyze seed_pool;

-- -----------------------------------------------------------------------------
-- Network history: a third of the past bookings became a match
-- -----------------------------------------------------------------------------
-- The booker plus three players of the club, drawn with a bias towards each
-- club's first players (a regular core plays most matches). p1..p3 are distinct
-- by construction: increasing offsets from one base, below the club's size.
create temporary table seed_games as
select gen_random_uuid() as id, x.booking_id, x.club_id, x.court_id, x.played_at, x.booker,
       a.player_id as p1, b.player_id as p2, c.player_id as p3,
       (random() < 1.0 / (1.0 + power(10.0, ((b.skill + c.skill) / 2 - (x.booker_skill + a.skill) / 2) / 400.0)))
         as booker_won,
       random() < 0.3 as three_sets,
       x.played_at + interval '40 minutes' + random() * interval '2 hours' as reported_at,
       x.played_at + interval '3 hours' + random() * interval '36 hours' as confirmed_at
from (
  select bk.id as booking_id, bk.club_id, bk.court_id, bk.member_id as booker,
         public.slot_starts_at(bk.date, s.starts_at, cl.time_zone) as played_at,
         coalesce(me.skill, 1500) as booker_skill,
         pool.size,
         floor(pool.size * power(random(), 4))::int as base,
         1 + floor(random() * 8)::int as d1, 1 + floor(random() * 8)::int as d2, 1 + floor(random() * 8)::int as d3
  from public.bookings bk
  join public.slots s on s.id = bk.slot_id
  join public.clubs cl on cl.id = bk.club_id
  join lateral (select max(sp.size) as size from seed_pool sp where sp.club_id = bk.club_id and sp.idx = 0) pool on pool.size > 100
  left join seed_pool me on me.player_id = bk.member_id
  where (select fresh from seed_matches_run)
    and bk.status = 'confirmed' and bk.date < current_date
    and bk.member_id in (select player_id from seed_pool)
    and random() < 0.3
) x
join seed_pool a on a.club_id = x.club_id and a.idx = (x.base + x.d1) % x.size
join seed_pool b on b.club_id = x.club_id and b.idx = (x.base + x.d1 + x.d2) % x.size
join seed_pool c on c.club_id = x.club_id and c.idx = (x.base + x.d1 + x.d2 + x.d3) % x.size
where x.booker not in (a.player_id, b.player_id, c.player_id);

-- Results reported in the last day and a half wait for an opponent (a few are disputed).
insert into public.matches (id, booking_id, club_id, court_id, played_at, format, status, sets, winner,
                            reported_by, reported_at, confirmed_by, confirmed_at, disputed_by, dispute_reason,
                            counts_for_rating)
select g.id, g.booking_id, g.club_id, g.court_id, g.played_at, 'doubles', st.status, sc.sets, g.winner,
       g.booker, least(g.reported_at, now() - interval '5 minutes'),
       case when st.status = 'confirmed' then g.p2 end, case when st.status = 'confirmed' then g.confirmed_at end,
       case when st.status = 'disputed' then g.p2 end,
       case when st.status = 'disputed' then 'The third set was 6-4 to us, not to you.' end,
       st.status = 'confirmed'
from (select sg.*, (case when sg.booker_won then 1 else 2 end)::smallint as winner from seed_games sg) g
cross join lateral (
  select (case when g.confirmed_at < now() then 'confirmed'
               when abs(hashtext(g.id::text)) % 5 = 0 then 'disputed'
               else 'reported' end)::public.match_status as status
) st
cross join lateral (
  -- The winners take every set but the second of a three-setter.
  select jsonb_agg(case when z.set_winner = 1 then jsonb_build_array(z.wg, z.lg) else jsonb_build_array(z.lg, z.wg) end
                   order by z.n) as sets
  from (
    select n, case when g.three_sets and n = 2 then 3 - g.winner else g.winner end as set_winner,
           l.lg, case when l.lg >= 5 then 7 else 6 end as wg
    from generate_series(1, case when g.three_sets then 3 else 2 end) as n
    cross join lateral (select (array[0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6])[1 + floor(random() * 12)::int + 0 * n] as lg) l
  ) z
) sc;

insert into public.match_players (match_id, player_id, team)
select g.id, t.player_id, t.team
from seed_games g
cross join lateral (values (g.booker, 1::smallint), (g.p1, 1::smallint), (g.p2, 2::smallint), (g.p3, 2::smallint)) t (player_id, team);

-- -----------------------------------------------------------------------------
-- The demo member: 24 confirmed matches (16 won) at ELSY Madrid over ten
-- weeks, five different partners, indoor and outdoor courts; three of them are
-- the demo's own past bookings.
-- -----------------------------------------------------------------------------
create temporary table demo_games as
select n,
       ('f0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid as id,
       substr('WLWWLWWLWWWLWLWWLWWLWLWW', n, 1) = 'W' as won,
       (array[-69, -66, -63, -60, -57, -54, -51, -48, -45, -42, -39, -35,
              -32, -29, -26, -21, -18, -15, -12, -10, -7, -5, -3, -2])[n] as day_offset,
       case n when 12 then 1 when 16 then 3 when 21 then 2 else (array[1, 3, 2, 4, 5, 6])[1 + n % 6] end as court_number,
       case n when 12 then 2 when 16 then 7 when 21 then 8 else 1 + (n * 3) % 8 end as slot_id,
       case n when 12 then 'b0000000-0000-4000-8000-000000000001'::uuid
              when 16 then 'b0000000-0000-4000-8000-000000000002'::uuid
              when 21 then 'b0000000-0000-4000-8000-000000000004'::uuid end as booking_id,
       (array['[[6,4],[6,3]]', '[[6,2],[4,6],[7,5]]', '[[7,6],[6,4]]', '[[6,1],[6,4]]', '[[3,6],[6,3],[6,4]]',
              '[[7,5],[6,2]]'])[1 + n % 6]::jsonb as winner_sets
from generate_series(1, 24) as n
where (select fresh from seed_matches_run);

insert into public.matches (id, booking_id, club_id, court_id, played_at, format, status, sets, winner,
                            reported_by, reported_at, confirmed_by, confirmed_at, counts_for_rating)
select d.id, d.booking_id, k.club_id, k.id, t.played_at, 'doubles', 'confirmed',
       -- winner_sets are written winners first; the demo plays as team 1.
       case when d.won then d.winner_sets
            else (select jsonb_agg(jsonb_build_array(s -> 1, s -> 0) order by i) from jsonb_array_elements(d.winner_sets) with ordinality e (s, i)) end,
       case when d.won then 1 else 2 end,
       'd0000000-0000-4000-8000-000000000004', t.played_at + interval '1 hour',
       o.player_id, t.played_at + interval '3 hours', true
from demo_games d
join public.courts k on k.club_id = 'c0000000-0000-4000-8000-000000000001' and k.number = d.court_number
join public.slots s on s.id = d.slot_id
join seed_pool o on o.club_id = k.club_id and o.idx = 10 + 2 * d.n
cross join lateral (select public.slot_starts_at(current_date + d.day_offset, s.starts_at, 'Europe/Madrid') as played_at) t;

insert into public.match_players (match_id, player_id, team)
select d.id, t.player_id, t.team
from demo_games d
join seed_pool partner on partner.club_id = 'c0000000-0000-4000-8000-000000000001' and partner.idx = d.n % 5
join seed_pool o1 on o1.club_id = partner.club_id and o1.idx = 10 + 2 * d.n
join seed_pool o2 on o2.club_id = partner.club_id and o2.idx = 11 + 2 * d.n
cross join lateral (values ('d0000000-0000-4000-8000-000000000004'::uuid, 1::smallint), (partner.player_id, 1::smallint),
                           (o1.player_id, 2::smallint), (o2.player_id, 2::smallint)) t (player_id, team);

-- -----------------------------------------------------------------------------
-- Ratings: replay every confirmed match in confirmation order
-- -----------------------------------------------------------------------------
select public.recompute_ratings() where (select fresh from seed_matches_run);
set local session_replication_role = origin;
-- Its trigger did not run under the replica role: today's trend baseline.
select public.refresh_ranking_baseline();

-- -----------------------------------------------------------------------------
-- Two results waiting, through report_match itself (so the notification is the
-- real one): an opponent's report the demo member is asked to confirm, and the
-- demo member's own report waiting for the opponents.
-- -----------------------------------------------------------------------------
create temporary table demo_pending (id uuid, reporter uuid, team1 uuid[], team2 uuid[], sets jsonb, played_at timestamptz);
insert into demo_pending
select 'f0000000-0000-4000-8000-000000000101'::uuid, o1.player_id, array[o1.player_id, o2.player_id],
       array['d0000000-0000-4000-8000-000000000004'::uuid, partner.player_id], '[[3,6],[6,4],[4,6]]'::jsonb,
       public.slot_starts_at(current_date - 1, time '15:00', 'Europe/Madrid')
from seed_pool o1, seed_pool o2, seed_pool partner
where (select fresh from seed_matches_run)
  and o1.club_id = 'c0000000-0000-4000-8000-000000000001' and o1.idx = 70
  and o2.club_id = o1.club_id and o2.idx = 71 and partner.club_id = o1.club_id and partner.idx = 1
union all
select 'f0000000-0000-4000-8000-000000000102'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
       array['d0000000-0000-4000-8000-000000000004'::uuid, partner.player_id], array[o1.player_id, o2.player_id],
       '[[6,2],[6,4]]', public.slot_starts_at(current_date - 2, time '12:00', 'Europe/Madrid')
from seed_pool o1, seed_pool o2, seed_pool partner
where (select fresh from seed_matches_run)
  and o1.club_id = 'c0000000-0000-4000-8000-000000000001' and o1.idx = 72
  and o2.club_id = o1.club_id and o2.idx = 73 and partner.club_id = o1.club_id and partner.idx = 2;

do $$
declare
  p record;
begin
  for p in select * from demo_pending order by id loop
    perform set_config('request.jwt.claims', jsonb_build_object('sub', p.reporter, 'role', 'authenticated')::text, true);
    perform public.report_match(p.id, p.team1, p.team2, p.sets, null, p.played_at, 'c0000000-0000-4000-8000-000000000001');
  end loop;
  -- The later seed files run in this same transaction: leave no one signed in.
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- Reported an hour after playing, as a player would.
update public.matches m set reported_at = p.played_at + interval '1 hour'
from demo_pending p where m.id = p.id;
update public.notifications n set created_at = p.played_at + interval '1 hour'
from demo_pending p where n.data ->> 'match_id' = p.id::text;

drop table demo_pending;
drop table demo_games;
drop table seed_games;
drop table seed_pool;
drop table seed_court_places;
drop table seed_matches_run;

-- The planner's picture of home clubs (seed.sql analysed profiles before they
-- had any); the new tables are left to autovacuum, a minute after the seed.
analyze public.profiles (home_club_id);
