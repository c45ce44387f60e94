import { Hono } from 'hono'
import type pg from 'pg'
import { createSignInWithUsername } from '../../supabase/functions/sign-in-with-username/handler.ts'

/**
 * The local stand-in for Supabase Edge Functions (/functions/v1/<name>): the same handlers the edge
 * functions in supabase/functions run, with the database and the auth service reached in-process.
 */
export function createFunctionsApp(deps: { pool: pg.Pool; auth: Hono }): Hono {
  const app = new Hono()
  const signInWithUsername = createSignInWithUsername({
    async emailForUsername(username) {
      const { rows } = await deps.pool.query<{ email: string | null }>('select public.email_for_username($1) as email', [username])
      return rows[0]?.email ?? null
    },
    async passwordGrant(email, password, headers) {
      return deps.auth.request('/token?grant_type=password', { method: 'POST', headers, body: JSON.stringify({ email, password }) })
    },
  })
  app.post('/sign-in-with-username', (c) => signInWithUsername(c.req.raw))
  return app
}
