-- =============================================================================
-- Nobody is entered in a tournament without agreeing to it. register_team
-- pays the fee and invites the partner (the entry holds a place as 'invited');
-- the partner accepts or declines with respond_to_invitation; an invitation
-- still unanswered when registration closes lapses, refunded like a decline.
-- =============================================================================

-- One live entry per player and tournament, invited or registered.
drop index public.tournament_entries_player1_once;
drop index public.tournament_entries_player2_once;
create unique index tournament_entries_player1_once on public.tournament_entries (tournament_id, player1_id)
  where status in ('invited', 'registered');
create unique index tournament_entries_player2_once on public.tournament_entries (tournament_id, player2_id)
  where status in ('invited', 'registered');

-- Withdraws an entry and refunds its fee, if one was paid and not yet refunded (internal: callers decide who may).
create function public.tournament_entry_release(p_entry public.tournament_entries, t public.tournaments, reason text, actor uuid)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  fee public.transactions;
begin
  update public.tournament_entries e
  set status = 'withdrawn', withdrawn_at = now(), withdrawn_by = actor
  where e.id = p_entry.id;
  select * into fee from public.transactions f
  where f.tournament_entry_id = p_entry.id and f.kind = 'tournament_fee'
    and not exists (select 1 from public.transactions r where r.tournament_entry_id = p_entry.id and r.kind = 'tournament_refund');
  if not found then
    return 0;
  end if;
  perform public.lock_wallet(fee.member_id, fee.currency);
  insert into public.transactions (member_id, type, kind, amount, currency, description, tournament_entry_id, club_id, created_by, completed_at)
  values (fee.member_id, 'credit', 'tournament_refund', fee.amount, fee.currency,
          left(format('Entry fee refund: %s (%s)', t.name, reason), 200), p_entry.id, t.club_id, actor, clock_timestamp());
  return fee.amount;
end;
$$;
revoke execute on function public.tournament_entry_release(public.tournament_entries, public.tournaments, text, uuid) from public, anon, authenticated;
comment on function public.tournament_entry_release(public.tournament_entries, public.tournaments, text, uuid) is
  'Internal: withdraws an entry and refunds its unrefunded fee to whoever paid it; returns the refund.';

-- -----------------------------------------------------------------------------
-- respond_to_invitation
-- -----------------------------------------------------------------------------
create function public.respond_to_invitation(p_entry_id uuid, p_accept boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.tournaments;
  entry public.tournament_entries;
  refund numeric(10, 2);
  currency text;
  me text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to answer the invitation.');
  end if;
  if p_entry_id is null or p_accept is null then
    return public.rpc_result('invalid_request', 'Please accept or decline the invitation.');
  end if;
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  if not found or entry.player2_id is distinct from caller then
    return public.rpc_result('unknown_entry', 'That invitation does not exist.');
  end if;
  -- Same lock order as register_team and withdraw_team: the tournament, then the entry.
  select * into t from public.tournaments x where x.id = entry.tournament_id for update;
  select * into entry from public.tournament_entries e where e.id = p_entry_id for update;
  select c.currency into currency from public.clubs c where c.id = t.club_id;
  select public.display_name(p.first_name, p.last_name, p.username) into me from public.profiles p where p.id = caller;

  if entry.status = 'registered' then
    return public.rpc_result(case when p_accept then 'accepted' else 'already_accepted' end,
      case when p_accept then format('You are entered in %s.', t.name)
           else format('You already accepted: to leave %s, withdraw the team.', t.name) end,
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller)));
  end if;
  if entry.status = 'withdrawn' then
    return public.rpc_result('invitation_withdrawn', 'This invitation is no longer open.',
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller)));
  end if;
  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('registration_closed', format('Registration for %s has closed.', t.name));
  end if;

  if p_accept then
    update public.tournament_entries e set status = 'registered' where e.id = entry.id returning * into entry;
    perform public.notify(entry.player1_id, 'tournament_update', 'Invitation accepted: ' || t.name,
      format('%s accepted: your team is entered in %s.', me, t.name),
      '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id));
    return public.rpc_result('accepted', format('You are entered in %s.', t.name),
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller)));
  end if;

  refund := public.tournament_entry_release(entry, t, 'invitation declined', caller);
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  perform public.notify(entry.player1_id, 'tournament_update', 'Invitation declined: ' || t.name,
    format('%s declined to play %s with you.', me, t.name)
      || case when refund > 0 then format(' The entry fee of %s has been refunded to your wallet.', public.money_text(refund, currency)) else '' end,
    '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id));
  return public.rpc_result('declined', format('You declined the invitation to %s.', t.name),
    jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller), 'refund', refund));
