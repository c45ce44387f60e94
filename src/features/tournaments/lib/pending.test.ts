import { describe, expect, it } from 'vitest'
import type { OutboxItem } from '~/db/operations/registry'
import { pendingBadge, pendingByTournament } from './pending'

function item(seq: number, over: Partial<OutboxItem> & Pick<OutboxItem, 'kind' | 'payload'>): OutboxItem {
  return {
    id: `o${seq}`,
    userId: 'me',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: '2026-11-25T10:00:00Z',
    seq,
    ...over,
  } as OutboxItem
}

describe('pendingByTournament', () => {
  it('keeps the latest unsettled change per tournament, with the server message of a refusal', () => {
    const items = [
      item(1, { kind: 'tournament_register', payload: { entryId: 'e1', tournamentId: 't1', partnerId: 'p' }, status: 'done' }),
      item(2, { kind: 'tournament_register', payload: { entryId: 'e2', tournamentId: 't2', partnerId: 'p' }, status: 'conflict', lastError: { text: 'This tournament is full.' }, resultCode: 'full' }),
      item(3, { kind: 'tournament_register', payload: { entryId: 'e3', tournamentId: 't3', partnerId: 'p' } }),
      item(4, { kind: 'tournament_withdraw', payload: { entryId: 'e3', tournamentId: 't3' }, status: 'inflight' }),
      item(5, { kind: 'top_up', payload: { requestId: 'r', amount: 10, clubId: null, currency: 'EUR' } }),
    ]
    const map = pendingByTournament(items)
    expect([...map.keys()].sort()).toEqual(['t2', 't3'])
    expect(map.get('t2')).toMatchObject({ kind: 'register', state: 'conflict', message: { text: 'This tournament is full.' }, code: 'full' })
    expect(map.get('t3')).toMatchObject({ kind: 'withdraw', state: 'pending', entryId: 'e3' })
    expect(pendingBadge(map.get('t3'))?.label).toBe('Withdrawal waiting to sync')
    expect(pendingBadge(map.get('t2'))).toEqual({ label: 'Registration refused', tone: 'danger' })
  })
})
