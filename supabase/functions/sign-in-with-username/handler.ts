/**
 * Username sign-in without e-mail harvesting — the one implementation, shared by the local stack
 * (server/functions) and the Supabase edge function (index.ts beside this file). Web-standard only.
 *
 * The username becomes an e-mail only here, on the server (`email_for_username` is executable by the
 * service role alone), and the e-mail never leaves except inside a session, i.e. to someone who also
 * knew the password. The answer is exactly the auth service's password grant, so rate limits and error
 * codes are the same. An unknown username gets the same "Invalid login credentials" as a wrong password;
 * the client may ask `username_exists` first to show the "User not found" of docs/product.md §8.
 */
export interface SignInWithUsernameDeps {
  emailForUsername(username: string): Promise<string | null>
  /** POST {auth}/token?grant_type=password with these headers (client address for rate limits). */
  passwordGrant(email: string, password: string, headers: Headers): Promise<Response>
}

const FORWARDED = ['x-forwarded-for', 'x-real-ip', 'user-agent']
/** What a username can be (profiles_username_format); anything else has no account and is not looked up. */
const USERNAME = /^[A-Za-z0-9_-]{3,50}$/
/**
 * Where an unknown username's attempt goes: an address no account can hold (.invalid is reserved), so
 * the auth service spends the same bcrypt round and gives the same answer as for a wrong password. One
 * address per username, so the per-account failure limit treats an unknown name exactly like a known one
 * (a shared address would lock all unknown names at once and tell them apart from real ones).
 */
function noAccount(username: string): string {
  return USERNAME.test(username) ? `no-account+${username.toLowerCase()}@username.invalid` : 'no-account@username.invalid'
}

export function createSignInWithUsername(deps: SignInWithUsernameDeps) {
  return async (request: Request): Promise<Response> => {
    const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
    const username = typeof body?.username === 'string' ? body.username.trim() : ''
    const password = typeof body?.password === 'string' ? body.password : ''
    if (!username || !password) return error(400, 'validation_failed', 'Username and password are required')
    const email = (USERNAME.test(username) ? await deps.emailForUsername(username) : null) ?? noAccount(username)
    const headers = new Headers({ 'content-type': 'application/json' })
    for (const name of FORWARDED) {
      const value = request.headers.get(name)
      if (value) headers.set(name, value)
    }
    return deps.passwordGrant(email, password, headers)
  }
}

function error(status: number, code: string, msg: string): Response {
  return Response.json({ code: status, error_code: code, msg }, { status })
}
