import { describe, expect, it } from 'vitest'
import { formatBookingDate } from './club-time'
import { parseBookingDate } from './typed-date'

describe('parseBookingDate', () => {
  it('reads what the date fields show, and ISO dates', () => {
    expect(parseBookingDate('Tue 24 Nov 2026')).toBe('2026-11-24')
    expect(parseBookingDate(formatBookingDate('2027-02-01'))).toBe('2027-02-01')
    expect(parseBookingDate(' 24  nov 2026 ')).toBe('2026-11-24')
    expect(parseBookingDate('24 November 2026')).toBe('2026-11-24')
    expect(parseBookingDate('2026-11-24')).toBe('2026-11-24')
  })

  it('refuses impossible and ambiguous dates', () => {
    expect(parseBookingDate('31 Feb 2026')).toBeNull()
    expect(parseBookingDate('2026-02-30')).toBeNull()
    // 11/12/2026 is November in one country and December in the next.
    expect(parseBookingDate('11/12/2026')).toBeNull()
    expect(parseBookingDate('')).toBeNull()
  })
})
