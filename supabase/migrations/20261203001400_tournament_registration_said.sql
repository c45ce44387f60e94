-- Tournament registration and its money name their messages: every answer, the entry fee and refund lines
-- they write and the notifications they send carry a key of the app's catalogue and its values beside the
-- English (public.said), so the app says them in the reader's language without reading the English back.
-- A tournament's name is a plain value, whatever it holds ("Jr. Open"); the players' names are people.

create or replace function public.close_registration(p_tournament_id uuid)
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
    return public.rpc_result('not_signed_in', 'Please sign in.', public.said('server_not_signed_in'));
  end if;
  select * into t from public.tournaments x where x.id = p_tournament_id for update;
  if not found then
    return public.rpc_result('unknown_tournament', 'That tournament does not exist.', public.said('server_unknown_tournament'));
  end if;
  if not public.is_club_staff(t.club_id) then
    return public.rpc_result('not_allowed', 'Only staff of the club running this tournament can close its registration.',
      public.said('server_not_allowed_close_registration'));
  end if;
  if t.status <> 'open' then
    return public.rpc_result('already_closed', 'Registration for this tournament is already closed.',
      jsonb_build_object('tournament', public.tournament_json(t, caller)) || public.said('server_already_closed'));
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
    jsonb_build_object('tournament', public.tournament_json(t, caller))
    || case outcome
         when 'closed' then case t.format when 'knockout' then public.said('server_closed_bracket') else public.said('server_closed_schedule') end
         else public.said('server_cancelled_tournament')
       end);
