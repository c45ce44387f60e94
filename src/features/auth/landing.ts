import type { SessionState } from '~/db/session-store'
import { landingPath } from '~/lib/session/areas'
import { lastArea } from '~/lib/session/last-area'
import { safeRedirect } from './auth-dialog-state'

/**
 * Where someone who just signed in (or is signed in already) goes: the address they asked for, else their area
 * (see landingPath). Every sign-in path asks here, so a password, a code step or a confirmation link land alike.
 */
export function signedInLanding({ user, profile }: SessionState, redirect?: unknown): string {
  return landingPath({ role: profile?.role, redirect: safeRedirect(redirect), lastArea: user ? lastArea(user.id) : null })
}
