-- =============================================================================
-- Tournaments: the tables. A club publishes a tournament (knockout, round
-- robin or Americano) with a level range, dates, an entry fee per team and a
-- team capacity; pairs register (the fee comes out of the registering
-- player's wallet) and may withdraw for a full refund until registration
-- closes; then the bracket or schedule is drawn, staff record the results and
-- the winners are set. Nobody writes these tables through the API: the RPCs of
-- the next migrations check the rules and write in one transaction.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Types
-- -----------------------------------------------------------------------------
create type public.tournament_format as enum ('knockout', 'round_robin', 'americano');
comment on type public.tournament_format is
  'knockout: single elimination with byes; round_robin: every team meets every other; americano: round robin of one set to 21 points.';
create type public.tournament_status as enum ('open', 'closed', 'running', 'finished', 'cancelled');
comment on type public.tournament_status is
  'open: taking registrations until registration_closes_at; running: drawn, results coming in; finished: winner set; cancelled: fewer than 2 teams (fees refunded). closed is the effective status of an open tournament past its deadline that is not drawn yet.';
create type public.tournament_entry_status as enum ('registered', 'withdrawn');
comment on type public.tournament_entry_status is 'withdrawn: the pair left before registration closed (fee refunded).';
create type public.tournament_match_status as enum ('scheduled', 'played', 'bye');
comment on type public.tournament_match_status is 'bye: a knockout first-round slot without an opponent; its team goes through.';

-- -----------------------------------------------------------------------------
-- Tournaments
-- -----------------------------------------------------------------------------
create table public.tournaments (
  -- Made by the client: the idempotency key of create_tournament.
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id),
  name text not null check (char_length(name) between 3 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  format public.tournament_format not null,
  -- Bounds on a team's average rating at registration (null: no bound).
  level_min numeric(6, 1) check (level_min >= 0),
  level_max numeric(6, 1) check (level_max >= 0),
  starts_on date not null,
  ends_on date not null,
  registration_closes_at timestamptz not null,
  -- Per team, in wallet dollars, paid by the player who registers the pair.
  entry_fee numeric(10, 2) not null default 0 check (entry_fee >= 0),
  max_teams int not null check (max_teams between 2 and 64),
  status public.tournament_status not null default 'open',
  winner_entry_id uuid,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint tournaments_dates check (ends_on >= starts_on),
  constraint tournaments_level_range check (level_min is null or level_max is null or level_min <= level_max),
  -- Only a finished tournament has a winner (who may later delete their account: then none).
  constraint tournaments_winner_when_finished check (status = 'finished' or winner_entry_id is null)
);
alter table public.tournaments enable row level security;

comment on table public.tournaments is
  'Tournaments published by clubs. The draw (tournament_matches) is made when registration closes; see close_due_tournaments.';
comment on column public.tournaments.level_min is 'Lowest team average rating (public.player_rating) allowed to register; null: no lower bound.';
comment on column public.tournaments.level_max is 'Highest team average rating allowed to register; null: no upper bound.';
comment on column public.tournaments.registration_closes_at is
  'Registration and withdrawals end here; the first read or close_due_tournaments after it draws the tournament.';
comment on column public.tournaments.entry_fee is 'Per team, in wallet dollars, debited from the registering player''s wallet.';

create index tournaments_club_id_idx on public.tournaments (club_id, starts_on desc);
create index tournaments_starts_on_idx on public.tournaments (starts_on);
-- What close_due_tournaments looks for.
create index tournaments_open_deadline_idx on public.tournaments (registration_closes_at) where status = 'open';

-- -----------------------------------------------------------------------------
-- Entries: one pair each
-- -----------------------------------------------------------------------------
create table public.tournament_entries (
  -- Made by the client: the idempotency key of register_team.
  id uuid primary key,
  tournament_id uuid not null references public.tournaments (id) on delete cascade,
  -- The player who registered the pair and paid the fee; their ledger holds the fee.
  player1_id uuid not null references public.profiles (id) on delete cascade,
  -- The partner; a deleted account leaves the entry (and the payer's ledger) in place.
  player2_id uuid references public.profiles (id) on delete set null,
  status public.tournament_entry_status not null default 'registered',
  -- 1 = strongest; set when the tournament is drawn.
  seed int check (seed > 0),
  average_rating numeric(6, 1) not null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  withdrawn_by uuid references public.profiles (id) on delete set null,
  constraint tournament_entries_two_players check (player1_id <> player2_id),
  constraint tournament_entries_withdrawn_at check ((status = 'withdrawn') = (withdrawn_at is not null))
);
alter table public.tournament_entries enable row level security;

comment on table public.tournament_entries is
  'Registered pairs. A player is in at most one registered entry per tournament (register_team checks it under the tournament''s row lock).';
comment on column public.tournament_entries.id is 'Client-generated uuid: replaying register_team with it returns the same entry.';
comment on column public.tournament_entries.average_rating is 'The pair''s mean public.player_rating when they registered (what the level range was checked against).';

create index tournament_entries_tournament_id_idx on public.tournament_entries (tournament_id, status);
create index tournament_entries_player1_id_idx on public.tournament_entries (player1_id);
create index tournament_entries_player2_id_idx on public.tournament_entries (player2_id);
-- Part of the one-entry-per-player rule the database can hold by itself (the
-- cross case, A as player 1 here and player 2 there, is checked by the RPC).
create unique index tournament_entries_player1_once on public.tournament_entries (tournament_id, player1_id)
  where status = 'registered';
create unique index tournament_entries_player2_once on public.tournament_entries (tournament_id, player2_id)
  where status = 'registered';

alter table public.tournaments
  add constraint tournaments_winner_entry_id_fkey foreign key (winner_entry_id)
    references public.tournament_entries (id) on delete set null;

-- -----------------------------------------------------------------------------
-- Matches of the draw
-- -----------------------------------------------------------------------------
create table public.tournament_matches (
  id uuid primary key default gen_random_uuid(),
  tournament_id uuid not null references public.tournaments (id) on delete cascade,
  -- Knockout: 1 = first round; round robin and Americano: the round of the schedule.
  round int not null check (round > 0),
  position int not null check (position > 0),
  -- Null while the knockout slot waits for the winner of an earlier match.
  team1_entry_id uuid references public.tournament_entries (id) on delete set null,
  team2_entry_id uuid references public.tournament_entries (id) on delete set null,
  sets jsonb not null default '[]'::jsonb check (jsonb_typeof(sets) = 'array'),
  winner_entry_id uuid references public.tournament_entries (id) on delete set null,
  status public.tournament_match_status not null default 'scheduled',
  scheduled_at timestamptz,
  court_id uuid references public.courts (id) on delete set null,
  -- The rated match (same id) once a result in padel sets is recorded; Americano games are not rated.
  match_id uuid unique references public.matches (id) on delete set null,
  played_at timestamptz,
  recorded_by uuid references public.profiles (id) on delete set null,
  unique (tournament_id, round, position),
  constraint tournament_matches_distinct_teams check (team1_entry_id <> team2_entry_id),
  constraint tournament_matches_winner_when_decided check (status <> 'scheduled' or winner_entry_id is null)
);
alter table public.tournament_matches enable row level security;

comment on table public.tournament_matches is
  'The draw: knockout bracket slots (winners advance to round + 1, position (p + 1) / 2) or the round-robin schedule.';
comment on column public.tournament_matches.sets is
  'Games per set as [team 1, team 2] pairs, e.g. [[6,4],[7,5]]; Americano: one set to 21 points, e.g. [[21,17]].';

create index tournament_matches_team1_idx on public.tournament_matches (team1_entry_id);
create index tournament_matches_team2_idx on public.tournament_matches (team2_entry_id);
create index tournament_matches_winner_idx on public.tournament_matches (winner_entry_id);
create index tournament_matches_court_id_idx on public.tournament_matches (court_id);

-- The matches migration left tournament_id without a foreign key for this one.
alter table public.matches
  add constraint matches_tournament_id_fkey foreign key (tournament_id) references public.tournaments (id) on delete set null;

-- -----------------------------------------------------------------------------
-- Ledger: entry fees are debits, their refunds credits, both tied to an entry
-- -----------------------------------------------------------------------------
alter table public.transactions
  add column tournament_entry_id uuid references public.tournament_entries (id) on delete cascade,
  drop constraint transactions_kind_matches_type,
  drop constraint transactions_booking_reference,
  add constraint transactions_kind_matches_type check (
    (kind in ('booking', 'tournament_fee') and type = 'debit')
    or (kind in ('top_up', 'refund', 'tournament_refund') and type = 'credit')
    or kind = 'adjustment'),
  add constraint transactions_booking_reference check ((kind in ('booking', 'refund')) = (booking_id is not null)),
  add constraint transactions_tournament_reference check (
    (kind in ('tournament_fee', 'tournament_refund')) = (tournament_entry_id is not null));

comment on column public.transactions.tournament_entry_id is 'The tournament entry a tournament_fee or tournament_refund is for.';

-- One fee and at most one refund per entry, whatever a client retries.
create unique index transactions_one_fee_per_entry on public.transactions (tournament_entry_id) where kind = 'tournament_fee';
create unique index transactions_one_refund_per_entry on public.transactions (tournament_entry_id) where kind = 'tournament_refund';

-- -----------------------------------------------------------------------------
-- Privileges: read-only for signed-in users; every write goes through an RPC
-- -----------------------------------------------------------------------------
revoke all on table public.tournaments, public.tournament_entries, public.tournament_matches from anon, authenticated;
grant select on table public.tournaments, public.tournament_entries, public.tournament_matches to authenticated;
grant all on table public.tournaments, public.tournament_entries, public.tournament_matches to service_role;

-- -----------------------------------------------------------------------------
-- Policies: tournaments are public to every signed-in member (there are no drafts)
-- -----------------------------------------------------------------------------
create policy "Signed-in users can read tournaments"
  on public.tournaments for select
  to authenticated
  using (true);

create policy "Signed-in users can read tournament entries"
  on public.tournament_entries for select
  to authenticated
  using (true);

create policy "Signed-in users can read tournament matches"
  on public.tournament_matches for select
  to authenticated
  using (true);
