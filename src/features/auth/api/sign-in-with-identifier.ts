import { isEmailIdentifier } from '../schemas/login'
import { m } from '~/i18n/auth'

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'user_not_found' | 'auth'; message: string }

/** The supabase-js calls sign-in needs, narrowed so tests can hand in a fake. */
export interface SignInAuth {
  signInWithPassword(c: { email: string; password: string }): Promise<{ error: { message: string } | null }>
  setSession(t: { access_token: string; refresh_token: string }): Promise<{ error: { message: string } | null }>
}

export interface SignInDeps {
  auth: SignInAuth
  supabaseUrl: string
  anonKey: string
  fetch: typeof fetch
  /** The public `username_exists` RPC; undefined when it could not be asked. */
  usernameExists: (username: string) => Promise<boolean | undefined>
}

/** The server's username sign-in (an Edge Function on Supabase, server/functions locally). */
export const USERNAME_SIGN_IN_PATH = '/functions/v1/sign-in-with-username'

/**
 * Signs in with an e-mail address or a username (docs/product.md §5: "@" means e-mail).
 *
 * Usernames are never turned into e-mail addresses in the browser: that lookup would let anyone
 * harvest addresses. The sign-in-with-username function does the lookup on the server and answers
 * exactly like the password grant, with a normal session that supabase-js then adopts. It gives an
 * unknown username the same "Invalid login credentials" as a wrong password; only then do we ask the
 * public `username_exists` (usernames are public handles) to show the "User not found" of docs/product.md §8.
 */
export function createSignInWithIdentifier(deps: SignInDeps) {
  const signInUrl = `${deps.supabaseUrl.replace(/\/+$/, '')}${USERNAME_SIGN_IN_PATH}`

  async function withUsername(username: string, password: string): Promise<SignInResult> {
    let response: Response
    try {
      response = await deps.fetch(signInUrl, {
        method: 'POST',
        headers: {
          apikey: deps.anonKey,
          authorization: `Bearer ${deps.anonKey}`,
          'content-type': 'application/json;charset=UTF-8',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ username, password }),
      })
    } catch (err) {
      return { ok: false, reason: 'auth', message: err instanceof Error ? err.message : String(err) }
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      // GoTrue answers { error_code, msg } or, with the 2024-01-01 API version, { code, message }.
      const code = typeof body.error_code === 'string' ? body.error_code : typeof body.code === 'string' ? body.code : ''
      if (code === 'user_not_found' || (code === 'invalid_credentials' && (await deps.usernameExists(username)) === false)) {
        return { ok: false, reason: 'user_not_found', message: m.signin_user_not_found_description() }
      }
      const message = [body.msg, body.message, body.error_description, body.error].find(
        (m): m is string => typeof m === 'string' && m !== '',
      )
      return { ok: false, reason: 'auth', message: message ?? m.signin_http_failed({ status: String(response.status) }) }
    }
    const { access_token, refresh_token } = body
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') {
      return { ok: false, reason: 'auth', message: m.signin_no_session() }
    }
    const { error } = await deps.auth.setSession({ access_token, refresh_token })
    return error ? { ok: false, reason: 'auth', message: error.message } : { ok: true }
  }

  return async function signInWithIdentifier(identifier: string, password: string): Promise<SignInResult> {
    const id = identifier.trim()
    if (!isEmailIdentifier(id)) return withUsername(id, password)
    try {
      const { error } = await deps.auth.signInWithPassword({ email: id, password })
      return error ? { ok: false, reason: 'auth', message: error.message } : { ok: true }
    } catch (err) {
      return { ok: false, reason: 'auth', message: err instanceof Error ? err.message : String(err) }
    }
  }
}
