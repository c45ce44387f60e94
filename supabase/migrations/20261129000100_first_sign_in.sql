-- A player's first sign-in gets a welcome, later ones "Welcome back!". The auth service overwrites
-- auth.users.last_sign_in_at at each sign-in, so by the time the app asks, the value it had before is gone:
-- keep it here as the sign-in happens.
create table public.sign_in_marks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- auth.users.last_sign_in_at before the latest sign-in: null when the latest was the first.
  previous_sign_in_at timestamptz,
  signed_in_at timestamptz not null
);
comment on table public.sign_in_marks is
  'Per user: when they signed in last and the sign-in before it (null: the last one was the first). Read through public.first_sign_in() only.';
alter table public.sign_in_marks enable row level security;
-- No policy: nobody reads or writes the rows directly; the trigger and first_sign_in() are security definer.
revoke all on public.sign_in_marks from public, anon, authenticated;

create function public.record_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.sign_in_marks (user_id, previous_sign_in_at, signed_in_at)
  values (new.id, old.last_sign_in_at, new.last_sign_in_at)
  on conflict (user_id) do update
    set previous_sign_in_at = excluded.previous_sign_in_at, signed_in_at = excluded.signed_in_at;
  return new;
end;
$$;
comment on function public.record_sign_in() is
  'Trigger on auth.users update of last_sign_in_at: keeps the previous value in public.sign_in_marks.';
revoke execute on function public.record_sign_in() from public, anon, authenticated;

create trigger on_auth_user_signed_in
  after update of last_sign_in_at on auth.users
  for each row when (new.last_sign_in_at is not null and old.last_sign_in_at is distinct from new.last_sign_in_at)
  execute function public.record_sign_in();

create function public.first_sign_in()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- No mark (signed in before this function existed, or no sign-in recorded): not a first sign-in.
  select coalesce(
    (select m.previous_sign_in_at is null from public.sign_in_marks m where m.user_id = (select auth.uid())),
    false
  );
$$;
comment on function public.first_sign_in() is
  'Whether the caller''s latest sign-in was their first ever (the login toast welcomes rather than welcomes back).';
revoke execute on function public.first_sign_in() from public, anon;
grant execute on function public.first_sign_in() to authenticated;
