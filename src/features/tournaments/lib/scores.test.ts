import { describe, expect, it } from 'vitest'
import { matchWinner } from '~/lib/match-winner'
import { parseScore, scoreFor, scoreText } from './scores'

describe('parseScore', () => {
  it('reads sets separated by commas or spaces, games by - or :', () => {
    expect(parseScore('6-4, 3-6, 7-5')).toEqual({ ok: true, sets: [[6, 4], [3, 6], [7, 5]] })
    expect(parseScore(' 6:4 7:6 ')).toEqual({ ok: true, sets: [[6, 4], [7, 6]] })
    expect(parseScore('21-17')).toEqual({ ok: true, sets: [[21, 17]] })
  })
  it('explains what is wrong', () => {
    expect(parseScore('')).toEqual({ ok: false, message: 'Enter the score, e.g. 6-4, 3-6, 7-5.' })
    expect(parseScore('6-4 six-three')).toMatchObject({ ok: false, message: expect.stringContaining('"six-three"') })
    expect(parseScore('6-6')).toMatchObject({ ok: false, message: 'A set cannot end level (6-6).' })
    expect(parseScore('6-4 4-6')).toMatchObject({ ok: false, message: expect.stringContaining('same number of sets') })
    expect(parseScore('6-4 6-4 6-4 6-4 6-4 6-4')).toMatchObject({ ok: false, message: 'A match has at most 5 sets.' })
  })
})

describe('score text', () => {
  it('writes the score and reads it from the winner side', () => {
    const sets: [number, number][] = [[4, 6], [5, 7]]
    expect(scoreText(sets)).toBe('4-6, 5-7')
    expect(matchWinner(sets)).toBe(2)
    expect(scoreFor(sets, 2)).toBe('6-4, 7-5')
    expect(matchWinner([[6, 4], [3, 6], [7, 5]])).toBe(1)
  })
})
