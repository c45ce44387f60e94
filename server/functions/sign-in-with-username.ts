import type { Hono } from 'hono'
import type pg from 'pg'

/**
 * Username sign-in without e-mail harvesting. The username becomes an e-mail only here, on the server
 * (`email_for_username` is executable by the service role alone), and the e-mail never leaves it except
 * inside a session — i.e. to someone who also knew the password. The answer is exactly the auth
 * service's password grant, so rate limits and error codes are the same. An unknown username gets the
 * same "Invalid login credentials" as a wrong password; the client may ask `username_exists` first to
 * show the spec's "User not found".
 * On a real Supabase project this is the edge function of the same name.
 */
export function signInWithUsername(deps: { pool: pg.Pool; auth: Hono }) {
  return async (request: Request): Promise<Response> => {
    const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
    const username = typeof body?.username === 'string' ? body.username.trim() : ''
    const password = typeof body?.password === 'string' ? body.password : ''
    if (!username || !password) {
      return Response.json({ code: 400, error_code: 'validation_failed', msg: 'Username and password are required' }, { status: 400 })
    }
    const { rows } = await deps.pool.query<{ email: string | null }>('select public.email_for_username($1) as email', [username])
    const email = rows[0]?.email
    if (!email) {
      return Response.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 })
    }
    const headers = new Headers({ 'content-type': 'application/json' })
    for (const name of ['x-forwarded-for', 'user-agent', 'x-real-ip']) {
      const value = request.headers.get(name)
      if (value) headers.set(name, value)
    }
    return deps.auth.request('/token?grant_type=password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    })
  }
}
