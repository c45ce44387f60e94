import { describe, expect, it } from 'vitest'
import { parseTournamentSearch } from './tournament-search'

describe('parseTournamentSearch', () => {
  it('keeps a tournament id', () => {
    expect(parseTournamentSearch({ tournament: 'E0000000-0000-4000-8000-000000000001' })).toEqual({ tournament: 'e0000000-0000-4000-8000-000000000001' })
  })
  it('drops anything that is not an id instead of failing', () => {
    expect(parseTournamentSearch({ tournament: 'final' })).toEqual({ tournament: undefined })
    expect(parseTournamentSearch({ tournament: 42 })).toEqual({ tournament: undefined })
    expect(parseTournamentSearch({})).toEqual({ tournament: undefined })
  })
})
