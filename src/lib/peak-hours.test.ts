import { describe, expect, it } from 'vitest'
import { isPeak } from './peak-hours'

describe('isPeak', () => {
  it('is peak from 18:00 on weekdays and all weekend', () => {
    expect(isPeak('2026-11-27', '16:30:00')).toBe(false) // Friday afternoon
    expect(isPeak('2026-11-27', '18:00:00')).toBe(true)
    expect(isPeak('2026-11-28', '09:00')).toBe(true) // Saturday
    expect(isPeak('2026-11-29', '09:00')).toBe(true) // Sunday
    expect(isPeak('2026-11-30', '09:00')).toBe(false) // Monday
  })
})
