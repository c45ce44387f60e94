import { describe, expect, it } from 'vitest'
import { describeRange, isInRange, isIsoDate, periodRange } from './period'

const now = new Date(2026, 2, 31, 15) // 31 March 2026, local

describe('periodRange', () => {
  it('gives whole local days for each period', () => {
    expect(periodRange('all', now)).toEqual({ from: null, to: '2026-03-31' })
    expect(periodRange('last-30-days', now)).toEqual({ from: '2026-03-02', to: '2026-03-31' })
    expect(periodRange('this-month', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    // February has 28 days in 2026; last month must not overflow into March.
    expect(periodRange('last-month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodRange('last-3-months', now)).toEqual({ from: '2026-01-01', to: '2026-03-31' })
    expect(periodRange('this-year', now)).toEqual({ from: '2026-01-01', to: '2026-03-31' })
  })

  it('crosses the year boundary in January', () => {
    const jan = new Date(2027, 0, 10)
    expect(periodRange('last-month', jan)).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(periodRange('last-3-months', jan)).toEqual({ from: '2026-11-01', to: '2027-01-10' })
  })
})

describe('isInRange', () => {
  it('includes both end days', () => {
    const range = { from: '2026-03-01', to: '2026-03-31' }
    expect(isInRange(new Date(2026, 2, 1, 0, 0).toISOString(), range)).toBe(true)
    expect(isInRange(new Date(2026, 2, 31, 23, 59).toISOString(), range)).toBe(true)
    expect(isInRange(new Date(2026, 3, 1, 0, 0).toISOString(), range)).toBe(false)
    expect(isInRange(new Date(2026, 1, 28, 23, 59).toISOString(), range)).toBe(false)
  })
})

describe('isIsoDate and describeRange', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('28/02/2026')).toBe(false)
  })
  it('reads as a human period', () => {
    expect(describeRange({ from: '2026-10-01', to: '2026-10-31' })).toBe('1 Oct 2026 – 31 Oct 2026')
    expect(describeRange({ from: null, to: '2026-11-21' })).toBe('Until 21 Nov 2026')
  })
})
