import { describe, expect, it } from 'vitest'
import { knockoutColumns, knockoutRoundTitle, progress, scheduleRounds } from './bracket'
import { match } from '~/testing/tournaments'

describe('knockoutRoundTitle', () => {
  it('names rounds by the matches they hold', () => {
    expect([1, 2, 4, 8, 16].map(knockoutRoundTitle)).toEqual(['Final', 'Semi-finals', 'Quarter-finals', 'Round of 16', 'Round of 32'])
  })
})

describe('knockoutColumns', () => {
  it('gives every round a column, ordered, even before later matches exist', () => {
    // 5 teams → bracket of 8: 4 first-round matches (3 byes), then semis and final not yet drawn.
    const matches = [match(1, 2), match(1, 1, { status: 'bye' }), match(1, 4), match(1, 3)]
    const columns = knockoutColumns(matches, 3)
    expect(columns.map((c) => c.title)).toEqual(['Quarter-finals', 'Semi-finals', 'Final'])
    expect(columns[0]?.matches.map((m) => m.position)).toEqual([1, 2, 3, 4])
    expect(columns[1]?.matches).toEqual([])
  })
  it('copes with a two-team final only', () => {
    expect(knockoutColumns([match(1, 1)], 1).map((c) => c.title)).toEqual(['Final'])
  })
})

describe('scheduleRounds / progress', () => {
  it('groups a round robin by round and counts played matches without byes', () => {
    const matches = [match(2, 1, { status: 'played' }), match(1, 2), match(1, 1, { status: 'played' }), match(3, 1, { status: 'bye' })]
    expect(scheduleRounds(matches).map((r) => [r.title, r.matches.map((m) => m.position)])).toEqual([
      ['Round 1', [1, 2]],
      ['Round 2', [1]],
      ['Round 3', [1]],
    ])
    expect(progress(matches)).toEqual({ played: 2, total: 3 })
  })
})
