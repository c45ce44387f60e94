-- =============================================================================
-- Ledger kinds for tournament entry fees and their refunds.
-- Alone in this file on purpose: a value added to an enum cannot be used in
-- the transaction that adds it, and each migration is one transaction; the
-- next migration (tournaments) is the first to use them.
-- =============================================================================

alter type public.transaction_kind add value if not exists 'tournament_fee';
alter type public.transaction_kind add value if not exists 'tournament_refund';

comment on type public.transaction_kind is
  'What a ledger row is for: top_up, booking (debit), refund (of a booking), tournament_fee (debit), tournament_refund, adjustment.';
