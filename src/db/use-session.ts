import { useSyncExternalStore } from 'react'
import { sessionStore, type SessionState } from './session-store'

// What the build's prerender saw (no session known yet): a prerendered page hydrates against this, then
// re-renders with the real state, so it never mismatches the markup whatever the store already knows.
const PRERENDERED: SessionState = { user: null, profile: null, loading: true }

/** The signed-in user, their profile and whether the first auth check is still running. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, () => PRERENDERED)
}
