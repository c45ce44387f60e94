-- =============================================================================
-- Local-only: what bootstrap.sql gained after databases were made with it. Applied by
-- server/stack/migrate.ts to every existing database before supabase/migrations (a new one gets
-- bootstrap.sql whole). Each statement is idempotent; never applied to a real Supabase project.
-- =============================================================================

alter table auth.mfa_factors add column if not exists last_totp_step bigint;
