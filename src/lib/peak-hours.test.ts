import { describe, expect, it } from 'vitest'
import { isPeak, slotPrice } from './peak-hours'

const usual = { peak_starts_at: '18:00:00', peak_weekdays: [6, 7] }

describe('isPeak', () => {
  it('is peak from the club peak start on weekdays and all day on its peak weekdays', () => {
    expect(isPeak(usual, '2026-11-27', '16:30:00')).toBe(false) // Friday afternoon
    expect(isPeak(usual, '2026-11-27', '18:00:00')).toBe(true)
    expect(isPeak(usual, '2026-11-28', '09:00')).toBe(true) // Saturday
    expect(isPeak(usual, '2026-11-29', '09:00')).toBe(true) // Sunday
    expect(isPeak(usual, '2026-11-30', '09:00')).toBe(false) // Monday
  })

  it("follows a club's own rule: no evening peak, Fridays peak all day", () => {
    const own = { peak_starts_at: null, peak_weekdays: [5] }
    expect(isPeak(own, '2026-11-27', '09:00')).toBe(true) // Friday
    expect(isPeak(own, '2026-11-28', '19:30')).toBe(false) // Saturday evening
  })

  it('is never peak for a date that is not one', () => {
    expect(isPeak(usual, 'not a date', '19:30')).toBe(false)
  })
})

describe('slotPrice', () => {
  const court = { off_peak_price: 20, peak_price: 28 }
  it('takes the peak or off-peak price of the court', () => {
    expect(slotPrice(court, usual, '2026-11-30', '10:30')).toBe(20)
    expect(slotPrice(court, usual, '2026-11-30', '19:30')).toBe(28)
  })
})
