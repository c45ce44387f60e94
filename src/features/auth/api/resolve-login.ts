import { env } from '~/lib/env'
import { supabase } from '~/lib/supabase'
import { createSignInWithIdentifier } from './sign-in-with-identifier'

export type { SignInResult } from './sign-in-with-identifier'

/** Signs in with an e-mail address or a username; see sign-in-with-identifier.ts for the design. */
export const signInWithIdentifier = createSignInWithIdentifier({
  auth: supabase.auth,
  supabaseUrl: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  // Bound: calling window.fetch detached from window throws "Illegal invocation" in browsers.
  fetch: (...args) => globalThis.fetch(...args),
  async usernameExists(username) {
    const { data, error } = await supabase.rpc('username_exists', { username })
    return error || typeof data !== 'boolean' ? undefined : data
  },
})
