import { supabase } from '~/lib/supabase'

/** The spec's login toast, for a player who has signed in before. */
export const WELCOME_BACK = { title: 'Login successful', description: 'Welcome back!' } as const
/** A player's very first sign-in (typically right after confirming the e-mail): nothing to come back to. */
export const WELCOME_FIRST = { title: 'Login successful', description: 'Welcome to ELSY!' } as const

/**
 * The toast for the sign-in that just happened: the database keeps the sign-in time from before this one
 * (public.first_sign_in()). When it cannot tell (offline, an error), the spec's "Welcome back!" stands.
 */
export async function welcomeToast(): Promise<{ title: string; description: string }> {
  try {
    const { data, error } = await supabase.rpc('first_sign_in')
    return !error && data === true ? WELCOME_FIRST : WELCOME_BACK
  } catch {
    return WELCOME_BACK
  }
}
