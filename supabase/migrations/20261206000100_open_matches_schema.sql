-- Open matches and split bookings (docs/open-matches.md): the tables, the club's rules for them and the share rule.
-- A match hangs off one court booking and lists its places; the calls that open, join, leave and settle matches
-- come with their own migrations. Until then nothing writes these tables but the service role.

create type public.match_category as enum ('open', 'men', 'women', 'mixed');
comment on type public.match_category is 'Who a match is for, as its organiser says: anyone, men, women, or mixed pairs.';

create type public.open_match_status as enum ('open', 'full', 'cancelled');
comment on type public.open_match_status is 'open: places left; full: four players in; cancelled: not filled by the cut-off, or by the club.';

create type public.match_place_state as enum ('in', 'requested', 'waiting', 'offered', 'left', 'declined');
comment on type public.match_place_state is
  'in: playing (paid or due at the club); requested: outside the level range, asked the organiser; waiting: on the waiting list; offered: a freed place offered until offered_until; left; declined.';

-- The club's rules for matches, beside its booking rules.
alter table public.clubs
  add column match_leave_hours smallint not null default 6,
  add column match_cutoff_hours smallint not null default 2,
  add column match_offer_minutes smallint not null default 30,
  add constraint clubs_match_leave_hours check (match_leave_hours between 0 and 72),
  add constraint clubs_match_cutoff_hours check (match_cutoff_hours between 0 and 48),
  add constraint clubs_match_offer_minutes check (match_offer_minutes between 5 and 240);
comment on column public.clubs.match_leave_hours is 'Until how many hours before the start a player leaves a match with their share refunded.';
comment on column public.clubs.match_cutoff_hours is 'How many hours before the start an open match not yet full is cancelled (every share refunded).';
comment on column public.clubs.match_offer_minutes is 'How long a freed place is offered to the first on the waiting list before the next.';

create table public.open_matches (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  club_id uuid not null references public.clubs (id) on delete cascade,
  organiser_id uuid not null references public.profiles (id) on delete cascade,
  -- The booking's start, kept here so the list reads one index in time order.
  starts_at timestamptz not null,
  -- On the rating scale players see (Elo, 1500 to start).
  level_min smallint not null,
  level_max smallint not null,
  competitive boolean not null default true,
  category public.match_category not null default 'open',
  note text,
  -- A split booking: the booker's own players, not listed.
  private boolean not null default false,
  status public.open_match_status not null default 'open',
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  constraint open_matches_levels check (level_min between 0 and 4000 and level_max between 0 and 4000 and level_min <= level_max),
  constraint open_matches_note check (note is null or char_length(note) <= 280),
  constraint open_matches_cancelled check ((status = 'cancelled') = (cancelled_at is not null))
);
alter table public.open_matches enable row level security;
comment on table public.open_matches is 'A court booking shared by four: an open match (listed) or a split booking (private).';
create index open_matches_listed_idx on public.open_matches (starts_at, club_id) where status = 'open' and not private;
create index open_matches_club_idx on public.open_matches (club_id, starts_at);
create index open_matches_organiser_idx on public.open_matches (organiser_id);

create table public.open_match_places (
  match_id uuid not null references public.open_matches (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  -- 1 is the organiser's; a place in the match (state in) has one, a request or a waiting player none.
  position smallint,
  state public.match_place_state not null,
  share numeric(10, 2) not null default 0,
  paid numeric(10, 2) not null default 0,
  due numeric(10, 2) not null default 0,
  pay_with public.pay_way,
  -- The outbox's request id of the join: a retry answers the first answer.
  request_id uuid unique,
  offered_until timestamptz,
  joined_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (match_id, member_id),
  constraint open_match_places_position check (position between 1 and 4),
  constraint open_match_places_in_has_place check ((state = 'in') = (position is not null)),
  constraint open_match_places_money check (share >= 0 and paid >= 0 and due >= 0 and paid + due <= share),
  constraint open_match_places_offer check ((state = 'offered') = (offered_until is not null))
);
alter table public.open_match_places enable row level security;
comment on table public.open_match_places is 'The places of a match and who asked or waits for one, with each player''s share and what they paid.';
create unique index open_match_places_position_idx on public.open_match_places (match_id, position) where state = 'in';
create index open_match_places_member_idx on public.open_match_places (member_id);

-- Whether the caller plays in (or asked for, or waits for) a match: the rule of the policies below. A definer
-- function, so the policy on open_match_places does not read open_match_places under its own policy.
create function public.in_match(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.open_match_places p where p.match_id = p_match_id and p.member_id = (select auth.uid()))
      or exists (select 1 from public.open_matches m where m.id = p_match_id and m.organiser_id = (select auth.uid()));
$$;
comment on function public.in_match(uuid) is 'Helper: whether the caller organises, plays in, asked for or waits for the match.';
revoke execute on function public.in_match(uuid) from public, anon;
grant execute on function public.in_match(uuid) to authenticated, service_role;

revoke all on table public.open_matches, public.open_match_places from anon, authenticated;
grant select on table public.open_matches, public.open_match_places to authenticated;
grant all on table public.open_matches, public.open_match_places to service_role;

create policy "Players read the matches they are part of"
  on public.open_matches for select
  to authenticated
  using (public.in_match(id));
create policy "Club staff read their clubs' matches"
  on public.open_matches for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));
create policy "Players read the places of the open matches they are part of"
  on public.open_match_places for select
  to authenticated
  using (public.in_match(match_id));
create policy "Club staff read the places of their clubs' matches"
  on public.open_match_places for select
  to authenticated
  using (match_id in (select m.id from public.open_matches m where m.club_id in (select public.staff_club_ids())));

-- A place's share of the court's price: the price in four, the cents left over one each to the first places, so
-- the four shares add up to the price exactly.
create function public.match_share(p_price numeric, p_position int)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    -- Beyond any court's price (and NaN, which no range holds) there is no share to work out.
    when p_price is null or p_position is null or p_position not between 1 and 4 or not (p_price between 0 and 100000) then null
    else (floor(round(p_price * 100) / 4) + case when p_position <= round(p_price * 100)::bigint % 4 then 1 else 0 end) / 100.0
  end::numeric(10, 2);
$$;
comment on function public.match_share(numeric, int) is
  'A place''s share of a court''s price split four ways (positions 1-4): the cents left over go one each to the first places; the four add up to the price.';
revoke execute on function public.match_share(numeric, int) from public, anon, authenticated;
grant execute on function public.match_share(numeric, int) to service_role;
