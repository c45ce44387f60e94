-- A visitor sees the courts before joining: a club's free and taken cells on a day are public, as a club's
-- courts and prices already are. The answer names nobody (free or taken, never by whom) and a blocked or closed
-- cell only says it is unavailable, its reason staying with the staff.

create or replace function public.court_availability(p_club_id uuid, p_date date)
returns table (
  court_id uuid,
  court_number int,
  court_name text,
  court_type public.court_type,
  slot_id smallint,
  label text,
  starts_at timestamptz,
  price numeric,
  currency text,
  is_peak boolean,
  is_free boolean,
  is_past boolean,
  is_unavailable boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.number, k.name, k.type, s.id, s.label,
         public.slot_starts_at(p_date, s.starts_at, c.time_zone),
         public.slot_price(k, p_date, s.starts_at), c.currency,
         public.club_is_peak(c, p_date, s.starts_at),
         u.unavailable is null
           and not exists (select 1 from public.bookings b
                           where b.court_id = k.id and b.date = p_date and b.slot_id = s.id and b.status = 'confirmed'),
         public.slot_starts_at(p_date, s.starts_at, c.time_zone) <= now(),
         u.unavailable is not null
  from public.clubs c
  join public.courts k on k.club_id = c.id
  cross join public.slots s
  cross join lateral (select public.slot_unavailable(k, c, p_date, s) as unavailable) u
  where c.id = p_club_id
    -- A year back and up to the horizon: enough for any screen, and no instant
    -- to compute for 'infinity' or year 294276.
    and p_date between public.club_today(c) - 366 and public.club_today(c) + c.booking_horizon_days
    -- The slots of the club's usual day; a closed weekday or closure day shows them unavailable.
    and s.starts_at >= (select min(o) from unnest(c.opens_at) o)
    and s.ends_at <= (select max(x) from unnest(c.closes_at) x)
  order by k.number, s.id;
$$;

comment on function public.court_availability(uuid, date) is
  'Every court-slot of a club on a date (up to its booking horizon) with price, peak, free, past and unavailable (closed, out of service or blocked; the reason stays with the staff). Public: visitors see the courts before joining; it never says who booked.';

revoke execute on function public.court_availability(uuid, date) from public;
grant execute on function public.court_availability(uuid, date) to anon, authenticated, service_role;
