import { describe, expect, it } from 'vitest'
import { sayWords } from '~/i18n/server-words'
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
    expect(describeOutboxItem(topUp(40, 'EUR'))).toEqual({
      title: { message_key: 'outbox_top_up_label', message_values: { amount: { amount: 40, currency: 'EUR' } } },
      link: '/player-balance',
    })
    expect(sayWords(describeOutboxItem(topUp(40, 'EUR')).title)).toBe('Top-up of €40.00')
    expect(sayWords(describeOutboxItem(topUp(12.5, 'GBP')).title)).toBe('Top-up of £12.50')
  })
  it('shows no sign at all rather than a guessed one when the currency is not known', () => {
    expect(sayWords(describeOutboxItem(topUp(40, null)).title)).toBe('Top-up of 40.00')
  })
  it('names a change this version cannot read', () => {
    const unknown = { ...topUp(40, 'EUR'), kind: 'staff_move' } as unknown as OutboxItem
    expect(describeOutboxItem(unknown)).toEqual({ title: { message_key: 'outbox_unreadable', message_values: {} }, link: null })
  })
})
