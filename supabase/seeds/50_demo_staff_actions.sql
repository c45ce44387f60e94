-- A few staff actions made the way the desk makes them, through the RPCs as the demo staff, so a new demo's audit
-- log reads like a club's first days: the club owner notes something about a Madrid regular and takes a court out
-- for maintenance three weeks ahead; the country owner confirms Spain's defaults for new clubs. The rows are the
-- RPCs' own; nothing here writes audit_log. A refusal (say, a closure on that day) is reported, not fatal: the demo
-- starts either way, and tests/stack/db-seed.test.ts holds the seed to all three.
do $$
declare
  madrid constant uuid := 'c0000000-0000-4000-8000-000000000001';
  club_owner constant uuid := 'd0000000-0000-4000-8000-000000000003';
  country_owner constant uuid := 'd0000000-0000-4000-8000-000000000002';
  member uuid;
  answer jsonb;
  later date := (now() at time zone 'Europe/Madrid')::date + 21;
  court uuid;
  first_slot int;
begin
  -- A regular of the club other than the demo member, whose card the demo (and its tests) keep without notes.
  select p.id into member from public.profiles p
  where p.home_club_id = madrid and p.role = 'member' and p.id <> 'd0000000-0000-4000-8000-000000000004'
  order by p.username limit 1;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', club_owner, 'role', 'authenticated', 'aal', 'aal1')::text, true);
  answer := public.add_member_note('d2000000-0000-4000-8000-000000000001', madrid, member,
    'Prefers evening slots; asks for court 1 when it is free.');
  if answer ->> 'status' <> 'added' then raise warning 'demo note not added: %', answer; end if;

  select k.id into court from public.courts k where k.club_id = madrid order by k.number desc limit 1;
  select s.id into first_slot from public.slots s order by s.starts_at limit 1;
  answer := public.block_court_slots(madrid, array[court], array[first_slot], later, later, false, 'maintenance',
    'New net and line repainting');
  if answer ->> 'status' <> 'blocked' then raise warning 'demo block not made: %', answer; end if;

  perform set_config('request.jwt.claims', jsonb_build_object('sub', country_owner, 'role', 'authenticated', 'aal', 'aal1')::text, true);
  answer := (select public.set_country_defaults('ES', k.default_full_refund_hours, coalesce(to_char(k.default_peak_starts_at, 'HH24:MI'), ''), k.default_peak_weekdays::int[])
             from public.countries k where k.code = 'ES');
  if answer ->> 'status' <> 'saved' then raise warning 'demo country defaults not saved: %', answer; end if;

  perform set_config('request.jwt.claims', '', true);
end $$;
