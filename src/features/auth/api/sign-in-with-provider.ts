import { env } from '~/lib/env'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/auth'

export type SocialProvider = 'google' | 'linkedin_oidc' | 'facebook'


/**
 * Starts an OAuth sign-in; on success the browser leaves for the provider and comes back to the
 * site origin (docs/product.md §2.6). Resolves with a message only on failure.
 *
 * The auth service's public settings are asked first: leaving for /authorize when the provider is
 * off (or the device is offline) would strand the player on a raw error page instead of a toast.
 */
export async function signInWithProvider(provider: SocialProvider): Promise<{ error: string | null }> {
  try {
    const enabled = await providerEnabled(provider)
    if (enabled === null) return { error: m.signin_connect_failed() }
    if (!enabled) return { error: m.signin_provider_disabled() }
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: window.location.origin, skipBrowserRedirect: true },
    })
    if (error || !data.url) return { error: error?.message || m.signin_connect_failed() }
    window.location.assign(data.url)
    return { error: null }
  } catch (err) {
    return { error: err instanceof Error && err.message ? err.message : m.signin_connect_failed() }
  }
}

/** true / false from GET /auth/v1/settings, or null when the auth service cannot be reached. */
async function providerEnabled(provider: SocialProvider): Promise<boolean | null> {
  const enabled = await readEnabledProviders()
  return enabled === null ? null : enabled.includes(provider)
}

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'linkedin_oidc', 'facebook']

/**
 * The social providers the auth service has set up (its public settings' `external`), in the buttons' order; null
 * when it cannot be reached. Asked again each time: a provider turned on or off takes effect without a reload.
 */
export async function readEnabledProviders(): Promise<SocialProvider[] | null> {
  try {
    const response = await fetch(`${env.supabaseUrl}/auth/v1/settings`, { headers: { apikey: env.supabaseAnonKey } })
    if (!response.ok) return null
    const settings = (await response.json()) as { external?: Record<string, boolean> }
    return SOCIAL_PROVIDERS.filter((provider) => settings.external?.[provider] === true)
  } catch {
    return null
  }
}
