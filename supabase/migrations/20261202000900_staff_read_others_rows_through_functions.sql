-- =============================================================================
-- Every row a role may select through the API is a row it may filter with a
-- regex (PostgREST's match/imatch), and a backtracking regex over thousands of
-- rows holds a database connection until the statement timeout. Staff and super
-- admins could read other people's rows of tables with free text (transaction
-- descriptions, guest names, notes, audit details, names) straight from the
-- tables, though the app shows them those rows only through security definer
-- functions (club ledger, desk, member card, audit log, admin players).
--
-- From here, through the API everyone reads only their own rows of these
-- tables: their bookings (as member, booker or player), their transactions,
-- their own actions, their own profile. Staff read their clubs' rows through the
-- functions, as the app always has; desk payments and notes on members have no
-- direct reader at all.
-- =============================================================================

drop policy "Club staff can read their clubs' bookings" on public.bookings;
drop policy "Club staff can read their clubs' transactions" on public.transactions;
drop policy "Club staff can read their clubs' desk payments" on public.desk_payments;
drop policy "Club staff can read their clubs' notes on members" on public.member_notes;

drop policy "Staff can read their own actions and super admins all" on public.audit_log;
create policy "Staff can read their own actions"
  on public.audit_log for select
  to authenticated
  using (actor_id = (select auth.uid()));

drop policy "Users can read their own profile and super admins can read all" on public.profiles;
create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

comment on table public.desk_payments is
  'Append-only: money the desk took (walk-in guests) or gave back (their refunds, move differences), in the club''s currency. Not readable through the API: the desk and ledger functions show it to staff.';
comment on table public.member_notes is
  'What a club''s staff note about a member (at most 1,000 characters). Shown to that club''s staff only, through the member card functions, never to the member and never as a table; written and deleted through add_member_note and delete_member_note, both audited.';
