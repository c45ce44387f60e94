-- fill_stored_messages steps the ledger's append-only guards aside for its own updates: only the tables' owner (a
-- migration, the seed) should ever be able to do that, so it runs with its caller's rights, not its owner's.
alter function public.fill_stored_messages() security invoker;
