-- A player's share of a match's court, and its refund: ledger kinds of their own (a booking's one debit and one
-- refund stay the booker's). Added alone: a new enum value is usable once this migration has committed.
alter type public.transaction_kind add value if not exists 'match_share';
alter type public.transaction_kind add value if not exists 'match_share_refund';
