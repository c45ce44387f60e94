-- =============================================================================
-- Matches and ratings: the tables. A booking can become a match (2 v 2 or
-- 1 v 1): one player reports the score, an opponent confirms or disputes it,
-- or club staff record it confirmed at once. Confirming moves every player's
-- rating (Elo on team averages, next migration) and records why in
-- rating_changes. Nobody writes these tables through the API: the RPCs of
-- 20261123000230 check the rules and write in one transaction.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Types
-- -----------------------------------------------------------------------------
create type public.match_format as enum ('doubles', 'singles');
comment on type public.match_format is 'Doubles (2 v 2) or singles (1 v 1).';
create type public.match_status as enum ('reported', 'confirmed', 'disputed');
comment on type public.match_status is 'reported: waiting for an opponent or staff; confirmed: counts for ratings; disputed: an opponent disagrees.';

-- -----------------------------------------------------------------------------
-- Set scores: the one place the padel scoring rule lives
-- -----------------------------------------------------------------------------

-- Which team won a list of sets ([[6, 4], [3, 6], [7, 6]]), or null when the
-- list is not a finished match: 1 to 5 sets, each won 6-0..6-4, 7-5 or 7-6,
-- and the winner has more sets (no draw). Immutable, so the table can check it.
create function public.match_winner(sets jsonb)
returns smallint
language plpgsql
immutable
set search_path = ''
as $$
declare
  s jsonb;
  a int;
  b int;
  won1 int := 0;
  won2 int := 0;
begin
  if sets is null or jsonb_typeof(sets) <> 'array' or jsonb_array_length(sets) not between 1 and 5 then
    return null;
  end if;
  for s in select value from jsonb_array_elements(sets) loop
    if jsonb_typeof(s) <> 'array' or jsonb_array_length(s) <> 2
       or jsonb_typeof(s -> 0) <> 'number' or jsonb_typeof(s -> 1) <> 'number'
       or (s ->> 0) !~ '^[0-9]$' or (s ->> 1) !~ '^[0-9]$' then
      return null;
    end if;
    a := (s ->> 0)::int;
    b := (s ->> 1)::int;
    if (greatest(a, b) = 6 and least(a, b) <= 4) or (greatest(a, b) = 7 and least(a, b) in (5, 6)) then
      if a > b then won1 := won1 + 1; else won2 := won2 + 1; end if;
    else
      return null;
    end if;
  end loop;
  return case when won1 > won2 then 1 when won2 > won1 then 2 end;
end;
$$;
comment on function public.match_winner(jsonb) is
  'The winning team (1 or 2) of a list of set scores, or null when it is not a valid finished match (1-5 sets of 6-0..6-4, 7-5 or 7-6; more sets for the winner).';

-- -----------------------------------------------------------------------------
-- Matches
-- -----------------------------------------------------------------------------
create table public.matches (
  -- Made by the client before it goes online: the idempotency key of report_match.
  id uuid primary key,
  -- At most one match per booking; the match outlives a deleted booking.
  booking_id uuid unique references public.bookings (id) on delete set null,
  -- Tournament matches are linked by the tournaments migrations (no foreign key here).
  tournament_id uuid,
  club_id uuid references public.clubs (id) on delete set null,
  court_id uuid references public.courts (id) on delete set null,
  played_at timestamptz not null,
  format public.match_format not null,
  status public.match_status not null default 'reported',
  sets jsonb not null,
  winner smallint not null check (winner in (1, 2)),
  reported_by uuid references public.profiles (id) on delete set null,
  reported_at timestamptz not null default now(),
  confirmed_by uuid references public.profiles (id) on delete set null,
  confirmed_at timestamptz,
  disputed_by uuid references public.profiles (id) on delete set null,
  dispute_reason text check (char_length(dispute_reason) between 1 and 300),
  constraint matches_sets_decide_winner check (public.match_winner(sets) = winner),
  constraint matches_confirmed_at check ((status = 'confirmed') = (confirmed_at is not null)),
  constraint matches_disputed_reason check (status <> 'disputed' or dispute_reason is not null)
);
alter table public.matches enable row level security;

