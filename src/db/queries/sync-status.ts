import { useSyncExternalStore } from 'react'
import type { Said } from '~/lib/words'
import { describeProblem } from '../sync/rows-base'
import { readRefusedRows } from '../sync/rows-refused'
import { engineStatus } from '../sync/status-store'
import { useUserLiveQuery } from './use-live'

export interface SyncStatus {
  online: boolean
  syncing: boolean
  lastSyncedAt: Date | null
  /** Changes waiting to be sent (pending or in flight). */
  pending: number
  /** Changes the server refused for good (conflict or failed): they wait for the user's decision. */
  conflicts: number
  /** A storage or sync failure, said by the status line. */
  error?: Said
  needsSignIn: boolean
  /** Rows the last pull refused because they did not fit their schema (dataset, row and field, as a sentence). */
  refusedRows: string[]
  /** The counts and lastSyncedAt have been read from this device (false while loading): a 0 before that means nothing. */
  counted: boolean
}

const NONE: string[] = []

/** Online/syncing state, queue counts and the last successful pull, for the status line and the screens. */
export function useSyncStatus(): SyncStatus {
  const engine = useSyncExternalStore(engineStatus.subscribe, engineStatus.get, engineStatus.get)
  const counts = useUserLiveQuery(async (db) => {
    const [items, last, refused] = await Promise.all([db.outbox.toArray(), db.meta.get('lastSyncedAt'), readRefusedRows(db)])
    return {
      pending: items.filter((i) => i.status === 'pending' || i.status === 'inflight').length,
      conflicts: items.filter((i) => i.status === 'conflict' || i.status === 'failed').length,
      lastSyncedAt: typeof last?.value === 'string' ? new Date(last.value) : null,
      refusedRows: refused.map(describeProblem),
    }
  }, [])
  return {
    online: engine.online,
    syncing: engine.syncing,
    needsSignIn: engine.needsSignIn,
    ...(engine.error ? { error: engine.error } : {}),
    pending: counts?.pending ?? 0,
    conflicts: counts?.conflicts ?? 0,
    lastSyncedAt: counts?.lastSyncedAt ?? null,
    refusedRows: counts?.refusedRows ?? NONE,
    counted: counts !== undefined,
  }
}
