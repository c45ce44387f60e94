-- =============================================================================
-- Sign-up metadata is checked up front and refused with the product's own
-- sentences (the auth service answers them as 422s), so no bad field reaches a
-- table constraint and becomes a bare 500. A later sign-up of a still
-- unconfirmed address replaces its metadata; the profile follows it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The profile fields a sign-up's metadata asks for
-- -----------------------------------------------------------------------------

-- Fields typed by the person (first_name, last_name, username, phone) are
-- refused when they break a rule: silently changing them would surprise. Fields
-- an OAuth provider supplies (given_name, full_name, picture) are trimmed to fit
-- instead: the person did not type them and cannot fix them.
-- `self` is the user being signed up: their own username and referral code do
-- not count as someone else's.
create function public.sign_up_profile(
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

  -- Referral codes: an unknown one is ignored (see profile_from_sign_up).
  if code is not null then
    select p.id into referred_by from public.profiles p where p.referral_code = code and p.id <> self;
  end if;

  -- A picture is decoration: keep a plausible web address, drop anything else.
  avatar_url := case when char_length(picture) <= 2048 and picture ~* '^https?://' then picture end;
end;
$$;
comment on function public.sign_up_profile(jsonb, uuid) is
  'The profile fields sign-up metadata asks for; raises the product''s sentence for a field it must refuse.';
revoke execute on function public.sign_up_profile(jsonb, uuid) from public, anon, authenticated;

-- A concurrent sign-up can take the username between the check above and the
-- write: the unique index then fires, and gets the same sentence.
create function public.raise_username_taken_or_rethrow(broken_constraint text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if broken_constraint = 'profiles_username_key' then
    raise exception 'Username is already taken'
      using errcode = 'unique_violation', constraint = 'profiles_username_key';
  end if;
end;
$$;
comment on function public.raise_username_taken_or_rethrow(text) is
  'Turns a race on profiles_username_key into the sign-up''s "Username is already taken".';
revoke execute on function public.raise_username_taken_or_rethrow(text) from public, anon, authenticated;

-- -----------------------------------------------------------------------------
-- Profile from the sign-up metadata (replaces the first version's body)
-- -----------------------------------------------------------------------------
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  fields record;
  broken text;
begin
  select * into fields from public.sign_up_profile(new.raw_user_meta_data, new.id);
  begin
    insert into public.profiles (id, first_name, last_name, username, email, phone, referred_by, avatar_url)
    values (new.id, fields.first_name, fields.last_name, coalesce(fields.username, public.generate_username(new.email)),
            new.email, fields.phone, fields.referred_by, fields.avatar_url);
  exception when unique_violation then
    get stacked diagnostics broken = constraint_name;
    perform public.raise_username_taken_or_rethrow(broken);
    raise;
  end;
  return new;
end;
$$;

-- -----------------------------------------------------------------------------
-- A pending sign-up replaced by a later one
-- -----------------------------------------------------------------------------

-- Until the address is confirmed nobody has proven it is theirs, so the auth
-- service lets a later sign-up replace the password and metadata of an earlier
-- one (account pre-hijacking). The profile made from the first metadata must
-- follow, or the squatter's name and username would stay on the owner's account.
create function public.handle_pending_sign_up_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  fields record;
  broken text;
begin
  select * into fields from public.sign_up_profile(new.raw_user_meta_data, new.id);
  begin
    update public.profiles p
    set first_name = fields.first_name,
        last_name = fields.last_name,
        username = coalesce(fields.username, public.generate_username(new.email)),
        phone = fields.phone,
        referred_by = fields.referred_by,
        avatar_url = fields.avatar_url
    where p.id = new.id;
  exception when unique_violation then
    get stacked diagnostics broken = constraint_name;
    perform public.raise_username_taken_or_rethrow(broken);
    raise;
  end;
  return new;
end;
$$;
comment on function public.handle_pending_sign_up_change() is
  'Trigger on auth.users metadata update while unconfirmed: rebuilds the profile from the new metadata.';
revoke execute on function public.handle_pending_sign_up_change() from public, anon, authenticated;

create trigger on_pending_sign_up_changed
  after update of raw_user_meta_data on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is null
        and old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function public.handle_pending_sign_up_change();
