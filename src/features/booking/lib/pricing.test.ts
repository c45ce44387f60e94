import { describe, expect, it } from 'vitest'
import { slotPrice } from './pricing'

describe('slotPrice', () => {
  const court = { off_peak_price: 20, peak_price: 28 }
  it('takes the peak or off-peak price of the court', () => {
    expect(slotPrice(court, '2026-11-30', '10:30')).toBe(20)
    expect(slotPrice(court, '2026-11-30', '19:30')).toBe(28)
  })
})
