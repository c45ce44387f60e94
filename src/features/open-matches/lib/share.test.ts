import { describe, expect, it } from 'vitest'
import { distinctShares, matchShare, splitShares } from './share'

describe('a court’s price in four shares', () => {
  it('gives each place a quarter in whole cents, the cents left over to the first places', () => {
    expect([1, 2, 3, 4].map((p) => matchShare(32.02, p))).toEqual([8.01, 8.01, 8, 8])
    expect([1, 2, 3, 4].map((p) => matchShare(25, p))).toEqual([6.25, 6.25, 6.25, 6.25])
    expect([1, 2, 3, 4].map((p) => matchShare(0.03, p))).toEqual([0.01, 0.01, 0.01, 0])
  })

  it('adds up to the price exactly, for every price in cents up to 999.99', () => {
    for (let cents = 0; cents <= 99_999; cents += 1) {
      const price = cents / 100
      const sum = [1, 2, 3, 4].reduce((total, p) => total + Math.round((matchShare(price, p) as number) * 100), 0)
      if (sum !== cents) expect({ price, sum }).toEqual({ price, sum: cents })
    }
  })

  it('has no share off the rule’s ranges', () => {
    expect(matchShare(10, 0)).toBeNull()
    expect(matchShare(10, 5)).toBeNull()
    expect(matchShare(-1, 1)).toBeNull()
    expect(matchShare(Number.NaN, 1)).toBeNull()
  })
})

describe('what a split booking asks of each', () => {
  it('gives the named players the next places, and the booker the rest of the price', () => {
    expect(splitShares(32.03, 3)).toEqual({ mine: 8.01, theirs: [8.01, 8.01, 8] })
    // One player named: the booker keeps the two places nobody takes (8.01 + 8.01 + 8.00).
    expect(splitShares(32.03, 1)).toEqual({ mine: 24.02, theirs: [8.01] })
    expect(splitShares(Number.NaN, 2)).toBeNull()
  })

  it('names one amount when the players’ shares are the same, else each, largest first', () => {
    expect(distinctShares([6.25, 6.25, 6.25])).toEqual([6.25])
    expect(distinctShares([8, 8.01, 8])).toEqual([8.01, 8])
  })
})
