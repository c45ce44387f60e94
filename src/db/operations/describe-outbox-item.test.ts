import { describe, expect, it } from 'vitest'
import { describeOutboxItem } from './registry'
import type { OutboxItem } from './registry'

const topUp = (amount: number, currency: string | null): OutboxItem => ({
  id: 'r1',
  userId: 'u1',
  status: 'conflict',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: '2026-11-23T10:00:00Z',
  seq: 1,
  kind: 'top_up',
  payload: { requestId: 'r1', amount, clubId: 'c1', currency },
})

describe('describeOutboxItem', () => {
  it('names a top-up in its club currency', () => {
    expect(describeOutboxItem(topUp(40, 'EUR'))).toEqual({ title: 'Top-up of €40.00', link: '/player-balance' })
    expect(describeOutboxItem(topUp(12.5, 'GBP')).title).toBe('Top-up of £12.50')
  })
  it('shows no sign at all rather than a guessed one when the currency is not known', () => {
    expect(describeOutboxItem(topUp(40, null)).title).toBe('Top-up of 40.00')
  })
})
