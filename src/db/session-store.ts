import { supabase } from '~/lib/supabase'
import { createSessionStore, type SessionClient } from '~/lib/session/create-session-store'

export type { SessionState, SessionStore } from '~/lib/session/create-session-store'

/**
 * The app's one session store, fed by the app's one supabase client and by the signed-in user's local
 * database (loaded on demand: visitors never download Dexie).
 */
export const sessionStore = createSessionStore(supabase as unknown as SessionClient, {
  localProfile: (userId) => import('./local-profile').then((module) => module.readLocalProfile(userId)),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onResume: (check) => {
    if (typeof window === 'undefined') return
    window.addEventListener('focus', check)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
  },
})
