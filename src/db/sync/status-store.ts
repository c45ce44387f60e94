import type { Said } from '~/lib/words'

/*
 * The engine's in-memory state that is not in Dexie (online, syncing, error, needsSignIn). Counts and
 * lastSyncedAt live in Dexie so every tab sees the same numbers; useSyncStatus() joins both.
 */
export interface EngineStatus {
  online: boolean
  syncing: boolean
  /** A failure the user should see (storage full, database unavailable), said by the status line; the next good sync clears it. */
  error?: Said
  /** The session cannot be refreshed: the queue is kept and waits for the user to sign in again. */
  needsSignIn: boolean
}

const initial = (): EngineStatus => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  needsSignIn: false,
})

let state: EngineStatus = initial()
const listeners = new Set<() => void>()

export const engineStatus = {
  get: (): EngineStatus => state,
  set(patch: Partial<EngineStatus>) {
    const next = { ...state, ...patch }
    // An error is words as data, made anew by each cycle: the same words are no change.
    const same = (k: keyof EngineStatus) =>
      next[k] === state[k] || (k === 'error' && JSON.stringify(next.error) === JSON.stringify(state.error))
    if ((Object.keys(next) as (keyof EngineStatus)[]).every(same)) return
    state = next
    listeners.forEach((l) => l())
  },
  reset() {
    state = initial()
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
