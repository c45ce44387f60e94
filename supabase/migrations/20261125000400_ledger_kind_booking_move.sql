-- A booking moved to a slot with another price: the difference is charged or refunded on the member's wallet
-- ledger as one row of this kind. Alone in this file: a value added to an enum cannot be used in the
-- transaction that adds it, and each migration is one transaction.

alter type public.transaction_kind add value if not exists 'booking_move';

comment on type public.transaction_kind is
  'What a ledger row is for: top_up, booking (debit), refund (of a booking), booking_move (a move''s price difference, either way), tournament_fee (debit), tournament_refund, adjustment.';
