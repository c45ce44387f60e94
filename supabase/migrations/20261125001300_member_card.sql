-- =============================================================================
-- A member's card at the club desk, and the staff's notes about members.
--
-- Who is "one of the club's members" is decided once, in club_member_ids: home club there, or a booking there
-- or a wallet entry there (a top-up asked for or confirmed at its desk, a payment to the club) in the last
-- 12 months of the club's calendar. club_members lists that set; club_member_card answers for one of it and
-- refuses everyone else the same way, whether they exist or not, so staff cannot probe the network.
--
-- Notes are the club's staff's own words about a member: readable by that club's staff (row-level security
-- through staff_club_ids), written and deleted only through audited RPCs, and never shown to the member.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The club's members, one rule
-- -----------------------------------------------------------------------------
create function public.club_member_ids(p_club_id uuid, p_member_id uuid default null)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  with club as (
    select c.id, c.time_zone, public.club_today(c) - 365 as since from public.clubs c where c.id = p_club_id
  )
  select p.id from public.profiles p, club
  where p.home_club_id = club.id and (p_member_id is null or p.id = p_member_id)
  union
  select b.member_id from public.bookings b, club
  where b.club_id = club.id and b.date >= club.since and b.member_id is not null
    and (p_member_id is null or b.member_id = p_member_id)
  union
  select t.member_id from public.transactions t, club
  where t.club_id = club.id and t.created_at >= (club.since::timestamp at time zone club.time_zone)
    and (p_member_id is null or t.member_id = p_member_id);
$$;
revoke execute on function public.club_member_ids(uuid, uuid) from public, anon, authenticated;
comment on function public.club_member_ids(uuid, uuid) is
  'Internal: the club''s members (home club there, or a booking or a wallet entry there in the last 12 months, club-local), or only p_member_id when given and one of them. The one rule for what staff may see of a member.';

-- The ledger and the card read a club's wallet rows by time.
create index if not exists transactions_club_created_idx on public.transactions (club_id, created_at);
create index if not exists transactions_club_completed_idx on public.transactions (club_id, completed_at) where status = 'completed';

