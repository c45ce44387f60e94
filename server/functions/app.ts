import { Hono } from 'hono'
import type pg from 'pg'
import { signInWithUsername } from './sign-in-with-username.ts'

/** The local stand-in for Supabase Edge Functions (/functions/v1/<name>). */
export function createFunctionsApp(deps: { pool: pg.Pool; auth: Hono }): Hono {
  const app = new Hono()
  const handle = signInWithUsername(deps)
  app.post('/sign-in-with-username', (c) => handle(c.req.raw))
  return app
}
