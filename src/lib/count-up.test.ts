import { describe, expect, it } from 'vitest'
import { COUNT_UP_FRAMES, countAt } from './count-up'

describe('countAt', () => {
  it('starts at 0 and lands exactly on the target at frame 60', () => {
    expect(COUNT_UP_FRAMES).toBe(60)
    expect(countAt(0, 19320)).toBe(0)
    expect(countAt(60, 19320)).toBe(19320)
    expect(countAt(75, 19320)).toBe(19320)
  })

  it('rises monotonically in whole numbers and is never past the target before the end', () => {
    let previous = -1
    for (let f = 0; f <= 60; f++) {
      const value = countAt(f, 124)
      expect(Number.isInteger(value)).toBe(true)
      expect(value).toBeGreaterThanOrEqual(previous)
      if (f < 60) expect(value).toBeLessThan(124)
      previous = value
    }
  })

  it('is half way at frame 30', () => {
    expect(countAt(30, 7)).toBe(3)
    expect(countAt(30, 19320)).toBe(9660)
  })
})
