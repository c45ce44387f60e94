-- =============================================================================
-- An entry waits as 'invited' until the partner accepts. Alone in this file:
-- a value added to an enum cannot be used in the transaction that adds it.
-- =============================================================================
alter type public.tournament_entry_status add value if not exists 'invited' before 'registered';
comment on type public.tournament_entry_status is
  'invited: registered by one player, waiting for the partner to accept (holds a place; fee paid). registered: both agreed. withdrawn: left before registration closed, declined or never answered (fee refunded).';
