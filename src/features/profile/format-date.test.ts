import { describe, expect, it } from 'vitest'
import { formatJoinedDate } from './format-date'

describe('formatJoinedDate', () => {
  it('writes the day as every other date in the app, whatever the browser language', () => {
    expect(formatJoinedDate('2026-03-04T12:00:00Z')).toBe('Wed 4 Mar 2026')
  })

  it('returns an empty string for missing or broken values', () => {
    expect(formatJoinedDate(null)).toBe('')
    expect(formatJoinedDate('yesterday')).toBe('')
  })
})
