-- =============================================================================
-- Demo seed: bookings paid at the club at ELSY Madrid (after the desk seed). Members of the club booked a few
-- courts for today and the next two days to pay at the desk, so the desk's grid, today's bookings and the member
-- cards show what is due; two bookings of the last days were paid at the desk (cash and card terminal), so the
-- ledger and its daily totals show them. Only free cells are used. Safe to run twice: fixed ids, each insert skips
-- what is already there.
-- =============================================================================

create temporary table seed_pay as
select c.id as club_id, c.time_zone, c.currency, c.owner_id, (now() at time zone c.time_zone)::date as today
from public.clubs c where c.id = 'c0000000-0000-4000-8000-000000000001';

create temporary table seed_pay_bookings (
  id uuid, n int, day_offset int, paid_with text, court_id uuid, number int, slot_id smallint, label text, price numeric,
  starts_at timestamptz, member_id uuid, name text
);

-- One booking at a time, so each one's free cell is chosen with the ones before it already taken.
do $$
declare
  v record;
begin
  for v in select * from (values (1, 0, null), (2, 0, null), (3, 1, null), (4, 2, null), (5, -1, 'cash'), (6, -2, 'card_terminal'))
                as t (n, day_offset, paid_with) order by n
  loop
    insert into seed_pay_bookings
    select md5('paid at the club ' || v.n)::uuid, v.n, pick.day_offset, v.paid_with,
           pick.court_id, pick.number, pick.slot_id, pick.label, pick.price, pick.starts_at, who.id, who.name
    from seed_pay x
    cross join lateral (
      -- A member of the club, a different one for each booking (the same ones whenever this runs).
      select p.id, public.person_name(p.first_name, p.last_name, p.username) as name from public.profiles p
      where p.home_club_id = x.club_id and p.email like '%@members.elsy.test'
      order by md5(p.id::text) offset v.n limit 1
    ) who
    cross join lateral (
      -- A free cell of that day: today's still ahead (from two hours on), the other days' any time. When today has no
      -- free cell left (late in the evening, or a busy day), tomorrow's, so the desk always has some to take.
      select d.day_offset, k.id as court_id, k.number, s.id as slot_id, s.label,
             public.slot_price(k, x.today + d.day_offset, s.starts_at) as price,
             public.slot_starts_at(x.today + d.day_offset, s.starts_at, x.time_zone) as starts_at
      from (values (v.day_offset, 0), (case when v.day_offset = 0 then 1 end, 1)) as d (day_offset, preference)
      cross join public.courts k cross join public.slots s
      where d.day_offset is not null and k.club_id = x.club_id and k.in_service
        and (d.day_offset <> 0 or public.slot_starts_at(x.today, s.starts_at, x.time_zone) > now() + interval '2 hours')
        and not exists (select 1 from public.bookings o where o.court_id = k.id and o.date = x.today + d.day_offset and o.slot_id = s.id
                        and o.status = 'confirmed' and o.id <> md5('paid at the club ' || v.n)::uuid)
        and not exists (select 1 from seed_pay_bookings t where t.court_id = k.id and t.day_offset = d.day_offset and t.slot_id = s.id)
        and not exists (select 1 from public.court_blocks z where z.court_id = k.id and z.date = x.today + d.day_offset and z.slot_id = s.id)
      order by d.preference, md5(k.id::text || s.id || v.n)
      limit 1
    ) pick;
  end loop;
end;
$$;

insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency, pay_with, due,
                             checked_in_at, created_at, updated_at)
select b.id, b.court_id, x.club_id, x.today + b.day_offset, b.slot_id, b.member_id, b.member_id, array[b.member_id], b.price, x.currency,
       'club', case when b.paid_with is null then b.price else 0 end,
       case when b.starts_at < now() then b.starts_at - interval '10 minutes' end,
       least(now(), b.starts_at - interval '1 day'), least(now(), b.starts_at - interval '1 day')
from seed_pay_bookings b cross join seed_pay x
on conflict (id) do nothing;

insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description, created_by, created_at, method)
select x.club_id, b.id, 'booking_payment', b.price, x.currency,
       format('Paid at the desk (%s): %s, court %s, %s %s', replace(b.paid_with, '_', ' '), b.name, b.number,
              to_char(x.today + b.day_offset, 'YYYY-MM-DD'), b.label),
       x.owner_id, b.starts_at - interval '10 minutes', b.paid_with
from seed_pay_bookings b cross join seed_pay x
where b.paid_with is not null and b.price > 0
  and not exists (select 1 from public.desk_payments d where d.booking_id = b.id and d.kind = 'booking_payment');

drop table seed_pay_bookings;
drop table seed_pay;
