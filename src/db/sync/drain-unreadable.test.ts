import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { sayWords } from '~/i18n/server-words'
import { describeOutboxItem, type OutboxItem } from '../operations/registry'
import { readLedger } from '../queries/ledger'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { drainOutbox } from './drain'
import { fakeApi } from '~/testing/fake-sync-api'

afterEach(() => closeUserDatabase())

describe('an item whose payload does not fit its operation', () => {
  it('becomes a visible failed item: not sent, not a crash, and the next item still goes', async () => {
    const db = await openUserDatabase(`user-unreadable-${Math.random().toString(16).slice(2)}`)
    const base = { userId: db.userId, status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: '2026-11-23T10:00:00Z' } as const
    // A top-up whose amount was stored as text (another version's shape), then a well-formed one.
    await db.outbox.bulkAdd([
      { ...base, id: 'broken', seq: 1, kind: 'top_up', payload: { requestId: 'broken', amount: '40', clubId: null, currency: 'EUR' } } as unknown as OutboxItem,
      { ...base, id: 'fine', seq: 2, kind: 'top_up', payload: { requestId: 'fine', amount: 10, clubId: 'c1', currency: 'EUR' } },
    ])
    const { api, calls } = fakeApi(db.userId, { rpc: () => ({ data: { status: 'pending', message: 'Requested' }, error: null }) })

    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'empty', settled: 2 })
    expect(calls.map((c) => c.args.p_request_id)).toEqual(['fine'])
    const broken = await db.outbox.get('broken')
    expect(broken).toMatchObject({ status: 'failed', resultCode: 'unreadable', lastError: { message_key: 'sync_unreadable_change' } })
    expect(sayWords(broken!.lastError)).toBe('This change could not be read on this device.')
    expect(sayWords(describeOutboxItem(broken!).title)).toBe('A change this device cannot read')
    // Screens skip it rather than crash on it.
    expect((await readLedger(db)).map((r) => r.id)).toEqual([])
  })
})
