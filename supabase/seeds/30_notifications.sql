-- =============================================================================
-- Demo seed: the demo member's bell (after the bookings, matches and
-- tournaments seeds). The bulk history above notified nobody (the triggers of
-- 20261123000600 only fire for signed-in requests), so the demo member gets a
-- handful written here with the triggers' own wording, each dated when its
-- event happened: their latest booking and a tournament announcement unread;
-- an older booking, the cancelled one and a top-up read.
-- Safe to run twice: fixed ids, and each row only when its source exists.
-- =============================================================================

create temporary table seed_bell (
  id uuid, kind text, title text, body text, link text, data jsonb, created_at timestamptz, read boolean
);

-- Bookings the demo member made (seed.sql's b…0005 and b…0006), as book_court's trigger words them.
insert into seed_bell
select v.id::uuid, 'booking_confirmed', 'Booking confirmed',
       public.booking_summary(b.court_id, b.date, b.slot_id), '/booking',
       jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                          'price', b.price, 'booked_by_staff', false),
       b.created_at, v.read
from (values
  ('f0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000005', true),
  ('f0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000006', false)
) as v (id, booking_id, read)
join public.bookings b on b.id = v.booking_id::uuid and b.status = 'confirmed';

-- The booking they cancelled early (b…0003), with its refund.
insert into seed_bell
select 'f0000000-0000-4000-8000-000000000003', 'booking_cancelled', 'Booking cancelled',
       public.booking_summary(b.court_id, b.date, b.slot_id) || '. '
         || public.money_text(b.refund_amount, b.currency) || ' refunded to your balance.',
       '/booking',
       jsonb_build_object('booking_id', b.id, 'club_id', b.club_id, 'date', b.date, 'slot_id', b.slot_id,
                          'refund', b.refund_amount, 'currency', b.currency),
       b.cancelled_at, true
from public.bookings b
where b.id = 'b0000000-0000-4000-8000-000000000003' and b.status = 'cancelled' and b.refund_amount > 0;

-- Their last confirmed top-up (e…0002), when the desk confirmed it.
insert into seed_bell
select 'f0000000-0000-4000-8000-000000000004', 'top_up_confirmed', 'Top-up confirmed',
       public.money_text(t.amount, t.currency) || ' added to your balance.', '/player-balance',
       jsonb_build_object('transaction_id', t.id, 'amount', t.amount, 'currency', t.currency, 'club_id', t.club_id),
       t.completed_at, true
from public.transactions t
where t.id = 'e0000000-0000-4000-8000-000000000002' and t.status = 'completed';

-- The open tournament at their home club with the nearest deadline (the
-- tournaments seed's Madrid league), announced two days ago.
insert into seed_bell
select 'f0000000-0000-4000-8000-000000000005', 'tournament_update', 'Registration open: ' || t.name,
       format('%s at %s from %s. Registration closes %s. Entry %s per team.',
              case t.format when 'round_robin' then 'Round robin' else initcap(t.format::text) end, c.name, to_char(t.starts_on, 'Dy FMDD Mon'),
              to_char(t.registration_closes_at at time zone c.time_zone, 'Dy FMDD Mon, HH24:MI'),
              public.money_text(t.entry_fee, c.currency)),
       '/tournaments?tournament=' || t.id,
       jsonb_build_object('tournament_id', t.id, 'club_id', t.club_id),
       now() - interval '2 days 3 hours', false
from public.tournaments t
join public.clubs c on c.id = t.club_id
join public.profiles p on p.id = 'd0000000-0000-4000-8000-000000000004' and p.home_club_id = t.club_id
where t.status = 'open' and t.registration_closes_at > now()
order by t.registration_closes_at
limit 1;

insert into public.notifications (id, user_id, kind, title, body, link, data, read_at, created_at)
select s.id, 'd0000000-0000-4000-8000-000000000004', s.kind, s.title, s.body, s.link, s.data,
       case when s.read then least(now(), s.created_at + interval '3 hours') end, s.created_at
from seed_bell s
where s.body is not null
on conflict (id) do nothing;

drop table seed_bell;

-- -----------------------------------------------------------------------------
-- Search: merge the player index's pending list (the seeds' 19,000 sign-ups
-- and home-club updates) now, so the first searches do not scan it; otherwise
-- autovacuum would, some time later.
-- -----------------------------------------------------------------------------
select pg_catalog.gin_clean_pending_list('public.profiles_search_idx'::regclass);
