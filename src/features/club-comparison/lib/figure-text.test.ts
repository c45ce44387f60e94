import { describe, expect, it } from 'vitest'
import { changeText } from './figure-text'

describe('changeText', () => {
  it('gives a change the sign of the figure shown, so a change that rounds to nothing is ±0', () => {
    expect(changeText('occupancy', 0.5, 0.5004, 'EUR')).toBe('±0.0 pts')
    expect(changeText('no_show_rate', 0.1, 0.0996, 'EUR')).toBe('±0.0 pts')
    expect(changeText('revenue', 100, 100.004, 'EUR')).toBe('±€0.00')
  })
  it('says real changes with their sign', () => {
    expect(changeText('occupancy', 0.62, 0.596, 'EUR')).toBe('+2.4 pts')
    expect(changeText('occupancy', 0.5, 0.56, 'EUR')).toBe('−6.0 pts')
    expect(changeText('revenue', 80, 200, 'EUR')).toBe('−€120.00')
    expect(changeText('bookings', 12, 10, 'EUR')).toBe('+2')
    expect(changeText('bookings', 10, null, 'EUR')).toBeNull()
  })
})
