-- =============================================================================
-- Profiles follow auth.users: a sign-up (password or OAuth) creates the profile
-- from its metadata, and a confirmed e-mail change is copied over.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Profile from the sign-up metadata
-- -----------------------------------------------------------------------------

-- Referral codes: an unknown code is ignored (referred_by stays null) instead
-- of failing the insert. GoTrue turns any trigger error into a bare 500
-- "Database error saving new user", and a code can vanish between the form's
-- check_referral_code() call and submit (its owner deleted), so a hard failure
-- would lose a real sign-up over a bonus.
-- Usernames: a bad or taken username DOES fail the sign-up, with the spec's
-- message: silently renaming would leave the person unable to sign in with the
-- name they chose. OAuth sign-ups carry no username and get a generated one.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted text := nullif(btrim(meta ->> 'username'), '');
  code text := nullif(upper(btrim(meta ->> 'referral_code')), '');
  full_name text := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name')), '');
  referrer uuid;
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
    elsif exists (select 1 from public.profiles p where lower(p.username) = lower(wanted)) then
      raise exception 'Username is already taken'
        using errcode = 'unique_violation', constraint = 'profiles_username_key';
    end if;
  end if;

  if code is not null then
    select p.id into referrer from public.profiles p where p.referral_code = code;
  end if;

  insert into public.profiles (id, first_name, last_name, username, email, phone, referred_by, avatar_url)
  values (
    new.id,
    coalesce(nullif(btrim(meta ->> 'first_name'), ''), nullif(btrim(meta ->> 'given_name'), ''),
             split_part(full_name, ' ', 1)),
    coalesce(nullif(btrim(meta ->> 'last_name'), ''), nullif(btrim(meta ->> 'family_name'), ''),
             nullif(btrim(substr(full_name, char_length(split_part(full_name, ' ', 1)) + 1)), '')),
    coalesce(wanted, public.generate_username(new.email)),
    new.email,
    nullif(btrim(meta ->> 'phone'), ''),
    referrer,
    nullif(coalesce(meta ->> 'avatar_url', meta ->> 'picture'), '')
  );
  return new;
end;
$$;
comment on function public.handle_new_user() is
  'Trigger on auth.users insert: creates the profile from raw_user_meta_data.';
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- GoTrue moves a confirmed e-mail change into auth.users.email; the profile
-- copy follows so the username sign-in resolves to the current address.
create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
comment on function public.handle_user_email_change() is
  'Trigger on auth.users update of email: keeps profiles.email in step.';
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();
