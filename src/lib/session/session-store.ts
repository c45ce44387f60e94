import { supabase } from '~/lib/supabase'
import { createSessionStore, type SessionClient } from './create-session-store'

export type { SessionState, SessionStore } from './create-session-store'

/** The app's one session store, fed by the app's one supabase client. */
export const sessionStore = createSessionStore(supabase as unknown as SessionClient)
