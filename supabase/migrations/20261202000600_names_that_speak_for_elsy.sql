-- =============================================================================
-- A person's name is shown to strangers (notifications, rankings, draws), so
-- it must not read as the product speaking: "ELSY Security: account locked,
-- call +1-555-0100 now" as a first name lands in other players' notifications.
-- First and last names are refused when they
--   * contain the word ELSY (any case, as a word or the start of one),
--   * contain : @ / < or > (a message, an address, markup),
--   * contain a phone number (5 or more digits in a row, with spaces, dashes,
--     dots, brackets or a plus between them), or
--   * contain a web address (www. or a name ending in a common domain).
-- A username typed at sign-up is shown when there is no name: it must not
-- contain ELSY either (usernames cannot change afterwards).
-- Typed at sign-up: refused with the sentence (a 422, like the other name
-- refusals). From an OAuth provider: left out, as the person cannot fix it
-- there. Changed later: refused by the table's trigger with the same sentence
-- (the profile edit's "invalid_name"). Checked on write only: an existing
-- name is kept until it changes. Walk-in guest names are typed by staff and
-- shown to staff only; tournament teams are shown by their players' names.
-- The app also sets names apart in notifications (src/lib/stored-text.ts).
-- =============================================================================

-- The sentence refusing a first (p_last false) or last name, or null when the
-- name may be shown. One place for the rule; each sentence is written out.
create function public.person_name_problem(p_name text, p_last boolean)
returns text
language sql
immutable
set search_path = ''
return case
  when p_name is null then null
  when p_name ~* '\melsy' then
    case when p_last then 'Last name cannot contain the word ELSY' else 'First name cannot contain the word ELSY' end
  when p_name ~ '[:@/<>]' then
    case when p_last then 'Last name cannot contain :, @, /, < or >' else 'First name cannot contain :, @, /, < or >' end
  when p_name ~ '[0-9]([[:space:]().+-]*[0-9]){4}' then
    case when p_last then 'Last name cannot contain a phone number' else 'First name cannot contain a phone number' end
  when p_name ~* '\mwww\.' or p_name ~* '[[:alnum:]]\.(com|net|org|info|biz|io|co|app|link|ly|me|xyz|es|fr|de|it|pt|nl|uk|eu|us)\M' then
    case when p_last then 'Last name cannot contain a web address' else 'First name cannot contain a web address' end
end;
comment on function public.person_name_problem(text, boolean) is
  'Internal: the sentence refusing a first or last name that could pass for the product speaking (the word ELSY, : @ / < >, a phone number, a web address), or null.';
revoke execute on function public.person_name_problem(text, boolean) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Every write of a name: sign-up, the profile edit, staff and admin changes
-- -----------------------------------------------------------------------------
create function public.profiles_names_speak_for_no_one()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text;
begin
  -- Only a name being written: an existing one stays until it changes.
  if tg_op = 'INSERT' or new.first_name is distinct from old.first_name then
    problem := public.person_name_problem(new.first_name, false);
  end if;
  if problem is null and (tg_op = 'INSERT' or new.last_name is distinct from old.last_name) then
    problem := public.person_name_problem(new.last_name, true);
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = 'check_violation', constraint = 'profiles_names_speak_for_no_one';
  end if;
  return new;
end;
$$;
comment on function public.profiles_names_speak_for_no_one() is
  'Trigger: refuses a first or last name being written that could pass for the product speaking (person_name_problem), with its sentence.';
revoke execute on function public.profiles_names_speak_for_no_one() from public, anon, authenticated;

create trigger profiles_names_speak_for_no_one
  before insert or update of first_name, last_name on public.profiles
  for each row
  execute function public.profiles_names_speak_for_no_one();

-- -----------------------------------------------------------------------------
-- sign_up_profile: as in 20261124000500, with the names' rule
-- -----------------------------------------------------------------------------
create or replace function public.sign_up_profile(
  meta jsonb,
  self uuid,
  out first_name text,
  out last_name text,
  out username text,
  out phone text,
  out referred_by uuid,
  out avatar_url text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  data jsonb := coalesce(meta, '{}'::jsonb);
  typed_first text := nullif(btrim(data ->> 'first_name'), '');
  typed_last text := nullif(btrim(data ->> 'last_name'), '');
  full_name text := nullif(btrim(regexp_replace(coalesce(data ->> 'full_name', data ->> 'name', ''), '[[:cntrl:]]', '', 'g')), '');
  code text := nullif(upper(btrim(data ->> 'referral_code')), '');
  picture text := coalesce(data ->> 'avatar_url', data ->> 'picture');
  wanted text := nullif(btrim(data ->> 'username'), '');
  typed_phone text := nullif(btrim(data ->> 'phone'), '');
  problem text;
begin
  if wanted is not null then
    if char_length(wanted) < 3 then
      raise exception 'Username must be at least 3 characters'
        using errcode = 'check_violation', constraint = 'profiles_username_format';
    elsif wanted !~ '^[A-Za-z0-9_-]+$' then
      raise exception 'Username can only contain letters, numbers, underscores, and hyphens'
        using errcode = 'check_violation', constraint = 'profiles_username_format';
    elsif char_length(wanted) > 50 then
      raise exception 'Username must be at most 50 characters'
        using errcode = 'check_violation', constraint = 'profiles_username_format';
    -- A name shown when the person gives none: it must not pass for the product either.
    elsif wanted ~* 'elsy' then
      raise exception 'Username cannot contain the word ELSY'
        using errcode = 'check_violation', constraint = 'profiles_username_format';
    elsif exists (select 1 from public.profiles p where lower(p.username) = lower(wanted) and p.id <> self) then
      raise exception 'Username is already taken'
        using errcode = 'unique_violation', constraint = 'profiles_username_key';
    end if;
  end if;

  if typed_first is not null and char_length(typed_first) > 100 then
    raise exception 'First name must be at most 100 characters' using errcode = 'check_violation';
  elsif typed_first ~ '[[:cntrl:]]' then
    raise exception 'First name cannot contain line breaks or control characters' using errcode = 'check_violation';
  end if;
  if typed_last is not null and char_length(typed_last) > 100 then
    raise exception 'Last name must be at most 100 characters' using errcode = 'check_violation';
  elsif typed_last ~ '[[:cntrl:]]' then
    raise exception 'Last name cannot contain line breaks or control characters' using errcode = 'check_violation';
  end if;
  -- The names' own rule (profiles_names_speak_for_no_one) with the same sentences, before anything is written.
  problem := coalesce(public.person_name_problem(typed_first, false), public.person_name_problem(typed_last, true));
  if problem is not null then
    raise exception '%', problem using errcode = 'check_violation';
  end if;

  if typed_phone is not null and typed_phone !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'Please enter a valid phone number'
      using errcode = 'check_violation', constraint = 'profiles_phone_e164';
  end if;
  username := wanted;
  phone := typed_phone;

  first_name := coalesce(
    typed_first,
    left(nullif(btrim(regexp_replace(data ->> 'given_name', '[[:cntrl:]]', '', 'g')), ''), 100),
    left(split_part(full_name, ' ', 1), 100));
  last_name := coalesce(
    typed_last,
    left(nullif(btrim(regexp_replace(data ->> 'family_name', '[[:cntrl:]]', '', 'g')), ''), 100),
    left(nullif(btrim(substr(full_name, char_length(split_part(full_name, ' ', 1)) + 1)), ''), 100));
  -- A provider's name breaking the rule is left out (the person cannot fix it there): the username shows.
  if public.person_name_problem(first_name, false) is not null then
    first_name := null;
  end if;
  if public.person_name_problem(last_name, true) is not null then
    last_name := null;
  end if;

  -- Referral codes: an unknown one is ignored (see profile_from_sign_up).
  if code is not null then
    select p.id into referred_by from public.profiles p where p.referral_code = code and p.id <> self;
  end if;

  -- A picture is decoration: keep a plausible web address, drop anything else.
  avatar_url := case when char_length(picture) <= 2048 and picture ~* '^https?://' then picture end;
end;
$$;
comment on function public.sign_up_profile(jsonb, uuid) is
  'The profile fields sign-up metadata asks for; raises the product''s sentence for a field it must refuse (a typed name that could pass for the product speaking included; a provider''s such name is left out).';
revoke execute on function public.sign_up_profile(jsonb, uuid) from public, anon, authenticated;
