import { useSyncExternalStore } from 'react'
import { sessionStore, type SessionState } from './session-store'

/** The signed-in user, their profile and whether the first auth check is still running. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot)
}
