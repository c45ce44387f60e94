-- =============================================================================
-- Notifications: what the bell in the top bar lists. Written only by the
-- database (public.notify, called from the RPCs and triggers of bookings,
-- top-ups, matches and tournaments); a member reads their own and marks them
-- read through mark_notifications_read. Sync conflicts are the device's own
-- news and never come from here (the outbox shows them).
-- =============================================================================

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- booking_confirmed | booking_cancelled | top_up_confirmed | match_to_confirm |
  -- match_confirmed | match_disputed | tournament_update
  kind text not null check (kind ~ '^[a-z_]{3,40}$'),
  title text not null check (char_length(title) between 1 and 120),
  body text not null default '' check (char_length(body) <= 400),
  -- An app path the notification opens (e.g. /tournaments/…), never a full URL.
  link text check (link is null or link ~ '^/[A-Za-z0-9/_?=&.%-]*$'),
  data jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.notifications enable row level security;

comment on table public.notifications is
  'In-app notifications per member. Inserted by public.notify only; read_at set by mark_notifications_read.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant all on table public.notifications to service_role;

create policy "Members can read their own notifications"
  on public.notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- notify: the one way a notification is written (not callable through the API)
-- -----------------------------------------------------------------------------
create function public.notify(
  p_user uuid,
  p_kind text,
  p_title text,
  p_body text default '',
  p_link text default null,
  p_data jsonb default '{}'::jsonb
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link, data)
  select p_user, p_kind, left(p_title, 120), left(coalesce(p_body, ''), 400), p_link, coalesce(p_data, '{}'::jsonb)
  where p_user is not null and exists (select 1 from public.profiles p where p.id = p_user);
$$;
comment on function public.notify(uuid, text, text, text, text, jsonb) is
  'Adds a notification for a member (ignored for unknown members). Internal: called by RPCs and triggers.';
revoke execute on function public.notify(uuid, text, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.notify(uuid, text, text, text, text, jsonb) to service_role;

-- -----------------------------------------------------------------------------
-- mark_notifications_read: some (p_ids) or all of the caller's
-- -----------------------------------------------------------------------------
create function public.mark_notifications_read(p_ids uuid[] default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  changed int;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in.');
  end if;
  update public.notifications n set read_at = now()
  where n.user_id = caller and n.read_at is null and (p_ids is null or n.id = any (p_ids));
  get diagnostics changed = row_count;
  return public.rpc_result('read', 'Notifications marked as read.', jsonb_build_object(
    'marked', changed,
    'unread', (select count(*) from public.notifications n where n.user_id = caller and n.read_at is null)));
end;
$$;
comment on function public.mark_notifications_read(uuid[]) is
  'Marks the caller''s notifications read (all when p_ids is null); replaying is harmless. Returns {status read|not_signed_in, marked, unread}.';
revoke execute on function public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated, service_role;