end;
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
    return public.rpc_result('not_signed_in', 'Please sign in to register for a tournament.', public.said('server_not_signed_in_register'));
  end if;
  if p_entry_id is null or p_tournament_id is null then
    return public.rpc_result('invalid_request', 'Please choose a tournament and a partner.', public.said('server_invalid_request_tournament_partner'));
  end if;

  select * into existing from public.tournament_entries e where e.id = p_entry_id;
  if found then
    return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
  end if;

  -- Registrations for one tournament queue here: capacity and "one entry per
  -- player" are decided by one transaction at a time.
  select * into t from public.tournaments x where x.id = p_tournament_id for update;
  if not found then
    return public.rpc_result('unknown_tournament', 'That tournament does not exist.', public.said('server_unknown_tournament'));
  end if;

  -- While we waited for the lock, this very request may have succeeded (a retry racing the original).
  select * into existing from public.tournament_entries e where e.id = p_entry_id;
  if found then
    return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
  end if;

  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('registration_closed', format('Registration for %s has closed.', t.name),
      public.said('server_registration_closed', jsonb_build_object('tournament', t.name)));
  end if;
  if p_partner_id is null or p_partner_id = caller then
    return public.rpc_result('invalid_partner', 'Please choose a partner other than yourself.', public.said('server_invalid_partner'));
  end if;
  select * into partner from public.profiles p where p.id = p_partner_id;
  if not found then
    return public.rpc_result('invalid_partner', 'That partner does not exist.', public.said('server_invalid_partner_unknown'));
  end if;

  select x.player_id into taken_by
  from public.tournament_entries e
  cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
  where e.tournament_id = t.id and e.status in ('invited', 'registered') and x.player_id in (caller, p_partner_id)
  order by x.player_id = caller desc
  limit 1;
  if taken_by = caller then
    return public.rpc_result('already_registered', format('You are already registered for %s.', t.name),
      public.said('server_already_registered', jsonb_build_object('tournament', t.name)));
  elsif taken_by is not null then
    return public.rpc_result('already_registered', format('%s is already registered for %s with another partner.',
      public.display_name(partner.first_name, partner.last_name, partner.username), t.name),
      public.said('server_already_registered_partner', jsonb_build_object(
        'partner', public.person_value(public.display_name(partner.first_name, partner.last_name, partner.username)),
        'tournament', t.name)));
  end if;

  if (select count(*) from public.tournament_entries e where e.tournament_id = t.id and e.status in ('invited', 'registered')) >= t.max_teams then
    return public.rpc_result('full', format('Sorry, %s is full: all %s places are taken.', t.name, t.max_teams),
      public.said('server_full', jsonb_build_object('tournament', t.name, 'max_teams', t.max_teams)));
  end if;

  -- A level is written as the English writes it ("1,475.0"): a rating keeps its decimal.
  level := round((public.player_rating(caller) + public.player_rating(p_partner_id)) / 2, 1);
  if level < t.level_min then
    return public.rpc_result('level_too_low',
      format('Your team''s level is %s (the average of your two ratings), below this tournament''s range: %s.',
             to_char(level, 'FM9,990.0'), public.tournament_level_text(t.level_min, t.level_max)),
      jsonb_build_object('level', level, 'level_min', t.level_min, 'level_max', t.level_max)
      || case when t.level_max is not null
           then public.said('server_level_too_low', jsonb_build_object(
                  'level', public.number_value(level, 1), 'min', public.number_value(t.level_min, 1), 'max', public.number_value(t.level_max, 1)))
           else public.said('server_level_too_low_at_least', jsonb_build_object(
                  'level', public.number_value(level, 1), 'min', public.number_value(t.level_min, 1)))
         end);
  end if;
  if level > t.level_max then
    return public.rpc_result('level_too_high',
      format('Your team''s level is %s (the average of your two ratings), above this tournament''s range: %s.',
             to_char(level, 'FM9,990.0'), public.tournament_level_text(t.level_min, t.level_max)),
      jsonb_build_object('level', level, 'level_min', t.level_min, 'level_max', t.level_max)
      || case when t.level_min is not null
           then public.said('server_level_too_high', jsonb_build_object(
                  'level', public.number_value(level, 1), 'min', public.number_value(t.level_min, 1), 'max', public.number_value(t.level_max, 1)))
           else public.said('server_level_too_high_up_to', jsonb_build_object(
                  'level', public.number_value(level, 1), 'max', public.number_value(t.level_max, 1)))
         end);
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
      jsonb_build_object('fee', t.entry_fee, 'balance', funds, 'missing', t.entry_fee - funds, 'currency', fee_currency)
      || public.said('server_insufficient_funds', jsonb_build_object(
           'fee', public.money_value(t.entry_fee, fee_currency), 'currency', fee_currency,
           'balance', public.money_value(funds, fee_currency), 'needed', public.money_value(t.entry_fee - funds, fee_currency))));
  end if;

  begin
    insert into public.tournament_entries (id, tournament_id, player1_id, player2_id, average_rating, status)
    values (p_entry_id, t.id, caller, p_partner_id, level, 'invited')
    returning * into entry;
    if t.entry_fee > 0 then
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, tournament_entry_id, club_id, created_by, completed_at)
      values (caller, 'debit', 'tournament_fee', t.entry_fee, fee_currency, left('Entry fee: ' || t.name, 200),
              public.said('ledger_entry_fee', jsonb_build_object('tournament', t.name)),
              entry.id, t.club_id, caller, clock_timestamp());
    end if;
  exception when unique_violation then
    -- Only the same id committed meanwhile can get here (the tournament lock orders everything else).
    select * into existing from public.tournament_entries e where e.id = p_entry_id;
    if found then
      return public.register_team_replay(existing, caller, p_tournament_id, p_partner_id);
    end if;
    return public.rpc_result('already_registered', format('One of you is already registered for %s.', t.name),
      public.said('server_already_registered_one_of_you', jsonb_build_object('tournament', t.name)));
  end;

  perform public.notify(p_partner_id, 'tournament_invitation', 'Invitation: ' || t.name,
    format('%s invited you to play %s together, starting %s. Accept or decline before registration closes.',
           (select public.display_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = caller),
           t.name, to_char(t.starts_on, 'Dy DD Mon')),
    '/tournaments?tournament=' || t.id,
    jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id),
    public.said('notice_invitation_title', jsonb_build_object('tournament', t.name)),
    public.said('notice_invitation_body', jsonb_build_object(
      'name', public.person_value((select public.display_name(p.first_name, p.last_name, p.username) from public.profiles p where p.id = caller)),
      'tournament', t.name, 'day', public.day_value(t.starts_on))));

  return public.rpc_result('invited',
    format('Invitation sent: your team is entered in %s once %s accepts.', t.name,
           public.display_name(partner.first_name, partner.last_name, partner.username))
      || case when t.entry_fee > 0 then format(' The entry fee of %s was paid from your wallet and comes back if they decline.',
                                               public.money_text(t.entry_fee, fee_currency)) else '' end,
    jsonb_build_object(
      'entry', public.tournament_entry_json(entry),
      'tournament', public.tournament_json(t, caller),
      'currency', fee_currency,
      'balance', public.wallet_balance(caller, fee_currency))
    || case when t.entry_fee > 0
         then public.said('server_invited_fee_paid', jsonb_build_object(
                'tournament', t.name,
                'partner', public.person_value(public.display_name(partner.first_name, partner.last_name, partner.username)),
                'fee', public.money_value(t.entry_fee, fee_currency)))
         else public.said('server_invited', jsonb_build_object(
                'tournament', t.name,
                'partner', public.person_value(public.display_name(partner.first_name, partner.last_name, partner.username))))
       end);