-- -----------------------------------------------------------------------------
-- club_members: the same rule (a wallet entry at the club counts too)
-- -----------------------------------------------------------------------------
create or replace function public.club_members(
  p_club_id uuid,
  p_search text default null,
  p_sort text default 'name',
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its members.');
  pattern text;
  today date;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  select public.club_today(c) into today from public.clubs c where c.id = p_club_id;
  if p_sort is null or p_sort not in ('name', 'recent', 'bookings') then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Members can be sorted by name, most recent booking or number of bookings.');
  end if;
  if p_offset is null or p_offset < 0 or p_offset > 1000000 or p_limit is null or p_limit < 1 or p_limit > 200 then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Please ask for 1 to 200 members at a time.');
  end if;
  if char_length(p_search) > 100 then
    return jsonb_build_object('status', 'invalid_request', 'message', 'Please search with at most 100 characters.');
  end if;
  -- The search is text, never a pattern: % and _ typed by staff match themselves.
  pattern := '%' || replace(replace(replace(lower(btrim(coalesce(p_search, ''))), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with members as (
    select p.id, p.first_name, p.last_name, p.username, p.email, p.phone,
           p.home_club_id is not distinct from p_club_id as home_club,
           coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username, 'Member') as name,
           (select count(*) from public.bookings b
             where b.member_id = p.id and b.club_id = p_club_id and b.status = 'confirmed'
               and b.date >= today - 365)::integer as bookings_12m,
           (select max(b.date) from public.bookings b
             where b.member_id = p.id and b.club_id = p_club_id and b.status = 'confirmed') as last_booking_on
    from public.club_member_ids(p_club_id) r(id)
    join public.profiles p on p.id = r.id
    where pattern = '%%'
       or lower(concat_ws(' ', p.first_name, p.last_name)) like pattern
       or lower(coalesce(p.username, '')) like pattern
       or lower(coalesce(p.email, '')) like pattern
       or coalesce(p.phone, '') like pattern
  )
  select jsonb_build_object(
    'status', 'ok',
    'message', 'Members listed.',
    'total', (select count(*) from members),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', m.id, 'name', m.name, 'username', m.username, 'email', m.email, 'phone', m.phone,
          'home_club', m.home_club, 'bookings_12m', m.bookings_12m, 'last_booking_on', m.last_booking_on
        ) order by ord)
      from (
        select m.*, row_number() over (
          order by
            case when p_sort = 'recent' then m.last_booking_on end desc nulls last,
            case when p_sort = 'bookings' then m.bookings_12m end desc,
            lower(m.name), m.id
        ) as ord
        from members m
        order by ord
        offset p_offset limit p_limit
      ) m
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.club_members(uuid, text, text, integer, integer) is
  'The club''s members (club_member_ids: home club, or a booking or wallet entry there in the last 12 months) with name, username, e-mail and phone, for the club''s staff only; search, sort (name|recent|bookings) and paging. Returns {status ok|not_allowed|unknown_club|invalid_request|not_signed_in, message, total, rows}.';

-- -----------------------------------------------------------------------------
-- Staff notes about members
-- -----------------------------------------------------------------------------
create table public.member_notes (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  body text not null constraint member_notes_body_length check (char_length(body) between 1 and 1000 and btrim(body) <> ''),
  -- No foreign key: the note keeps who wrote it after that account is gone.
  author_id uuid not null,
  created_at timestamptz not null default now()
);
alter table public.member_notes enable row level security;
comment on table public.member_notes is
  'What a club''s staff note about a member (at most 1,000 characters). Read by that club''s staff only, never by the member; written and deleted through add_member_note and delete_member_note, both audited.';
create index member_notes_club_member_idx on public.member_notes (club_id, member_id, created_at desc);

revoke all on table public.member_notes from anon, authenticated;
grant select on table public.member_notes to authenticated;
grant all on table public.member_notes to service_role;
create policy "Club staff can read their clubs' notes on members"
  on public.member_notes for select
  to authenticated
  using (club_id in (select public.staff_club_ids()));

create function public.member_note_json(n public.member_notes, caller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', n.id, 'body', n.body, 'created_at', n.created_at, 'author_id', n.author_id,
    'author_name', coalesce((select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username)
                             from public.profiles p where p.id = n.author_id), 'Former staff'),
    'own', n.author_id = caller);
$$;
revoke execute on function public.member_note_json(public.member_notes, uuid) from public, anon, authenticated;
comment on function public.member_note_json(public.member_notes, uuid) is
  'Internal: a note as the card shows it, with its author''s name and whether the caller wrote it.';

create function public.add_member_note(p_note_id uuid, p_club_id uuid, p_member_id uuid, p_body text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can write notes about its members.');
  caller uuid := (select auth.uid());
  body text := btrim(p_body);
  existing public.member_notes;
  note public.member_notes;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_note_id is null or p_member_id is null then
    return public.rpc_result('invalid_request', 'Please choose a member.');
  end if;
  if body is null or body = '' then
    return public.rpc_result('invalid_request', 'Please write the note first.');
  end if;
  if char_length(body) > 1000 then
    return public.rpc_result('invalid_request', 'A note can be at most 1,000 characters.');
  end if;
  select * into existing from public.member_notes n where n.id = p_note_id;
  if found then
    -- The same note sent again (a retry after a lost answer) is a replay; another reusing the id is refused.
    if existing.author_id = caller and existing.club_id = p_club_id and existing.member_id = p_member_id and existing.body = body then
      return public.rpc_result('replayed', 'Note added.', jsonb_build_object('note', public.member_note_json(existing, caller)));
    end if;
    return public.rpc_result('id_conflict', 'This note id was already used for another note.');
  end if;
  if not exists (select 1 from public.club_member_ids(p_club_id, p_member_id)) then
    return public.rpc_result('not_club_member', 'That person is not one of this club''s members.');
  end if;

  begin
    insert into public.member_notes (id, club_id, member_id, body, author_id)
    values (p_note_id, p_club_id, p_member_id, body, caller)
    returning * into note;
  exception when unique_violation then
    -- The same id committed meanwhile: answer as the check above would have.
    select * into existing from public.member_notes n where n.id = p_note_id;
    if existing.author_id = caller and existing.club_id = p_club_id and existing.member_id = p_member_id and existing.body = body then
      return public.rpc_result('replayed', 'Note added.', jsonb_build_object('note', public.member_note_json(existing, caller)));
    end if;
    return public.rpc_result('id_conflict', 'This note id was already used for another note.');
  end;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'add_member_note', 'member_notes', note.id::text, note.club_id,
          jsonb_build_object('member_id', note.member_id, 'chars', char_length(note.body)));
  return public.rpc_result('added', 'Note added.', jsonb_build_object('note', public.member_note_json(note, caller)));
end;
$$;
comment on function public.add_member_note(uuid, uuid, uuid, text) is
  'Club staff write a note (1 to 1,000 characters) about one of the club''s members; idempotent on p_note_id; audited. Returns {status added|replayed|id_conflict|not_club_member|invalid_request|not_allowed|unknown_club|not_signed_in, message, note}.';
revoke execute on function public.add_member_note(uuid, uuid, uuid, text) from public, anon;
grant execute on function public.add_member_note(uuid, uuid, uuid, text) to authenticated, service_role;

create function public.delete_member_note(p_note_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  note public.member_notes;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.');
  end if;
  if p_note_id is null then
    return public.rpc_result('invalid_request', 'Please choose a note.');
  end if;
  select * into note from public.member_notes n where n.id = p_note_id for update;
  -- A note of another club is answered like one that does not exist: its id tells nothing.
  if not found or not public.is_club_staff(note.club_id) then
    return public.rpc_result('not_found', 'That note does not exist (it may have been deleted already).');
  end if;
  if note.author_id <> caller then
    return public.rpc_result('not_allowed', 'Only the staff member who wrote a note can delete it.');
  end if;
  delete from public.member_notes n where n.id = note.id;
  -- The audit keeps what was deleted: a note can leave the card, not the record of what staff wrote.
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'delete_member_note', 'member_notes', note.id::text, note.club_id,
          jsonb_build_object('member_id', note.member_id, 'body', note.body, 'created_at', note.created_at));
  return public.rpc_result('deleted', 'Note deleted.', jsonb_build_object('note_id', note.id));
end;
$$;
comment on function public.delete_member_note(uuid) is
  'The author of a note deletes it, while still staff of its club; audited with the deleted text. Returns {status deleted|not_found|not_allowed|invalid_request|not_signed_in, message, note_id}.';
revoke execute on function public.delete_member_note(uuid) from public, anon;
grant execute on function public.delete_member_note(uuid) to authenticated, service_role;

-- -----------------------------------------------------------------------------
-- club_member_card: everything the desk knows about one member, at this club
-- -----------------------------------------------------------------------------
create function public.club_member_card(p_club_id uuid, p_member_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  refusal jsonb := public.staff_club_refusal(p_club_id, 'Only the club''s staff can see its members.');
  caller uuid := (select auth.uid());
  club public.clubs;
  member public.profiles;
  today date;
  result jsonb;
begin
  if refusal is not null then
    return refusal;
  end if;
  if p_member_id is null then
    return public.rpc_result('invalid_request', 'Please choose a member.');
  end if;
  -- Someone who does not exist and someone who is not the club's get the same answer.
  if not exists (select 1 from public.club_member_ids(p_club_id, p_member_id)) then
    return public.rpc_result('not_club_member', 'That person is not one of this club''s members.');
  end if;
  select * into club from public.clubs c where c.id = p_club_id;
  select * into member from public.profiles p where p.id = p_member_id;
  today := public.club_today(club);

  with mine as (
    select b.*, s.label as slot_label, s.starts_at as slot_starts, k.number as court_number, k.name as court_name,
           (b.date + s.starts_at) at time zone club.time_zone as starts_at
    from public.bookings b
    join public.slots s on s.id = b.slot_id
    join public.courts k on k.id = b.court_id
    where b.member_id = p_member_id and b.club_id = p_club_id
  )
  select public.rpc_result('ok', 'Member card ready.', jsonb_build_object(
    'club', jsonb_build_object('id', club.id, 'name', club.name, 'currency', club.currency, 'time_zone', club.time_zone, 'today', today),
    'member', jsonb_build_object(
      'id', member.id,
      'name', coalesce(nullif(btrim(concat_ws(' ', member.first_name, member.last_name)), ''), member.username, 'Member'),
      'username', member.username, 'email', member.email, 'phone', member.phone,
      'home_club', member.home_club_id is not distinct from club.id,
      'joined_at', member.created_at),
    'rating', (
      select jsonb_build_object('rating', coalesce(r.rating, 1500.0), 'matches', coalesce(r.matches, 0),
                                'wins', coalesce(r.wins, 0), 'losses', coalesce(r.losses, 0))
      from (select 1) one left join public.player_ratings r on r.player_id = member.id),
    'bookings', jsonb_build_object(
      'total', (select count(*) from mine where status = 'confirmed'),
      'last_12_months', (select count(*) from mine where status = 'confirmed' and date >= today - 365),
      'cancelled', (select count(*) from mine where status <> 'confirmed'),
      'last', (
        select jsonb_build_object('id', m.id, 'date', m.date, 'slot_label', m.slot_label, 'starts_at', m.starts_at,
                                  'court_number', m.court_number, 'court_name', m.court_name,
                                  'checked_in_at', m.checked_in_at, 'no_show_at', m.no_show_at)
        from mine m where m.status = 'confirmed' and m.starts_at <= now()
        order by m.starts_at desc limit 1),
      'upcoming_total', (select count(*) from mine where status = 'confirmed' and starts_at > now()),
      'upcoming', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'date', m.date, 'slot_label', m.slot_label, 'starts_at', m.starts_at,
                                            'court_number', m.court_number, 'court_name', m.court_name,
                                            'price', m.price, 'currency', m.currency) order by m.starts_at)
        from (select * from mine where status = 'confirmed' and starts_at > now() order by starts_at limit 5) m), '[]'::jsonb)),
    'no_shows', (select count(*) from mine where no_show_at is not null),
    'wallet', jsonb_build_object('currency', club.currency, 'balance', public.wallet_balance(member.id, club.currency)),
    'pending_top_ups', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'amount', t.amount, 'currency', t.currency, 'created_at', t.created_at)
                       order by t.created_at)
      from public.transactions t
      where t.member_id = member.id and t.club_id = club.id and t.kind = 'top_up' and t.status = 'pending'), '[]'::jsonb),
    'notes_total', (select count(*) from public.member_notes n where n.club_id = club.id and n.member_id = member.id),
    'notes', coalesce((
      select jsonb_agg(public.member_note_json(n, caller) order by n.created_at desc, n.id)
      from (select * from public.member_notes n where n.club_id = club.id and n.member_id = member.id
            order by n.created_at desc, n.id limit 50) n), '[]'::jsonb)
  )) into result;
  return result;
end;
$$;
comment on function public.club_member_card(uuid, uuid) is
  'One of the club''s members as its staff see them: contact, rating, bookings at this club (total, last, upcoming), no-shows there, wallet balance in the club''s currency, pending top-ups at the club and the staff''s notes (latest 50). Returns {status ok|not_club_member|invalid_request|not_allowed|unknown_club|not_signed_in, message, club, member, rating, bookings, no_shows, wallet, pending_top_ups, notes_total, notes}.';
revoke execute on function public.club_member_card(uuid, uuid) from public, anon;
grant execute on function public.club_member_card(uuid, uuid) to authenticated, service_role;
