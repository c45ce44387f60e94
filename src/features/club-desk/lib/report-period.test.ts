import { describe, expect, it } from 'vitest'
import { formatPeriod, isoWeekday, periodDays, periodProblem, presetPeriod } from './report-period'

describe('report periods', () => {
  it('knows the weekday of a date, Monday first', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(isoWeekday('2024-02-29')).toBe(4)
  })

  it('makes the presets on the club calendar', () => {
    expect(presetPeriod('week', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetPeriod('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' })
    expect(presetPeriod('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetPeriod('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(presetPeriod('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(presetPeriod('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(periodDays(presetPeriod('last30', '2026-11-24'))).toBe(30)
  })

  it('counts days across a change of clocks and a leap day', () => {
    expect(periodDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3)
    expect(periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366)
  })

  it('says why typed dates are not a period, in the database\'s words', () => {
    expect(periodProblem('', '2026-11-24')).toBe('Please choose the first and the last day of the period.')
    expect(periodProblem('2026-02-30', '2026-03-01')).toBe('Please choose calendar dates for the period.')
    expect(periodProblem('2026-11-25', '2026-11-24')).toBe('The period must end on or after its first day.')
    expect(periodProblem('2025-11-23', '2026-11-24')).toBe('Please choose a period of at most 366 days.')
    expect(periodProblem('2025-11-24', '2026-11-24')).toBeNull()
    expect(periodProblem('2026-11-24', '2026-11-24')).toBeNull()
  })

  it('writes a period for people', () => {
    expect(formatPeriod({ from: '2026-10-26', to: '2026-11-24' })).toBe('26 Oct – 24 Nov 2026')
    expect(formatPeriod({ from: '2026-12-28', to: '2027-01-03' })).toBe('28 Dec 2026 – 3 Jan 2027')
    expect(formatPeriod({ from: '2026-11-24', to: '2026-11-24' })).toBe('24 Nov 2026')
  })
})
