import { describe, expect, it } from 'vitest'
import { formatLastUpdated, formatSyncedAt } from './last-updated'

describe('formatLastUpdated', () => {
  it('reads the same from a date, an ISO string and a timestamp', () => {
    const at = new Date(2026, 10, 24, 9, 5)
    const text = formatLastUpdated(at)
    expect(text).toMatch(/^Tue 24 Nov(,| at)? 09:05$/)
    expect(formatLastUpdated(at.toISOString())).toBe(text)
    expect(formatLastUpdated(at.getTime())).toBe(text)
  })
})

describe('formatSyncedAt', () => {
  it('is 24-hour, like the slots: the time today, the day and time before', () => {
    const now = new Date(2026, 10, 24, 19, 30)
    expect(formatSyncedAt(new Date(2026, 10, 24, 19, 18), now)).toBe('19:18')
    expect(formatSyncedAt(new Date(2026, 10, 21, 7, 5), now)).toBe('21 Nov, 07:05')
  })
})
