import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState, SessionStore } from '~/db/session-store'
import type { Profile, Role } from '~/lib/session/profile'
import { ADMIN_ROLES, CLUB_OWNER_ROLES, COUNTRY_OWNER_ROLES, requireAccess } from './access'

const toasts: [string, string | undefined][] = []
vi.mock('~/lib/toast', () => ({
  notify: { error: (title: string, description?: string) => toasts.push([title, description]), success: vi.fn() },
}))

let secondStep = false
let noApp = false
vi.mock('~/features/auth/api/two-factor', () => ({
  needsSecondStep: async () => secondStep,
  needsAuthenticatorApp: async () => noApp,
}))

function fakeStore(initial: SessionState): SessionStore & { set(s: SessionState): void } {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => state,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    ready: async () => state,
    refreshProfile: async () => undefined,
    // Like the real store: settled once a signed-in user's profile has arrived (or nobody is signed in).
    whenSettled: () =>
      new Promise((resolve) => {
        const check = () => (!state.user || state.profile ? (listeners.delete(check), resolve(state), true) : false)
        if (!check()) listeners.add(check)
      }),
    set(next) {
      state = next
      listeners.forEach((l) => l())
    },
  }
}

const user = { id: 'u1', email: 'a@b.c' } as SessionState['user']
const profile = (role: Role) => ({ id: 'u1', role }) as Profile
const location = { href: '/settings?tab=1' } as ParsedLocation

async function outcome(store: SessionStore, roles?: readonly Role[], preload = false) {
  try {
    await requireAccess({ context: { session: store }, location, preload }, roles)
    return 'allowed'
  } catch (err) {
    if (!isRedirect(err)) throw err
    return err.options
  }
}

beforeEach(() => {
  toasts.length = 0
  secondStep = false
  noApp = false
})

describe('two-step sign-in', () => {
  it('sends a password-only session of an account with an authenticator app to the code step', async () => {
    secondStep = true
    const store = fakeStore({ user, profile: profile('member'), loading: false })
    expect(await outcome(store)).toMatchObject({ to: '/two-step', search: { redirect: '/settings?tab=1' } })
  })
})

describe('a super admin without an authenticator app', () => {
  it.each([[ADMIN_ROLES], [COUNTRY_OWNER_ROLES], [CLUB_OWNER_ROLES]])('is sent to Settings to set one up before %j pages', async (roles) => {
    noApp = true
    const result = await outcome(fakeStore({ user, profile: profile('super_admin'), loading: false }), roles)
    expect(result).toMatchObject({ to: '/settings', search: { twoStep: 'required', redirect: '/settings?tab=1' } })
    expect(toasts).toEqual([['Two-step sign-in required', 'Super admins use two-step sign-in. Set up an authenticator app to continue.']])
  })

  it('still reaches the member pages (Settings among them), and other staff are not asked', async () => {
    noApp = true
    expect(await outcome(fakeStore({ user, profile: profile('super_admin'), loading: false }))).toBe('allowed')
    expect(await outcome(fakeStore({ user, profile: profile('country_owner'), loading: false }), COUNTRY_OWNER_ROLES)).toBe('allowed')
    expect(await outcome(fakeStore({ user, profile: profile('club_owner'), loading: false }), CLUB_OWNER_ROLES)).toBe('allowed')
    expect(toasts).toEqual([])
  })
})

describe('requireAccess', () => {
  it('sends a signed-out visitor to /login with where they were going, and says why', async () => {
    const result = await outcome(fakeStore({ user: null, profile: null, loading: false }))
    expect(result).toMatchObject({ to: '/login', search: { redirect: '/settings?tab=1' } })
    expect(toasts).toEqual([['Authentication required', 'Please login to access this page']])
  })

  it('lets any signed-in user into the member area', async () => {
    expect(await outcome(fakeStore({ user, profile: profile('member'), loading: false }))).toBe('allowed')
    expect(toasts).toEqual([])
  })

  it.each([
    ['member', ADMIN_ROLES, false],
    ['club_owner', ADMIN_ROLES, false],
    ['country_owner', ADMIN_ROLES, false],
    ['super_admin', ADMIN_ROLES, true],
    ['member', COUNTRY_OWNER_ROLES, false],
    ['club_owner', COUNTRY_OWNER_ROLES, false],
    ['country_owner', COUNTRY_OWNER_ROLES, true],
    ['super_admin', COUNTRY_OWNER_ROLES, true],
    ['member', CLUB_OWNER_ROLES, false],
    ['club_owner', CLUB_OWNER_ROLES, true],
    ['country_owner', CLUB_OWNER_ROLES, true],
    ['super_admin', CLUB_OWNER_ROLES, true],
  ] as const)('%s against %j → allowed: %s', async (role, roles, allowed) => {
    const result = await outcome(fakeStore({ user, profile: profile(role), loading: false }), roles)
    if (allowed) {
      expect(result).toBe('allowed')
      expect(toasts).toEqual([])
    } else {
      expect(result).toMatchObject({ to: '/' })
      expect(toasts).toEqual([['Access denied', "You don't have permission to access this page"]])
    }
  })

  it('waits for the profile that is still loading right after sign-in instead of denying', async () => {
    const store = fakeStore({ user, profile: null, loading: false })
    const pending = outcome(store, ADMIN_ROLES)
    store.set({ user, profile: profile('super_admin'), loading: false })
    expect(await pending).toBe('allowed')
  })

  it('stays silent for hover preloads but still refuses', async () => {
    const result = await outcome(fakeStore({ user: null, profile: null, loading: false }), undefined, true)
    expect(result).toMatchObject({ to: '/login' })
    expect(toasts).toEqual([])
  })
})

describe('opensToVisitors', () => {
  it('opens the courts and the open matches to visitors, not the form that opens a match', async () => {
    const { opensToVisitors } = await import('./access')
    expect(opensToVisitors('/matches')).toBe(true)
    expect(opensToVisitors('/matches/f2000000-0000-4000-8000-000000000001')).toBe(true)
    expect(opensToVisitors('/matches/open/b1')).toBe(false)
    expect(opensToVisitors('/member')).toBe(false)
  })
})
