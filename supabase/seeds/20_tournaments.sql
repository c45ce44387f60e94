-- =============================================================================
-- Demo seed: tournaments (after 10_matches.sql, which gives members home clubs
-- and ratings). One finished knockout at ELSY Madrid with its winners, one
-- running knockout at ELSY Barcelona (drawn with byes, a first result in), and
-- three open ones taking registrations: a round robin at Madrid whose level
-- range holds the demo member's rating, an Americano at Barcelona and a
-- knockout at Paris. Teams are seeded members of the club who can pay the fee;
-- the demo member is in none of them, so their wallet stays as seed.sql left
-- it. Draws and results go through the same internal functions as the RPCs.
-- Runs once: nothing happens when tournaments already exist.
-- =============================================================================

create temporary table seed_tournaments_run as select not exists (select 1 from public.tournaments) as fresh;

-- -----------------------------------------------------------------------------
-- The tournaments (dates relative to today)
-- -----------------------------------------------------------------------------
create temporary table seed_tournaments (
  id uuid, club_id uuid, name text, description text, format public.tournament_format,
  level_min numeric, level_max numeric, starts_in int, days int, closes_in int,
  fee numeric, max_teams int, teams int, created_by uuid
);

-- The Madrid league's range: 150 either side of the demo member's rating
-- (rounded to 50), so the demo member can enter it with most partners.
insert into seed_tournaments
select v.id::uuid, v.club_id::uuid, v.name, v.description, v.format::public.tournament_format,
       case when v.around_demo then demo.base - 150 else v.level_min::numeric end,
       case when v.around_demo then demo.base + 150 else v.level_max::numeric end,
       v.starts_in, v.days, v.closes_in, v.fee, v.max_teams, v.teams, v.created_by::uuid
from (values
  ('ab000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Madrid Autumn Open',
   'Our autumn knockout: eight pairs, one day of padel and a final under the lights.',
   'knockout', 1450, null, false, -24, 1, -26, 25.00, 8, 8, 'd0000000-0000-4000-8000-000000000003'),
  ('ab000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', 'Barcelona Masters',
   'Two days of knockout padel for strong pairs. The top seeds start in the quarter-finals.',
   'knockout', 1480, null, false, -1, 2, -3, 30.00, 8, 6, 'd0000000-0000-4000-8000-000000000001'),
  ('ab000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Madrid Winter League',
   'Every pair plays every other pair over one weekend. Standings by matches won.',
   'round_robin', null, null, true, 14, 2, 12, 20.00, 8, 4, 'd0000000-0000-4000-8000-000000000003'),
  ('ab000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'Barcelona Americano Night',
   'A social evening: short games to 21 points, new opponents every round. All levels welcome.',
   'americano', null, null, false, 6, 1, 5, 15.00, 12, 5, 'd0000000-0000-4000-8000-000000000001'),
  ('ab000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000004', 'Paris Open',
   'The Paris club''s open knockout, sixteen pairs over two days.',
   'knockout', 1400, null, false, 21, 2, 20, 25.00, 16, 7, 'd0000000-0000-4000-8000-000000000001')
) as v (id, club_id, name, description, format, level_min, level_max, around_demo, starts_in, days, closes_in, fee,
        max_teams, teams, created_by)
cross join (select round(public.player_rating('d0000000-0000-4000-8000-000000000004') / 50) * 50 as base) demo
where (select fresh from seed_tournaments_run);

-- Registration closes at 20:00 club time on its day.
insert into public.tournaments (id, club_id, name, description, format, level_min, level_max, starts_on, ends_on,
                                registration_closes_at, entry_fee, max_teams, created_by, created_at)
select s.id, s.club_id, s.name, s.description, s.format, s.level_min, s.level_max,
       current_date + s.starts_in, current_date + s.starts_in + s.days - 1,
       public.slot_starts_at(current_date + s.closes_in, '20:00', c.time_zone),
       s.fee, s.max_teams, s.created_by, now() - (30 - s.closes_in) * interval '1 day'
from seed_tournaments s
join public.clubs c on c.id = s.club_id;

