import { describe, expect, it } from 'vitest'
import { isPeak, slotPrice } from './pricing'

describe('isPeak', () => {
  it('is peak from 18:00 on weekdays and all weekend', () => {
    expect(isPeak('2026-11-27', '16:30:00')).toBe(false) // Friday afternoon
    expect(isPeak('2026-11-27', '18:00:00')).toBe(true)
    expect(isPeak('2026-11-28', '09:00')).toBe(true) // Saturday
    expect(isPeak('2026-11-29', '09:00')).toBe(true) // Sunday
    expect(isPeak('2026-11-30', '09:00')).toBe(false) // Monday
  })
})

describe('slotPrice', () => {
  const court = { off_peak_price: 20, peak_price: 28 }
  it('takes the peak or off-peak price of the court', () => {
    expect(slotPrice(court, '2026-11-30', '10:30')).toBe(20)
    expect(slotPrice(court, '2026-11-30', '19:30')).toBe(28)
  })
})
