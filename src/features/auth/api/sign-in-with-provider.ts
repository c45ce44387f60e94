import { supabase } from '~/lib/supabase'

export type SocialProvider = 'google' | 'linkedin_oidc' | 'facebook'

/**
 * Starts an OAuth sign-in; on success the browser leaves for the provider and comes back to the
 * site origin (spec: "the user returns to the site origin"). Resolves with a message only on failure.
 */
export async function signInWithProvider(provider: SocialProvider): Promise<{ error: string | null }> {
  try {
    const { error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: window.location.origin },
    })
    return { error: error ? error.message || 'Could not connect to authentication provider' : null }
  } catch (err) {
    return { error: err instanceof Error && err.message ? err.message : 'Could not connect to authentication provider' }
  }
}
