-- Each player's language: chosen at sign-up (the language the app was shown in) and in Settings, synced to
-- every device. Null until chosen: the app then follows the browser.

alter table public.profiles
  add column locale text constraint profiles_locale_known check (locale in ('en', 'es', 'fr', 'de', 'it', 'pt', 'nl'));
comment on column public.profiles.locale is
  'The language the player reads ELSY and its e-mails in (en, es, fr, de, it, pt, nl); null: the browser''s.';

-- A player sets it like their names (RLS: their own row only); set_my_locale is the way the app takes.
grant update (locale) on table public.profiles to authenticated;

-- The language is a setting, not an edit of the profile: a change of it alone keeps updated_at, so a names edit
-- queued offline on another device (based on updated_at) is not taken for a stale one.
create function public.profiles_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'locale' - 'updated_at') = (to_jsonb(old) - 'locale' - 'updated_at') then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function public.profiles_set_updated_at() is
  'Trigger: stamps a profile''s updated_at with the server time, unless only its language changed.';
revoke execute on function public.profiles_set_updated_at() from public, anon, authenticated;

drop trigger profiles_set_updated_at on public.profiles;
create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.profiles_set_updated_at();

-- -----------------------------------------------------------------------------
-- set_my_locale: the signed-in player's language (null: follow the browser again)
-- -----------------------------------------------------------------------------
create function public.set_my_locale(p_locale text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  wanted text := nullif(btrim(p_locale), '');
begin
  if me is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if wanted is not null and wanted not in ('en', 'es', 'fr', 'de', 'it', 'pt', 'nl') then
    return public.rpc_result('unknown_locale', 'ELSY does not speak that language.');
  end if;
  update public.profiles set locale = wanted where id = me;
  if not found then
    return public.rpc_result('unknown_profile', 'Profile not found');
  end if;
  return public.rpc_result('updated', 'Language saved', jsonb_build_object('locale', wanted));
end;
$$;
comment on function public.set_my_locale(text) is
  'The caller''s language for the app and its e-mails: {status updated|unknown_locale|not_signed_in|unknown_profile, message, locale}. Repeating it is harmless (last choice wins).';
revoke execute on function public.set_my_locale(text) from public, anon;
grant execute on function public.set_my_locale(text) to authenticated;

-- -----------------------------------------------------------------------------
-- Sign-up: the language the person saw the form in (metadata locale), when it is one ELSY speaks
-- -----------------------------------------------------------------------------
create function public.sign_up_locale(meta jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when meta ->> 'locale' in ('en', 'es', 'fr', 'de', 'it', 'pt', 'nl') then meta ->> 'locale' end;
$$;
comment on function public.sign_up_locale(jsonb) is 'Internal: the sign-up metadata''s locale when ELSY speaks it, else null.';
revoke execute on function public.sign_up_locale(jsonb) from public, anon, authenticated;

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
    insert into public.profiles (id, first_name, last_name, username, email, phone, referred_by, avatar_url, locale)
    values (new.id, fields.first_name, fields.last_name, coalesce(fields.username, public.generate_username(new.email)),
            new.email, fields.phone, fields.referred_by, fields.avatar_url, public.sign_up_locale(new.raw_user_meta_data));
  exception when unique_violation then
    get stacked diagnostics broken = constraint_name;
    perform public.raise_username_taken_or_rethrow(broken);
    raise;
  end;
  return new;
end;
$$;

create or replace function public.handle_pending_sign_up_change()
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
        avatar_url = fields.avatar_url,
        locale = coalesce(public.sign_up_locale(new.raw_user_meta_data), p.locale)
    where p.id = new.id;
  exception when unique_violation then
    get stacked diagnostics broken = constraint_name;
    perform public.raise_username_taken_or_rethrow(broken);
    raise;
  end;
  return new;
end;
$$;