comment on table public.matches is
  'Played matches with their set scores. Ratings move when status becomes confirmed (see rating_changes).';
comment on column public.matches.id is 'Client-generated uuid: replaying report_match with it returns the same match.';
comment on column public.matches.played_at is 'When it was played: the booking''s slot start, or what the reporter said.';
comment on column public.matches.sets is 'Games per set as [team 1, team 2] pairs, e.g. [[6,4],[3,6],[7,5]]; checked by match_winner.';

create index matches_club_id_played_at_idx on public.matches (club_id, played_at desc);
create index matches_tournament_id_idx on public.matches (tournament_id) where tournament_id is not null;
create index matches_confirmed_at_idx on public.matches (confirmed_at) where status = 'confirmed';
create index matches_court_id_idx on public.matches (court_id);
create index matches_reported_by_idx on public.matches (reported_by);

-- -----------------------------------------------------------------------------
-- Who played, on which side
-- -----------------------------------------------------------------------------
create table public.match_players (
  match_id uuid not null references public.matches (id) on delete cascade,
  player_id uuid not null references public.profiles (id) on delete cascade,
  team smallint not null check (team in (1, 2)),
  primary key (match_id, player_id)
);
alter table public.match_players enable row level security;
comment on table public.match_players is 'The players of each match and their team (1 or 2).';
create index match_players_player_id_idx on public.match_players (player_id, match_id);

-- -----------------------------------------------------------------------------
-- Ratings: the current value per player, and every change with its reasons
-- -----------------------------------------------------------------------------
-- A person's name as the app shows it: first and last name, or the username.
-- A SQL-standard body (bound when created, so no search_path is needed) that
-- the planner can inline.
create function public.display_name(first_name text, last_name text, username text)
returns text
language sql
immutable
return coalesce(nullif(btrim(concat_ws(' ', btrim(first_name), btrim(last_name))), ''), username);
comment on function public.display_name(text, text, text) is 'First and last name, or the username when both are empty.';

create table public.player_ratings (
  player_id uuid primary key references public.profiles (id) on delete cascade,
  rating numeric(6, 1) not null default 1500.0,
  matches int not null default 0 check (matches >= 0),
  wins int not null default 0 check (wins >= 0),
  losses int not null default 0 check (losses >= 0),
  updated_at timestamptz not null default now(),
  -- The ranking's copy of the profile (kept by player_ratings_follow_profile):
  -- a ranking then reads one narrow table in index order instead of joining
  -- and sorting 19k profiles. Names sort by character code.
  name text collate "C" not null,
  username text not null,
  -- What a rankings search looks in, folded once here rather than per row and query.
  search_text text generated always as (lower((name || ' ' || username) collate "default")) stored,
  home_club_id uuid references public.clubs (id) on delete set null,
  constraint player_ratings_counts check (wins + losses = matches)
);
alter table public.player_ratings enable row level security;
comment on table public.player_ratings is
  'Each player''s current rating and confirmed-match record; kept in step with rating_changes by apply_match_ratings. No row = 1500, unranked.';
-- The rankings order among ranked players (rating, wins, name, id), covering
-- every column a ranking shows: a ranking is one index-only scan, no sort.
create index player_ratings_ranking_idx on public.player_ratings (rating desc, wins desc, name, player_id)
  include (matches, losses, username, search_text, home_club_id)
  where matches > 0;

create function public.player_ratings_follow_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.player_ratings r
  set name = public.display_name(new.first_name, new.last_name, new.username), username = new.username,
      home_club_id = new.home_club_id
  where r.player_id = new.id;
  return null;
end;
$$;
comment on function public.player_ratings_follow_profile() is 'Trigger: a renamed player or a new home club shows in the rankings at once.';
revoke execute on function public.player_ratings_follow_profile() from public, anon, authenticated;

