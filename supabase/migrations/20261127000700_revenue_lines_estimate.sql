-- club_revenue_lines returns a club's money lines for a period: a few hundred to a few thousand rows. Planned at the
-- default guess of 1,000, the reports joined them to every booking of the network by a hash over all of bookings (a
-- full scan per club, growing with the network); at 100 the planner looks each line's booking up by its key, which
-- grows only with the club's own lines. Measured on the demo seed: scope_clubs over the network's 20 clubs ≈10%
-- faster, club_report's revenue lines for ELSY Madrid 10.5 → 5.0 ms.
alter function public.club_revenue_lines(uuid, timestamptz, timestamptz) rows 100;
