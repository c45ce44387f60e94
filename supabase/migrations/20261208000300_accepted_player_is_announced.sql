-- When the organiser accepts a player who asked to join, the match's other players are told who joined, as they are
-- when a player inside the level range joins at once.

create or replace function public.answer_match_request(p_match_id uuid, p_member_id uuid, p_accept boolean)
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
  who uuid;
  joined text;
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
  -- The match's other players learn who joined, as when a player joins at once (the organiser knows: they accepted).
  joined := (select public.person_name(f.first_name, f.last_name, f.username) from public.profiles f where f.id = p_member_id);
  for who in
    select x.member_id from public.open_match_places x
    where x.match_id = m.id and x.state = 'in' and x.member_id <> caller and x.member_id <> p_member_id
  loop
    perform public.notify_match(who, m, 'match_joined', format('%s joined your match', joined),
      public.said('notice_match_joined', jsonb_build_object('person', public.person_value(joined))));
  end loop;
  if m.status = 'full' then
    perform public.notify_match_players(m, null, 'match_full', 'Your match is full', public.said('notice_match_full'));
  end if;
  return public.rpc_result('accepted', 'Request accepted.', jsonb_build_object('match', public.match_json(m.id)) || public.said('server_match_accepted'));
end;
$$;

