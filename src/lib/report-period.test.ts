import { describe, expect, it } from 'vitest'
import { deviceToday, formatPeriod, LEDGER_PERIODS, periodDays, periodProblem, presetPeriod, REPORT_PERIODS } from './report-period'

describe('periods', () => {
  it('makes the presets that end today, counting whole days', () => {
    expect(presetPeriod('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' })
    expect(presetPeriod('last-7-days', '2026-11-03')).toEqual({ from: '2026-10-28', to: '2026-11-03' })
    expect(presetPeriod('last-30-days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(presetPeriod('month-so-far', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' })
    expect(presetPeriod('last-month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetPeriod('last-month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodDays(presetPeriod('last-7-days', '2026-11-24'))).toBe(7)
    expect(periodDays(presetPeriod('last-30-days', '2026-11-24'))).toBe(30)
  })

  it('makes the calendar presets, days to come included: Monday to Sunday, the 1st to the last day', () => {
    expect(presetPeriod('this-week', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetPeriod('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetPeriod('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetPeriod('this-week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' })
    expect(presetPeriod('this-month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetPeriod('this-month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(presetPeriod('this-month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
  })

  it('offers each page its own presets, as the pages always did', () => {
    expect(REPORT_PERIODS.map((p) => p.label)).toEqual(['This week', 'This month', 'Last 30 days', 'Custom'])
    expect(LEDGER_PERIODS.map((p) => p.label)).toEqual(['Today', 'Last 7 days', 'This month', 'Last month', 'Last 30 days', 'Choose dates'])
    expect(LEDGER_PERIODS.find((p) => p.label === 'This month')?.key).toBe('month-so-far')
  })

  it('counts days across a change of clocks and a leap day', () => {
    expect(periodDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3)
    expect(periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366)
    expect(periodDays({ from: '2025-11-23', to: '2026-11-24' })).toBe(367)
    expect(periodDays({ from: '2026-02-30', to: '2026-03-01' })).toBeNaN()
  })

  it('refuses what the database would: missing or impossible days, reversed, over 366 days', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull()
    expect(periodProblem({ from: '2026-11-24', to: '2026-11-24' })).toBeNull()
    expect(periodProblem({ from: '', to: '2026-11-30' })).toBe('Please choose the first and the last day of the period.')
    expect(periodProblem({ from: '2026-11-01', to: '' })).toBe('Please choose the first and the last day of the period.')
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('Please choose calendar dates for the period.')
    expect(periodProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('The period ends before it starts: please choose a last day on or after the first.')
    expect(periodProblem({ from: '2025-11-24', to: '2026-11-24' })).toBeNull()
    expect(periodProblem({ from: '2025-11-23', to: '2026-11-24' })).toBe('Please choose a period of at most 366 days.')
  })

  it("reads the device's calendar date", () => {
    expect(deviceToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })

  it('writes a period for people', () => {
    expect(formatPeriod({ from: '2026-10-26', to: '2026-11-24' })).toBe('26 Oct – 24 Nov 2026')
    expect(formatPeriod({ from: '2026-12-28', to: '2027-01-03' })).toBe('28 Dec 2026 – 3 Jan 2027')
    expect(formatPeriod({ from: '2026-11-24', to: '2026-11-24' })).toBe('24 Nov 2026')
  })
})
