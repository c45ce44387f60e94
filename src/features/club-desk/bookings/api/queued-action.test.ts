import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '~/db/user-database'
import type { Words } from '~/lib/words'
import { queuedSentence } from './queued-action'

const STAFF = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'

afterEach(async () => {
  const db = await openUserDatabase(STAFF)
  closeUserDatabase()
  await db.delete()
})

async function queued(status: 'pending' | 'conflict' | 'done', lastError: Words | null = null) {
  const db = await openUserDatabase(STAFF)
  await db.outbox.add({
    id: 'q1',
    userId: STAFF,
    kind: 'desk_check_in',
    payload: { bookingId: 'b1', clubId: 'c1', players: 'Alex Rivera', slotLabel: '09:00 - 10:30' },
    status,
    attempts: 1,
    nextAttemptAt: 0,
    lastError,
    createdAt: '2026-11-24T09:00:00Z',
    seq: 1,
  })
  return db
}

describe("a desk dialog's queued change", () => {
  it("says the server's sentence when refused and drops the refused change, so the dialog can send a corrected one", async () => {
    const db = await queued('conflict', { text: 'Check-in opens an hour before the start (25 Nov 08:00).' })
    await expect(queuedSentence('q1', 'Checked in.')).rejects.toThrow('Check-in opens an hour before the start (25 Nov 08:00).')
    expect(await db.outbox.get('q1')).toBeUndefined()
  })

  it('says done when the server took it, and keeps nothing else', async () => {
    const db = await queued('done')
    await expect(queuedSentence('q1', 'Checked in.')).resolves.toBe('Checked in.')
    expect((await db.outbox.get('q1'))?.status).toBe('done')
  })

  it('says it is kept on the device while there is no connection', async () => {
    const db = await queued('pending')
    vi.stubGlobal('navigator', { onLine: false })
    try {
      await expect(queuedSentence('q1', 'Checked in.')).resolves.toMatch(/^Saved on this device/)
    } finally {
      vi.unstubAllGlobals()
    }
    expect((await db.outbox.get('q1'))?.status).toBe('pending')
  })
})
