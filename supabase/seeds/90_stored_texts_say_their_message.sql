-- =============================================================================
-- Demo seed, last: the seeds write their ledger lines, desk payments and
-- notifications in English only, as the SQL wrote them before it named its
-- messages; they get their messages the way the migration gave every older
-- row theirs (20261203001700), so the demo's rows are said in the reader's
-- language like any row written since. Safe to run twice: only rows without a
-- message are named.
-- =============================================================================

select public.fill_stored_messages();
