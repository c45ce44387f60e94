import { describe, expect, it } from 'vitest'
import type { RatingExplanation } from '~/db/types'
import { explainRating, formatDelta, formatRating, ratingSteps } from './rating-text'

// The contract's example: a 1,500 team beats a 1,540 team. E = 1 / (1 + 10^(40/400)) = 0.4427.
const expected = 1 / (1 + 10 ** (40 / 400))
const win: RatingExplanation = {
  rating_before: 1500,
  rating_after: 1513.4,
  delta: Math.round(24 * (1 - expected) * 10) / 10,
  team_rating: 1500,
  opponent_rating: 1540,
  expected,
  score: 1,
  k: 24,
}

describe('formatDelta', () => {
  it('signs and rounds to one decimal', () => {
    expect(formatDelta(12.4)).toBe('+12.4')
    expect(formatDelta(-8)).toBe('−8.0')
    expect(formatDelta(0.04)).toBe('±0.0')
    expect(formatDelta(1234.56)).toBe('+1,234.6')
  })
})

describe('explainRating', () => {
  it('says what happened and what the formula expected', () => {
    expect(win.delta).toBe(13.4)
    expect(explainRating(win)).toBe('+13.4 — you beat a team rated 1,540 with 1,500: expected 44%')
  })

  it('words a loss', () => {
    const loss = { ...win, score: 0 as const, delta: Math.round(40 * (0 - expected) * 10) / 10, k: 40 }
    expect(explainRating(loss)).toBe('−17.7 — you lost to a team rated 1,540 with 1,500: expected 44%')
  })
})

describe('ratingSteps', () => {
  it('walks through the formula with the numbers of the match', () => {
    const steps = ratingSteps(win)
    expect(steps[1]).toBe('Expected result: 1 / (1 + 10^(40 / 400)) = 0.443, a 44% chance of winning.')
    expect(steps[3]).toBe('Change: 24 × (1 − 0.443) = +13.4, from 1,500.0 to 1,513.4.')
    expect(formatRating(1587.25)).toBe('1,587.3')
  })
})
