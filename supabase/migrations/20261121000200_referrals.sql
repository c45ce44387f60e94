-- =============================================================================
-- Referrals: the registration form checks a typed code before submit (green
-- check / "Invalid or expired referral code."). Anonymous visitors may ask,
-- but the only answer is yes or no: never whose code it is.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- check_referral_code
-- -----------------------------------------------------------------------------

-- Security definer because anon has no access to profiles at all. The work is
-- one unique-index probe whatever the input (malformed codes are answered
-- without touching the table), so timing says nothing beyond the boolean.
-- Guessing is bounded by the 32^8 code space; request rate limiting belongs to
-- the API gateway, not to SQL.
create function public.check_referral_code(code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when check_referral_code.code is null
      or upper(btrim(check_referral_code.code)) !~ '^[A-Z0-9]{4,16}$' then false
    else exists (
      select 1 from public.profiles p
      where p.referral_code = upper(btrim(check_referral_code.code))
    )
  end;
$$;
comment on function public.check_referral_code(text) is
  'Whether a referral code belongs to an existing member. Case and surrounding spaces are ignored.';

revoke execute on function public.check_referral_code(text) from public;
grant execute on function public.check_referral_code(text) to anon, authenticated, service_role;
