import type { SyncStatus } from '~/db/queries/sync-status'

/**
 * The sync line's state as one word, for the page's markers (`data-sync-state`): tests and tools read it
 * instead of the line's words, which change with the screen width and the wording. When several hold, the one
 * the user must act on first wins: signing in again, then the connection, then refused changes.
 */
export type SyncState = 'loading' | 'needs-sign-in' | 'offline' | 'conflict' | 'syncing' | 'pending' | 'error' | 'synced' | 'not-synced'

export function syncState(status: SyncStatus): SyncState {
  if (!status.counted) return 'loading'
  if (status.needsSignIn) return 'needs-sign-in'
  if (!status.online) return 'offline'
  if (status.conflicts > 0) return 'conflict'
  if (status.syncing) return 'syncing'
  if (status.pending > 0) return 'pending'
  if (status.error) return 'error'
  return status.lastSyncedAt ? 'synced' : 'not-synced'
}

/**
 * The sync line's data attributes: its state, the changes waiting and refused, and when the last pull finished.
 * The counts are left out until they have been read, so a reader never takes "still loading" for "nothing waiting".
 */
export function syncMarkers(status: SyncStatus): Record<`data-${string}`, string | undefined> {
  return {
    'data-sync-state': syncState(status),
    'data-pending': status.counted ? String(status.pending) : undefined,
    'data-conflicts': status.counted ? String(status.conflicts) : undefined,
    'data-last-synced': status.lastSyncedAt?.toISOString(),
  }
}
