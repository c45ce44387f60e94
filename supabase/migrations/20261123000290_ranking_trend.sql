-- =============================================================================
-- The rankings' trend: where each player stood when the current period began
-- (midnight UTC seven days ago), against where they stand now.
--
-- A player's state then is what their first rating change since then started
-- from (only the last week's rows are read), or where they are now when
-- nothing changed since. Those places are worked out once a day for every
-- scope at once (refresh_ranking_baseline, run by the first rating change of
-- the day, or a daily job) and stored in ranking_baseline_places, so a
-- ranking looks up only the rows it returns; until that day's refresh has
-- run, ranking_rows computes the same places on the fly (20261123000300).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The period and the ratings when it started
-- -----------------------------------------------------------------------------
create function public.ranking_period_start()
returns timestamptz
language sql
stable
return (date_trunc('day', now() at time zone 'UTC') - interval '7 days') at time zone 'UTC';
comment on function public.ranking_period_start() is 'Start of the current ranking period: midnight UTC seven days ago.';

-- Each player's rating and wins at a moment: what their first change since
-- then started from (only rows after the moment are read), or where they are
-- now when nothing changed since. Players with no match by then are left out.
create function public.ranking_then(p_at timestamptz)
returns table (player_id uuid, rating numeric, wins int)
language sql
stable
security definer
set search_path = ''
as $$
  select r.player_id, coalesce(f.rating_before, r.rating), coalesce(f.wins_before, r.wins)
  from public.player_ratings r
  left join (
    select distinct on (rc.player_id) rc.player_id, rc.rating_before, rc.wins_after - rc.score as wins_before,
           rc.matches_after - 1 as matches_before
    from public.rating_changes rc
    where rc.created_at >= p_at
    order by rc.player_id, rc.created_at, rc.match_id
  ) f on f.player_id = r.player_id
  where coalesce(f.matches_before, r.matches) > 0;
$$;
comment on function public.ranking_then(timestamptz) is 'Internal: every player ranked at p_at with their rating and wins then.';
revoke execute on function public.ranking_then(timestamptz) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- The daily baseline: places at the period start, for every scope at once
-- -----------------------------------------------------------------------------
create table public.ranking_baseline (
  id boolean primary key default true check (id),
  period_start timestamptz not null,
  refreshed_at timestamptz not null default now()
);
alter table public.ranking_baseline enable row level security;
comment on table public.ranking_baseline is
  'One row: the period start ranking_baseline_places was computed for. Internal (no API access).';

-- Kept apart from player_ratings so the daily rewrite never touches the
-- ratings (nor their index) that every confirmation updates. No foreign key:
-- the next refresh drops a departed player's row.
create table public.ranking_baseline_places (
  player_id uuid primary key,
  network_place int not null,
  -- Null: no home club (or country) then, or moved club since.
  country_place int,
  club_place int
);
alter table public.ranking_baseline_places enable row level security;
comment on table public.ranking_baseline_places is
  'Each ranked player''s places in the network, their country and their club when the current ranking period started. Internal (no API access).';

revoke all on table public.ranking_baseline, public.ranking_baseline_places from anon, authenticated;
grant all on table public.ranking_baseline, public.ranking_baseline_places to service_role;

create function public.refresh_ranking_baseline()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  period timestamptz := public.ranking_period_start();
begin
  if exists (select 1 from public.ranking_baseline b where b.period_start = period) then
    return;
  end if;
  -- The first confirmations of a day may race here; one computes, the others then see it done.
  perform pg_advisory_xact_lock(hashtext('public.refresh_ranking_baseline'));
  if exists (select 1 from public.ranking_baseline b where b.period_start = period) then
    return;
  end if;
  delete from public.ranking_baseline_places;
  insert into public.ranking_baseline_places (player_id, network_place, country_place, club_place)
  select th.player_id,
         row_number() over (order by th.rating desc, th.wins desc, x.name, x.player_id),
         case when c.country_code is not null then row_number() over (
           partition by c.country_code order by th.rating desc, th.wins desc, x.name, x.player_id) end,
         case when x.home_club_id is not null then row_number() over (
           partition by x.home_club_id order by th.rating desc, th.wins desc, x.name, x.player_id) end
  from public.ranking_then(period) th
  join public.player_ratings x on x.player_id = th.player_id
  left join public.clubs c on c.id = x.home_club_id;
  insert into public.ranking_baseline (id, period_start, refreshed_at) values (true, period, now())
  on conflict (id) do update set period_start = excluded.period_start, refreshed_at = excluded.refreshed_at;
end;
$$;
comment on function public.refresh_ranking_baseline() is
  'Stores every player''s places at the start of the current ranking period (once per day; a no-op when current). Also fit for a daily pg_cron job.';
revoke execute on function public.refresh_ranking_baseline() from public, anon, authenticated;
grant execute on function public.refresh_ranking_baseline() to service_role;

-- For the readers (rankings, my_ranking, player_statistics): the first read of
-- a day with no confirmation yet stores the baseline too. A read-only
-- transaction (a PostgREST GET) cannot, and ranking_rows then computes the
-- same places on the fly.
create function public.ranking_baseline_ensure()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.ranking_baseline b where b.period_start = public.ranking_period_start()) then
    return;
  end if;
  begin
    perform public.refresh_ranking_baseline();
  exception when read_only_sql_transaction then
    null;
  end;
end;
$$;
comment on function public.ranking_baseline_ensure() is 'Internal: refresh_ranking_baseline when due and the transaction may write.';
revoke execute on function public.ranking_baseline_ensure() from public, anon, authenticated;

-- Rating changes keep the baseline current: apply_match_ratings starts with an
-- insert into player_ratings (a statement even when it adds no row), so the
-- first confirmation of a day computes it, before it locks any player's row
-- (refreshing after those locks could deadlock with a second confirmation
-- waiting for the refresh); recompute_ratings' insert does the same after a
-- replay. Rewriting the history (recompute_ratings deletes first) invalidates it.
create function public.ranking_baseline_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.ranking_baseline;
  else
    perform public.refresh_ranking_baseline();
  end if;
  return null;
end;
$$;
revoke execute on function public.ranking_baseline_follow() from public, anon, authenticated;

create trigger player_ratings_refresh_baseline
  after insert on public.player_ratings
  for each statement execute function public.ranking_baseline_follow();
create trigger player_ratings_invalidate_baseline
  after delete on public.player_ratings
  for each statement execute function public.ranking_baseline_follow();

-- A player who moves club starts in the new club's and country's rankings as a newcomer.
create function public.ranking_baseline_follow_move()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.ranking_baseline_places b set country_place = null, club_place = null where b.player_id = new.id;
  return null;
end;
$$;
revoke execute on function public.ranking_baseline_follow_move() from public, anon, authenticated;

create trigger profiles_ranking_baseline_follow_move
  after update of home_club_id on public.profiles
  for each row
  when (old.home_club_id is distinct from new.home_club_id)
  execute function public.ranking_baseline_follow_move();
