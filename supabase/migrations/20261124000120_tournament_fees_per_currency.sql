-- =============================================================================
-- Tournament entry fees per currency: a fee is in the club's currency, paid
-- from the registering player's balance in that currency and refunded to it.
-- And nobody is entered without agreeing: register_team pays the fee and
-- invites the partner; the entry holds a place as 'invited' until the partner
-- answers (respond_to_invitation, in the partner-consent migration).
-- =============================================================================

-- The TournamentRow of the client, now with the fee's currency.
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
        'balance', public.wallet_balance(caller, c.currency)))
    else public.rpc_result('id_conflict', 'This entry id was already used for a different registration.',
                           jsonb_build_object('entry', null))
  end
  from public.tournaments t
  join public.clubs c on c.id = t.club_id
  where t.id = existing.tournament_id;
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
    return public.rpc_result('not_signed_in', 'Please sign in to manage your tournaments.');
  end if;
  select * into entry from public.tournament_entries e where e.id = p_entry_id;
  if not found then
    return public.rpc_result('unknown_entry', 'That registration does not exist.');
  end if;
  if caller is distinct from entry.player1_id and caller is distinct from entry.player2_id then
    return public.rpc_result('not_allowed', 'Only the two players of a team can withdraw it.');
  end if;

  -- Same order as register_team: the tournament, then the entry (then the wallet, through the refund).
  select * into t from public.tournaments x where x.id = entry.tournament_id for update;
  select * into entry from public.tournament_entries e where e.id = p_entry_id for update;
  if entry.status = 'withdrawn' then
    return public.rpc_result('already_withdrawn', 'This team has already withdrawn.',
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller)));
  end if;
  if t.status <> 'open' or t.registration_closes_at <= now() then
    return public.rpc_result('deadline_passed',
      format('Registration for %s has closed, so the team can no longer withdraw.', t.name),
      jsonb_build_object('entry', public.tournament_entry_json(entry), 'tournament', public.tournament_json(t, caller)));
  end if;

  update public.tournament_entries e
  set status = 'withdrawn', withdrawn_at = now(), withdrawn_by = caller
  where e.id = entry.id
  returning * into entry;

  select * into fee from public.transactions f where f.tournament_entry_id = entry.id and f.kind = 'tournament_fee';
  if found then
    refund := fee.amount;
    insert into public.transactions (member_id, type, kind, amount, currency, description, tournament_entry_id, club_id, created_by, completed_at)
    values (fee.member_id, 'credit', 'tournament_refund', fee.amount, fee.currency, left('Entry fee refund: ' || t.name, 200),
            entry.id, t.club_id, caller, clock_timestamp());
  end if;

  other := case when caller = entry.player1_id then entry.player2_id else entry.player1_id end;
  perform public.notify(other, 'tournament_update', 'Withdrawn from ' || t.name,
    format('%s withdrew your team from %s.', public.tournament_entry_names(entry.id), t.name)
      || case when refund > 0 then format(' The entry fee of %s has been refunded.', public.money_text(refund, fee.currency)) else '' end,
    '/tournaments?tournament=' || t.id,
    jsonb_build_object('tournament_id', t.id, 'entry_id', entry.id));

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
      'balance', public.wallet_balance(caller, (select c.currency from public.clubs c where c.id = t.club_id))));
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
  insert into public.transactions (member_id, type, kind, amount, currency, description, tournament_entry_id, club_id, created_by, completed_at)
  select f.member_id, 'credit', 'tournament_refund', f.amount, f.currency, left(format('Entry fee refund: %s (%s)', t.name, reason), 200),
         f.tournament_entry_id, t.club_id, (select auth.uid()), clock_timestamp()
  from public.transactions f
  join public.tournament_entries e on e.id = f.tournament_entry_id
  where e.tournament_id = t.id and e.status = 'registered' and f.kind = 'tournament_fee'
    and not exists (select 1 from public.transactions r
                    where r.tournament_entry_id = f.tournament_entry_id and r.kind = 'tournament_refund');
end;
$$;
