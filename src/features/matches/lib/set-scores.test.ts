import { describe, expect, it } from 'vitest'
import { checkSets, isFinishedSet } from './set-scores'

const s = (mine: string, theirs: string) => ({ mine, theirs })

describe('isFinishedSet', () => {
  it('accepts the finished scores and nothing else', () => {
    for (const [a, b] of [
      [6, 0],
      [6, 4],
      [4, 6],
      [7, 5],
      [7, 6],
      [6, 7],
    ])
      expect(isFinishedSet(a!, b!)).toBe(true)
    for (const [a, b] of [
      [6, 5],
      [5, 3],
      [7, 4],
      [8, 6],
      [6, 6],
      [0, 0],
      [7, 7],
    ])
      expect(isFinishedSet(a!, b!)).toBe(false)
  })
})

describe('checkSets', () => {
  it('gives team 1 first and the winner, for a player of team 1', () => {
    expect(checkSets([s('6', '4'), s('3', '6'), s('7', '5')], 1)).toEqual({
      ok: true,
      sets: [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
      winner: 1,
    })
  })

  it('flips "us – them" when the player is on team 2', () => {
    expect(checkSets([s('6', '4'), s('6', '2')], 2)).toEqual({
      ok: true,
      sets: [
        [4, 6],
        [2, 6],
      ],
      winner: 2,
    })
    expect(checkSets([s('2', '6'), s('3', '6')], 2)).toEqual({
      ok: true,
      sets: [
        [6, 2],
        [6, 3],
      ],
      winner: 1,
    })
  })

  it('ignores empty rows but needs one set', () => {
    expect(checkSets([s('', ''), s('6', '1'), s('', '')])).toMatchObject({ ok: true, sets: [[6, 1]] })
    expect(checkSets([s('', '')])).toEqual({ ok: false, message: 'Enter the games of at least one set.' })
  })

  it('names the set that is not a finished set', () => {
    expect(checkSets([s('6', '4'), s('6', '5')])).toEqual({ ok: false, message: 'Set 2: a set ends 6-0 to 6-4, 7-5 or 7-6.', setIndex: 1 })
    expect(checkSets([s('6', '')])).toMatchObject({ ok: false, setIndex: 0, message: "Set 1: enter both teams' games as whole numbers." })
    expect(checkSets([s('6.5', '2')])).toMatchObject({ ok: false, setIndex: 0 })
  })

  it('refuses a draw and more than five sets', () => {
    expect(checkSets([s('6', '4'), s('4', '6')])).toMatchObject({ ok: false, message: expect.stringContaining('level') })
    expect(checkSets(Array.from({ length: 6 }, () => s('6', '0')))).toMatchObject({ ok: false, message: 'A match has at most 5 sets.' })
  })
})
