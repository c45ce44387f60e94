import { describe, expect, it } from 'vitest'
import { matchWinner } from './match-winner'

describe('matchWinner', () => {
  it('names the team that won more sets', () => {
    expect(matchWinner([[4, 6], [5, 7]])).toBe(2)
    expect(matchWinner([[6, 4], [3, 6], [7, 5]])).toBe(1)
  })
  it('has no winner for level sets or none', () => {
    expect(matchWinner([[6, 4], [3, 6]])).toBeNull()
    expect(matchWinner([])).toBeNull()
  })
})
