import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { SessionState, SessionStore } from '~/db/session-store'
import type { Role } from '~/lib/session/profile'
import { notify } from '~/lib/toast'
import { m } from '~/i18n/public'

const PROFILE_WAIT_MS = 4000

export interface RouterContext {
  session: SessionStore
}

/**
 * The access guard of docs/product.md §6: no user → "Authentication required" and /login?redirect=<where they were going>;
 * a role outside `roles` → "Access denied" and /. Used from pathless layout routes' beforeLoad.
 */
export async function requireAccess(
  { context, location, preload }: { context: RouterContext; location: ParsedLocation; preload?: boolean },
  roles?: readonly Role[],
): Promise<SessionState> {
  // Only a signed-in user needs the two-factor API (with supabase-js, kept out of the entry chunk): it loads
  // beside the session check rather than after it.
  const twoFactor = import('~/features/auth/api/two-factor')
  twoFactor.catch(() => undefined)
  // Right after sign-in the user is known before their profile row arrives: a role check waits for the
  // store to settle (bounded) rather than deny access on a profile that is merely still loading.
  await context.session.ready()
  const state = await context.session.whenSettled(PROFILE_WAIT_MS)
  // Hover preloads run guards too; only a real navigation may toast.
  const say = preload ? () => undefined : notify.error
  if (!state.user) {
    say(m.site_auth_required_title(), m.site_auth_required_text())
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
  const { needsAuthenticatorApp, needsSecondStep } = await twoFactor
  // A password-only session of an account with an authenticator app: the code step first.
  if (await needsSecondStep()) throw redirect({ to: '/two-step', search: { redirect: location.href } })
  if (roles && !(state.profile && roles.includes(state.profile.role))) {
    say(m.site_denied_title(), m.site_denied_text())
    throw redirect({ to: '/' })
  }
  // A super admin's role counts only in a two-step session (the database's rule): without an authenticator app,
  // the staff pages would show nothing but refusals, so Settings first, to set one up, then on to the page.
  if (roles && !roles.includes('member') && state.profile?.role === 'super_admin' && (await needsAuthenticatorApp())) {
    say(m.site_two_step_required_title(), m.site_two_step_required_text())
    throw redirect({ to: '/settings', search: { twoStep: 'required', redirect: location.href } })
  }
  return state
}

/** The member pages a visitor may open: the courts and the open matches, before joining (docs/product.md §4.5). */
export function opensToVisitors(pathname: string): boolean {
  return pathname === '/booking' || pathname.startsWith('/book-court/') || pathname === '/matches' || /^\/matches\/(?!open\/)[^/]+\/?$/.test(pathname)
}

/** A visitor passes (the page shows them the public part); a signed-in user meets the guard as on any member page. */
export async function visitorOrAccess(opts: { context: RouterContext; location: ParsedLocation; preload?: boolean }): Promise<SessionState | null> {
  await opts.context.session.ready()
  if (!opts.context.session.getSnapshot().user) return null
  return requireAccess(opts)
}

export const ADMIN_ROLES = ['super_admin'] as const satisfies readonly Role[]
export const COUNTRY_OWNER_ROLES = ['country_owner', 'super_admin'] as const satisfies readonly Role[]
export const CLUB_OWNER_ROLES = ['club_owner', 'country_owner', 'super_admin'] as const satisfies readonly Role[]
