import pg from 'pg'
import { e2eEnv } from './env'

let pool: pg.Pool | undefined

/** A superuser query against the e2e stack's database: what the server really holds. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: e2eEnv().db, max: 2 })
    // An idle connection dies when the stack stops at the end of the run: not a test failure.
    pool.on('error', () => undefined)
  }
  const result = await pool.query<T>(text, params)
  return result.rows
}

/** Closes the pool (afterAll), so the worker process can exit. */
export async function closeSql(): Promise<void> {
  await pool?.end()
  pool = undefined
}

/**
 * Test-only instrumentation of the e2e database: every UPDATE of a profiles row is logged, so a test can
 * tell "the edit reached the server exactly once" from "it was sent twice with the same values".
 */
export async function watchProfileUpdates(): Promise<void> {
  await sql(`
    create table if not exists public.e2e_profile_updates (
      profile_id uuid not null, first_name text, last_name text, at timestamptz not null default clock_timestamp());
    -- Not for API callers: only this superuser connection reads it.
    alter table public.e2e_profile_updates enable row level security;
    -- security definer: the app's own UPDATE (role authenticated) must be able to write the log.
    create or replace function public.e2e_log_profile_update() returns trigger language plpgsql security definer set search_path = '' as $$
    begin
      insert into public.e2e_profile_updates (profile_id, first_name, last_name) values (new.id, new.first_name, new.last_name);
      return new;
    end $$;
    create or replace trigger e2e_log_profile_update after update on public.profiles
      for each row execute function public.e2e_log_profile_update();`)
}

/** The logged updates of one profile (see watchProfileUpdates), oldest first. */
export function profileUpdates(profileId: string): Promise<Array<{ first_name: string; last_name: string }>> {
  return sql(`select first_name, last_name from public.e2e_profile_updates where profile_id = $1 order by at`, [profileId])
}
