import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { filtersOf, parseMatchesSearch } from './matches-search'
import { OpenMatchArgs, SplitBookingArgs, levelRangeAround, openMatchParams, splitBookingParams } from './open-match'

const args = { bookingId: 'b1', levelMin: 1400, levelMax: 1600, competitive: true, category: 'open', places: 3, note: null, players: [] }

describe('the open-match form', () => {
  it('names exactly the players the open places leave, each once', () => {
    expect(v.is(OpenMatchArgs, args)).toBe(true)
    expect(v.is(OpenMatchArgs, { ...args, places: 2, players: ['p1'] })).toBe(true)
    expect(v.is(OpenMatchArgs, { ...args, places: 1, players: ['p1'] })).toBe(false)
    expect(v.is(OpenMatchArgs, { ...args, places: 1, players: ['p1', 'p1'] })).toBe(false)
    expect(v.is(OpenMatchArgs, { ...args, places: 4 })).toBe(false)
  })

  it('refuses a range upside down, off the scale, and a note over 280 characters', () => {
    expect(v.safeParse(OpenMatchArgs, { ...args, levelMin: 1700 }).issues?.[0].message).toBe('level_order')
    expect(v.is(OpenMatchArgs, { ...args, levelMax: 4001 })).toBe(false)
    expect(v.is(OpenMatchArgs, { ...args, note: 'x'.repeat(281) })).toBe(false)
  })

  it('starts the range around the player’s rating on steps of 50', () => {
    expect(levelRangeAround(1512.4)).toEqual({ min: 1350, max: 1650 })
    expect(levelRangeAround(50)).toEqual({ min: 0, max: 200 })
  })
})

describe('the split form', () => {
  const split = { bookingId: 'b1', organiserId: 'me', competitive: false, note: null, players: ['p1'] }
  const problem = (over: Partial<typeof split>) => v.safeParse(SplitBookingArgs, { ...split, ...over }).issues?.[0].message

  it('names one to three other players, each once, never the organiser', () => {
    expect(v.is(SplitBookingArgs, split)).toBe(true)
    expect(v.is(SplitBookingArgs, { ...split, players: ['p1', 'p2', 'p3'] })).toBe(true)
    expect(problem({ players: [] })).toBe('players_count')
    expect(problem({ players: ['p1', 'p2', 'p3', 'p4'] })).toBe('players_count')
    expect(problem({ players: ['p1', 'p1'] })).toBe('players_twice')
    expect(problem({ players: ['p1', 'me'] })).toBe('players_self')
    expect(v.is(SplitBookingArgs, { ...split, note: 'x'.repeat(281) })).toBe(false)
  })

  it('sends a private match with no place open, the whole rating scale, for anyone, and the players named', () => {
    const parsed = v.parse(SplitBookingArgs, { ...split, competitive: true, note: 'Bring balls', players: ['p1', 'p2'] })
    expect(splitBookingParams(parsed)).toEqual({
      p_booking_id: 'b1',
      p_level_min: 0,
      p_level_max: 4000,
      p_competitive: true,
      p_category: 'open',
      p_places: 0,
      p_note: 'Bring balls',
      p_players: ['p1', 'p2'],
      p_private: true,
    })
    expect(splitBookingParams(v.parse(SplitBookingArgs, split))).toMatchObject({ p_competitive: false, p_note: '', p_players: ['p1'] })
  })

  it('sends an open match as before: listed, its levels, category and places', () => {
    expect(openMatchParams(v.parse(OpenMatchArgs, { ...args, places: 2, players: ['p1'] }))).toEqual({
      p_booking_id: 'b1',
      p_level_min: 1400,
      p_level_max: 1600,
      p_competitive: true,
      p_category: 'open',
      p_places: 2,
      p_note: '',
      p_players: ['p1'],
      p_private: false,
    })
  })
})

describe('the list’s address', () => {
  it('keeps the filters it understands and drops the rest', () => {
    expect(parseMatchesSearch({ day: '2099-06-01', level: 'any', category: 'mixed', club: 'c1000000-0000-4000-8000-000000000001' })).toEqual({
      day: '2099-06-01',
      level: 'any',
      category: 'mixed',
      club: 'c1000000-0000-4000-8000-000000000001',
    })
    expect(parseMatchesSearch({ day: '2099-13-01', level: 'pro', category: 'kids', club: 'x' })).toEqual({})
    expect(filtersOf({})).toEqual({ day: null, level: 'mine', category: null, club: null })
  })
})
