-- =============================================================================
-- The draw: when registration closes, a tournament with at least two teams
-- gets its bracket (knockout) or schedule (round robin, Americano) and starts
-- running; one with fewer is cancelled and every fee refunded. Closing happens
-- when staff press "close registration now" (close_registration) or, for a
-- deadline that has passed, at the next read of the tournaments
-- (close_due_tournaments, which a pg_cron job may also call), so "drawn when
-- registration closes" holds without a scheduler.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Knockout seeding
-- -----------------------------------------------------------------------------

-- The seeds of a bracket of `size` slots (a power of two) in slot order, so
-- that seeds 1 and 2 can only meet in the final, the top four only from the
-- semi-finals, and so on: [1, 2] -> [1, 4, 2, 3] -> [1, 8, 4, 5, 2, 7, 3, 6].
-- Each first-round pair is (s, size + 1 - s): with n teams the missing seeds
-- n + 1 .. size are the byes, and they fall to the top seeds.
create function public.knockout_seed_order(size int)
returns int[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  slots int[] := array[1];
  doubled int[];
  n int := 1;
  s int;
begin
  while n < size loop
    n := n * 2;
    doubled := '{}';
    foreach s in array slots loop
      doubled := doubled || s || (n + 1 - s);
    end loop;
    slots := doubled;
  end loop;
  return slots;
end;
$$;
comment on function public.knockout_seed_order(int) is
  'Seed numbers of a knockout bracket in slot order (size a power of two): 1 and 2 meet at the earliest in the final.';
revoke execute on function public.knockout_seed_order(int) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Times and courts
-- -----------------------------------------------------------------------------

-- A suggested time and court for every match that is not a bye: 90-minute
-- waves from the club's opening time, as many matches per wave as the club has
-- courts, each round starting a new wave (its teams come from the round
-- before), spilling into the next day at closing time. Matches that do not
-- fit between starts_on and ends_on stay unscheduled (null).
create function public.tournament_schedule(p_tournament_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.tournaments;
  c public.clubs;
  courts uuid[];
  day date;
  -- Minutes after midnight (plain time arithmetic would wrap past 24:00).
  opens int;
  closes int;
  at int;
  current_round int := 0;
  in_wave int := 0;
  m record;
begin
  select * into t from public.tournaments x where x.id = p_tournament_id;
  select * into c from public.clubs x where x.id = t.club_id;
  select array_agg(k.id order by k.number) into courts from public.courts k where k.club_id = c.id;
  if courts is null then
    return;
  end if;
  opens := extract(hour from c.opens_at)::int * 60 + extract(minute from c.opens_at)::int;
  closes := extract(hour from c.closes_at)::int * 60 + extract(minute from c.closes_at)::int;
  day := t.starts_on;
  at := opens;
  for m in
    select x.id, x.round from public.tournament_matches x
    where x.tournament_id = t.id and x.status <> 'bye'
    order by x.round, x.position
  loop
    if (m.round <> current_round and current_round > 0) or in_wave = cardinality(courts) then
      at := at + 90;
      in_wave := 0;
    end if;
    current_round := m.round;
    if at + 90 > closes then
      day := day + 1;
      at := opens;
    end if;
    in_wave := in_wave + 1;
    update public.tournament_matches x
    set scheduled_at = case when day <= t.ends_on
                         then public.slot_starts_at(day, make_time(at / 60, at % 60, 0), c.time_zone) end,
        court_id = case when day <= t.ends_on then courts[in_wave] end
    where x.id = m.id;
  end loop;
end;
$$;
comment on function public.tournament_schedule(uuid) is
  'Internal: suggested scheduled_at and court for each match of the draw (90-minute waves over the club''s courts and the tournament''s days).';
revoke execute on function public.tournament_schedule(uuid) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Drawing
-- -----------------------------------------------------------------------------

-- Knockout: the bracket's every slot, byes decided and their teams advanced.
create function public.tournament_draw_knockout(p_tournament_id uuid, entries uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n int := cardinality(entries);
  size int := 2;
  rounds int := 1;
  slots int[];
  p int;
  r int;
  team2 uuid;
begin
  while size < n loop
    size := size * 2;
    rounds := rounds + 1;
  end loop;
  slots := public.knockout_seed_order(size);
  for p in 1 .. size / 2 loop
    -- entries[s] is null for a seed beyond n: a bye for the seed it meets.
    team2 := entries[slots[2 * p]];
    insert into public.tournament_matches (tournament_id, round, position, team1_entry_id, team2_entry_id, status, winner_entry_id)
    values (p_tournament_id, 1, p, entries[slots[2 * p - 1]], team2,
            case when team2 is null then 'bye' else 'scheduled' end::public.tournament_match_status,
            case when team2 is null then entries[slots[2 * p - 1]] end);
  end loop;
  for r in 2 .. rounds loop
    insert into public.tournament_matches (tournament_id, round, position)
    select p_tournament_id, r, q from generate_series(1, size >> r) as q;
  end loop;
  -- A bye's team goes straight into its second-round slot: odd positions feed
  -- team 1, even ones team 2 (two statements, as an update sets a row once).
  update public.tournament_matches nxt
  set team1_entry_id = b.winner_entry_id
  from public.tournament_matches b
  where b.tournament_id = p_tournament_id and b.status = 'bye' and b.position % 2 = 1
    and nxt.tournament_id = p_tournament_id and nxt.round = 2 and nxt.position = (b.position + 1) / 2;
  update public.tournament_matches nxt
  set team2_entry_id = b.winner_entry_id
  from public.tournament_matches b
  where b.tournament_id = p_tournament_id and b.status = 'bye' and b.position % 2 = 0
    and nxt.tournament_id = p_tournament_id and nxt.round = 2 and nxt.position = b.position / 2;
end;
$$;
revoke execute on function public.tournament_draw_knockout(uuid, uuid[]) from public, anon, authenticated;
comment on function public.tournament_draw_knockout(uuid, uuid[]) is 'Internal: the bracket for entries in seed order (byes to the top seeds, advanced at once).';

-- Round robin and Americano: every pair once, by the circle method (Berger
-- tables): team 1 stays, the others rotate one place per round; with an odd
-- number a phantom team makes the rotation work and whoever meets it rests.
create function public.tournament_draw_round_robin(p_tournament_id uuid, entries uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n int := cardinality(entries);
  m int := cardinality(entries) + cardinality(entries) % 2;
  ring int[];
  r int;
  i int;
  pos int;
begin
  select array_agg(x order by x) into ring from generate_series(1, m) as x;
  for r in 1 .. m - 1 loop
    pos := 0;
    for i in 1 .. m / 2 loop
      if ring[i] <= n and ring[m + 1 - i] <= n then
        pos := pos + 1;
        insert into public.tournament_matches (tournament_id, round, position, team1_entry_id, team2_entry_id)
        values (p_tournament_id, r, pos, entries[ring[i]], entries[ring[m + 1 - i]]);
      end if;
    end loop;
    ring := ring[1:1] || ring[m:m] || ring[2:m - 1];
  end loop;
end;
$$;
revoke execute on function public.tournament_draw_round_robin(uuid, uuid[]) from public, anon, authenticated;
comment on function public.tournament_draw_round_robin(uuid, uuid[]) is 'Internal: the round-robin schedule (circle method) for entries in seed order.';

-- Refunds every fee paid for a tournament's registered entries (cancellation).
create function public.tournament_refund_all(t public.tournaments, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Wallet rows in id order, so two cancellations sharing players never deadlock.
  perform 1 from public.wallets w
  where w.member_id in (select f.member_id from public.transactions f
                        join public.tournament_entries e on e.id = f.tournament_entry_id
                        where e.tournament_id = t.id and f.kind = 'tournament_fee')
  order by w.member_id
  for update;
  insert into public.transactions (member_id, type, kind, amount, description, tournament_entry_id, club_id, created_by, completed_at)
  select f.member_id, 'credit', 'tournament_refund', f.amount, left(format('Entry fee refund: %s (%s)', t.name, reason), 200),
         f.tournament_entry_id, t.club_id, (select auth.uid()), now()
  from public.transactions f
  join public.tournament_entries e on e.id = f.tournament_entry_id
  where e.tournament_id = t.id and e.status = 'registered' and f.kind = 'tournament_fee'
    and not exists (select 1 from public.transactions r
                    where r.tournament_entry_id = f.tournament_entry_id and r.kind = 'tournament_refund');
end;
$$;
revoke execute on function public.tournament_refund_all(public.tournaments, text) from public, anon, authenticated;
comment on function public.tournament_refund_all(public.tournaments, text) is 'Internal: refunds every fee paid for the tournament''s registered entries that has no refund yet.';

-- Closes an open tournament now: seeds its entries (average rating, then who
-- registered first), draws it and sets it running, or cancels it with refunds
-- when fewer than two teams registered. Returns 'closed', 'cancelled', or
-- null when it was not open. Internal: close_registration checks who may.
create function public.tournament_close_now(p_tournament_id uuid, p_notify boolean default true)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.tournaments;
  entries uuid[];
  outcome text;
begin
  select * into t from public.tournaments x where x.id = p_tournament_id for update;
  if not found or t.status <> 'open' then
    return null;
  end if;

  with ranked as (
    select e.id, row_number() over (order by e.average_rating desc, e.created_at, e.id) as seed
    from public.tournament_entries e
    where e.tournament_id = t.id and e.status = 'registered'
  )
  update public.tournament_entries e set seed = r.seed from ranked r where e.id = r.id;
  select coalesce(array_agg(e.id order by e.seed), '{}') into entries
  from public.tournament_entries e where e.tournament_id = t.id and e.status = 'registered';

  if cardinality(entries) < 2 then
    perform public.tournament_refund_all(t, 'cancelled');
    update public.tournaments x
    set status = 'cancelled', registration_closes_at = least(x.registration_closes_at, now())
    where x.id = t.id returning * into t;
    outcome := 'cancelled';
  else
    if t.format = 'knockout' then
      perform public.tournament_draw_knockout(t.id, entries);
    else
      perform public.tournament_draw_round_robin(t.id, entries);
    end if;
    perform public.tournament_schedule(t.id);
    update public.tournaments x
    set status = 'running', registration_closes_at = least(x.registration_closes_at, now())
    where x.id = t.id returning * into t;
    outcome := 'closed';
  end if;

  if p_notify then
    perform public.notify(x.player_id, 'tournament_update',
      case outcome when 'closed' then 'Draw published: ' || t.name else t.name || ' is cancelled' end,
      case outcome
        when 'closed' then format('Registration has closed and the %s is out: %s teams, starting %s.',
                                  case t.format when 'knockout' then 'bracket' else 'schedule' end,
                                  cardinality(entries), to_char(t.starts_on, 'Dy DD Mon'))
        else 'Fewer than two teams registered, so it will not take place. Entry fees have been refunded to the wallets they came from.'
      end,
      '/tournaments?tournament=' || t.id,
      jsonb_build_object('tournament_id', t.id, 'status', t.status))
    from public.tournament_entries e
    cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
    where e.tournament_id = t.id and e.status = 'registered' and x.player_id is not null;
  end if;
  return outcome;
end;
$$;
comment on function public.tournament_close_now(uuid, boolean) is
  'Internal: closes registration of an open tournament, then draws it (running) or cancels it with refunds (fewer than 2 teams). Returns closed | cancelled | null.';
revoke execute on function public.tournament_close_now(uuid, boolean) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- close_due_tournaments: every open tournament past its deadline
-- -----------------------------------------------------------------------------
create function public.close_due_tournaments()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due uuid;
  closed int := 0;
begin
  -- A read-only request (an RPC over GET) cannot write: its reader sees the
  -- effective status 'closed' and the next read-write call draws.
  if current_setting('transaction_read_only') = 'on' then
    return 0;
  end if;
  -- skip locked: concurrent readers never queue behind one another's draw.
  for due in
    select x.id from public.tournaments x
    where x.status = 'open' and x.registration_closes_at <= now()
    order by x.registration_closes_at
    for update skip locked
  loop
    perform public.tournament_close_now(due);
    closed := closed + 1;
  end loop;
  return closed;
end;
$$;
comment on function public.close_due_tournaments() is
  'Draws (or cancels) every open tournament whose registration deadline has passed; returns how many. Called by tournament_list / tournament_details; a pg_cron job may call it too.';
revoke execute on function public.close_due_tournaments() from public, anon, authenticated;
grant execute on function public.close_due_tournaments() to service_role;

-- -----------------------------------------------------------------------------
-- close_registration: staff close a tournament now
-- -----------------------------------------------------------------------------
create function public.close_registration(p_tournament_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.tournaments;
  outcome text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  select * into t from public.tournaments x where x.id = p_tournament_id for update;
  if not found then
    return public.rpc_result('unknown_tournament', 'That tournament does not exist.');
  end if;
  if not public.is_club_staff(t.club_id) then
    return public.rpc_result('not_allowed', 'Only staff of the club running this tournament can close its registration.');
  end if;
  if t.status <> 'open' then
    return public.rpc_result('already_closed', 'Registration for this tournament is already closed.',
      jsonb_build_object('tournament', public.tournament_json(t, caller)));
  end if;

  outcome := public.tournament_close_now(t.id);
  select * into t from public.tournaments x where x.id = p_tournament_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'close_registration', 'tournaments', t.id::text, t.club_id, jsonb_build_object('outcome', outcome));

  return public.rpc_result(outcome,
    case outcome
      when 'closed' then format('Registration closed. The %s is out.', case t.format when 'knockout' then 'bracket' else 'schedule' end)
      else 'Registration closed with fewer than two teams: the tournament is cancelled and every entry fee refunded.'
    end,
    jsonb_build_object('tournament', public.tournament_json(t, caller)));
end;
$$;
comment on function public.close_registration(uuid) is
  'Club staff close registration now: draws the tournament (closed) or cancels it with refunds (cancelled). Returns {status closed|cancelled|already_closed|not_allowed|unknown_tournament|not_signed_in, tournament}.';
revoke execute on function public.close_registration(uuid) from public, anon;
grant execute on function public.close_registration(uuid) to authenticated, service_role;
