import { describe, expect, it } from 'vitest'
import type { SyncStatus } from '~/db/queries/sync-status'
import { syncMarkers, syncState } from './sync-state'

const SYNCED: SyncStatus = {
  online: true,
  syncing: false,
  lastSyncedAt: new Date('2026-11-24T09:30:00Z'),
  pending: 0,
  conflicts: 0,
  needsSignIn: false,
  refusedRows: [],
  counted: true,
}

describe('syncState', () => {
  it.each<[string, Partial<SyncStatus>, string]>([
    ['synced: pulled, nothing waiting', {}, 'synced'],
    ['not-synced: never pulled on this device', { lastSyncedAt: null }, 'not-synced'],
    ['loading: the counts are not read yet', { counted: false, pending: 0 }, 'loading'],
    ['syncing', { syncing: true }, 'syncing'],
    ['pending: changes waiting, not being sent', { pending: 2 }, 'pending'],
    ['syncing wins over pending while they are sent', { syncing: true, pending: 2 }, 'syncing'],
    ['offline wins over pending and syncing', { online: false, pending: 1, syncing: true }, 'offline'],
    ['conflict wins over syncing and pending', { conflicts: 1, pending: 1, syncing: true }, 'conflict'],
    ['offline wins over conflict', { online: false, conflicts: 1 }, 'offline'],
    ['needs-sign-in wins over offline', { needsSignIn: true, online: false }, 'needs-sign-in'],
    ['error after the queue', { error: { message_key: 'sync_out_of_storage' } }, 'error'],
    ['pending before error', { error: { message_key: 'sync_out_of_storage' }, pending: 1 }, 'pending'],
  ])('%s', (_, patch, state) => {
    expect(syncState({ ...SYNCED, ...patch })).toBe(state)
  })
})

describe('syncMarkers', () => {
  it('names the state, the counts and the last pull', () => {
    expect(syncMarkers({ ...SYNCED, online: false, pending: 1, conflicts: 2 })).toEqual({
      'data-sync-state': 'offline',
      'data-pending': '1',
      'data-conflicts': '2',
      'data-last-synced': '2026-11-24T09:30:00.000Z',
    })
  })

  it('leaves the counts out until they are read, and the last pull out when there was none', () => {
    expect(syncMarkers({ ...SYNCED, counted: false, lastSyncedAt: null })).toEqual({
      'data-sync-state': 'loading',
      'data-pending': undefined,
      'data-conflicts': undefined,
      'data-last-synced': undefined,
    })
  })
})
