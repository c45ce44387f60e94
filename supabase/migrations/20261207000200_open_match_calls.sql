-- =============================================================================
-- Open matches and split bookings: the calls (docs/open-matches.md).
--
-- Money. The organiser's share stays on their booking: making a booking a match gives the organiser back all but
-- their share (a match_share_refund credit when the court was paid, or a smaller booking.due when it is paid at the
-- club), so the desk and every cancellation path keep reading the booking as before. Every other player's share is
-- on their place: a match_share debit (wallet) or open_match_places.due (at the club, taken with
-- take_share_payment). Whatever the organiser must cover later (shares unpaid at the cut-off, a kept court) is on
-- the organiser's place the same way. All of it is refunded by one trigger on every path that cancels the booking.
--
-- Locks, always in this order: the booking, then the match, then a wallet. Calls that do not touch the booking
-- (join, leave, pay) start at the match.
-- =============================================================================

alter table public.transactions
  drop constraint transactions_kind_matches_type,
  drop constraint transactions_booking_reference,
  add constraint transactions_kind_matches_type check (
    (kind in ('booking', 'tournament_fee', 'match_share') and type = 'debit')
    or (kind in ('top_up', 'refund', 'tournament_refund', 'match_share_refund') and type = 'credit')
    or kind in ('adjustment', 'booking_move')),
  add constraint transactions_booking_reference check (
    (kind in ('booking', 'refund', 'booking_move', 'match_share', 'match_share_refund')) = (booking_id is not null));

-- The desk takes a player's share at the club; the line names who paid (the booking is the organiser's).
alter table public.desk_payments drop constraint desk_payments_kind_check;
alter table public.desk_payments drop constraint desk_payments_sign;
alter table public.desk_payments
  add column member_id uuid references public.profiles (id) on delete set null,
  add constraint desk_payments_kind_check check (
    kind in ('walk_in', 'walk_in_refund', 'walk_in_move', 'booking_payment', 'booking_move', 'card_refund', 'share_payment')),
  add constraint desk_payments_sign check (
    (kind in ('walk_in', 'booking_payment', 'share_payment') and amount > 0) or (kind in ('walk_in_refund', 'card_refund') and amount < 0)
    or kind in ('walk_in_move', 'booking_move'));
comment on column public.desk_payments.member_id is 'Who paid, when it is not the booking''s member: a player paying their share of a match.';

alter table public.open_matches
  -- What the organiser's booking holds for the organiser's own share (the rest was given back when the match opened).
  add column booking_share numeric(10, 2) not null default 0,
  -- A player in chose to keep a court not full at the cut-off: the free places' shares became theirs.
  add column kept_by uuid references public.profiles (id) on delete set null,
  -- The cut-off has been settled (unpaid shares charged to the organiser, or the match cancelled).
  add column settled_at timestamptz,
  add column reminded_at timestamptz;

create index open_match_places_offered_idx on public.open_match_places (offered_until) where state = 'offered';
create index open_matches_unsettled_idx on public.open_matches (starts_at) where status <> 'cancelled' and settled_at is null;

-- The thread: the players of a match (and the organiser) write to each other.
create table public.open_match_messages (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.open_matches (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null constraint open_match_messages_body check (char_length(body) between 1 and 500),
  created_at timestamptz not null default now()
);
alter table public.open_match_messages enable row level security;
comment on table public.open_match_messages is 'A match''s short thread: its players write to each other. Written by post_match_message only.';
create index open_match_messages_match_idx on public.open_match_messages (match_id, created_at);
revoke all on table public.open_match_messages from anon, authenticated;
grant select on table public.open_match_messages to authenticated;
grant all on table public.open_match_messages to service_role;

-- Whether the caller plays in the match (a place in it) or organises it: who reads the thread and what each paid.
create function public.plays_in_match(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.open_match_places p
                 where p.match_id = p_match_id and p.member_id = (select auth.uid()) and p.state = 'in')
      or exists (select 1 from public.open_matches m where m.id = p_match_id and m.organiser_id = (select auth.uid()));
$$;
comment on function public.plays_in_match(uuid) is 'Helper: whether the caller organises the match or has a place in it.';
revoke execute on function public.plays_in_match(uuid) from public, anon;
grant execute on function public.plays_in_match(uuid) to authenticated, service_role;

create policy "Players read their match's thread"
  on public.open_match_messages for select
  to authenticated
  using (public.plays_in_match(match_id));
create policy "Club staff read their clubs' match threads"
  on public.open_match_messages for select
  to authenticated
  using (match_id in (select m.id from public.open_matches m where m.club_id in (select public.staff_club_ids())));

grant execute on function public.match_share(numeric, int) to authenticated;

-- -----------------------------------------------------------------------------
-- The club's ledger: a share is what the court earned, its refund what it gave back.
-- -----------------------------------------------------------------------------
create or replace function public.club_revenue_lines(p_club_id uuid, p_from timestamptz, p_to timestamptz)
returns table (at timestamptz, source text, kind text, amount numeric, currency text, booking_id uuid, member_id uuid, description text,
               description_message jsonb)
language sql
stable
security definer
set search_path = ''
rows 100
as $$
  -- Positive: money the club earned; negative: money it gave back.
  select t.completed_at, 'wallet',
         case t.kind when 'match_share' then 'booking' when 'match_share_refund' then 'refund' else t.kind::text end,
         case when t.type = 'debit' then t.amount else -t.amount end,
         t.currency, t.booking_id, t.member_id, t.description, t.description_message
  from public.transactions t
  where t.club_id = p_club_id and t.status = 'completed'
    and t.kind in ('booking', 'refund', 'booking_move', 'tournament_fee', 'tournament_refund', 'match_share', 'match_share_refund')
    and t.completed_at >= p_from and t.completed_at < p_to
  union all
  -- A refund to the card is a refund in the ledger's categories; a share taken at the desk a booking's payment.
  select d.created_at, 'desk',
         case d.kind when 'card_refund' then 'refund' when 'share_payment' then 'booking_payment' else d.kind end, d.amount, d.currency,
         d.booking_id, coalesce(d.member_id, (select b.member_id from public.bookings b where b.id = d.booking_id)),
         d.description, d.description_message
  from public.desk_payments d
  where d.club_id = p_club_id and d.created_at >= p_from and d.created_at < p_to;
$$;

-- -----------------------------------------------------------------------------
-- Helpers (not callable by clients)
-- -----------------------------------------------------------------------------

-- A player's level on the rating scale players see: 1500 until their first rated match.
create function public.player_level(p_member uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select r.rating from public.player_ratings r where r.player_id = p_member), 1500.0);
$$;
comment on function public.player_level(uuid) is 'Helper: a player''s rating, 1500 before their first rated match.';

-- The words that name a match's court and time in notifications and ledger lines.
create function public.match_words(m public.open_matches)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('court', k.number, 'club', c.name, 'date', public.day_value(b.date), 'slot', s.label,
                            'at', public.at_value(m.starts_at, c.time_zone),
                            'english', format('court %s, %s, %s %s', k.number, c.name, to_char(b.date, 'YYYY-MM-DD'), s.label))
  from public.bookings b
  join public.courts k on k.id = b.court_id
  join public.clubs c on c.id = b.club_id
  join public.slots s on s.id = b.slot_id
  where b.id = m.booking_id;
$$;
comment on function public.match_words(public.open_matches) is 'Helper: the court, club and time of a match, as message values and in English.';