end;
$$;

create or replace function public.register_team_replay(existing public.tournament_entries, caller uuid, tournament uuid, partner uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when existing.player1_id = caller and existing.tournament_id = tournament and existing.player2_id is not distinct from partner
      then public.rpc_result('replayed', format('Registered for %s.', t.name), jsonb_build_object(
        'entry', public.tournament_entry_json(existing),
        'tournament', public.tournament_json(t, caller),
        'currency', c.currency,
        'balance', public.wallet_balance(caller, c.currency))
        || public.said('server_replayed_registration', jsonb_build_object('tournament', t.name)))
    else public.rpc_result('id_conflict', 'This entry id was already used for a different registration.',
                           jsonb_build_object('entry', null) || public.said('server_id_conflict_entry'))
  end
  from public.tournaments t
  join public.clubs c on c.id = t.club_id
  where t.id = existing.tournament_id;
$$;

create or replace function public.withdraw_team(p_entry_id uuid)
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
  fee public.transactions;
  refund numeric(10, 2) := 0;
  other uuid;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to manage your tournaments.', public.said('server_not_signed_in_tournaments'));
  end if;
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  if not found then
    return public.rpc_result('unknown_entry', 'That registration does not exist.', public.said('server_unknown_entry'));
  end if;
  if caller is distinct from entry.player1_id and caller is distinct from entry.player2_id then
    return public.rpc_result('not_allowed', 'Only the two players of a team can withdraw it.', public.said('server_not_allowed_withdraw'));
  end if;

  -- Same order as register_team: the tournament, then the entry (then the wallet, through the refund).
  select * into t from public.tournaments x where x.id = entry.tournament_id for update;
  select * into entry from public.tournament_entries e where e.id = p_entry_id for update;
  if entry.status = 'withdrawn' then
    return public.rpc_result('already_withdrawn', 'This team has already withdrawn.',
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller))
      || public.said('server_already_withdrawn'));
  end if;
  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('deadline_passed',
      format('Registration for %s has closed, so the team can no longer withdraw.', t.name),
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller))
      || public.said('server_deadline_passed', jsonb_build_object('tournament', t.name)));
  end if;

  update public.tournament_entries e
  set status = 'withdrawn', withdrawn_at = now(), withdrawn_by = caller
  where e.id = entry.id
  returning * into entry;

  select * into fee from public.transactions f where f.tournament_entry_id = entry.id and f.kind = 'tournament_fee';
  if found then
    refund := fee.amount;
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, tournament_entry_id, club_id, created_by, completed_at)
    values (fee.member_id, 'credit', 'tournament_refund', fee.amount, fee.currency, left('Entry fee refund: ' || t.name, 200),
            public.said('ledger_entry_fee_refund', jsonb_build_object('tournament', t.name)),
            entry.id, t.club_id, caller, clock_timestamp());
  end if;

  other := case when caller = entry.player1_id then entry.player2_id else entry.player1_id end;
  perform public.notify(other, 'tournament_update', 'Withdrawn from ' || t.name,
    format('%s withdrew your team from %s.', public.tournament_entry_names(entry.id), t.name)
      || case when refund > 0 then format(' The entry fee of %s has been refunded.', public.money_text(refund, fee.currency)) else '' end,
    '/tournaments?tournament=' || t.id,
    jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id),
    public.said('notice_withdrawn_title', jsonb_build_object('tournament', t.name)),
    case when refund > 0
      then public.said('notice_withdrawn_body_refunded', jsonb_build_object(
             'names', public.person_value(public.tournament_entry_names(entry.id)), 'tournament', t.name,
             'amount', public.money_value(refund, fee.currency)))
      else public.said('notice_withdrawn_body', jsonb_build_object(
             'names', public.person_value(public.tournament_entry_names(entry.id)), 'tournament', t.name))
    end);

  return public.rpc_result('withdrawn',
    format('Withdrawn from %s.', t.name)
      || case when refund > 0 and fee.member_id = caller then format(' The entry fee of %s has been refunded to your wallet.', public.money_text(refund, fee.currency))
              when refund > 0 then format(' The entry fee of %s has been refunded to your partner''s wallet.', public.money_text(refund, fee.currency))
              else '' end,
    jsonb_build_object(
      'entry', public.tournament_entry_json(entry),
      'tournament', public.tournament_json(t, caller),
      'refund', refund,
      'currency', (select c.currency from public.clubs c where c.id = t.club_id),
      'balance', public.wallet_balance(caller, (select c.currency from public.clubs c where c.id = t.club_id)))
    || case when refund > 0 and fee.member_id = caller
              then public.said('server_withdrawn_refunded', jsonb_build_object('tournament', t.name, 'fee', public.money_value(refund, fee.currency)))
            when refund > 0
              then public.said('server_withdrawn_partner_refunded', jsonb_build_object('tournament', t.name, 'fee', public.money_value(refund, fee.currency)))
            else public.said('server_withdrawn', jsonb_build_object('tournament', t.name)) end);