create trigger profiles_player_ratings_follow
  after update of first_name, last_name, username, home_club_id on public.profiles
  for each row
  when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
        or old.username is distinct from new.username or old.home_club_id is distinct from new.home_club_id)
  execute function public.player_ratings_follow_profile();

create table public.rating_changes (
  match_id uuid not null,
  player_id uuid not null,
  team smallint not null check (team in (1, 2)),
  rating_before numeric(6, 1) not null,
  rating_after numeric(6, 1) not null,
  delta numeric(5, 1) not null,
  -- The chance of winning the formula gave the player's team, 0..1.
  expected numeric(6, 5) not null check (expected between 0 and 1),
  -- Mean ratings of the two teams before the match (exact: a mean of one-decimal values).
  team_rating numeric(7, 2) not null,
  opponent_rating numeric(7, 2) not null,
  k smallint not null check (k > 0),
  score smallint not null check (score in (0, 1)),
  -- The player's record after this match, so "as of a date" needs one row per player.
  matches_after int not null,
  wins_after int not null,
  -- When the change happened: the match's confirmation.
  created_at timestamptz not null default now(),
  primary key (match_id, player_id),
  -- A change belongs to a player of that match (and goes with them).
  foreign key (match_id, player_id) references public.match_players (match_id, player_id) on delete cascade,
  constraint rating_changes_adds_up check (rating_after = rating_before + delta)
);
alter table public.rating_changes enable row level security;
comment on table public.rating_changes is
  'Every rating change: one row per player of a confirmed match, in confirmation order, with the numbers that explain it (Elo on team averages).';
create index rating_changes_player_id_idx on public.rating_changes (player_id, created_at desc);
-- The rankings' trend reads only the last week's changes.
create index rating_changes_created_at_idx on public.rating_changes (created_at);

-- -----------------------------------------------------------------------------
-- Privileges: read-only for signed-in users; every write goes through an RPC
-- -----------------------------------------------------------------------------
revoke all on table public.matches, public.match_players, public.player_ratings, public.rating_changes from anon, authenticated;
grant select on table public.matches, public.match_players, public.player_ratings, public.rating_changes to authenticated;
grant all on table public.matches, public.match_players, public.player_ratings, public.rating_changes to service_role;

-- -----------------------------------------------------------------------------
-- Policies
-- -----------------------------------------------------------------------------

-- The caller's matches as a set, read past RLS: the matches policy can then
-- ask about match_players without the two tables' policies recursing.
create function public.my_match_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select mp.match_id from public.match_players mp where mp.player_id = (select auth.uid());
$$;
comment on function public.my_match_ids() is 'Ids of the matches the caller played in.';
revoke execute on function public.my_match_ids() from public, anon;
grant execute on function public.my_match_ids() to authenticated, service_role;

-- Matches of the clubs the caller is staff of, past RLS for the same reason.
create function public.staff_match_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.id from public.matches m where m.club_id in (select public.staff_club_ids());
$$;
comment on function public.staff_match_ids() is 'Ids of the matches played at the clubs the caller is staff of.';
revoke execute on function public.staff_match_ids() from public, anon;
grant execute on function public.staff_match_ids() to authenticated, service_role;

create policy "Players can read their own matches"
  on public.matches for select
  to authenticated
  using (id in (select public.my_match_ids()));

create policy "Club staff can read their clubs' matches"
  on public.matches for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

create policy "Players can read who played in their matches"
  on public.match_players for select
  to authenticated
  using (match_id in (select public.my_match_ids()) or match_id in (select public.staff_match_ids()));

create policy "Players can read the rating changes of their matches"
  on public.rating_changes for select
  to authenticated
  using (match_id in (select public.my_match_ids()) or match_id in (select public.staff_match_ids()));

-- Ratings are what the rankings publish to every signed-in player anyway.
create policy "Signed-in users can read player ratings"
  on public.player_ratings for select
  to authenticated
  using (true);
