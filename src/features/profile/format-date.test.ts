import { describe, expect, it } from 'vitest'
import { formatJoinedDate } from './format-date'

describe('formatJoinedDate', () => {
  it('formats an ISO timestamp as a long date', () => {
    expect(formatJoinedDate('2026-03-04T12:00:00Z', 'en-US')).toBe('March 4, 2026')
    expect(formatJoinedDate('2026-03-04T12:00:00Z', 'es-ES')).toBe('4 de marzo de 2026')
  })

  it('returns an empty string for missing or broken values', () => {
    expect(formatJoinedDate(null)).toBe('')
    expect(formatJoinedDate('yesterday')).toBe('')
  })
})
