import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { isProfile, type Profile } from '~/lib/session/profile'

export interface SessionState {
  user: User | null
  profile: Profile | null
  loading: boolean
}

/** The slice of supabase-js the store needs; narrowed so tests can hand in a fake. */
export interface SessionClient {
  auth: {
    getSession(): Promise<{ data: { session: Session | null }; error: unknown }>
    /** Asks the auth service; supabase-js drops the session (SIGNED_OUT) when the service no longer has it. */
    getUser?(): Promise<unknown>
    onAuthStateChange(cb: (event: AuthChangeEvent, session: Session | null) => void): {
      data: { subscription: { unsubscribe(): void } }
    }
  }
  from(table: 'profiles'): {
    select(columns: '*'): {
      eq(column: 'id', value: string): {
        maybeSingle(): PromiseLike<{ data: unknown; error: { message: string } | null }>
      }
    }
  }
}

/** The profile as this device last synced it; pendingEdit = an edit made here has not reached the server. */
export type LocalProfileReader = (userId: string) => Promise<{ profile: Profile; pendingEdit: boolean } | null>

export interface SessionStore {
  getSnapshot(): SessionState
  subscribe(listener: () => void): () => void
  /** Resolves once the first auth check (and its profile load) has finished. */
  ready(): Promise<SessionState>
  /** Re-reads the signed-in user's profile, e.g. after the user edited it. */
  refreshProfile(): Promise<void>
  /**
   * Resolves once every auth event seen so far has been applied (user and profile loaded). Sign-in
   * awaits it before navigating, so route guards see the new user; gives up after `timeoutMs`.
   */
  whenSettled(timeoutMs?: number): Promise<SessionState>
}

const TRACKED: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
  // A recovery link signs the user in; the reset-password screen needs that user.
  'PASSWORD_RECOVERY',
])

/**
 * Holds the current user and profile for React (useSyncExternalStore) and for route guards.
 * Starts listening lazily, on the first subscribe/ready, so importing it has no side effects.
 */
export function createSessionStore(
  client: SessionClient,
  options: {
    localProfile?: LocalProfileReader
    isOnline?: () => boolean
    /** Registers `check` to run whenever the app comes back to the foreground (focus, tab shown). */
    onResume?: (check: () => void) => void
    /**
     * Asked once at start. Answering true means there is no session to restore (nothing stored, no auth
     * link in the address): the store reports "signed out" at once without touching the client, and
     * connects to it when `connect` is called (e.g. once something else loaded the client for a sign-in).
     */
    deferConnect?: (connect: () => void) => boolean
  } = {},
): SessionStore {
  const localProfile: LocalProfileReader = options.localProfile ?? (async () => null)
  const isOnline = options.isOnline ?? (() => true)
  let state: SessionState = { user: null, profile: null, loading: true }
  const listeners = new Set<() => void>()
  let started = false
  // Each apply() takes a ticket; a slower, older profile load must not overwrite a newer one.
  let ticket = 0
  let pendingFor: string | null = null
  let isReady = false
  // Auth events received but not yet applied (they wait one task, see start()).
  let queued = 0
  const settleWaiters = new Set<() => void>()
  let resolveReady!: (s: SessionState) => void
  const readyPromise = new Promise<SessionState>((resolve) => (resolveReady = resolve))

  function set(next: SessionState) {
    state = next
    if (!next.loading && !isReady) {
      isReady = true
      resolveReady(next)
    }
    listeners.forEach((l) => l())
    checkSettled()
  }

  function isSettled() {
    return queued === 0 && pendingFor === null && !state.loading
  }

  function checkSettled() {
    if (!isSettled()) return
    settleWaiters.forEach((w) => w())
    settleWaiters.clear()
  }

  async function loadProfile(userId: string): Promise<Profile | null> {
    try {
      const { data, error } = await client.from('profiles').select('*').eq('id', userId).maybeSingle()
      if (error) throw new Error(error.message)
      if (data !== null && !isProfile(data)) console.warn('Unexpected profile row', data)
      return isProfile(data) ? data : null
    } catch (err) {
      // docs/product.md §4.1: a failed profile load is only logged; the user stays signed in without a profile.
      console.warn('Could not load profile', err)
      return null
    }
  }

  async function apply(user: User | null, force = false) {
    if (!user) {
      ticket++
      pendingFor = null
      set({ user: null, profile: null, loading: false })
      return
    }
    const sameUser = state.user?.id === user.id
    // getSession and INITIAL_SESSION report the same user at start: one profile request is enough.
    if (!force && sameUser && pendingFor === user.id) {
      if (state.user !== user) set({ ...state, user })
      return
    }
    const mine = ++ticket
    pendingFor = user.id
    // Keep the previous profile while reloading for the same user, so the UI does not flicker.
    set({ ...state, user, profile: sameUser ? state.profile : null })
    // The device's copy first: offline, or on a poor connection, guards and screens need not wait for
    // the network (postgrest-js retries for seconds). A queued edit makes the local copy the truth.
    const local = await localProfile(user.id)
    if (mine !== ticket) return
    if (local) {
      pendingFor = null
      set({ user: state.user ?? user, profile: local.profile, loading: false })
      if (local.pendingEdit || !isOnline()) return
    } else if (!isOnline()) {
      pendingFor = null
      set({ user: state.user ?? user, profile: null, loading: false })
      return
    }
    const profile = await loadProfile(user.id)
    if (mine !== ticket) return
    pendingFor = null
    set({ user: state.user ?? user, profile: profile ?? local?.profile ?? null, loading: false })
  }

  // A session ended elsewhere (signed out everywhere, banned by an administrator) leaves this device's access
  // token valid until it expires; asking the auth service at start and on each return to the app notices at once.
  let lastCheck = 0
  function checkSessionStillExists() {
    const getUser = client.auth.getUser
    if (!getUser || !state.user || !isOnline() || Date.now() - lastCheck < 5000) return
    lastCheck = Date.now()
    getUser.call(client.auth).catch((err: unknown) => console.warn('Could not check the session', err))
  }

  function start() {
    if (started) return
    started = true
    options.onResume?.(checkSessionStillExists)
    let connected = false
    const connect = () => {
      if (connected) return
      connected = true
      listen()
    }
    if (options.deferConnect?.(connect) && !connected) set({ user: null, profile: null, loading: false })
    else connect()
  }

  function listen() {
    client.auth.onAuthStateChange((event, session) => {
      if (!TRACKED.has(event)) return
      // supabase-js holds its auth lock while calling us; awaiting another supabase call here
      // deadlocks, so the work runs on the next task.
      queued++
      setTimeout(() => {
        queued--
        void apply(session?.user ?? null).then(checkSettled)
      }, 0)
    })
    void client.auth
      .getSession()
      .then(async ({ data }) => {
        await apply(data.session?.user ?? null)
        checkSessionStillExists()
      })
      .catch((err: unknown) => {
        console.warn('Could not read the session', err)
        return apply(null)
      })
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      start()
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready() {
      start()
      return readyPromise
    },
    async refreshProfile() {
      const user = state.user
      if (user) await apply(user, true)
    },
    whenSettled(timeoutMs = 8000) {
      start()
      if (isSettled()) return Promise.resolve(state)
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          settleWaiters.delete(done)
          resolve(state)
        }
        const timer = setTimeout(done, timeoutMs)
        settleWaiters.add(done)
      })
    },
  }
}
