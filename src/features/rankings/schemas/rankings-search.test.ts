import { describe, expect, it } from 'vitest'
import { parseRankingsSearch } from './rankings-search'

describe('parseRankingsSearch', () => {
  it('keeps valid values', () => {
    expect(parseRankingsSearch({ scope: 'club', q: ' alex ', player: 'D0000000-0000-4000-8000-000000000004' })).toEqual({
      scope: 'club',
      q: 'alex',
      player: 'd0000000-0000-4000-8000-000000000004',
    })
  })

  it('drops what is malformed instead of failing', () => {
    expect(parseRankingsSearch({ scope: 'planet', q: 'x'.repeat(61), player: 'nobody' })).toEqual({ scope: undefined, q: undefined, player: undefined })
    expect(parseRankingsSearch({})).toEqual({})
  })
})
