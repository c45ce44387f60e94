-- =============================================================================
-- Demo seed: a realistic month at the club desk (after the bookings seed).
-- Members' profiles carry the day they joined (their account's), so "new this
-- month" counts real newcomers; Madrid's played bookings of the last 30 days
-- were checked in at the desk, a few were no-shows.
-- Safe to run twice: each update only touches rows still unmarked.
-- =============================================================================

-- The profile trigger stamps the seeding moment; the accounts were made over 900 days.
update public.profiles p
set created_at = u.created_at
from auth.users u
where u.id = p.id
  and p.email like '%@members.elsy.test'
  and p.created_at <> u.created_at;

-- About 1 in 25 played bookings nobody came to (marked 20 minutes after the start); the rest checked in
-- in the quarter-hour before the start. Only slots that have started, in the club's time zone.
with played as (
  select b.id, (b.date + s.starts_at) at time zone c.time_zone as starts,
         ('x' || substr(md5(b.id::text), 1, 6))::bit(24)::int % 25 = 0 as no_show
  from public.bookings b
  join public.clubs c on c.id = b.club_id
  join public.slots s on s.id = b.slot_id
  where c.id = 'c0000000-0000-4000-8000-000000000001'
    and b.status = 'confirmed'
    and b.checked_in_at is null and b.no_show_at is null
    and b.date >= (now() at time zone c.time_zone)::date - 30
    and (b.date + s.starts_at) at time zone c.time_zone < now()
)
update public.bookings b
set checked_in_at = case when p.no_show then null else p.starts - interval '15 minutes' * ((hashtext(b.id::text) & 7) / 7.0) end,
    no_show_at = case when p.no_show then p.starts + interval '20 minutes' end
from played p
where p.id = b.id;
