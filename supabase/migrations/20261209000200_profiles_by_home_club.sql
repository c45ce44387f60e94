-- A club's players by their home club: read by the desk (a club's members, its dashboard's counts), the
-- administration's club figures and the open-matches seed (each club's organiser and the players at a match's
-- level). Without it each of those reads scans every profile of the network; at ten times the demo's network the
-- open-matches seed spent most of its time there.
create index profiles_home_club_idx on public.profiles (home_club_id);
