-- =============================================================================
-- Wallet top-ups: a member asks (a pending credit, which does not count yet);
-- staff of the club where the money is paid, or a super admin, confirm it
-- (pending -> completed, the only change the ledger allows). Same result
-- convention as the booking RPCs: {status, message, ...}.
-- =============================================================================

create function public.request_top_up(p_amount numeric, p_club_id uuid default null, p_request_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  club uuid;
  t public.transactions;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to add funds.');
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 1000 or p_amount <> round(p_amount, 2) then
    return public.rpc_result('invalid_amount', 'Please enter an amount between 0.01 and 1000.00.');
  end if;
  if p_club_id is not null and not exists (select 1 from public.clubs c where c.id = p_club_id) then
    return public.rpc_result('unknown_club', 'That club does not exist.');
  end if;
  club := coalesce(p_club_id, (select p.home_club_id from public.profiles p where p.id = caller));

  if p_request_id is not null then
    select * into t from public.transactions x where x.id = p_request_id;
    if found then
      if t.member_id = caller and t.kind = 'top_up' and t.amount = p_amount then
        return public.rpc_result('replayed', 'Top-up requested. It counts once the club confirms the payment.',
          jsonb_build_object('transaction', to_jsonb(t), 'balance', public.wallet_balance(caller)));
      end if;
      return public.rpc_result('id_conflict', 'This request id was already used for a different transaction.');
    end if;
  end if;

  begin
    insert into public.transactions (id, member_id, type, kind, amount, description, status, club_id, created_by)
    values (coalesce(p_request_id, gen_random_uuid()), caller, 'credit', 'top_up', p_amount, 'Wallet top-up', 'pending', club, caller)
    returning * into t;
  exception when unique_violation then
    return public.request_top_up(p_amount, p_club_id, p_request_id);
  end;
  return public.rpc_result('pending', 'Top-up requested. It counts once the club confirms the payment.',
    jsonb_build_object('transaction', to_jsonb(t), 'balance', public.wallet_balance(caller)));
end;
$$;
comment on function public.request_top_up(numeric, uuid, uuid) is
  'A member asks to add funds: a pending credit at a club (default: their home club). Idempotent on p_request_id. Returns {status pending|replayed|invalid_amount|unknown_club|id_conflict|not_signed_in, transaction, balance}.';

create function public.confirm_top_up(p_transaction_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.transactions;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  select * into t from public.transactions x where x.id = p_transaction_id and x.kind = 'top_up' for update;
  if not found then
    return public.rpc_result('unknown_transaction', 'That top-up does not exist.');
  end if;
  if not (public.has_role(array['super_admin']::public.user_role[])
          or (t.club_id is not null and public.is_club_staff(t.club_id))) then
    return public.rpc_result('not_allowed', 'Only staff of the club where it was paid can confirm a top-up.');
  end if;
  if t.status = 'completed' then
    return public.rpc_result('already_completed', 'This top-up is already confirmed.',
      jsonb_build_object('transaction', to_jsonb(t),
        'balance', (select coalesce(max(w.balance), 0) from public.wallets w where w.member_id = t.member_id)));
  end if;

  update public.transactions set status = 'completed', completed_at = now() where id = t.id returning * into t;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'confirm_top_up', 'transactions', t.id::text, t.club_id,
          jsonb_build_object('member_id', t.member_id, 'amount', t.amount));

  return public.rpc_result('completed', format('Top-up of %s confirmed.', t.amount),
    jsonb_build_object('transaction', to_jsonb(t),
      'balance', (select coalesce(max(w.balance), 0) from public.wallets w where w.member_id = t.member_id)));
end;
$$;
comment on function public.confirm_top_up(uuid) is
  'Club staff or a super admin confirm a pending top-up; it then counts in the balance. Returns {status completed|already_completed|unknown_transaction|not_allowed|not_signed_in, transaction, balance}.';

revoke execute on function public.request_top_up(numeric, uuid, uuid) from public, anon;
revoke execute on function public.confirm_top_up(uuid) from public, anon;
grant execute on function public.request_top_up(numeric, uuid, uuid) to authenticated, service_role;
grant execute on function public.confirm_top_up(uuid) to authenticated, service_role;