end;
$$;
comment on function public.respond_to_invitation(uuid, boolean) is
  'The invited partner accepts (the team is entered) or declines (the fee goes back to the payer). Returns {status accepted|declined|already_accepted|invitation_withdrawn|registration_closed|unknown_entry|invalid_request|not_signed_in, entry, tournament, refund}.';
revoke execute on function public.respond_to_invitation(uuid, boolean) from public, anon;
grant execute on function public.respond_to_invitation(uuid, boolean) to authenticated, service_role;

-- Invitations nobody answered by the deadline: the team never formed.
create function public.tournament_lapse_invitations(t public.tournaments)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry public.tournament_entries;
  refund numeric;
  currency text;
begin
  select c.currency into currency from public.clubs c where c.id = t.club_id;
  for entry in
    select * from public.tournament_entries e where e.tournament_id = t.id and e.status = 'invited' order by e.id for update
  loop
    refund := public.tournament_entry_release(entry, t, 'invitation not accepted in time', null);
    perform public.notify(entry.player1_id, 'tournament_update', 'Invitation expired: ' || t.name,
      format('Your partner did not accept before registration closed, so your team is not in %s.', t.name)
        || case when refund > 0 then format(' The entry fee of %s has been refunded to your wallet.', public.money_text(refund, currency)) else '' end,
      '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id));
  end loop;
end;
$$;
revoke execute on function public.tournament_lapse_invitations(public.tournaments) from public, anon, authenticated;
comment on function public.tournament_lapse_invitations(public.tournaments) is 'Internal: withdraws and refunds the invitations still unanswered when registration closes.';

create or replace function public.tournament_close_now(p_tournament_id uuid, p_notify boolean default true)
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
  perform public.tournament_lapse_invitations(t);

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

create or replace function public.tournament_json(t public.tournaments, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id,
    'club_id', t.club_id,
    'club_name', c.name,
    'city', c.city,
    'country_code', c.country_code,
    'name', t.name,
    'description', t.description,
    'format', t.format,
    'level_min', t.level_min,
    'level_max', t.level_max,
    'starts_on', t.starts_on,
    'ends_on', t.ends_on,
    'registration_closes_at', t.registration_closes_at,
    'entry_fee', t.entry_fee,
    'currency', c.currency,
    'max_teams', t.max_teams,
    -- Places taken: an open invitation holds its place until answered.
    'teams_registered', (select count(*) from public.tournament_entries e
                         where e.tournament_id = t.id and e.status in ('invited', 'registered')),
    'status', public.tournament_effective_status(t),
    'my_entry_id', (select e.id from public.tournament_entries e
                    where e.tournament_id = t.id and e.status in ('invited', 'registered')
                      and caller is not null and caller in (e.player1_id, e.player2_id)
                    limit 1),
    'winner_names', (select jsonb_agg(public.display_name(p.first_name, p.last_name, p.username) order by x.n)
                     from public.tournament_entries e
                     cross join lateral (values (1, e.player1_id), (2, e.player2_id)) as x (n, player_id)
                     join public.profiles p on p.id = x.player_id
                     where e.id = t.winner_entry_id))
  from public.clubs c
  where c.id = t.club_id;
$$;

create or replace function public.register_team(p_entry_id uuid, p_tournament_id uuid, p_partner_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.tournaments;
  existing public.tournament_entries;
  entry public.tournament_entries;
  partner public.profiles;
  taken_by uuid;
  level numeric(6, 1);
  funds numeric(12, 2);
  fee_currency text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to register for a tournament.');
  end if;
  if p_entry_id is null or p_tournament_id is null then
    return public.rpc_result('invalid_request', 'Please choose a tournament and a partner.');
  end if;

  select * into existing from public.tournament_entries e where e.id = p_entry_id;
  if found then
    return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
  end if;

  -- Registrations for one tournament queue here: capacity and "one entry per
  -- player" are decided by one transaction at a time.
  select * into t from public.tournaments x where x.id = p_tournament_id for update;
  if not found then
    return public.rpc_result('unknown_tournament', 'That tournament does not exist.');
  end if;

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.tournament_entries e where e.id = p_entry_id;
  if found then
    return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
  end if;

  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('registration_closed', format('Registration for %s has closed.', t.name));
  end if;
  if p_partner_id is null or p_partner_id = caller then
    return public.rpc_result('invalid_partner', 'Please choose a partner other than yourself.');
  end if;
  select * into partner from public.profiles p where p.id = p_partner_id;
  if not found then
    return public.rpc_result('invalid_partner', 'That partner does not exist.');
  end if;

  select x.player_id into taken_by
  from public.tournament_entries e
  cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
  where e.tournament_id = t.id and e.status in ('invited', 'registered') and x.player_id in (caller, p_partner_id)
  order by x.player_id = caller desc
  limit 1;
  if taken_by = caller then
    return public.rpc_result('already_registered', format('You are already registered for %s.', t.name));
  elsif taken_by is not null then
    return public.rpc_result('already_registered', format('%s is already registered for %s with another partner.',
      public.display_name(partner.first_name, partner.last_name, partner.username), t.name));
  end if;

  if (select count(*) from public.tournament_entries e where e.tournament_id = t.id and e.status in ('invited', 'registered')) >= t.max_teams then
    return public.rpc_result('full', format('Sorry, %s is full: all %s places are taken.', t.name, t.max_teams));
  end if;

  level := round((public.player_rating(caller) + public.player_rating(p_partner_id)) / 2, 1);
  if level < t.level_min then
    return public.rpc_result('level_too_low',
      format('Your team''s level is %s (the average of your two ratings), below this tournament''s range: %s.',
             to_char(level, 'FM9,990.0'), public.tournament_level_text(t.level_min, t.level_max)),
      jsonb_build_object('level', level, 'level_min', t.level_min, 'level_max', t.level_max));
  end if;
  if level > t.level_max then
    return public.rpc_result('level_too_high',
      format('Your team''s level is %s (the average of your two ratings), above this tournament''s range: %s.',
             to_char(level, 'FM9,990.0'), public.tournament_level_text(t.level_min, t.level_max)),
      jsonb_build_object('level', level, 'level_min', t.level_min, 'level_max', t.level_max));
  end if;

  -- The payer's debits queue here (as in book_court), so two never both see the old balance.
  -- The fee is in the club's currency and paid from the balance in that currency.
  select c.currency into fee_currency from public.clubs c where c.id = t.club_id;
  funds := public.lock_wallet(caller, fee_currency);
  if funds < t.entry_fee then
    return public.rpc_result('insufficient_funds',
      format('Insufficient balance: the entry fee is %s and your %s balance is %s, so %s more is needed.',
             public.money_text(t.entry_fee, fee_currency), fee_currency, public.money_text(funds, fee_currency),
             public.money_text(t.entry_fee - funds, fee_currency)),
      jsonb_build_object('fee', t.entry_fee, 'balance', funds, 'missing', t.entry_fee - funds, 'currency', fee_currency));
  end if;

  begin
    insert into public.tournament_entries (id, tournament_id, player1_id, player2_id, average_rating, status)
    values (p_entry_id, t.id, caller, p_partner_id, level, 'invited')
    returning * into entry;
    if t.entry_fee > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, tournament_entry_id, club_id, created_by, completed_at)
      values (caller, 'debit', 'tournament_fee', t.entry_fee, fee_currency, left('Entry fee: ' || t.name, 200), entry.id, t.club_id, caller, clock_timestamp());
    end if;
  exception when unique_violation then
    -- Only the same id committed meanwhile can get here (the tournament lock orders everything else).
    select * into existing from public.tournament_entries e where e.id = p_entry_id;
    if found then
      return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
    end if;
    return public.rpc_result('already_registered', format('One of you is already registered for %s.', t.name));
  end;

  perform public.notify(p_partner_id, 'tournament_invitation', 'Invitation: ' || t.name,
    format('%s invited you to play %s together, starting %s. Accept or decline before registration closes.',
           (select public.display_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = caller),
           t.name, to_char(t.starts_on, 'Dy DD Mon')),
    '/tournaments?tournament=' || t.id,
    jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id));

  return public.rpc_result('invited',
    format('Invitation sent: your team is entered in %s once %s accepts.', t.name,
           public.display_name(partner.first_name, partner.last_name, partner.username))
      || case when t.entry_fee > 0 then format(' The entry fee of %s was paid from your wallet and comes back if they decline.',
                                               public.money_text(t.entry_fee, fee_currency)) else '' end,
    jsonb_build_object(
      'entry', public.tournament_entry_json(entry),
      'tournament', public.tournament_json(t, caller),
      'currency', fee_currency,
      'balance', public.wallet_balance(caller, fee_currency)));
end;
$$;
comment on function public.register_team(uuid, uuid, uuid) is
  'Pays the entry fee and invites a partner to an open tournament: the entry holds a place as invited until the partner answers (respond_to_invitation). Idempotent on p_entry_id. Returns {status invited|replayed|not_signed_in|invalid_request|unknown_tournament|registration_closed|invalid_partner|already_registered|full|level_too_low|level_too_high|insufficient_funds|id_conflict, message, entry, tournament, currency, balance}.';
