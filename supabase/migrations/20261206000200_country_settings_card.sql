-- A country's settings say whether card payments are set up, so its owner can make card a default way to pay for new
-- clubs there (the club desk's settings already say so).

create or replace function public.country_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if not public.has_role(array['super_admin', 'country_owner']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only a country''s owner can see its settings.',
      public.said('server_not_allowed_country_settings'));
  end if;
  return public.rpc_result('ok', 'Country settings.', public.said('server_ok_country_settings') || jsonb_build_object(
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object(
          'code', k.code, 'name', k.name, 'currency', k.currency, 'time_zone', k.time_zone,
          'clubs', (select count(*) from public.clubs c where c.country_code = k.code),
          'full_refund_hours', k.default_full_refund_hours,
          'peak', jsonb_build_object('starts_at', to_char(k.default_peak_starts_at, 'HH24:MI'),
                                     'weekdays', to_jsonb(k.default_peak_weekdays)),
          'payment', jsonb_build_object('pay_ways', to_jsonb(k.default_pay_ways), 'unpaid_limit', k.default_unpaid_limit,
                                        'free_cancel_minutes', k.default_free_cancel_minutes,
                                        'card_enabled', public.card_payments_enabled()))
        order by k.name)
      from public.countries k
      where public.is_country_staff(k.code)), '[]'::jsonb),
    'slot_starts', (select jsonb_agg(to_char(s.starts_at, 'HH24:MI') order by s.starts_at) from public.slots s)));
end;
$$;
