import { supabase } from '~/lib/supabase'

/**
 * Remembers, for this tab, that the signed-in user came from an invitation and has no password yet:
 * a reload after the tokens left the address bar still shows "Choose your password", while any other
 * signed-in visit to the page does not offer a password change without the current password.
 */
const PENDING_KEY = 'elsy.invitation-pending'

export function invitationPendingFor(userId: string): boolean {
  try {
    return sessionStorage.getItem(PENDING_KEY) === userId
  } catch {
    return false
  }
}

export function clearInvitationPending(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY)
  } catch {
    // Storage blocked: nothing was remembered either.
  }
}

/**
 * Signs in with the session the invitation link carried. The app's client uses the PKCE flow, under
 * which supabase-js leaves an implicit-grant fragment alone; invitations have no PKCE (the browser that
 * accepts is not the one that invited), so the page hands the tokens over itself.
 */
export async function openInvitationSession(tokens: { accessToken: string; refreshToken: string }): Promise<{ error: string | null }> {
  try {
    const { data, error } = await supabase.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken })
    if (error || !data.user) return { error: error?.message ?? 'No user in the invitation session' }
    try {
      sessionStorage.setItem(PENDING_KEY, data.user.id)
    } catch {
      // Without storage, a reload asks for the link again: acceptable.
    }
    return { error: null }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) }
  }
}