end;
$$;

create or replace function public.respond_to_invitation(p_entry_id uuid, p_accept boolean)
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
    return public.rpc_result('not_signed_in', 'Please sign in to answer the invitation.', public.said('server_not_signed_in_invitation'));
  end if;
  if p_entry_id is null or p_accept is null then
    return public.rpc_result('invalid_request', 'Please accept or decline the invitation.', public.said('server_invalid_request_invitation'));
  end if;
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  if not found or entry.player2_id is distinct from caller then
    return public.rpc_result('unknown_entry', 'That invitation does not exist.', public.said('server_unknown_entry_invitation'));
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
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller))
      || case when p_accept then public.said('server_accepted', jsonb_build_object('tournament', t.name))
              else public.said('server_already_accepted', jsonb_build_object('tournament', t.name)) end);
  end if;
  if entry.status = 'withdrawn' then
    return public.rpc_result('invitation_withdrawn', 'This invitation is no longer open.',
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller))
      || public.said('server_invitation_withdrawn'));
  end if;
  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('registration_closed', format('Registration for %s has closed.', t.name),
      public.said('server_registration_closed', jsonb_build_object('tournament', t.name)));
  end if;

  if p_accept then
    update public.tournament_entries e set status = 'registered' where e.id = entry.id returning * into entry;
    perform public.notify(entry.player1_id, 'tournament_update', 'Invitation accepted: ' || t.name,
      format('%s accepted: your team is entered in %s.', me, t.name),
      '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id),
      public.said('notice_invitation_accepted_title', jsonb_build_object('tournament', t.name)),
      public.said('notice_invitation_accepted_body', jsonb_build_object('name', public.person_value(me), 'tournament', t.name)));
    return public.rpc_result('accepted', format('You are entered in %s.', t.name),
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller))
      || public.said('server_accepted', jsonb_build_object('tournament', t.name)));
  end if;

  refund := public.tournament_entry_release(entry, t, 'invitation declined', caller);
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  perform public.notify(entry.player1_id, 'tournament_update', 'Invitation declined: ' || t.name,
    format('%s declined to play %s with you.', me, t.name)
      || case when refund > 0 then format(' The entry fee of %s has been refunded to your wallet.', public.money_text(refund, currency)) else '' end,
    '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id),
    public.said('notice_invitation_declined_title', jsonb_build_object('tournament', t.name)),
    case when refund > 0
      then public.said('notice_invitation_declined_body_refunded', jsonb_build_object(
             'name', public.person_value(me), 'tournament', t.name, 'amount', public.money_value(refund, currency)))
      else public.said('notice_invitation_declined_body', jsonb_build_object('name', public.person_value(me), 'tournament', t.name))
    end);
  return public.rpc_result('declined', format('You declined the invitation to %s.', t.name),
    jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller), 'refund', refund)
    || public.said('server_declined', jsonb_build_object('tournament', t.name)));
