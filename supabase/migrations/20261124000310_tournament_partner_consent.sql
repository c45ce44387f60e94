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
