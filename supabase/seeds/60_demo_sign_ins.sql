-- The demo accounts have played, booked and run clubs for months: they have signed in before, so their
-- next sign-in is welcomed back (public.first_sign_in()).
update auth.users
   set last_sign_in_at = now() - interval '1 day'
 where email in ('admin@elsy.test', 'country@elsy.test', 'club@elsy.test', 'member@elsy.test')
   and last_sign_in_at is null;
