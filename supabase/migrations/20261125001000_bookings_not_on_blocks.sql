-- =============================================================================
-- A blocked court-slot holds no confirmed booking, whichever path writes it.
--
-- book_court, book_walk_in and move_booking ask slot_unavailable before they write, but a block made between
-- that question and the write would otherwise land beside the booking. block_court_slots holds its courts'
-- rows for update until it commits; this trigger takes the court row for key share (as the foreign key check
-- of an insert does) and so waits for that block, then looks again with a fresh snapshot. The other order is
-- covered by block_court_slots: its lock waits for a booking in flight, whose row it then sees.
-- =============================================================================

create function public.bookings_not_on_blocks()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.courts k where k.id = new.court_id for key share;
  if exists (select 1 from public.court_blocks x
             where x.court_id = new.court_id and x.date = new.date and x.slot_id = new.slot_id) then
    -- PT409: PostgREST answers 409 with this sentence should a caller not catch it (book_court, in a race).
    raise exception 'Unavailable: this court cannot be booked at that time.' using errcode = 'PT409';
  end if;
  return null;
end;
$$;
comment on function public.bookings_not_on_blocks() is
  'Trigger: refuses a confirmed booking on a blocked court-slot (SQLSTATE PT409), after waiting for any block being written on that court.';
revoke execute on function public.bookings_not_on_blocks() from public, anon, authenticated;

create trigger bookings_not_on_blocks
  after insert or update of court_id, date, slot_id, status on public.bookings
  for each row when (new.status = 'confirmed')
  execute function public.bookings_not_on_blocks();
