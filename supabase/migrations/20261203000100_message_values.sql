-- The server speaks in keys and values. An answer (rpc_result) carries beside its English sentence a
-- message key of the app's catalogue (messages/member/server: "server_cancelled_refunded") and the raw
-- values the message's placeholders take: the app says it in the reader's language from those, never by
-- reading the English back. The English stays for logs and for API users.
--
-- Values are JSON: numbers and names as they are; an amount as {"amount": 12.5, "currency": "EUR"}
-- (money_value); a day as {"day": "2026-11-30"} (day_value); a moment as {"at": "<ISO>", "zone": "Europe/Madrid"}
-- (at_value, shown in the club's zone); a weekday as {"weekday": 1..7} (weekday_value, ISO: 1 is Monday);
-- another message as {"message_key": ..., "message_values": {...}} (said); several sentences one after
-- another as a JSON array of those.

create function public.said(p_key text, p_values jsonb default '{}'::jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('message_key', p_key, 'message_values', coalesce(p_values, '{}'::jsonb));
$$;
comment on function public.said(text, jsonb) is
  'A message of the app''s catalogue and its values: {"message_key", "message_values"}, merged into an answer''s fields.';
revoke execute on function public.said(text, jsonb) from public, anon, authenticated;

create function public.money_value(p_amount numeric, p_currency text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('amount', p_amount, 'currency', p_currency);
$$;
comment on function public.money_value(numeric, text) is
  'An amount as a message value: {"amount": 12.5, "currency": "EUR"}, written by the app the reader''s way.';
revoke execute on function public.money_value(numeric, text) from public, anon, authenticated;

create function public.day_value(p_day date)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('day', to_char(p_day, 'YYYY-MM-DD'));
$$;
comment on function public.day_value(date) is
  'A calendar day as a message value: {"day": "2026-11-30"}, written by the app the reader''s way with its weekday.';
revoke execute on function public.day_value(date) from public, anon, authenticated;

create function public.at_value(p_at timestamptz, p_zone text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('at', to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'zone', p_zone);
$$;
comment on function public.at_value(timestamptz, text) is
  'A moment as a message value: {"at": "2026-11-30T17:30:00Z", "zone": "Europe/Madrid"}, shown in that zone.';
revoke execute on function public.at_value(timestamptz, text) from public, anon, authenticated;

create function public.weekday_value(p_isodow int)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('weekday', p_isodow);
$$;
comment on function public.weekday_value(int) is
  'A day of the week as a message value: {"weekday": 1} is Monday, named by the app in the reader''s language.';
revoke execute on function public.weekday_value(int) from public, anon, authenticated;

-- Stored texts name their message the same way: the English stays in the text column for logs and API
-- users, the app says the message. Rows written before keep working (filled once where their English is known).
alter table public.transactions
  add column description_message jsonb check (description_message is null or jsonb_typeof(description_message -> 'message_key') = 'string');
comment on column public.transactions.description_message is
  'The description as a message key and its values (public.said); the app shows it in the reader''s language.';
alter table public.desk_payments
  add column description_message jsonb check (description_message is null or jsonb_typeof(description_message -> 'message_key') = 'string');
comment on column public.desk_payments.description_message is
  'The description as a message key and its values (public.said); the app shows it in the reader''s language.';
alter table public.notifications
  add column title_message jsonb check (title_message is null or jsonb_typeof(title_message -> 'message_key') = 'string'),
  add column body_message jsonb check (body_message is null or jsonb_typeof(body_message -> 'message_key') = 'string');
comment on column public.notifications.title_message is 'The title as a message key and its values (public.said).';
comment on column public.notifications.body_message is 'The body as a message key and its values (public.said).';

-- notify() with the title and body as messages beside their English.
create function public.notify(
  p_user uuid,
  p_kind text,
  p_title text,
  p_body text,
  p_link text,
  p_data jsonb,
  p_title_message jsonb,
  p_body_message jsonb default null
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link, data, title_message, body_message)
  select p_user, p_kind, left(p_title, 120), left(coalesce(p_body, ''), 400), p_link, coalesce(p_data, '{}'::jsonb),
         p_title_message, p_body_message
  where p_user is not null and exists (select 1 from public.profiles p where p.id = p_user);
$$;
comment on function public.notify(uuid, text, text, text, text, jsonb, jsonb, jsonb) is
  'Adds a notification for a member (ignored for unknown members), its title and body also as messages (public.said). Internal: called by RPCs and triggers.';
revoke execute on function public.notify(uuid, text, text, text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.notify(uuid, text, text, text, text, jsonb, jsonb, jsonb) to service_role;

create function public.person_value(p_name text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('person', p_name);
$$;
comment on function public.person_value(text) is
  'A person''s name as a message value: {"person": "Ana López"}, shown as they typed it and set apart from ELSY''s words.';
revoke execute on function public.person_value(text) from public, anon, authenticated;
