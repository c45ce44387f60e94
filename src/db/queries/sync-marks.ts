import type { OutboxItem, SyncMarks, SyncState } from '../types'

/** An unsettled item still on its way (waiting or being sent), as opposed to refused. */
export function isWaiting(item: OutboxItem): boolean {
  return item.status === 'pending' || item.status === 'inflight'
}

export function isRefused(item: OutboxItem): boolean {
  return item.status === 'conflict' || item.status === 'failed'
}

function stateOf(item: OutboxItem): SyncState {
  if (item.status === 'conflict') return 'conflict'
  if (item.status === 'failed') return 'failed'
  return 'pending'
}

/** The marks a row gets from the outbox item that changes it. */
export function marksOf(item: OutboxItem): SyncMarks {
  return { syncState: stateOf(item), outboxId: item.id, ...(item.lastError ? { syncMessage: item.lastError } : {}) }
}

export const SYNCED: SyncMarks = { syncState: 'synced' }
