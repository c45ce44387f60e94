import { loadSupabase, whenSupabaseLoaded } from '~/lib/load-supabase'
import { createSessionStore, type SessionClient } from '~/lib/session/create-session-store'
import { lazySessionClient, mayHaveSession } from '~/lib/session/lazy-session-client'

export type { SessionState, SessionStore } from '~/lib/session/create-session-store'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The app's one session store, fed by the app's one supabase client and by the signed-in user's local
 * database (loaded on demand: visitors never download Dexie). supabase-js is loaded on demand too: with a
 * stored session (or an auth link) at once, else when something needs it — a sign-in loads it, and the store
 * connects then; a sign-in in another tab writes storage, which loads it here.
 */
const loadLocalProfile = () => import('./local-profile')

export const sessionStore = createSessionStore(lazySessionClient(() => loadSupabase() as unknown as Promise<SessionClient>), {
  localProfile: (userId) => loadLocalProfile().then((module) => module.readLocalProfile(userId)),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onResume: (check) => {
    if (typeof window === 'undefined') return
    window.addEventListener('focus', check)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
  },
  deferConnect: (connect) => {
    if (typeof window === 'undefined') return false
    if (mayHaveSession(storage(), window.location)) {
      // The device's copy of the profile (with Dexie) is read right after the session: its code loads beside supabase-js.
      void loadLocalProfile().catch(() => undefined)
      return false
    }
    whenSupabaseLoaded(connect)
    window.addEventListener('storage', (event) => {
      if (event.key?.startsWith('sb-')) void loadSupabase()
    })
    return true
  },
})
