import { openLinkSession } from './link-session'

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
 * Signs in with the session the invitation link carried: invitations have no PKCE (the browser that
 * accepts is not the one that invited), so the session comes in the fragment.
 */
export async function openInvitationSession(tokens: { accessToken: string; refreshToken: string }): Promise<{ error: string | null }> {
  const opened = await openLinkSession(tokens)
  if (opened.error !== null) return { error: opened.error }
  try {
    sessionStorage.setItem(PENDING_KEY, opened.userId)
  } catch {
    // Without storage, a reload asks for the link again: acceptable.
  }
  return { error: null }
}