end;
$$;

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
      jsonb_build_object('tournament_id', t.id, 'status', t.status),
      case outcome when 'closed' then public.said('notice_draw_published', jsonb_build_object('tournament', t.name))
                   else public.said('notice_tournament_cancelled', jsonb_build_object('tournament', t.name)) end,
      case outcome
        when 'closed' then
          case t.format
            when 'knockout' then public.said('notice_bracket_out', jsonb_build_object('teams', cardinality(entries), 'day', public.day_value(t.starts_on)))
            else public.said('notice_schedule_out', jsonb_build_object('teams', cardinality(entries), 'day', public.day_value(t.starts_on)))
          end
        else public.said('notice_too_few_teams')
      end)
    from public.tournament_entries e
    cross join lateral (values (e.player1_id), (e.player2_id)) as x (player_id)
    where e.tournament_id = t.id and e.status = 'registered' and x.player_id is not null;
  end if;
  return outcome;
end;
$$;

create or replace function public.tournament_entry_release(p_entry public.tournament_entries, t public.tournaments, reason text, actor uuid)
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
  -- The reasons its callers give each have their message; another would keep its English only.
  insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, tournament_entry_id, club_id, created_by, completed_at)
  values (fee.member_id, 'credit', 'tournament_refund', fee.amount, fee.currency,
          left(format('Entry fee refund: %s (%s)', t.name, reason), 200),
          case reason
            when 'invitation declined' then public.said('ledger_entry_fee_refund_declined', jsonb_build_object('tournament', t.name))
            when 'invitation not accepted in time' then public.said('ledger_entry_fee_refund_expired', jsonb_build_object('tournament', t.name))
          end,
          p_entry.id, t.club_id, actor, clock_timestamp());
  return fee.amount;
end;
$$;

create or replace function public.tournament_lapse_invitations(t public.tournaments)
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
      '/tournaments?tournament=' || t.id, jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id),
      public.said('notice_invitation_expired_title', jsonb_build_object('tournament', t.name)),
      case when refund > 0
        then public.said('notice_invitation_expired_body_refunded', jsonb_build_object('tournament', t.name, 'amount', public.money_value(refund, currency)))
        else public.said('notice_invitation_expired_body', jsonb_build_object('tournament', t.name))
      end);
  end loop;
end;
$$;

create or replace function public.tournament_refund_all(t public.tournaments, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Wallet rows in id order, so two cancellations sharing players never deadlock.
  perform 1 from public.wallets w
  where (w.member_id, w.currency) in (select f.member_id, f.currency from public.transactions f
                        join public.tournament_entries e on e.id = f.tournament_entry_id
                        where e.tournament_id = t.id and f.kind = 'tournament_fee')
  order by w.member_id, w.currency
  for update;
  -- 'cancelled' is the reason its callers give and has its message; another would keep its English only.
  insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, tournament_entry_id, club_id, created_by, completed_at)
  select f.member_id, 'credit', 'tournament_refund', f.amount, f.currency, left(format('Entry fee refund: %s (%s)', t.name, reason), 200),
         case reason when 'cancelled' then public.said('ledger_entry_fee_refund_cancelled', jsonb_build_object('tournament', t.name)) end,
         f.tournament_entry_id, t.club_id, (select auth.uid()), clock_timestamp()
  from public.transactions f
  join public.tournament_entries e on e.id = f.tournament_entry_id
  where e.tournament_id = t.id and e.status = 'registered' and f.kind = 'tournament_fee'
    and not exists (select 1 from public.transactions r
                    where r.tournament_entry_id = f.tournament_entry_id and r.kind = 'tournament_refund');
end;
$$;
