import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { ElsyDatabase, databaseName } from './database'

// The engine talks to the server; here only "stop" matters.
vi.mock('./sync/engine', () => ({ startSync: vi.fn(), stopSync: vi.fn(), syncNow: vi.fn() }))

const { settleEndedSession } = await import('./session-data')
const { stopSync } = await import('./sync/engine')

async function seed(userId: string, outboxStatus?: string) {
  const db = new ElsyDatabase(userId)
  await db.open()
  await db.bookings.put({ id: 'b1' } as never)
  if (outboxStatus) {
    await db.outbox.put({ id: 'o1', seq: 1, status: outboxStatus, kind: 'profile.update', userId, payload: {} } as never)
    await db.meta.put({ key: 'outboxSeq', value: 1 })
  }
  db.close()
}

describe('settleEndedSession (a sign-out this tab did not make)', () => {
  it('deletes the data when everything reached the server, as a plain sign-out does', async () => {
    await seed('synced', 'done')
    await settleEndedSession('synced')
    expect(stopSync).toHaveBeenCalled()
    expect(await Dexie.exists(databaseName('synced'))).toBe(false)
  })

  it('keeps only the unsent changes when there are some (nobody is here to ask)', async () => {
    await seed('unsent', 'pending')
    await settleEndedSession('unsent')
    const db = new ElsyDatabase('unsent')
    expect(await db.outbox.count()).toBe(1)
    expect(await db.bookings.count()).toBe(0)
    expect(await db.meta.get('kept')).toBeDefined()
    db.close()
  })

  it('changes nothing after this tab signed out itself and deleted the data', async () => {
    await settleEndedSession('gone')
    expect(await Dexie.exists(databaseName('gone'))).toBe(false)
  })
})