-- -----------------------------------------------------------------------------
-- Entries: pairs of the club's rated members whose ratings fit the range and
-- whose balance in the club's currency holds both of their club's fees (a
-- member may be in both), topped up in that currency well before they enter
-- (entries are made up to 13 days before registration closes), so no running
-- balance ever dips below zero.
-- -----------------------------------------------------------------------------
with candidates as (
  select s.id as tournament_id, p.id as player_id, r.rating,
         row_number() over (partition by s.id order by md5(p.id::text || s.id::text)) as n
  from seed_tournaments s
  join public.tournaments t on t.id = s.id
  join public.clubs c on c.id = s.club_id
  join public.profiles p on p.home_club_id = s.club_id and p.email like '%@members.elsy.test'
  join public.player_ratings r on r.player_id = p.id and r.matches > 0
  join public.wallets w on w.member_id = p.id and w.currency = c.currency and w.balance >= 60
  where r.rating between coalesce(s.level_min, 0) + 20 and coalesce(s.level_max, 9999) - 20
    and (select min(x.completed_at) from public.transactions x
         where x.member_id = p.id and x.currency = c.currency and x.kind = 'top_up' and x.status = 'completed')
        < least(now(), t.registration_closes_at) - interval '13 days'
)
insert into public.tournament_entries (id, tournament_id, player1_id, player2_id, average_rating, created_at)
select gen_random_uuid(), a.tournament_id, a.player_id, b.player_id, round((a.rating + b.rating) / 2, 1),
       least(now(), t.registration_closes_at) - (a.n * 9 + 5) * interval '1 hour'
from candidates a
join candidates b on b.tournament_id = a.tournament_id and b.n = a.n + 1
join seed_tournaments s on s.id = a.tournament_id
join public.tournaments t on t.id = s.id
where a.n % 2 = 1 and a.n < 2 * s.teams;

insert into public.transactions (member_id, type, kind, amount, currency, description, tournament_entry_id, club_id, created_by,
                                 created_at, completed_at)
select e.player1_id, 'debit', 'tournament_fee', t.entry_fee, c.currency, 'Entry fee: ' || t.name, e.id, t.club_id, e.player1_id,
       e.created_at, e.created_at
from public.tournament_entries e
join public.tournaments t on t.id = e.tournament_id
join public.clubs c on c.id = t.club_id
where t.id in (select id from seed_tournaments) and t.entry_fee > 0;

-- -----------------------------------------------------------------------------
-- Draws and results: the finished Madrid Open (favourites win but for one
-- upset in the quarter-finals) and the first result of the Barcelona Masters.
-- Confirmation instants increase from now, so the rating history stays in
-- confirmation order (recompute_ratings would replay it identically).
-- -----------------------------------------------------------------------------
select public.tournament_close_now(s.id, false)
from seed_tournaments s
where s.starts_in < 0
order by s.id;

do $$
declare
  scores jsonb[] := array['[[6,3],[6,4]]', '[[6,4],[3,6],[6,2]]', '[[7,5],[6,4]]', '[[7,6],[4,6],[6,3]]']::jsonb[];
  m record;
  sets jsonb;
  recorded int := 0;
begin
  -- One match at a time: each knockout result fills a slot of the next round.
  loop
    select x.id, x.tournament_id, x.round, x.position, t.created_by, e1.seed > e2.seed as team2_favourite
      into m
    from public.tournament_matches x
    join public.tournaments t on t.id = x.tournament_id
    join public.tournament_entries e1 on e1.id = x.team1_entry_id
    join public.tournament_entries e2 on e2.id = x.team2_entry_id
    where x.status = 'scheduled'
      and (x.tournament_id = 'ab000000-0000-4000-8000-000000000001'
           or (x.tournament_id = 'ab000000-0000-4000-8000-000000000002' and x.round = 1))
    order by x.tournament_id, x.round, x.position
    limit 1;
    exit when not found;
    sets := scores[1 + (m.round + m.position) % 4];
    -- The favourite wins, except in the upset of the Madrid quarter-final at position 3.
    if m.team2_favourite <> (m.tournament_id = 'ab000000-0000-4000-8000-000000000001' and m.round = 1 and m.position = 3) then
      select jsonb_agg(jsonb_build_array(x.s -> 1, x.s -> 0) order by x.n) into sets
      from jsonb_array_elements(sets) with ordinality as x (s, n);
    end if;
    recorded := recorded + 1;
    perform public.tournament_apply_result(m.id, sets, m.created_by, now() + recorded * interval '1 millisecond', false);
  end loop;
end;
$$;

drop table seed_tournaments;
drop table seed_tournaments_run;

analyze public.tournaments;
analyze public.tournament_entries;
analyze public.tournament_matches;
