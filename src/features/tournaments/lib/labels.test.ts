import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '~/i18n/current-locale'
import { dateRangeText, deadlineText } from './dates'
import { formatLabel, levelText, teamsText } from './labels'
import { feeText } from './registration'

describe('labels', () => {
  it('shows the level range as ratings', () => {
    expect(levelText(1400, 1700)).toBe('Rating 1,400–1,700')
    expect(levelText(1400, null)).toBe('Rating 1,400 and above')
    expect(levelText(null, 1600.4)).toBe('Rating up to 1,600')
    expect(levelText(null, null)).toBe('All levels')
  })
  it('names formats, fees and places', () => {
    expect(formatLabel('round_robin')).toBe('Round robin')
    expect(formatLabel('mexicano')).toBe('mexicano')
    expect(feeText(0, 'EUR')).toBe('Free entry')
    expect(feeText(12.5, 'GBP')).toBe('£12.50 per team')
    expect(feeText(25, 'EUR')).toBe('€25.00 per team')
    expect(teamsText(6, 16)).toBe('6/16 teams')
  })
})

describe('dates', () => {
  it('writes date ranges compactly', () => {
    expect(dateRangeText('2026-12-05', '2026-12-05')).toBe('Sat 5 Dec 2026')
    expect(dateRangeText('2026-12-05', '2026-12-06')).toBe('Sat 5 Dec – Sun 6 Dec 2026')
    expect(dateRangeText('2026-11-30', '2026-12-01')).toBe('Mon 30 Nov – Tue 1 Dec 2026')
    expect(dateRangeText('2026-12-31', '2027-01-01')).toBe('Thu 31 Dec 2026 – Fri 1 Jan 2027')
  })
  it('writes a range the way the reader\'s language does (English alike in every region), never "11 Fri – Sat Dec 12, 2026"', () => {
    try {
      vi.stubGlobal('navigator', { languages: ['en-US'] })
      applyLocale('en')
      expect(dateRangeText('2026-12-11', '2026-12-12')).toBe('Fri 11 Dec – Sat 12 Dec 2026')
      vi.stubGlobal('navigator', { languages: ['de-DE'] })
      applyLocale('de')
      expect(dateRangeText('2026-12-11', '2026-12-12')).toBe('Fr. 11. – Sa. 12. Dez. 2026')
    } finally {
      vi.unstubAllGlobals()
      applyLocale('en')
    }
  })
  it('shows the deadline on the club clock, whatever the device zone', () => {
    expect(deadlineText('2026-12-03T19:00:00Z', 'Europe/Madrid')).toBe('Thu 3 Dec, 20:00 Madrid time')
    expect(deadlineText('2026-12-03T19:00:00Z', 'America/New_York')).toBe('Thu 3 Dec, 14:00 New York time')
    expect(deadlineText('2026-12-03T19:00:00Z', 'Europe/Madrid', 'Barcelona')).toBe('Thu 3 Dec, 20:00 Barcelona time')
  })
})
