-- =============================================================================
-- A country's settings: its currency and time zone (shown, set with the country), and the defaults a new club of the
-- country starts with (cancellation policy and peak hours; admin_create_club reads them). Each club then keeps its
-- own rules: changing a default changes no existing club.
--
-- Who may: the country's owner and super admins (is_country_staff, the country's counterpart of is_club_staff).
-- =============================================================================

create function public.is_country_staff(p_country_code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    public.has_role(array['super_admin']::public.user_role[])
    or exists (select 1 from public.countries k where k.code = p_country_code and k.owner_id = (select auth.uid()))
  );
$$;
comment on function public.is_country_staff(text) is
  'May the caller act for this country as a whole (its defaults): a super admin or the country''s owner.';
revoke execute on function public.is_country_staff(text) from public, anon;
grant execute on function public.is_country_staff(text) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The caller's countries with their settings
-- -----------------------------------------------------------------------------
create function public.country_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if not public.has_role(array['super_admin', 'country_owner']::public.user_role[]) then
    return public.rpc_result('not_allowed', 'Only a country''s owner can see its settings.');
  end if;
  return public.rpc_result('ok', 'Country settings.', jsonb_build_object(
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object(
          'code', k.code, 'name', k.name, 'currency', k.currency, 'time_zone', k.time_zone,
          'clubs', (select count(*) from public.clubs c where c.country_code = k.code),
          'full_refund_hours', k.default_full_refund_hours,
          'peak', jsonb_build_object('starts_at', to_char(k.default_peak_starts_at, 'HH24:MI'),
                                     'weekdays', to_jsonb(k.default_peak_weekdays)))
        order by k.name)
      from public.countries k
      where public.is_country_staff(k.code)), '[]'::jsonb),
    'slot_starts', (select jsonb_agg(to_char(s.starts_at, 'HH24:MI') order by s.starts_at) from public.slots s)));
end;
$$;
comment on function public.country_settings() is
  'The countries the caller runs (a country owner''s own, every country for a super admin) with currency, time zone, number of clubs and the defaults new clubs start with; and the slot starts a peak can begin at. Returns {status ok|not_allowed|not_signed_in, message, countries, slot_starts}.';
revoke execute on function public.country_settings() from public, anon;
grant execute on function public.country_settings() to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Saving a country's defaults: the club rules' checks and sentences, one audit row
-- -----------------------------------------------------------------------------
-- Numeric hours rather than int: a huge or fractional number gets the sentence, not a cast error.
create function public.set_country_defaults(
  p_country_code text,
  p_full_refund_hours numeric,
  p_peak_starts_at text,
  p_peak_weekdays int[]
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  starts text := nullif(btrim(p_peak_starts_at), '');
  starts_at time;
  weekdays smallint[];
  old_country public.countries;
  hours int;
begin
  if (select auth.uid()) is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_country_code is null or char_length(p_country_code) > 2 then
    return public.rpc_result('invalid_request', 'Please choose a country.');
  end if;
  if not public.is_country_staff(p_country_code) then
    return public.rpc_result('not_allowed', 'Only the country''s owner can change its defaults.');
  end if;
  select * into old_country from public.countries k where k.code = p_country_code for update;
  if not found then
    return public.rpc_result('unknown_country', 'That country does not exist.');
  end if;
  if p_full_refund_hours is null or not (p_full_refund_hours between 0 and 336) or p_full_refund_hours <> trunc(p_full_refund_hours) then
    return public.rpc_result('invalid_request',
      'The full refund window is a whole number of hours from 0 to 336 (two weeks).', jsonb_build_object('field', 'full_refund_hours'));
  end if;
  hours := p_full_refund_hours::int;
  if starts is not null then
    starts_at := public.slot_start_time(starts);
    if starts_at is null then
      return public.rpc_result('invalid_request',
        format('Peak can start when a slot starts: %s. Or choose no evening peak.', public.slot_times_text(false)),
        jsonb_build_object('field', 'peak_starts_at'));
    end if;
  end if;
  if p_peak_weekdays is null or array_ndims(p_peak_weekdays) > 1
     or exists (select 1 from unnest(p_peak_weekdays) d where d is null or d not between 1 and 7) then
    return public.rpc_result('invalid_request', 'Please choose the peak days among Monday to Sunday, or none.',
      jsonb_build_object('field', 'peak_weekdays'));
  end if;
  weekdays := array(select distinct d::smallint from unnest(p_peak_weekdays) d order by 1);

  update public.countries k
  set default_full_refund_hours = hours, default_peak_starts_at = starts_at, default_peak_weekdays = weekdays
  where k.code = p_country_code;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values ((select auth.uid()), 'set_country_defaults', 'countries', p_country_code, null, jsonb_build_object(
    'country', old_country.name,
    'before', jsonb_build_object('full_refund_hours', old_country.default_full_refund_hours,
                                 'peak_starts_at', old_country.default_peak_starts_at, 'peak_weekdays', old_country.default_peak_weekdays),
    'after', jsonb_build_object('full_refund_hours', hours, 'peak_starts_at', starts_at, 'peak_weekdays', weekdays)));
  return public.rpc_result('saved',
    format('Defaults for %s saved. New clubs there start with them; existing clubs keep their own rules.', old_country.name),
    jsonb_build_object('full_refund_hours', hours,
                       'peak', jsonb_build_object('starts_at', to_char(starts_at, 'HH24:MI'), 'weekdays', to_jsonb(weekdays))));
end;
$$;
comment on function public.set_country_defaults(text, numeric, text, int[]) is
  'The country''s owner or a super admin: the cancellation policy (0..336 whole hours) and peak hours (a slot start or none; ISO weekdays) new clubs of the country start with. Existing clubs keep their own. Audited. Returns {status saved|invalid_request (field)|not_allowed|unknown_country|not_signed_in, message, full_refund_hours, peak}.';
revoke execute on function public.set_country_defaults(text, numeric, text, int[]) from public, anon;
grant execute on function public.set_country_defaults(text, numeric, text, int[]) to authenticated, service_role;
