-- =============================================================================
-- Demo seed: ELSY Madrid's desk over a month (after the bookings and club desk seeds): a weekly beginners'
-- class, a maintenance morning next week and a past social evening blocked on the courts; walk-in guests who
-- paid at the desk over the last four weeks and today, the played ones checked in.
-- Only cells no confirmed booking holds are used. Safe to run twice: fixed ids and series, each insert skips
-- what is already there.
-- =============================================================================

create temporary table seed_desk as
select c.id as club_id, c.time_zone, c.currency, (now() at time zone c.time_zone)::date as today
from public.clubs c where c.id = 'c0000000-0000-4000-8000-000000000001';

-- -----------------------------------------------------------------------------
-- Blocks: court number, slots, days (offsets from today), kind, reason, series
-- -----------------------------------------------------------------------------
create temporary table seed_blocks as
select k.id as court_id, d.date, s.slot_id, v.kind, v.reason, v.series_id::uuid as series_id
from (values
  -- Every Tuesday, four weeks back and four ahead: the beginners' class on courts 11 and 12.
  ('5e000000-0000-4000-8000-000000000001', array[11, 12], array[2], -28, 28, 'weekly', 'class', 'Beginners'' class with coach Marta'),
  -- A maintenance morning next week on one court: the first day and court (7 to 12) with a free morning (below).
  ('5e000000-0000-4000-8000-000000000002', array[7, 8, 9, 10, 11, 12], array[1, 2], 6, 13, 'daily', 'maintenance', 'Resurfacing the court'),
  -- Last fortnight's social evening on courts 1 to 4: the evening with the most of them free (below).
  ('5e000000-0000-4000-8000-000000000003', array[1, 2, 3, 4], array[8], -20, -8, 'daily', 'event', 'Members'' social night')
) as v (series_id, courts, slots, from_offset, until_offset, repeat, kind, reason)
cross join seed_desk x
cross join lateral (
  -- Weekly series start on the first Tuesday of the range.
  select g::date as date from generate_series(x.today + v.from_offset, x.today + v.until_offset, interval '1 day') g
  where v.repeat = 'daily' or extract(isodow from g) = 2
) d
cross join lateral unnest(v.slots) as s (slot_id)
join public.courts k on k.club_id = x.club_id and k.number = any (v.courts);

delete from seed_blocks b
where b.series_id = '5e000000-0000-4000-8000-000000000002'
  and (b.court_id::text || b.date) is distinct from (
    select m.court_id::text || m.date from seed_blocks m join public.courts k on k.id = m.court_id
    where m.series_id = b.series_id
    group by m.court_id, m.date, k.number
    having bool_and(not exists (select 1 from public.bookings o where o.court_id = m.court_id and o.date = m.date
                                  and o.slot_id = m.slot_id and o.status = 'confirmed'))
    order by m.date, k.number limit 1);

-- The bookings seeded before this file are drawn at random: any one evening may have all four courts booked.
delete from seed_blocks b
where b.series_id = '5e000000-0000-4000-8000-000000000003'
  and b.date is distinct from (
    select m.date from seed_blocks m
    where m.series_id = b.series_id
    group by m.date
    order by count(*) filter (where not exists (select 1 from public.bookings o where o.court_id = m.court_id and o.date = m.date
                                                  and o.slot_id = m.slot_id and o.status = 'confirmed')) desc,
             m.date desc
    limit 1);

insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id, created_by, created_at)
select x.club_id, b.court_id, b.date, b.slot_id, b.kind, b.reason, b.series_id, c.owner_id,
       least(now(), (b.date - 14)::timestamp at time zone x.time_zone)
from seed_blocks b
cross join seed_desk x
join public.clubs c on c.id = x.club_id
where not exists (select 1 from public.bookings o
                  where o.court_id = b.court_id and o.date = b.date and o.slot_id = b.slot_id and o.status = 'confirmed')
on conflict (court_id, date, slot_id) do nothing;

-- -----------------------------------------------------------------------------
-- Walk-ins: two a day for the last four weeks and today, on free cells chosen by a hash (the same on every run)
-- -----------------------------------------------------------------------------
create temporary table seed_walk_ins as
select md5('desk walk-in ' || k.id || c.date || s.id)::uuid as id, k.id as court_id, k.number, c.date, s.id as slot_id, s.label,
       public.slot_price(k, c.date, s.starts_at) as price,
       public.slot_starts_at(c.date, s.starts_at, x.time_zone) as starts_at,
       (array['Lucía Fernández', 'Tom Baker', 'Chloé Martin', 'Javier Ortega', 'Emma Schultz', 'Pablo Ruiz',
              'Sofia Rossi', 'Daniel Moreno', 'Inés Navarro', 'Mark O''Neill', 'Carmen Vidal', 'Hugo Blanco'])
         [1 + abs(hashtext(k.id::text || c.date)) % 12] as guest_name,
       case when abs(hashtext(s.id || k.id::text)) % 3 = 0 then '+34 6' || lpad((abs(hashtext(k.id::text || c.date)) % 100000000)::text, 8, '0') end as guest_phone
from seed_desk x
cross join lateral (select (x.today - o)::date as date from generate_series(0, 28) o) c
cross join lateral (
  -- Two free cells per day, the same two whenever this runs (a confirmed booking or a block rules a cell out).
  select k2.id, s2.id as slot_id from public.courts k2 cross join public.slots s2
  where k2.club_id = x.club_id
    and not exists (select 1 from public.bookings o where o.court_id = k2.id and o.date = c.date and o.slot_id = s2.id
                    and o.status = 'confirmed' and o.id <> md5('desk walk-in ' || k2.id || c.date || s2.id)::uuid)
    and not exists (select 1 from public.court_blocks z where z.court_id = k2.id and z.date = c.date and z.slot_id = s2.id)
  order by md5(k2.id::text || c.date || s2.id)
  limit 2
) pick
join public.courts k on k.id = pick.id
join public.slots s on s.id = pick.slot_id;

insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, guest_name, guest_phone, players, price, currency,
                             checked_in_at, created_at, updated_at)
select w.id, w.court_id, x.club_id, w.date, w.slot_id, c.owner_id, null, w.guest_name, w.guest_phone, '{}', w.price, x.currency,
       case when w.starts_at < now() then w.starts_at - interval '10 minutes' end,
       least(now(), w.starts_at - interval '20 minutes'), least(now(), w.starts_at - interval '20 minutes')
from seed_walk_ins w
cross join seed_desk x
join public.clubs c on c.id = x.club_id
on conflict (id) do nothing;

insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by, created_at)
select x.club_id, w.id, 'walk_in', w.price, x.currency,
       format('Walk-in: %s, court %s, %s %s', w.guest_name, w.number, to_char(w.date, 'YYYY-MM-DD'), w.label),
       c.owner_id, least(now(), w.starts_at - interval '20 minutes')
from seed_walk_ins w
cross join seed_desk x
join public.clubs c on c.id = x.club_id
where w.price > 0 and exists (select 1 from public.bookings b where b.id = w.id)
on conflict (booking_id) where kind = 'walk_in' do nothing;

drop table seed_walk_ins;
drop table seed_blocks;
drop table seed_desk;
