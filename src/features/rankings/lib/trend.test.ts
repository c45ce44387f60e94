import { describe, expect, it } from 'vitest'
import { trendDescription, trendLabel } from './trend'

describe('trend', () => {
  it("uses the spec's words", () => {
    expect([trendLabel('up'), trendLabel('down'), trendLabel('neutral')]).toEqual(['Up', 'Down', 'Same'])
  })

  it('says how many places', () => {
    expect(trendDescription({ trend: 'up', rank_change: 3 })).toBe('Up 3 places since last week')
    expect(trendDescription({ trend: 'down', rank_change: -1 })).toBe('Down 1 place since last week')
    expect(trendDescription({ trend: 'up', rank_change: 0 })).toBe('New this week')
    expect(trendDescription({ trend: 'neutral', rank_change: 0 })).toBe('Same place as last week')
  })
})