-- Tells a player something about a match: one notification, its title a message of the catalogue, its body the
-- match's court and time.
create function public.notify_match(p_user uuid, m public.open_matches, p_kind text, p_title text, p_title_message jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  summary jsonb;
begin
  select * into b from public.bookings x where x.id = m.booking_id;
  select public.said('notice_summary', jsonb_build_object('court', k.number, 'club', c.name, 'day', public.day_value(b.date), 'slot', s.label))
    into summary
  from public.courts k join public.clubs c on c.id = k.club_id join public.slots s on s.id = b.slot_id
  where k.id = b.court_id;
  perform public.notify(p_user, p_kind, p_title, public.booking_summary(b.court_id, b.date, b.slot_id) || '.',
    '/matches/' || m.id::text,
    jsonb_build_object('match_id', m.id, 'booking_id', m.booking_id, 'club_id', m.club_id),
    p_title_message,
    public.said('notice_summary_sentence', jsonb_build_object('booking', summary)));
end;
$$;
comment on function public.notify_match(uuid, public.open_matches, text, text, jsonb) is 'Helper: a notification about a match to one player.';

-- Tells everyone in the match (the organiser included) but one.
create function public.notify_match_players(m public.open_matches, p_except uuid, p_kind text, p_title text, p_title_message jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who uuid;
begin
  for who in
    select p.member_id from public.open_match_places p where p.match_id = m.id and p.state = 'in'
    union select m.organiser_id
  loop
    if who is distinct from p_except then
      perform public.notify_match(who, m, p_kind, p_title, p_title_message);
    end if;
  end loop;
end;
$$;
comment on function public.notify_match_players(public.open_matches, uuid, text, text, jsonb) is 'Helper: a notification to every player of a match but one.';

-- How many places are taken or held for an offer.
create function public.match_places_taken(p_match_id uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::int from public.open_match_places p where p.match_id = p_match_id and p.state in ('in', 'offered');
$$;
comment on function public.match_places_taken(uuid) is 'Helper: places of a match that are taken, or held for a waiting-list offer.';

-- The first free position of a match (1 is the organiser's).
create function public.match_free_position(p_match_id uuid)
returns smallint
language sql
stable
security definer
set search_path = ''
as $$
  select min(n)::smallint from generate_series(1, 4) n
  where not exists (select 1 from public.open_match_places p where p.match_id = p_match_id and p.state = 'in' and p.position = n);
$$;
comment on function public.match_free_position(uuid) is 'Helper: the first position of a match nobody holds.';

-- Gives a player back part of what their place holds: what is due at the club is forgiven first, then what was
-- paid comes back to the wallet. Returns the money given back.
create function public.match_refund_place(m public.open_matches, p public.open_match_places, p_amount numeric, p_caller uuid)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  forgiven numeric(10, 2) := least(p.due, greatest(p_amount, 0));
  back numeric(10, 2) := least(p.paid, greatest(p_amount, 0) - least(p.due, greatest(p_amount, 0)));
  words jsonb;
begin
  if forgiven = 0 and back = 0 then
    return 0;
  end if;
  update public.open_match_places x set due = x.due - forgiven, paid = x.paid - back, updated_at = now()
  where x.match_id = p.match_id and x.member_id = p.member_id;
  if back > 0 then
    words := public.match_words(m);
    insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                     created_by, completed_at)
    select p.member_id, 'credit', 'match_share_refund', back, b.currency, left('Match share refunded: ' || (words ->> 'english'), 200),
           public.said('ledger_match_share_refund', jsonb_build_object('court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')), b.id, b.club_id, p_caller, clock_timestamp()
    from public.bookings b where b.id = m.booking_id;
  end if;
  return back;
end;
$$;
comment on function public.match_refund_place(public.open_matches, public.open_match_places, numeric, uuid) is
  'Helper: refunds up to an amount of a place''s share: forgives what is due first, credits the wallet with the rest paid.';

-- Charges a place's share (what is left of it to pay) by the way chosen. Returns null once paid, or the refusal.
-- The caller holds the match's lock.
create function public.match_charge_place(m public.open_matches, p public.open_match_places, p_way public.pay_way, p_caller uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  club public.clubs;
  b public.bookings;
  owed numeric(10, 2) := p.share - p.paid - p.due;
  funds numeric(12, 2);
  unpaid int;
  words jsonb;
begin
  if owed <= 0 then
    return null;
  end if;
  select * into b from public.bookings x where x.id = m.booking_id;
  select * into club from public.clubs c where c.id = m.club_id;
  if p_way = 'card' or not (p_way = any (club.pay_ways)) then
    return public.rpc_result('pay_way_not_accepted',
      format('%s takes shares of a match from the wallet or at the club, not %s. Please choose another way to pay.', club.name,
             case p_way when 'wallet' then 'payment from the wallet' when 'club' then 'payment at the club' else 'card payments' end),
      jsonb_build_object('pay_ways', to_jsonb(array(select w from unnest(club.pay_ways) w where w <> 'card')))
      || public.said('server_match_pay_way', jsonb_build_object('club', club.name,
           'way', public.said('server_pay_way_' || p_way::text))));
  end if;
  funds := public.lock_wallet(p.member_id, club.currency);
  if p_way = 'club' then
    -- Shares and bookings owed at the club count together toward the club's limit.
    select (select count(*) from public.bookings x where x.member_id = p.member_id and x.club_id = club.id and x.due > 0)
         + (select count(*) from public.open_match_places q join public.open_matches n on n.id = q.match_id
            where q.member_id = p.member_id and n.club_id = club.id and q.due > 0 and n.status <> 'cancelled')
      into unpaid;
    if unpaid >= club.unpaid_limit then
      return public.rpc_result('unpaid_limit_reached',
        case when club.unpaid_limit = 0
             then format('%s takes payment at the club only for bookings already paid: please pay this one from your wallet.', club.name)
             else format('At %s you can hold %s %s to pay at the club, and you have %s with something due: pay at the desk first, or pay this one from your wallet.',
                         club.name, club.unpaid_limit, case when club.unpaid_limit = 1 then 'booking' else 'bookings' end, unpaid) end,
        jsonb_build_object('limit', club.unpaid_limit, 'unpaid', unpaid)
        || case when club.unpaid_limit = 0 then public.said('server_unpaid_limit_none', jsonb_build_object('club', club.name))
                else public.said('server_unpaid_limit_reached', jsonb_build_object('club', club.name, 'limit', club.unpaid_limit, 'count', unpaid)) end);
    end if;
    update public.open_match_places x set due = x.due + owed, pay_with = 'club', updated_at = now()
    where x.match_id = p.match_id and x.member_id = p.member_id;
    return null;
  end if;
  if funds < owed then
    return public.rpc_result('insufficient_balance',
      format('Insufficient balance: your share is %s and the %s balance is %s, so %s more is needed.',
             public.money_text(owed, club.currency), club.currency, public.money_text(funds, club.currency),
             public.money_text(owed - funds, club.currency)),
      jsonb_build_object('price', owed, 'balance', funds, 'missing', owed - funds, 'currency', club.currency)
      || public.said('server_match_insufficient_balance', jsonb_build_object(
           'share', public.money_value(owed, club.currency), 'currency', club.currency,
           'balance', public.money_value(funds, club.currency), 'needed', public.money_value(owed - funds, club.currency))));
  end if;
  words := public.match_words(m);
  insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                   created_by, completed_at)
  values (p.member_id, 'debit', 'match_share', owed, club.currency, left('Match share: ' || (words ->> 'english'), 200),
          public.said('ledger_match_share', jsonb_build_object('court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')), b.id, club.id, p_caller, clock_timestamp());
  update public.open_match_places x set paid = x.paid + owed, pay_with = 'wallet', updated_at = now()
  where x.match_id = p.match_id and x.member_id = p.member_id;
  return null;
end;
$$;
comment on function public.match_charge_place(public.open_matches, public.open_match_places, public.pay_way, uuid) is
  'Helper: charges what is left of a place''s share, from the wallet or due at the club; null when done, else the refusal.';

-- A share taken by a newcomer gives back the player who left after the deadline (the last to leave first).
create function public.match_refund_leaver(m public.open_matches, p_amount numeric, p_caller uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  leaver public.open_match_places;
  left_to_give numeric(10, 2) := p_amount;
  amount numeric(10, 2);
begin
  for leaver in
    select * from public.open_match_places p
    where p.match_id = m.id and p.state = 'left' and p.paid + p.due > 0
    order by p.updated_at desc
  loop
    exit when left_to_give <= 0;
    amount := least(left_to_give, leaver.paid + leaver.due);
    left_to_give := left_to_give - amount;
    perform public.match_refund_place(m, leaver, amount, p_caller);
    update public.open_match_places x set share = x.paid + x.due where x.match_id = leaver.match_id and x.member_id = leaver.member_id;
    perform public.notify_match(leaver.member_id, m, 'match_place_taken', 'Your place was taken: your share is refunded',
      public.said('notice_match_place_taken'));
  end loop;
end;
$$;
comment on function public.match_refund_leaver(public.open_matches, numeric, uuid) is
  'Helper: refunds the players who left after the deadline, the last first, as a newcomer pays for their place.';

-- The match row as its status says: full with four in, open with places left.
create function public.match_recount(p_match_id uuid)
returns public.open_matches
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.open_matches;
  players int;
begin
  select count(*) into players from public.open_match_places p where p.match_id = p_match_id and p.state = 'in';
  update public.open_matches x
  set status = case when x.status = 'cancelled' then x.status when players >= 4 or x.kept_by is not null then 'full'::public.open_match_status
                    else 'open'::public.open_match_status end
  where x.id = p_match_id
  returning * into m;
  return m;
end;
$$;
comment on function public.match_recount(uuid) is 'Helper: sets a match open or full from its places.';

-- A place freed: the first on the waiting list is offered it for the club's offer minutes.
create function public.match_offer_next(m public.open_matches)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  next_in_line public.open_match_places;
  minutes int;
begin
  if m.status = 'cancelled' or m.starts_at <= now() or public.match_places_taken(m.id) >= 4 then
    return;
  end if;
  select * into next_in_line from public.open_match_places p
  where p.match_id = m.id and p.state = 'waiting' order by p.joined_at, p.member_id limit 1;
  if not found then
    return;
  end if;
  select c.match_offer_minutes into minutes from public.clubs c where c.id = m.club_id;
  update public.open_match_places x
  set state = 'offered', offered_until = least(now() + make_interval(mins => minutes), m.starts_at), updated_at = now()
  where x.match_id = m.id and x.member_id = next_in_line.member_id
  returning * into next_in_line;
  perform public.notify_match(next_in_line.member_id, m, 'match_offer',
    'A place is free in a match you wait for: it is offered to you first', public.said('notice_match_offer'));
end;
$$;
comment on function public.match_offer_next(public.open_matches) is 'Helper: offers a freed place to the first on the waiting list.';

-- -----------------------------------------------------------------------------
-- One trigger for every path that cancels or moves a match's booking.
-- -----------------------------------------------------------------------------
create function public.bookings_match_refunds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.open_matches;
  p public.open_match_places;
  fraction numeric;
  by_organiser boolean;
begin
  select * into m from public.open_matches x where x.booking_id = new.id for update;
  if not found or m.status = 'cancelled' then
    return new;
  end if;
  if new.status = 'cancelled' and old.status = 'confirmed' then
    -- The path's rule, as a part of the court's price: all (the club closed, the desk refunded in full), or nothing.
    fraction := case when old.price > 0 then least(greatest(coalesce(new.refund_amount, 0) / old.price, 0), 1) else 1 end;
    by_organiser := (select auth.uid()) = m.organiser_id;
    -- The booking holds the organiser's own share: the path refunds that part (what is due is forgiven first, by
    -- bookings_settle_due), and the places are refunded here.
    new.refund_amount := round(fraction * m.booking_share, 2);
    for p in select * from public.open_match_places x where x.match_id = m.id and x.paid + x.due > 0 loop
      -- Players are never the worse for the organiser's choice: they get back their whole share.
      perform public.match_refund_place(m, p,
        case when by_organiser and p.member_id <> m.organiser_id then p.paid + p.due else round(fraction * (p.paid + p.due), 2) end,
        (select auth.uid()));
    end loop;
    update public.open_matches x set status = 'cancelled', cancelled_at = now() where x.id = m.id returning * into m;
    update public.open_match_places x set state = 'left', offered_until = null, updated_at = now()
    where x.match_id = m.id and x.state in ('requested', 'waiting', 'offered');
    if coalesce(current_setting('elsy.settling_match', true), '') <> m.id::text then
      perform public.notify_match_players(m, (select auth.uid()), 'match_cancelled', 'Match cancelled: every share is refunded',
        public.said('notice_match_cancelled'));
    end if;
  elsif (new.date, new.slot_id) is distinct from (old.date, old.slot_id) then
    update public.open_matches x
    set starts_at = public.slot_starts_at(new.date, s.starts_at, c.time_zone)
    from public.slots s, public.clubs c
    where x.id = m.id and s.id = new.slot_id and c.id = new.club_id;
  end if;
  return new;
end;
$$;
comment on function public.bookings_match_refunds() is
  'Trigger: a match''s booking cancelled refunds every place by the path''s rule (the other players in full when the organiser cancels) and cancels the match; a move carries the match''s start.';
revoke execute on function public.bookings_match_refunds() from public, anon, authenticated;
-- Named to run before bookings_settle_due, which then forgives the organiser's due from the refund set here.
create trigger bookings_match_refunds before update of status, date, slot_id on public.bookings
  for each row execute function public.bookings_match_refunds();

-- -----------------------------------------------------------------------------
-- The match in an answer
-- -----------------------------------------------------------------------------
create function public.match_json(p_match_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with m as (select * from public.open_matches x where x.id = p_match_id),
  sees as (
    select (select auth.uid()) as me,
           public.plays_in_match(m.id) or public.is_club_staff(m.club_id) as money,
           (select auth.uid()) = m.organiser_id as organiser
    from m
  )
  select jsonb_build_object(
    'id', m.id, 'booking_id', m.booking_id, 'club_id', m.club_id, 'club_name', c.name, 'club_city', c.city,
    'country_code', c.country_code, 'court_id', b.court_id, 'court_number', k.number, 'date', b.date, 'slot_id', b.slot_id,
    'slot_label', s.label, 'starts_at', m.starts_at, 'time_zone', c.time_zone, 'currency', b.currency, 'price', b.price,
    'level_min', m.level_min, 'level_max', m.level_max, 'competitive', m.competitive, 'category', m.category, 'note', m.note,
    'private', m.private, 'status', m.status, 'organiser_id', m.organiser_id, 'kept', m.kept_by is not null,
    'places_free', greatest(4 - public.match_places_taken(m.id), 0),
    'next_share', public.match_share(b.price, coalesce(public.match_free_position(m.id), 4)),
    'waiting', (select count(*) from public.open_match_places p where p.match_id = m.id and p.state in ('waiting', 'offered')),
    'requests', (select count(*) from public.open_match_places p where p.match_id = m.id and p.state = 'requested'),
    'players', coalesce((
      select jsonb_agg(jsonb_build_object(
               'member_id', p.member_id, 'name', public.person_name(f.first_name, f.last_name, f.username), 'username', f.username,
               'rating', public.player_level(p.member_id), 'position', p.position, 'organiser', p.member_id = m.organiser_id,
               'share', p.share + case when p.member_id = m.organiser_id then m.booking_share else 0 end,
               'paid', case when sees.money or p.member_id = sees.me then
                         p.paid + case when p.member_id = m.organiser_id then m.booking_share - b.due else 0 end end,
               'due', case when sees.money or p.member_id = sees.me then
                         p.due + case when p.member_id = m.organiser_id then b.due else 0 end end)
             order by p.position)
      from public.open_match_places p join public.profiles f on f.id = p.member_id
      where p.match_id = m.id and p.state = 'in'), '[]'::jsonb),
    'me', (select jsonb_build_object('state', p.state, 'position', p.position,
                                      'share', p.share + case when p.member_id = m.organiser_id then m.booking_share else 0 end,
                                      'paid', p.paid + case when p.member_id = m.organiser_id then m.booking_share - b.due else 0 end,
                                      'due', p.due + case when p.member_id = m.organiser_id then b.due else 0 end,
                                      'pay_with', p.pay_with, 'offered_until', p.offered_until)
           from public.open_match_places p where p.match_id = m.id and p.member_id = sees.me),
    'requested', case when sees.organiser then coalesce((
      select jsonb_agg(jsonb_build_object('member_id', p.member_id, 'name', public.person_name(f.first_name, f.last_name, f.username),
                                          'rating', public.player_level(p.member_id)) order by p.joined_at)
      from public.open_match_places p join public.profiles f on f.id = p.member_id
      where p.match_id = m.id and p.state = 'requested'), '[]'::jsonb) end)
  from m
  cross join sees
  join public.bookings b on b.id = m.booking_id
  join public.clubs c on c.id = m.club_id
  join public.courts k on k.id = b.court_id
  join public.slots s on s.id = b.slot_id;
$$;
comment on function public.match_json(uuid) is
  'Helper: a match as the calls answer it; what each player paid only for its players and the club''s staff, who asked only for the organiser.';

-- Whether the caller may see a match at all: listed ones everyone, private ones their players and the club's staff.
create function public.match_visible(m public.open_matches)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not m.private or public.in_match(m.id) or public.is_club_staff(m.club_id);
$$;
comment on function public.match_visible(public.open_matches) is 'Helper: listed matches are public; a private one its players'' and staff''s.';

create function public.unknown_match()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.rpc_result('unknown_match', 'That match does not exist.', public.said('server_unknown_match'));
$$;
comment on function public.unknown_match() is 'Helper: the answer for a match that does not exist or is not the caller''s to see.';

-- -----------------------------------------------------------------------------
-- Settling the times: cut-off, offers, reminders
-- -----------------------------------------------------------------------------
create function public.settle_match(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.open_matches;
  b public.bookings;
  club public.clubs;
  p public.open_match_places;
  unpaid numeric(10, 2);
  org public.open_match_places;
  refusal jsonb;
begin
  select x.* into m from public.open_matches x where x.id = p_match_id;
  if not found or m.status = 'cancelled' then
    return;
  end if;
  -- The booking before the match, as every path that cancels takes them.
  select * into b from public.bookings x where x.id = m.booking_id for update;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if m.status = 'cancelled' or b.status <> 'confirmed' then
    return;
  end if;
  select * into club from public.clubs c where c.id = m.club_id;

  -- Expired offers pass to the next in line.
  for p in select * from public.open_match_places x where x.match_id = m.id and x.state = 'offered' and x.offered_until <= now() loop
    update public.open_match_places x set state = 'left', offered_until = null, updated_at = now()
    where x.match_id = m.id and x.member_id = p.member_id;
    perform public.match_offer_next(m);
  end loop;

  if m.settled_at is null and now() >= m.starts_at - make_interval(hours => club.match_cutoff_hours) then
    if not m.private and m.kept_by is null and m.status = 'open' then
      -- Not full by the cut-off: cancelled, every share and the organiser's booking refunded.
      update public.open_matches x set settled_at = now() where x.id = m.id;
      -- The trigger below cancels the match; the players hear why from here.
      perform set_config('elsy.settling_match', m.id::text, true);
      update public.bookings x set status = 'cancelled', cancelled_at = now(), cancelled_by = null, refund_amount = x.price
      where x.id = b.id
      returning * into b;
      perform set_config('elsy.settling_match', '', true);
      if b.refund_amount > 0 then
        insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                         created_by, completed_at)
        select b.member_id, 'credit', 'refund', b.refund_amount, b.currency,
               left('Refund (match not full): ' || (w.words ->> 'english'), 200),
               public.said('ledger_match_unfilled_refund', jsonb_build_object('court', w.words -> 'court', 'club', w.words -> 'club', 'date', w.words -> 'date', 'slot', w.words -> 'slot')), b.id, b.club_id, null, clock_timestamp()
        from (select public.match_words(m) as words) w;
      end if;
      select * into m from public.open_matches x where x.id = p_match_id;
      perform public.notify_match_players(m, null, 'match_unfilled', 'Match cancelled: it was not full in time, and every share is refunded',
        public.said('notice_match_unfilled'));
      return;
    end if;
    -- What is still unpaid falls on the organiser: their wallet when it holds enough, else due at the club.
    select coalesce(sum(x.share - x.paid - x.due), 0) into unpaid from public.open_match_places x
    where x.match_id = m.id and x.state = 'in' and x.member_id <> m.organiser_id and x.paid + x.due < x.share;
    if unpaid > 0 then
      update public.open_match_places x set share = x.paid + x.due, updated_at = now()
      where x.match_id = m.id and x.state = 'in' and x.member_id <> m.organiser_id and x.paid + x.due < x.share;
      update public.open_match_places x set share = x.share + unpaid, updated_at = now()
      where x.match_id = m.id and x.member_id = m.organiser_id
      returning * into org;
      refusal := public.match_charge_place(m, org, 'wallet', null);
      if refusal is not null then
        update public.open_match_places x set due = x.due + (x.share - x.paid - x.due), pay_with = 'club', updated_at = now()
        where x.match_id = m.id and x.member_id = m.organiser_id;
      end if;
      perform public.notify_match(m.organiser_id, m, 'match_unpaid_shares',
        format('Unpaid shares of your match are yours: %s', public.money_text(unpaid, b.currency)),
        public.said('notice_match_unpaid_shares', jsonb_build_object('amount', public.money_value(unpaid, b.currency))));
    end if;
    update public.open_matches x set settled_at = now() where x.id = m.id returning * into m;
  end if;

  if m.reminded_at is null and now() >= m.starts_at - interval '3 hours' and now() < m.starts_at then
    update public.open_matches x set reminded_at = now() where x.id = m.id returning * into m;
    perform public.notify_match_players(m, null, 'match_reminder', 'Your match starts soon', public.said('notice_match_reminder'));
  end if;
end;
$$;
comment on function public.settle_match(uuid) is
  'Helper: a match''s times: passes expired offers on, cancels a listed match not full at the cut-off (every share refunded), charges the organiser the shares still unpaid then, sends the reminder.';

create function public.settle_due_matches()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  id uuid;
  settled int := 0;
begin
  for id in
    select x.id from public.open_matches x
    where x.status <> 'cancelled' and x.starts_at > now() - interval '1 day'
      and ((x.settled_at is null and x.starts_at <= now() + interval '48 hours')
           or (x.reminded_at is null and x.starts_at <= now() + interval '3 hours'))
    union
    select p.match_id from public.open_match_places p where p.state = 'offered' and p.offered_until <= now()
  loop
    perform public.settle_match(id);
    settled := settled + 1;
  end loop;
  return settled;
end;
$$;
comment on function public.settle_due_matches() is
  'Settles what is due in every match (offers, cut-off, reminders). Called by the reads that show matches and every minute by the local stack; fit for pg_cron.';
revoke execute on function public.settle_due_matches() from public, anon, authenticated;
grant execute on function public.settle_due_matches() to service_role;

-- -----------------------------------------------------------------------------
-- Open a match (or split a booking)
-- -----------------------------------------------------------------------------
create function public.open_match(
  p_booking_id uuid,
  p_level_min int,
  p_level_max int,
  p_competitive boolean,
  p_category text,
  p_places int,
  p_note text,
  p_players uuid[] default '{}',
  p_private boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  b public.bookings;
  club public.clubs;
  m public.open_matches;
  note text := nullif(btrim(p_note), '');
  players uuid[] := coalesce(p_players, '{}');
  player uuid;
  starts timestamptz;
  share_1 numeric(10, 2);
  given_back numeric(10, 2);
  pos int := 1;
  words jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_booking_id is null or p_level_min is null or p_level_max is null or p_competitive is null or p_category is null
     or p_places is null or p_private is null then
    return public.rpc_result('invalid_request', 'Please choose the booking, the levels, the kind of match and how many places are open.',
      public.said('server_invalid_request_match'));
  end if;
  if p_level_min not between 0 and 4000 or p_level_max not between 0 and 4000 or p_level_min > p_level_max then
    return public.rpc_result('invalid_request', 'Please choose a level range from the rating scale, the lowest first.',
      public.said('server_invalid_request_match_levels'));
  end if;
  if p_category not in ('open', 'men', 'women', 'mixed') then
    return public.rpc_result('invalid_request', 'Please choose who the match is for: open, men, women or mixed.',
      public.said('server_invalid_request_match_category'));
  end if;
  if char_length(note) > 280 then
    return public.rpc_result('invalid_request', 'Please keep the note under 280 characters.', public.said('server_invalid_request_match_note'));
  end if;
  if cardinality(players) > 3 or array_position(players, null) is not null
     or cardinality(players) <> (select count(distinct x) from unnest(players) x) or caller = any (players) then
    return public.rpc_result('players_count', 'Please choose up to three other players, each once.', public.said('server_match_players'));
  end if;
  if (not p_private and (p_places not between 1 and 3 or cardinality(players) <> 3 - p_places))
     or (p_private and cardinality(players) = 0) then
    return public.rpc_result('players_count',
      'An open match has one to three places open, and the players you bring fill the others; a split booking names its players.',
      public.said('server_match_places'));
  end if;

  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found or not (b.member_id = caller or public.is_club_staff(b.club_id)) then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if b.member_id is distinct from caller then
    return public.rpc_result('not_your_booking', 'Only the player who booked the court can share it.', public.said('server_match_not_your_booking'));
  end if;
  if b.status <> 'confirmed' then
    return public.rpc_result('unknown_booking', 'That booking does not exist.', public.said('server_unknown_booking'));
  end if;
  if exists (select 1 from public.open_matches x where x.booking_id = b.id) then
    return public.rpc_result('already_a_match', 'This booking is already shared.',
      jsonb_build_object('match', public.match_json((select x.id from public.open_matches x where x.booking_id = b.id)))
      || public.said('server_match_already'));
  end if;
  if b.pay_with = 'card' and b.due > 0 then
    return public.rpc_result('paid_by_card', 'Please finish paying this booking by card before you share it.', public.said('server_match_card_unpaid'));
  end if;
  select * into club from public.clubs c where c.id = b.club_id;
  select public.slot_starts_at(b.date, s.starts_at, club.time_zone) into starts from public.slots s where s.id = b.slot_id;
  if now() >= starts - make_interval(hours => club.match_cutoff_hours) then
    return public.rpc_result('match_too_late',
      format('A match at %s opens up to %s before the start: this booking is too close to it.', club.name, public.hours_text(club.match_cutoff_hours)),
      public.said('server_match_too_late', jsonb_build_object('club', club.name, 'hours', club.match_cutoff_hours)));
  end if;
  foreach player in array players loop
    if not exists (select 1 from public.profiles f where f.id = player) then
      return public.rpc_result('unknown_member', 'That member does not exist.', public.said('server_unknown_member'));
    end if;
  end loop;

  share_1 := public.match_share(b.price, 1);
  insert into public.open_matches (booking_id, club_id, organiser_id, starts_at, level_min, level_max, competitive, category, note,
                                   private, booking_share)
  values (b.id, b.club_id, caller, starts, p_level_min, p_level_max, p_competitive, p_category::public.match_category, note,
          p_private, share_1)
  returning * into m;
  -- The organiser's own share is on the booking (booking_share); their place holds what they take on later.
  insert into public.open_match_places (match_id, member_id, position, state, share)
  values (m.id, caller, 1, 'in', 0);
  foreach player in array players loop
    pos := pos + 1;
    insert into public.open_match_places (match_id, member_id, position, state, share)
    values (m.id, player, pos, 'in', public.match_share(b.price, pos));
    perform public.notify_match(player, m, 'match_added',
      format('%s added you to a match: pay your share of %s',
             (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller),
             public.money_text(public.match_share(b.price, pos), b.currency)),
      public.said('notice_match_added', jsonb_build_object(
        'person', public.person_value((select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
        'amount', public.money_value(public.match_share(b.price, pos), b.currency))));
  end loop;

  -- The organiser now pays their share only: the rest of what they paid comes back, or is no longer due.
  given_back := b.price - share_1;
  if given_back > 0 then
    if b.due >= given_back then
      update public.bookings x set due = x.due - given_back where x.id = b.id;
    else
      words := public.match_words(m);
      insert into public.transactions (member_id, type, kind, amount, currency, description, description_message, booking_id, club_id,
                                       created_by, completed_at)
      values (caller, 'credit', 'match_share_refund', given_back - b.due, b.currency,
              left('Court shared, the other players'' shares back: ' || (words ->> 'english'), 200),
              public.said('ledger_match_shared', jsonb_build_object('court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot')), b.id, b.club_id, caller, clock_timestamp());
      update public.bookings x set due = 0 where x.id = b.id;
    end if;
  end if;
  m := public.match_recount(m.id);

  return public.rpc_result('opened',
    case when p_private then 'Booking shared: each player is asked to pay their share.' else 'Match open: players at your level can join.' end,
    jsonb_build_object('match', public.match_json(m.id), 'balance', public.wallet_balance(caller, b.currency), 'currency', b.currency)
    || public.said(case when p_private then 'server_match_split' else 'server_match_opened' end));
end;
$$;
comment on function public.open_match(uuid, int, int, boolean, text, int, text, uuid[], boolean) is
  'The booker shares their court: an open match (listed, 1-3 places open) or a split booking (private, its players named). The organiser then pays their share only.';
revoke execute on function public.open_match(uuid, int, int, boolean, text, int, text, uuid[], boolean) from public, anon;
grant execute on function public.open_match(uuid, int, int, boolean, text, int, text, uuid[], boolean) to authenticated;

-- -----------------------------------------------------------------------------
-- The list, the player's matches, one match
-- -----------------------------------------------------------------------------
create function public.open_matches(p_from date default null, p_days int default 14, p_club_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  from_day date := coalesce(p_from, current_date - 1);
  home uuid;
  home_country text;
  result jsonb;
begin
  if p_days is null or p_days not between 1 and 31 or not isfinite(from_day) or from_day not between current_date - 1 and current_date + 366 then
    return public.rpc_result('invalid_request', 'Please choose up to 31 days from today.', public.said('server_invalid_request_match_days'));
  end if;
  perform public.settle_due_matches();
  select f.home_club_id, c.country_code into home, home_country
  from public.profiles f left join public.clubs c on c.id = f.home_club_id where f.id = caller;
  select coalesce(jsonb_agg(public.match_json(x.id) order by x.rank, x.starts_at, x.id), '[]'::jsonb) into result
  from (
    select m.id, m.starts_at,
           case when m.club_id = home or exists (select 1 from public.bookings b
                                                 where b.member_id = caller and b.club_id = m.club_id and b.date >= current_date - 365)
                then 0 when c.country_code = home_country then 1 else 2 end as rank
    from public.open_matches m join public.clubs c on c.id = m.club_id
    where m.status in ('open', 'full') and not m.private and c.active
      and m.starts_at > now()
      and m.starts_at >= (from_day::timestamp at time zone 'UTC') - interval '14 hours'
      and m.starts_at < ((from_day + p_days)::timestamp at time zone 'UTC') + interval '14 hours'
      and (p_club_id is null or m.club_id = p_club_id)
    order by m.starts_at
    limit 200
  ) x;
  return public.rpc_result('ok', 'Open matches.', jsonb_build_object('matches', result) || public.said('server_ok_matches'));
end;
$$;
comment on function public.open_matches(date, int, uuid) is
  'Listed matches not yet started over the coming days (visitors too): the caller''s clubs first, then their country''s, then the rest.';
grant execute on function public.open_matches(date, int, uuid) to anon, authenticated;

create function public.my_open_matches()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  result jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  perform public.settle_due_matches();
  select coalesce(jsonb_agg(public.match_json(x.id) order by x.starts_at, x.id), '[]'::jsonb) into result
  from (
    select m.id, m.starts_at from public.open_matches m
    where (m.organiser_id = caller or exists (select 1 from public.open_match_places p
                                              where p.match_id = m.id and p.member_id = caller and p.state <> 'declined'))
      and m.starts_at > now() - interval '30 days'
    order by m.starts_at desc
    limit 100
  ) x;
  return public.rpc_result('ok', 'Your matches.', jsonb_build_object('matches', result) || public.said('server_ok_my_matches'));
end;
$$;
comment on function public.my_open_matches() is 'The caller''s matches from 30 days ago: organised, played in, asked for or waited for.';
revoke execute on function public.my_open_matches() from public, anon;
grant execute on function public.my_open_matches() to authenticated;

create function public.match_detail(p_match_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.open_matches;
begin
  if p_match_id is null then
    return public.unknown_match();
  end if;
  perform public.settle_match(p_match_id);
  select * into m from public.open_matches x where x.id = p_match_id;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  return public.rpc_result('ok', 'The match.', jsonb_build_object(
    'match', public.match_json(m.id),
    'thread', case when public.plays_in_match(m.id) or public.is_club_staff(m.club_id) then coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'author_id', t.author_id,
               'author', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = t.author_id),
               'body', t.body, 'created_at', t.created_at) order by t.created_at, t.id)
      from public.open_match_messages t where t.match_id = m.id), '[]'::jsonb) end)
    || public.said('server_ok_match'));
end;
$$;
comment on function public.match_detail(uuid) is 'One match as its page shows it, with its thread for its players and the club''s staff.';
grant execute on function public.match_detail(uuid) to anon, authenticated;

-- -----------------------------------------------------------------------------
-- Join, answer, pay, leave, keep
-- -----------------------------------------------------------------------------
create function public.join_match(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet', p_wait boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  way public.pay_way;
  level numeric;
  refusal jsonb;
  pos smallint;
  fills boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  way := coalesce(p_pay_with, 'wallet')::public.pay_way;
  -- A retry of a join that reached the server answers what the first one did.
  select * into p from public.open_match_places x where x.request_id = p_request_id;
  if found then
    if p.member_id <> caller then
      return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
    end if;
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;

  perform public.settle_match(p_match_id);
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  -- The same join may have committed while this one waited for the match.
  select * into p from public.open_match_places x where x.request_id = p_request_id and x.member_id = caller;
  if found then
    return public.rpc_result(case p.state when 'in' then 'joined' when 'requested' then 'requested' when 'waiting' then 'waiting'
                                             when 'offered' then 'offered' else 'left' end,
      'Already done.', jsonb_build_object('match', public.match_json(p.match_id), 'replay', true) || public.said('server_match_replay'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;

  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if found and p.state in ('in', 'requested', 'waiting') then
    return public.rpc_result('already_in', 'You are already part of this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_in'));
  end if;

  if p.member_id is not null and p.state = 'declined' then
    return public.rpc_result('request_declined', 'The organiser declined your request to join this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_request_declined'));
  end if;

  level := public.player_level(caller);
  -- An offer is the offered player's; anyone else counts it as a place taken.
  if (p.state is distinct from 'offered') and public.match_places_taken(m.id) >= 4 then
    if not coalesce(p_wait, false) then
      return public.rpc_result('match_full', 'This match filled up meanwhile: nothing was charged. You can join its waiting list.',
        jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_full'));
    end if;
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'waiting', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'waiting', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    return public.rpc_result('waiting', 'You are on the waiting list: when a place frees, it is offered to you first in line.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_waiting'));
  end if;

  if (p.state is distinct from 'offered') and not m.private and level not between m.level_min and m.level_max then
    insert into public.open_match_places (match_id, member_id, state, request_id, pay_with)
    values (m.id, caller, 'requested', p_request_id, way)
    on conflict (match_id, member_id) do update
      set state = 'requested', request_id = excluded.request_id, pay_with = excluded.pay_with, joined_at = now(), updated_at = now(),
          position = null, offered_until = null;
    perform public.notify_match(m.organiser_id, m, 'match_request',
      format('%s asks to join your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
      public.said('notice_match_request', jsonb_build_object('person', public.person_value(
        (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
    return public.rpc_result('requested',
      'Your level is outside this match''s range: the organiser has been asked, and you pay your share when they accept.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_requested'));
  end if;

  if m.private and (p.state is null or p.state <> 'offered') then
    return public.unknown_match();
  end if;

  -- A player who left after the deadline and comes back: what they paid then comes back first, and they pay afresh.
  if p.member_id is not null and p.state = 'left' and p.paid + p.due > 0 then
    perform public.match_refund_place(m, p, p.paid + p.due, caller);
  end if;
  pos := public.match_free_position(m.id);
  insert into public.open_match_places (match_id, member_id, position, state, share, request_id, pay_with)
  values (m.id, caller, pos, 'in', public.match_share((select b.price from public.bookings b where b.id = m.booking_id), pos), p_request_id, way)
  on conflict (match_id, member_id) do update
    set state = 'in', position = excluded.position, share = excluded.share, paid = 0, due = 0, request_id = excluded.request_id,
        pay_with = excluded.pay_with, offered_until = null, updated_at = now()
  returning * into p;
  refusal := public.match_charge_place(m, p, way, caller);
  if refusal is not null then
    -- Nothing was charged: the place is not taken (an offer stays the player's until it runs out).
    raise exception using errcode = 'PT402', message = refusal::text;
  end if;
  perform public.match_refund_leaver(m, p.share, caller);
  m := public.match_recount(m.id);
  fills := m.status = 'full';
  perform public.notify_match_players(m, caller, 'match_joined',
    format('%s joined your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
    public.said('notice_match_joined', jsonb_build_object('person', public.person_value(
      (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
  if fills then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('joined',
    case when p.pay_with = 'club' then format('You are in! Pay your share of %s at the club.',
                                              public.money_text(p.share, (select b.currency from public.bookings b where b.id = m.booking_id)))
         else 'You are in! Your share is paid.' end,
    jsonb_build_object('match', public.match_json(m.id),
                       'balance', public.wallet_balance(caller, (select b.currency from public.bookings b where b.id = m.booking_id)))
    || case when p.pay_with = 'club'
            then public.said('server_match_joined_pay_at_club', jsonb_build_object('amount',
                   public.money_value(p.share, (select b.currency from public.bookings b where b.id = m.booking_id))))
            else public.said('server_match_joined') end);
exception when sqlstate 'PT402' then
  return sqlerrm::jsonb;
end;
$$;
comment on function public.join_match(uuid, uuid, text, boolean) is
  'The caller joins a match: in at once within its level range (paying their share), asks the organiser outside it, waits when it is full (p_wait). A retry with the same request id answers the first answer.';
revoke execute on function public.join_match(uuid, uuid, text, boolean) from public, anon;
grant execute on function public.join_match(uuid, uuid, text, boolean) to authenticated;

create function public.answer_match_request(p_match_id uuid, p_member_id uuid, p_accept boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  pos smallint;
  refusal jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_member_id is null or p_accept is null then
    return public.rpc_result('invalid_request', 'Please choose a request and whether you accept it.', public.said('server_invalid_request_answer'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  if m.organiser_id <> caller then
    return public.rpc_result('not_organiser', 'Only the match''s organiser answers requests.', public.said('server_match_not_organiser'));
  end if;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = p_member_id;
  if not found or p.state <> 'requested' then
    return public.rpc_result('unknown_request', 'That request has already been answered or withdrawn.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_unknown_request'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  if not p_accept then
    update public.open_match_places x set state = 'declined', updated_at = now() where x.match_id = m.id and x.member_id = p_member_id;
    perform public.notify_match(p_member_id, m, 'match_declined', 'Your request to join a match was declined', public.said('notice_match_declined'));
    return public.rpc_result('declined', 'Request declined.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_declined'));
  end if;
  if public.match_places_taken(m.id) >= 4 then
    return public.rpc_result('match_full', 'This match is full: there is no place left to give.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_full_answer'));
  end if;
  pos := public.match_free_position(m.id);
  update public.open_match_places x
  set state = 'in', position = pos, share = public.match_share((select b.price from public.bookings b where b.id = m.booking_id), pos),
      paid = 0, due = 0, updated_at = now()
  where x.match_id = m.id and x.member_id = p_member_id
  returning * into p;
  -- The player pays as they chose when asking; a wallet short of it leaves the share to pay from the match's page.
  begin
    refusal := public.match_charge_place(m, p, coalesce(p.pay_with, 'wallet'), caller);
    if refusal is not null then
      raise exception using errcode = 'PT402';
    end if;
    select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = p_member_id;
    perform public.match_refund_leaver(m, p.share, caller);
  exception when sqlstate 'PT402' then
    null;
  end;
  m := public.match_recount(m.id);
  perform public.notify_match(p_member_id, m, 'match_accepted',
    case when refusal is null then 'You are in: your request to join a match was accepted'
         else 'You are in: your request to join a match was accepted, and your share is yours to pay' end,
    public.said(case when refusal is null then 'notice_match_accepted' else 'notice_match_accepted_pay' end));
  if m.status = 'full' then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('accepted', 'Request accepted.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_accepted'));
end;
$$;
comment on function public.answer_match_request(uuid, uuid, boolean) is
  'The organiser accepts (the player takes a place and pays as they chose) or declines a request from outside the level range.';
revoke execute on function public.answer_match_request(uuid, uuid, boolean) from public, anon;
grant execute on function public.answer_match_request(uuid, uuid, boolean) to authenticated;

create function public.pay_match_share(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  refusal jsonb;
  currency text;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  select b.currency into currency from public.bookings b where b.id = m.booking_id;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if not found or p.state <> 'in' then
    return public.rpc_result('not_in_match', 'You have no place in this match.', public.said('server_match_not_in'));
  end if;
  if p.paid + p.due >= p.share then
    return public.rpc_result('already_paid', 'Your share is already paid.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_paid'));
  end if;
  if m.status = 'cancelled' then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  refusal := public.match_charge_place(m, p, coalesce(p_pay_with, 'wallet')::public.pay_way, caller);
  if refusal is not null then
    return refusal;
  end if;
  return public.rpc_result('paid', 'Your share is paid.',
    jsonb_build_object('match', public.match_json(m.id), 'balance', public.wallet_balance(caller, currency))
    || public.said('server_match_share_paid'));
end;
$$;
comment on function public.pay_match_share(uuid, uuid, text) is
  'A player in a match pays what is left of their own share (wallet or at the club); paid once, whatever a client retries.';
revoke execute on function public.pay_match_share(uuid, uuid, text) from public, anon;
grant execute on function public.pay_match_share(uuid, uuid, text) to authenticated;

create function public.leave_match(p_match_id uuid, p_request_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  club public.clubs;
  currency text;
  back numeric(10, 2) := 0;
  in_time boolean;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null then
    return public.unknown_match();
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if not found or p.state in ('left', 'declined') then
    return public.rpc_result('not_in_match', 'You have no place in this match.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_not_in'));
  end if;
  if caller = m.organiser_id then
    return public.rpc_result('organiser_cannot_leave',
      'You organise this match: cancel the booking instead, and every player gets their share back.', public.said('server_match_organiser_leaves'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_started', 'This match has started or is over: it can no longer be left.', public.said('server_match_started'));
  end if;
  select * into club from public.clubs c where c.id = m.club_id;
  select b.currency into currency from public.bookings b where b.id = m.booking_id;
  in_time := now() < m.starts_at - make_interval(hours => club.match_leave_hours);
  update public.open_match_places x set state = 'left', position = null, offered_until = null, updated_at = now()
  where x.match_id = m.id and x.member_id = caller;
  if p.state = 'in' and in_time then
    back := public.match_refund_place(m, p, p.paid + p.due, caller);
    update public.open_match_places x set share = 0 where x.match_id = m.id and x.member_id = caller;
  elsif p.state <> 'in' then
    update public.open_match_places x set share = 0 where x.match_id = m.id and x.member_id = caller;
  end if;
  m := public.match_recount(m.id);
  if p.state = 'in' then
    perform public.notify_match_players(m, caller, 'match_left',
      format('%s left your match', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
      public.said('notice_match_left', jsonb_build_object('person', public.person_value(
        (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
  end if;
  perform public.match_offer_next(m);
  if p.state = 'in' and not in_time and p.paid + p.due > 0 then
    return public.rpc_result('refund_later',
      format('You left the match. It was less than %s before the start: your share comes back when someone takes your place.',
             public.hours_text(club.match_leave_hours)),
      jsonb_build_object('match', public.match_json(m.id), 'refund', 0, 'currency', currency)
      || public.said('server_match_left_late', jsonb_build_object('hours', club.match_leave_hours)));
  end if;
  return public.rpc_result('left',
    case when back > 0 then format('You left the match. %s has been refunded to the wallet.', public.money_text(back, currency))
         else 'You left the match.' end,
    jsonb_build_object('match', public.match_json(m.id), 'refund', back, 'currency', currency,
                       'balance', public.wallet_balance(caller, currency))
    || case when back > 0 then public.said('server_match_left_refunded', jsonb_build_object('amount', public.money_value(back, currency)))
            else public.said('server_match_left') end);
end;
$$;
comment on function public.leave_match(uuid, uuid) is
  'A player leaves a match (or withdraws a request or their place in line): the share comes back until the club''s deadline, later only when someone takes the place.';
revoke execute on function public.leave_match(uuid, uuid) from public, anon;
grant execute on function public.leave_match(uuid, uuid) to authenticated;

create function public.keep_match_court(p_match_id uuid, p_request_id uuid, p_pay_with text default 'wallet')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  b public.bookings;
  rest numeric(10, 2);
  refusal jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if p_match_id is null or p_request_id is null or coalesce(p_pay_with, 'wallet') not in ('wallet', 'club', 'card') then
    return public.rpc_result('invalid_request', 'Please choose a match and how to pay your share.', public.said('server_invalid_request_join'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id;
  if not found or not public.match_visible(m) then
    return public.unknown_match();
  end if;
  select * into b from public.bookings x where x.id = m.booking_id for update;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = caller;
  if not found or p.state <> 'in' then
    return public.rpc_result('not_in_match', 'You have no place in this match.', public.said('server_match_not_in'));
  end if;
  if m.status = 'cancelled' or m.starts_at <= now() then
    return public.rpc_result('match_closed', 'This match is no longer open.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_closed'));
  end if;
  if m.status = 'full' then
    return public.rpc_result('kept', 'The court is kept.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_kept'));
  end if;
  -- The free places' shares (offers stay the offered players' until they run out) become the caller's.
  select coalesce(sum(public.match_share(b.price, n)), 0) into rest from generate_series(1, 4) n
  where not exists (select 1 from public.open_match_places q where q.match_id = m.id and q.state = 'in' and q.position = n);
  update public.open_match_places x set share = x.share + rest, updated_at = now()
  where x.match_id = m.id and x.member_id = caller
  returning * into p;
  refusal := public.match_charge_place(m, p, coalesce(p_pay_with, 'wallet')::public.pay_way, caller);
  if refusal is not null then
    raise exception using errcode = 'PT402', message = refusal::text;
  end if;
  update public.open_matches x set kept_by = caller where x.id = m.id;
  update public.open_match_places x set state = 'left', offered_until = null, updated_at = now()
  where x.match_id = m.id and x.state = 'offered';
  m := public.match_recount(m.id);
  perform public.notify_match_players(m, caller, 'match_kept',
    format('%s kept the court: your match goes ahead', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)),
    public.said('notice_match_kept', jsonb_build_object('person', public.person_value(
      (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller)))));
  return public.rpc_result('kept',
    format('The court is kept: %s more is yours to pay.', public.money_text(rest, b.currency)),
    jsonb_build_object('match', public.match_json(m.id), 'amount', rest, 'currency', b.currency,
                       'balance', public.wallet_balance(caller, b.currency))
    || public.said('server_match_kept_paying', jsonb_build_object('amount', public.money_value(rest, b.currency))));
exception when sqlstate 'PT402' then
  return sqlerrm::jsonb;
end;
$$;
comment on function public.keep_match_court(uuid, uuid, text) is
  'A player in a match not yet full keeps the court: the free places'' shares become theirs, and the match no longer waits for players.';
revoke execute on function public.keep_match_court(uuid, uuid, text) from public, anon;
grant execute on function public.keep_match_court(uuid, uuid, text) to authenticated;

create function public.post_match_message(p_match_id uuid, p_body text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  body text := nullif(btrim(p_body), '');
  posted public.open_match_messages;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in to take part in matches.', public.said('server_not_signed_in_match'));
  end if;
  if body is null or char_length(body) > 500 then
    return public.rpc_result('invalid_request', 'Please write a message of up to 500 characters.', public.said('server_invalid_request_match_message'));
  end if;
  if p_match_id is null or not public.plays_in_match(p_match_id) then
    return public.unknown_match();
  end if;
  -- A busy thread is a short one: 200 messages per match.
  if (select count(*) from public.open_match_messages t where t.match_id = p_match_id) >= 200 then
    return public.rpc_result('thread_full', 'This match''s thread is full.', public.said('server_match_thread_full'));
  end if;
  insert into public.open_match_messages (match_id, author_id, body) values (p_match_id, caller, body) returning * into posted;
  return public.rpc_result('posted', 'Message sent.', jsonb_build_object('message', jsonb_build_object(
    'id', posted.id, 'author_id', caller,
    'author', (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = caller),
    'body', posted.body, 'created_at', posted.created_at)) || public.said('server_match_posted'));
end;
$$;
comment on function public.post_match_message(uuid, text) is 'A player of a match writes to its thread (players in and the organiser only).';
revoke execute on function public.post_match_message(uuid, text) from public, anon;
grant execute on function public.post_match_message(uuid, text) to authenticated;

-- -----------------------------------------------------------------------------
-- Staff
-- -----------------------------------------------------------------------------
create function public.cancel_match(p_match_id uuid, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  answer jsonb;
  reason text := nullif(btrim(p_reason), '');
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if char_length(reason) > 300 then
    return public.rpc_result('invalid_request', 'Please keep the reason under 300 characters.', public.said('server_invalid_request_reason_300'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id;
  if not found or not public.is_club_staff(m.club_id) then
    return coalesce(public.super_admin_two_step_refusal(),
      public.rpc_result('not_allowed', 'Only the club''s staff can cancel a match.', public.said('server_match_not_staff')));
  end if;
  if m.status = 'cancelled' then
    return public.rpc_result('already_cancelled', 'This match is already cancelled.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_already_cancelled'));
  end if;
  -- The booking is cancelled as the desk cancels one in full: the trigger refunds every share, the organiser's too.
  answer := public.cancel_booking(m.booking_id, 'full', reason);
  if answer ->> 'status' <> 'cancelled' then
    return answer;
  end if;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'cancel_match', 'open_matches', m.id::text, m.club_id,
          jsonb_build_object('booking_id', m.booking_id, 'organiser_id', m.organiser_id, 'reason', reason));
  return public.rpc_result('cancelled', 'Match cancelled: every player''s share is refunded.',
    jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_cancelled'));
end;
$$;
comment on function public.cancel_match(uuid, text) is 'Club staff cancel a match: its booking is cancelled in full and every share refunded; audited.';
revoke execute on function public.cancel_match(uuid, text) from public, anon;
grant execute on function public.cancel_match(uuid, text) to authenticated;

create function public.take_share_payment(p_match_id uuid, p_member_id uuid, p_method text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  m public.open_matches;
  p public.open_match_places;
  b public.bookings;
  who text;
  words jsonb;
begin
  if caller is null then
    return public.rpc_result('not_signed_in', 'Please sign in again.', public.said('server_not_signed_in_again'));
  end if;
  if p_match_id is null or p_member_id is null then
    return public.unknown_match();
  end if;
  if p_method is null or p_method not in ('cash', 'card_terminal') then
    return public.rpc_result('invalid_request', 'Please say how the player paid: cash or card terminal.',
      public.said('server_invalid_request_pay_method'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id;
  if not found or not public.is_club_staff(m.club_id) then
    return coalesce(public.super_admin_two_step_refusal(),
      public.rpc_result('not_allowed', 'Only the club''s staff can take payments.', public.said('server_not_allowed_take_payment')));
  end if;
  if p_member_id = caller then
    return public.rpc_result('own_booking',
      'You cannot take payment for your own share: another staff member of the club must take it.', public.said('server_own_share_payment'));
  end if;
  select * into m from public.open_matches x where x.id = p_match_id for update;
  select * into p from public.open_match_places x where x.match_id = m.id and x.member_id = p_member_id;
  if not found or p.due = 0 then
    return public.rpc_result('already_paid', 'Nothing is due for this share.',
      jsonb_build_object('match', public.match_json(m.id)) || public.said('server_share_nothing_due'));
  end if;
  select * into b from public.bookings x where x.id = m.booking_id;
  select public.person_name(f.first_name, f.last_name, f.username) into who from public.profiles f where f.id = p_member_id;
  words := public.match_words(m);
  insert into public.desk_payments (club_id, booking_id, member_id, kind, amount, currency, description, description_message, created_by, method)
  values (m.club_id, m.booking_id, p_member_id, 'share_payment', p.due, b.currency,
          left(format('Share paid at the desk (%s): %s, %s', replace(p_method, '_', ' '), coalesce(who, 'member'), words ->> 'english'), 200),
          public.said('ledger_share_paid_at_desk', jsonb_build_object(
            'court', words -> 'court', 'club', words -> 'club', 'date', words -> 'date', 'slot', words -> 'slot', 'person', public.person_value(coalesce(who, '')), 'method', public.said('server_pay_method_' || p_method))),
          caller, p_method);
  update public.open_match_places x set paid = x.paid + x.due, due = 0, updated_at = now()
  where x.match_id = m.id and x.member_id = p_member_id;
  insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
  values (caller, 'take_share_payment', 'open_matches', m.id::text, m.club_id,
          jsonb_build_object('member_id', p_member_id, 'amount', p.due, 'currency', b.currency, 'method', p_method));
  return public.rpc_result('taken', format('%s taken.', public.money_text(p.due, b.currency)),
    jsonb_build_object('match', public.match_json(m.id), 'amount', p.due, 'currency', b.currency)
    || public.said('server_share_taken', jsonb_build_object('amount', public.money_value(p.due, b.currency))));
end;
$$;
comment on function public.take_share_payment(uuid, uuid, text) is
  'The desk takes a player''s share due at the club: once, audited, never for the staff member''s own share.';
revoke execute on function public.take_share_payment(uuid, uuid, text) from public, anon;
grant execute on function public.take_share_payment(uuid, uuid, text) to authenticated;

-- The staff's new actions in the audit log.
create or replace function public.audit_action_labels()
returns table (action text, label text)
language sql
immutable
set search_path = ''
as $$
  select * from (values
    ('book_for_member', 'Booking for a member'),
    ('book_walk_in', 'Walk-in booking'),
    ('cancel_for_member', 'Cancellation'),
    ('move_booking', 'Booking moved'),
    ('check_in', 'Check-in'),
    ('no_show', 'No-show'),
    ('confirm_top_up', 'Top-up confirmed'),
    ('take_booking_payment', 'Payment taken at the desk'),
    ('set_payment_rules', 'Payment rules'),
    ('block_court_slots', 'Court-slots blocked'),
    ('unblock_court_slots', 'Block lifted'),
    ('add_club_closure', 'Closure day added'),
    ('remove_club_closure', 'Closure day removed'),
    ('add_court', 'Court added'),
    ('update_court', 'Court changed'),
    ('court_in_service', 'Court back in service'),
    ('court_out_of_service', 'Court out of service'),
    ('set_court_prices', 'Court prices'),
    ('update_club_details', 'Club details'),
    ('set_opening_hours', 'Opening hours'),
    ('set_peak_rule', 'Peak rule'),
    ('set_cancellation_policy', 'Cancellation policy'),
    ('add_member_note', 'Staff note added'),
    ('delete_member_note', 'Staff note deleted'),
    ('create_tournament', 'Tournament published'),
    ('close_registration', 'Tournament registration closed'),
    ('record_tournament_result', 'Tournament result'),
    ('create_club', 'Club created'),
    ('set_club_active', 'Club deactivated or reactivated'),
    ('appoint_club_owner', 'Club owner appointed'),
    ('invite_club_owner', 'Club owner invited'),
    ('accept_club_owner', 'Owner invitation accepted'),
    ('refuse_club_owner', 'Owner invitation refused'),
    ('remove_club_owner', 'Club owner removed'),
    ('set_player_role', 'Role changed'),
    ('ban_player', 'Player banned'),
    ('unban_player', 'Ban lifted'),
    ('set_country_defaults', 'Country defaults'),
    ('record_match_result', 'Match result recorded'),
    ('confirm_match_result', 'Match result settled'),
    ('cancel_match', 'Match cancelled'),
    ('take_share_payment', 'Match share taken at the desk')
  ) as kinds (action, label);
$$;

create or replace function public.audit_action_label_message(p_action text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case p_action
    when 'book_for_member' then public.said('server_audit_action_book_for_member')
    when 'book_walk_in' then public.said('server_audit_action_book_walk_in')
    when 'cancel_for_member' then public.said('server_audit_action_cancel_for_member')
    when 'move_booking' then public.said('server_audit_action_move_booking')
    when 'check_in' then public.said('server_audit_action_check_in')
    when 'no_show' then public.said('server_audit_action_no_show')
    when 'confirm_top_up' then public.said('server_audit_action_confirm_top_up')
    when 'take_booking_payment' then public.said('server_audit_action_take_booking_payment')
    when 'set_payment_rules' then public.said('server_audit_action_set_payment_rules')
    when 'block_court_slots' then public.said('server_audit_action_block_court_slots')
    when 'unblock_court_slots' then public.said('server_audit_action_unblock_court_slots')
    when 'add_club_closure' then public.said('server_audit_action_add_club_closure')
    when 'remove_club_closure' then public.said('server_audit_action_remove_club_closure')
    when 'add_court' then public.said('server_audit_action_add_court')
    when 'update_court' then public.said('server_audit_action_update_court')
    when 'court_in_service' then public.said('server_audit_action_court_in_service')
    when 'court_out_of_service' then public.said('server_audit_action_court_out_of_service')
    when 'set_court_prices' then public.said('server_audit_action_set_court_prices')
    when 'update_club_details' then public.said('server_audit_action_update_club_details')
    when 'set_opening_hours' then public.said('server_audit_action_set_opening_hours')
    when 'set_peak_rule' then public.said('server_audit_action_set_peak_rule')
    when 'set_cancellation_policy' then public.said('server_audit_action_set_cancellation_policy')
    when 'add_member_note' then public.said('server_audit_action_add_member_note')
    when 'delete_member_note' then public.said('server_audit_action_delete_member_note')
    when 'create_tournament' then public.said('server_audit_action_create_tournament')
    when 'close_registration' then public.said('server_audit_action_close_registration')
    when 'record_tournament_result' then public.said('server_audit_action_record_tournament_result')
    when 'create_club' then public.said('server_audit_action_create_club')
    when 'set_club_active' then public.said('server_audit_action_set_club_active')
    when 'appoint_club_owner' then public.said('server_audit_action_appoint_club_owner')
    when 'invite_club_owner' then public.said('server_audit_action_invite_club_owner')
    when 'accept_club_owner' then public.said('server_audit_action_accept_club_owner')
    when 'refuse_club_owner' then public.said('server_audit_action_refuse_club_owner')
    when 'remove_club_owner' then public.said('server_audit_action_remove_club_owner')
    when 'set_player_role' then public.said('server_audit_action_set_player_role')
    when 'ban_player' then public.said('server_audit_action_ban_player')
    when 'unban_player' then public.said('server_audit_action_unban_player')
    when 'set_country_defaults' then public.said('server_audit_action_set_country_defaults')
    when 'record_match_result' then public.said('server_audit_action_record_match_result')
    when 'confirm_match_result' then public.said('server_audit_action_confirm_match_result')
    when 'cancel_match' then public.said('server_audit_action_cancel_match')
    when 'take_share_payment' then public.said('server_audit_action_take_share_payment')
  end;
$$;

-- The stored English of the new ledger lines and notifications, as the other forms are read.
create or replace function public.stored_text_forms()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object('key', f.key, 'words', to_jsonb(w.words), 'names', to_jsonb(n.names),
                                      'shapes', to_jsonb(n.shapes), 'pattern', p.pattern)
                   order by char_length(array_to_string(w.words, '')) desc, f.key)
  from (values
    ('ledger_booking', 'Court {court} booking, {club}, {date} {slot}'),
    ('ledger_refund', 'Refund: court {court}, {club}, {date} {slot}'),
    ('ledger_refund_closed', 'Refund (club closed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up', 'Wallet top-up'),
    ('ledger_entry_fee', 'Entry fee: {tournament}'),
    ('ledger_entry_fee_refund', 'Entry fee refund: {tournament}'),
    ('ledger_entry_fee_refund_cancelled', 'Entry fee refund: {tournament} (cancelled)'),
    ('ledger_entry_fee_refund_declined', 'Entry fee refund: {tournament} (invitation declined)'),
    ('ledger_entry_fee_refund_expired', 'Entry fee refund: {tournament} (invitation not accepted in time)'),
    ('ledger_walk_in', 'Walk-in: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund', 'Walk-in refund: {guest}, court {court}, {date} {slot}'),
    ('ledger_walk_in_refund_closed', 'Walk-in refund (club closed): {guest}, court {court}, {date} {slot}'),
    ('ledger_booking_moved', 'Booking moved: {now}, was {was}'),
    ('ledger_walk_in_moved', 'Walk-in moved: {guest}, {now}, was {was}'),
    ('ledger_paid_at_desk', 'Paid at the desk ({method}): {person}, court {court}, {date} {slot}'),
    ('ledger_paid_by_card', 'Paid by card online: {person}, court {court}, {date} {slot}'),
    ('ledger_refund_card', 'Refund to card: court {court}, {club}, {date} {slot}'),
    ('ledger_card_payment_to_wallet', 'Card payment to the wallet (the booking was cancelled, paid or changed): court {court}, {club}, {date} {slot}'),
    ('ledger_top_up_card', 'Wallet top-up by card'),
    ('notice_summary', 'Court {court} at {club}, {day}, {slot}'),
    ('notice_summary_sentence', '{booking}.'),
    ('notice_booking_confirmed', 'Booking confirmed'),
    ('notice_booking_cancelled', 'Booking cancelled'),
    ('notice_booking_moved', 'Booking moved'),
    ('notice_top_up_confirmed', 'Top-up confirmed'),
    ('notice_booked_by_staff', 'Booked for you by club staff.'),
    ('notice_cancelled_by_staff', 'Cancelled by club staff.'),
    ('notice_refunded', '{amount} refunded to your balance.'),
    ('notice_refunded_card', '{amount} will be refunded to your card.'),
    ('notice_no_refund', 'No refund.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hour before the start.'),
    ('notice_no_refund_late', 'No refund: it was cancelled less than {hours} hours before the start.'),
    ('notice_moved_body', '{was} is now {now}.'),
    ('notice_moved_charged', '{amount} was charged to your balance.'),
    ('notice_moved_refunded', '{amount} was refunded to your balance.'),
    ('notice_top_up_added', '{amount} added to your balance.'),
    ('notice_match_confirmed', 'Match result confirmed'),
    ('notice_match_to_confirm', 'Confirm a match result'),
    ('notice_match_disputed', 'Match result disputed'),
    ('notice_match_won', 'You won {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost', 'You lost {score} at {club}. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won', '{name} reported that you won {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost', '{name} reported that you lost {score} at {club} on {day}. Confirm it or dispute it.'),
    ('notice_match_disputed_body', '{name} disputed the result you recorded ({score}): "{reason}"'),
    ('notice_draw_published', 'Draw published: {tournament}'),
    ('notice_tournament_cancelled', '{tournament} is cancelled'),
    ('notice_bracket_out', 'Registration has closed and the bracket is out: {teams} teams, starting {day}.'),
    ('notice_schedule_out', 'Registration has closed and the schedule is out: {teams} teams, starting {day}.'),
    ('notice_too_few_teams', 'Fewer than two teams registered, so it will not take place. Entry fees have been refunded to the wallets they came from.'),
    ('notice_registered_title', 'Registered for {tournament}'),
    ('notice_registered_body', '{names} registered you both for {tournament}, starting {day}.'),
    ('notice_withdrawn_title', 'Withdrawn from {tournament}'),
    ('notice_withdrawn_body', '{names} withdrew your team from {tournament}.'),
    ('notice_fee_refunded', 'The entry fee of {amount} has been refunded.'),
    ('notice_fee_refunded_wallet', 'The entry fee of {amount} has been refunded to your wallet.'),
    ('notice_winners_title', 'Winners: {tournament}'),
    ('notice_you_won', 'You won {tournament}. Congratulations!'),
    ('notice_team_won', '{names} won {tournament}.'),
    ('notice_result_title', 'Result: {tournament}'),
    ('notice_result_body', '{winners} beat {losers} {score}.'),
    ('notice_invitation_title', 'Invitation: {tournament}'),
    ('notice_invitation_body', '{name} invited you to play {tournament} together, starting {day}. Accept or decline before registration closes.'),
    ('notice_invitation_accepted_title', 'Invitation accepted: {tournament}'),
    ('notice_invitation_accepted_body', '{name} accepted: your team is entered in {tournament}.'),
    ('notice_invitation_declined_title', 'Invitation declined: {tournament}'),
    ('notice_invitation_declined_body', '{name} declined to play {tournament} with you.'),
    ('notice_invitation_expired_title', 'Invitation expired: {tournament}'),
    ('notice_invitation_expired_body', 'Your partner did not accept before registration closed, so your team is not in {tournament}.'),
    ('notice_registration_open_title', 'Registration open: {tournament}'),
    ('notice_registration_open_knockout', 'Knockout at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_round_robin', 'Round robin at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_registration_open_americano', 'Americano at {club} from {day}. Registration closes {closes}, {closes_time}. Entry {fee} per team.'),
    ('notice_match_won_own_club', 'You won {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_lost_own_club', 'You lost {score} at your club. Your rating went from {before} to {after} ({delta}).'),
    ('notice_match_reported_won_own_club', '{name} reported that you won {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_reported_lost_own_club', '{name} reported that you lost {score} at your club on {day}. Confirm it or dispute it.'),
    ('notice_match_won_friendly', 'You won {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly', 'You lost {score} at {club}. It is a friendly: it does not count for ratings.'),
    ('notice_match_won_friendly_own_club', 'You won {score} at your club. It is a friendly: it does not count for ratings.'),
    ('notice_match_lost_friendly_own_club', 'You lost {score} at your club. It is a friendly: it does not count for ratings.'),
    ('ledger_match_share', 'Match share: court {court}, {club}, {date} {slot}'),
    ('ledger_match_share_refund', 'Match share refunded: court {court}, {club}, {date} {slot}'),
    ('ledger_match_unfilled_refund', 'Refund (match not full): court {court}, {club}, {date} {slot}'),
    ('ledger_match_shared', 'Court shared, the other players'' shares back: court {court}, {club}, {date} {slot}'),
    ('ledger_share_paid_at_desk', 'Share paid at the desk ({method}): {person}, court {court}, {club}, {date} {slot}'),
    ('notice_match_added', '{person} added you to a match: pay your share of {amount}'),
    ('notice_match_request', '{person} asks to join your match'),
    ('notice_match_joined', '{person} joined your match'),
    ('notice_match_left', '{person} left your match'),
    ('notice_match_kept', '{person} kept the court: your match goes ahead'),
    ('notice_match_accepted', 'You are in: your request to join a match was accepted'),
    ('notice_match_accepted_pay', 'You are in: your request to join a match was accepted, and your share is yours to pay'),
    ('notice_match_declined', 'Your request to join a match was declined'),
    ('notice_match_full', 'Your match is full'),
    ('notice_match_offer', 'A place is free in a match you wait for: it is offered to you first'),
    ('notice_match_place_taken', 'Your place was taken: your share is refunded'),
    ('notice_match_cancelled', 'Match cancelled: every share is refunded'),
    ('notice_match_unfilled', 'Match cancelled: it was not full in time, and every share is refunded'),
    ('notice_match_unpaid_shares', 'Unpaid shares of your match are yours: {amount}'),
    ('notice_match_reminder', 'Your match starts soon')
  ) as f (key, english)
  cross join lateral (select regexp_split_to_array(f.english, '\{\w+\}') as words) w
  cross join lateral (
    select coalesce(array_agg(m.found[1] order by m.n), '{}') as names,
           coalesce(array_agg(case
             -- to_char's 'YYYY-MM-DD', 'Dy FMDD Mon YYYY', 'FMDD Mon YYYY', 'Dy DD Mon', 'Dy FMDD Mon' and 'FMDD Mon'.
             when m.found[1] in ('date', 'day', 'closes') then '\d{4}-\d{2}-\d{2}|(?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}(?: \d{4})?'
             -- public.booking_summary: notice_summary's "Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30".
             when m.found[1] in ('booking', 'was', 'now') then 'Court \d+ at .+?, (?:[A-Z][a-z]{2} )?\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} - \d{1,2}:\d{2}'
             -- public.money_text: "€12.00", "-£1,250.00", "CHF 12.00".
             when m.found[1] in ('amount', 'fee') then '-?(?:€|£|\$|[A-Z]{3} )\d{1,3}(?:,\d{3})*\.\d{2}'
             when m.found[1] in ('court', 'teams', 'hours') then '\d+'
             when m.found[1] = 'slot' then '\d{1,2}:\d{2} - \d{1,2}:\d{2}'
             when m.found[1] = 'closes_time' then '\d{1,2}:\d{2}'
             when m.found[1] = 'score' then '\d+-\d+(?: \d+-\d+)*'
             when m.found[1] in ('before', 'after') then '\d+(?:\.\d+)?'
             when m.found[1] = 'delta' then '[+-]?\d+(?:\.\d+)?' end order by m.n), '{}') as shapes
    from regexp_matches(f.english, '\{(\w+)\}', 'g') with ordinality as m (found, n)) n
  cross join lateral (
    select '^' || string_agg(regexp_replace(w.words[i], '([]^$.*+?(){}|\\[])', '\\\1', 'g')
                             || case when i < cardinality(w.words) then '(' || coalesce(n.shapes[i], '.+?') || ')' else '' end,
                             '' order by i) || '$' as pattern
    from generate_subscripts(w.words, 1) as i) p;
$$;

-- Helpers are the calls' own.
revoke execute on function public.player_level(uuid) from public, anon, authenticated;
revoke execute on function public.match_words(public.open_matches) from public, anon, authenticated;
revoke execute on function public.notify_match(uuid, public.open_matches, text, text, jsonb) from public, anon, authenticated;
revoke execute on function public.notify_match_players(public.open_matches, uuid, text, text, jsonb) from public, anon, authenticated;
revoke execute on function public.match_places_taken(uuid) from public, anon, authenticated;
revoke execute on function public.match_free_position(uuid) from public, anon, authenticated;
revoke execute on function public.match_refund_place(public.open_matches, public.open_match_places, numeric, uuid) from public, anon, authenticated;
revoke execute on function public.match_charge_place(public.open_matches, public.open_match_places, public.pay_way, uuid) from public, anon, authenticated;
revoke execute on function public.match_refund_leaver(public.open_matches, numeric, uuid) from public, anon, authenticated;
revoke execute on function public.match_recount(uuid) from public, anon, authenticated;
revoke execute on function public.match_offer_next(public.open_matches) from public, anon, authenticated;
revoke execute on function public.match_json(uuid) from public, anon, authenticated;
revoke execute on function public.match_visible(public.open_matches) from public, anon, authenticated;
revoke execute on function public.unknown_match() from public, anon, authenticated;
revoke execute on function public.settle_match(uuid) from public, anon, authenticated;
