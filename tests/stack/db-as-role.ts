import pg from 'pg'
import { afterAll } from 'vitest'
import { stack } from './support.ts'

/**
 * SQL-level access for the db-*.test.ts files: one superuser connection that can also act as a
 * request would through PostgREST, which switches role and publishes the JWT claims with
 * set_config(..., true) inside each request's transaction. Exercising the policies this way tests
 * them even where the HTTP layer is not involved (triggers, functions called by other functions).
 */
/** `aal`: what the session proved (aal2: the password and a code from an authenticator app); aal1 when left out. */
export type Who = { role: 'anon' } | { role: 'authenticated'; sub: string; aal?: 'aal1' | 'aal2' } | { role: 'service_role' }

let client: pg.Client | undefined
afterAll(async () => {
  await client?.end()
  client = undefined
})

export async function db(): Promise<pg.Client> {
  if (!client) {
    client = new pg.Client({ connectionString: stack().dbUrl })
    await client.connect()
  }
  return client
}

/** Superuser query (arranging and inspecting state). */
export async function su<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return (await db()).query<Row>(text, params)
}

/** A confirmed authenticator app on the account (a verified TOTP factor), for super admins' two-step sessions. */
export async function addAuthenticatorApp(userId: string): Promise<void> {
  await su(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, 'Test phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
    [userId],
  )
}

/** Runs one statement as `who`, in its own transaction like one API request; commits on success. */
export async function as<Row extends pg.QueryResultRow = Record<string, unknown>>(
  who: Who,
  text: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<Row>> {
  const c = await db()
  const claims = who.role === 'authenticated' ? { sub: who.sub, role: who.role, aal: who.aal ?? 'aal1' } : { role: who.role }
  await c.query('begin')
  try {
    await c.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      who.role,
      JSON.stringify(claims),
    ])
    const result = await c.query<Row>(text, params)
    await c.query('commit')
    return result
  } catch (error) {
    await c.query('rollback')
    throw error
  }
}

/** The SQLSTATE a statement run as `who` fails with, or null when it succeeds. */
export async function errorCodeAs(who: Who, text: string, params: unknown[] = []): Promise<string | null> {
  try {
    await as(who, text, params)
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

let counter = 0
/** A unique username/e-mail pair so test files never collide with each other or with the seed. */
export function uniqueName(prefix = 'dbt'): { username: string; email: string } {
  counter += 1
  const username = `${prefix}_${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`
  return { username, email: `${username}@example.test` }
}

/** Inserts an auth user the way GoTrue's sign-up does, so the on_auth_user_created trigger runs. */
export async function createAuthUser(email: string, metadata: Record<string, unknown>): Promise<string> {
  const { rows } = await su<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, 'x',
             '{"provider":"email","providers":["email"]}', $2)
     returning id`,
    [email, JSON.stringify(metadata)],
  )
  return rows[0].id
}

/** A signed-up member with a username of their own; returns the auth user id. */
export async function createMember(metadata: Record<string, unknown> = {}): Promise<{ id: string; username: string; email: string }> {
  const { username, email } = uniqueName()
  const id = await createAuthUser(email, { first_name: 'Test', last_name: 'Player', username, ...metadata })
  return { id, username, email }
}
