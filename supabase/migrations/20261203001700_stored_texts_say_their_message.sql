-- =============================================================================
-- Stored texts written before the server named their messages keep working:
-- ledger lines (transactions.description), desk payments and notifications
-- (title, body) stored in English only, the demo seed's among them, get their
-- message named once, so the app says them in the reader's language from a
-- key and values like every newer row. The English is read the way
-- src/lib/stored-text.ts reads it: each message of messages/member/ledger and
-- messages/member/notice (each plural form too) is a form whose placeholders
-- are the values read back, the form with the most words first. Values take
-- public.said's shapes: amounts as money, to_char days as days, people's names
-- as people, counts as numbers. A notification body the SQL strings together
-- from sentences is named sentence by sentence: notice_sentences, whose one
-- value is the sentences in a row, each its own message. A text no form reads
-- keeps no message, and the app shows it as stored.
-- =============================================================================

-- The forms, the most words first: each message's key, the words around its values (the English as the SQL
-- wrote it, split at its placeholders), its placeholders in order, the shape of each value where the SQL gives it
-- one (a name, a club's, a tournament's or a person's, and a reason are anything at all), and the regular
-- expression reading the whole text.
create function public.stored_text_forms()
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
    ('notice_summary', 'Court {court} at {club}, {day}, {slot}'),
    ('notice_summary_sentence', '{booking}.'),
    ('notice_booking_confirmed', 'Booking confirmed'),
    ('notice_booking_cancelled', 'Booking cancelled'),
    ('notice_booking_moved', 'Booking moved'),
    ('notice_top_up_confirmed', 'Top-up confirmed'),
    ('notice_booked_by_staff', 'Booked for you by club staff.'),
    ('notice_cancelled_by_staff', 'Cancelled by club staff.'),
    ('notice_refunded', '{amount} refunded to your balance.'),
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
    ('notice_match_lost_friendly_own_club', 'You lost {score} at your club. It is a friendly: it does not count for ratings.')
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
comment on function public.stored_text_forms() is
  'The English forms of the ledger_* and notice_* messages stored texts were written in, read by stored_text_message.';
revoke execute on function public.stored_text_forms() from public, anon, authenticated;

-- The message p_text says as the form p_form (one of stored_text_forms()), or null when it is not that form's
-- English or a value in it is not of its kind. A club's or tournament's name is read as never running over the end
-- of a sentence (p_lenient false: "{names} withdrew your team from {tournament}." must not swallow the sentence
-- after it) or as holding a full stop ("Jr. Open", p_lenient true); a person's name or a quoted reason may hold
-- anything. p_forms: the forms a booking summary inside the text is read with.
create function public.stored_text_said(p_form jsonb, p_text text, p_near timestamptz, p_forms jsonb, p_lenient boolean)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  months constant text := 'JanFebMarAprMayJunJulAugSepOctNovDec';
  weekdays constant text := 'SunMonTueWedThuFriSat';
  words jsonb := p_form -> 'words';
  values_count int := jsonb_array_length(p_form -> 'words') - 1;
  near date := coalesce(p_near, now())::date;
  found text[] := '{}';
  shape text;
  at int;
  width int;
  parts text[];
  name text;
  raw text;
  said_values jsonb := '{}';
  value jsonb;
  month_number int;
  day_number int;
  candidate date;
  read_day date;
begin
  -- The words before the first value and after the last rule most texts out before any regular expression.
  if not starts_with(p_text, words ->> 0) or right(p_text, char_length(words ->> -1)) <> words ->> -1 then
    return null;
  end if;
  if values_count = 0 then
    return case when p_text = words ->> 0 then public.said(p_form ->> 'key') end;
  end if;
  if p_text !~ (p_form ->> 'pattern') then
    return null;
  end if;

  -- Each value up to the first place the words after it stand, and of its shape: read that way, the text needs
  -- no regular expression's groups (costly); else as the pattern reads it.
  at := char_length(words ->> 0) + 1;
  for i in 1 .. values_count loop
    shape := p_form -> 'shapes' ->> (i - 1);
    width := case when i < values_count then strpos(substr(p_text, at + 1), words ->> i)
                  else char_length(p_text) - char_length(words ->> i) - at + 1 end;
    if width < 1 or (shape is not null and substr(p_text, at, width) !~ ('^(?:' || shape || ')$')) then
      found := regexp_match(p_text, p_form ->> 'pattern');
      exit;
    end if;
    found := found || substr(p_text, at, width);
    at := at + width + char_length(words ->> i);
  end loop;

  for i in 1 .. values_count loop
    name := p_form -> 'names' ->> (i - 1);
    raw := found[i];
    value := null;
    if name in ('name', 'names', 'winners', 'losers', 'guest') then
      value := public.person_value(raw);
    elsif name in ('date', 'day', 'closes') then
      -- Without a year, the one that puts the day nearest the row's own date, on the weekday shown.
      parts := regexp_match(raw, '^(\d{4})-(\d{2})-(\d{2})$');
      if parts is not null then
        parts := array[null, parts[3], case when parts[2]::int between 1 and 12 then substr(months, parts[2]::int * 3 - 2, 3) end, parts[1]];
      else
        parts := regexp_match(raw, '^(?:([A-Z][a-z]{2}) )?(\d{1,2}) ([A-Z][a-z]{2})(?: (\d{4}))?$');
      end if;
      month_number := (strpos(months, parts[3]) + 2) / 3;
      day_number := parts[2]::int;
      read_day := null;
      if strpos(months, parts[3]) % 3 = 1 and (parts[1] is null or strpos(weekdays, parts[1]) % 3 = 1) then
        for year in coalesce(parts[4]::int, extract(year from near)::int - 1) .. coalesce(parts[4]::int, extract(year from near)::int + 1) loop
          continue when year < 1 or day_number < 1
                     or day_number > extract(day from make_date(year, month_number, 1) + interval '1 month - 1 day');
          candidate := make_date(year, month_number, day_number);
          continue when parts[1] is not null and extract(dow from candidate) <> strpos(weekdays, parts[1]) / 3;
          if read_day is null or abs(candidate - near) < abs(read_day - near) then
            read_day := candidate;
          end if;
        end loop;
      end if;
      value := case when read_day is not null then public.day_value(read_day) end;
    elsif name in ('booking', 'was', 'now') then
      value := public.stored_text_message(raw, p_near, 'notice_summary', p_forms, p_lenient, true);
    elsif name in ('amount', 'fee') then
      parts := regexp_match(raw, '^(-?)(€|£|\$|([A-Z]{3}) )([0-9,]+\.\d{2})$');
      value := public.money_value(replace(parts[4], ',', '')::numeric * case when parts[1] = '-' then -1 else 1 end,
                                  case parts[2] when '€' then 'EUR' when '£' then 'GBP' when '$' then 'USD' else parts[3] end);
    elsif name in ('court', 'teams', 'hours') then
      value := to_jsonb(raw::numeric);
    elsif p_lenient or name = 'reason' or raw !~ '[.!?]\s' then
      value := to_jsonb(raw);
    end if;
    if value is null then
      return null;
    end if;
    said_values := said_values || jsonb_build_object(name, value);
  end loop;
  return public.said(p_form ->> 'key', said_values);
end;
$$;
comment on function public.stored_text_said(jsonb, text, timestamptz, jsonb, boolean) is
  'The message (public.said) an English ledger line or notification says as one of stored_text_forms(), or null. Internal: read by stored_text_message and fill_stored_messages.';
revoke execute on function public.stored_text_said(jsonb, text, timestamptz, jsonb, boolean) from public, anon, authenticated;

-- The message a stored English text says (public.said), or null when it is none of the forms. p_kind: 'ledger'
-- or 'notice' (the messages of that part), or one message's key; p_forms: stored_text_forms() (or those of them
-- that can be met), given once for many rows. p_whole: one message, not sentences in a row. Names are first read
-- as never running over the end of a sentence, then as holding a full stop (see stored_text_said); unset,
-- p_lenient tries both in turn.
create function public.stored_text_message(
  p_text text,
  p_near timestamptz,
  p_kind text,
  p_forms jsonb default null,
  p_lenient boolean default null,
  p_whole boolean default false
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  forms jsonb := coalesce(p_forms, public.stored_text_forms());
  step text;
  form jsonb;
  found jsonb;
  head jsonb;
  tail jsonb;
  cut int;
  from_at int;
begin
  if p_text is null or p_text = '' then
    return null;
  end if;
  if p_lenient is null then
    return coalesce(public.stored_text_message(p_text, p_near, p_kind, forms, false, p_whole),
                    public.stored_text_message(p_text, p_near, p_kind, forms, true, p_whole));
  end if;

  -- Once a name may hold a full stop, sentences in a row come before the whole text.
  foreach step in array case when p_lenient then array['sentences', 'whole'] else array['whole', 'sentences'] end loop
    if step = 'sentences' and p_kind = 'notice' and not p_whole then
      -- Its first sentence one message, the rest one or more.
      from_at := 1;
      loop
        cut := regexp_instr(p_text, '[.!?]\s+\S', from_at);
        exit when cut = 0;
        from_at := cut + 1;
        head := public.stored_text_message(left(p_text, cut), p_near, 'notice', forms, p_lenient, true);
        continue when head is null;
        tail := public.stored_text_message(substr(p_text, regexp_instr(p_text, '[.!?]\s+', cut, 1, 1)), p_near, 'notice', forms, p_lenient);
        continue when tail is null;
        return public.said('notice_sentences', jsonb_build_object('sentences', jsonb_build_array(head)
          || case when tail ->> 'message_key' = 'notice_sentences' then tail -> 'message_values' -> 'sentences'
                  else jsonb_build_array(tail) end));
      end loop;
    elsif step = 'whole' then
      for k in 0 .. jsonb_array_length(forms) - 1 loop
        form := forms -> k;
        continue when case when p_kind in ('ledger', 'notice') then not starts_with(form ->> 'key', p_kind || '_')
                           else form ->> 'key' <> p_kind end;
        found := public.stored_text_said(form, p_text, p_near, forms, p_lenient);
        if found is not null then
          return found;
        end if;
      end loop;
    end if;
  end loop;
  return null;
end;
$$;
comment on function public.stored_text_message(text, timestamptz, text, jsonb, boolean, boolean) is
  'The message (public.said) an English ledger line or notification stored before the server named its messages says, or null. Internal: read by fill_stored_messages.';
revoke execute on function public.stored_text_message(text, timestamptz, text, jsonb, boolean, boolean) from public, anon, authenticated;

-- Names the message of every stored text that has none and whose English is a known form; returns how many rows
-- of each table it named (run again, none).
create function public.fill_stored_messages()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- A ledger line's forms: the ledger's, and the booking summary a move names twice.
  ledger_forms constant jsonb := (select jsonb_agg(f.form order by f.n) from jsonb_array_elements(public.stored_text_forms()) with ordinality as f (form, n)
                                  where starts_with(f.form ->> 'key', 'ledger_') or f.form ->> 'key' = 'notice_summary');
  notice_forms constant jsonb := (select jsonb_agg(f.form order by f.n) from jsonb_array_elements(public.stored_text_forms()) with ordinality as f (form, n)
                                  where starts_with(f.form ->> 'key', 'notice_'));
  lenient boolean;
  form jsonb;
  first_words text;
  last_words text;
  named int;
  ledger int := 0;
  desk int := 0;
  notices int;
begin
  -- The ledger and the desk's payments are append-only; naming a line's message changes nothing else in it (no
  -- amount, no status: no balance moves), so their guards step aside for this transaction's updates alone.
  alter table public.transactions disable trigger transactions_guard_update, disable trigger transactions_apply_completed;
  alter table public.desk_payments disable trigger desk_payments_append_only;
  -- Their many lines form by form (as stored_text_message reads one text), the rows each could be found by its
  -- first and last words.
  foreach lenient in array array[false, true] loop
    for form in select f.form from jsonb_array_elements(ledger_forms) with ordinality as f (form, n)
                where starts_with(f.form ->> 'key', 'ledger_') order by f.n loop
      first_words := form -> 'words' ->> 0;
      last_words := form -> 'words' ->> -1;
      update public.transactions t set description_message = x.said
      from (select r.id, public.stored_text_said(form, r.description, r.created_at, ledger_forms, lenient) as said
            from public.transactions r
            where r.description_message is null and starts_with(r.description, first_words)
              and right(r.description, char_length(last_words)) = last_words) x
      where t.id = x.id and x.said is not null;
      get diagnostics named = row_count;
      ledger := ledger + named;
      update public.desk_payments p set description_message = x.said
      from (select r.id, public.stored_text_said(form, r.description, r.created_at, ledger_forms, lenient) as said
            from public.desk_payments r
            where r.description_message is null and starts_with(r.description, first_words)
              and right(r.description, char_length(last_words)) = last_words) x
      where p.id = x.id and x.said is not null;
      get diagnostics named = row_count;
      desk := desk + named;
    end loop;
  end loop;
  alter table public.transactions enable trigger transactions_guard_update, enable trigger transactions_apply_completed;
  alter table public.desk_payments enable trigger desk_payments_append_only;

  update public.notifications n
  set title_message = coalesce(n.title_message, x.title), body_message = coalesce(n.body_message, x.body)
  from (select r.id,
               case when r.title_message is null then public.stored_text_message(r.title, r.created_at, 'notice', notice_forms) end as title,
               case when r.body_message is null then public.stored_text_message(r.body, r.created_at, 'notice', notice_forms) end as body
        from public.notifications r where r.title_message is null or r.body_message is null) x
  where n.id = x.id and (x.title is not null or x.body is not null);
  get diagnostics notices = row_count;

  return jsonb_build_object('transactions', ledger, 'desk_payments', desk, 'notifications', notices);
end;
$$;
comment on function public.fill_stored_messages() is
  'Names the message (public.said) of stored English texts written without one: ledger lines, desk payments, notifications. Run once by its migration and by the demo seed; returns how many rows of each table it named.';
revoke execute on function public.fill_stored_messages() from public, anon, authenticated;

select public.fill_stored_messages();
