import { describe, expect, it } from 'vitest'
import { deviceToday, periodDays, periodProblem, presetPeriod } from './ledger-period'

describe('ledger periods', () => {
  it('presets end today and count whole days', () => {
    expect(presetPeriod('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' })
    expect(presetPeriod('last-7-days', '2026-11-03')).toEqual({ from: '2026-10-28', to: '2026-11-03' })
    expect(presetPeriod('last-30-days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(presetPeriod('this-month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' })
    expect(presetPeriod('last-month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetPeriod('last-month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodDays(presetPeriod('last-7-days', '2026-11-24'))).toBe(7)
  })

  it('refuses what the server would: missing or impossible days, reversed, over 366 days', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull()
    expect(periodProblem({ from: '', to: '2026-11-30' })).toMatch(/first and the last day/)
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/first and the last day/)
    expect(periodProblem({ from: '2026-11-30', to: '2026-11-01' })).toMatch(/ends before it starts/)
    expect(periodProblem({ from: '2025-11-24', to: '2026-11-24' })).toBeNull()
    expect(periodDays({ from: '2025-11-23', to: '2026-11-24' })).toBe(367)
    expect(periodProblem({ from: '2025-11-23', to: '2026-11-24' })).toMatch(/at most 366 days/)
  })

  it("reads the device's calendar date", () => {
    expect(deviceToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
