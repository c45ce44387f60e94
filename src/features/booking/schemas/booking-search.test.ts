import { describe, expect, it } from 'vitest'
import { parseBookingSearch } from './booking-search'

describe('parseBookingSearch', () => {
  it('keeps a club id', () => {
    expect(parseBookingSearch({ club: 'c0000000-0000-4000-8000-000000000001' })).toEqual({ club: 'c0000000-0000-4000-8000-000000000001' })
  })
  it.each([[{}], [{ club: 'madrid' }], [{ club: 42 }], [{ club: "'; drop table clubs;--" }], [{ club: ['c0000000-0000-4000-8000-000000000001'] }]])(
    'drops anything else (%j)',
    (search) => {
      expect(parseBookingSearch(search)).toEqual({})
    },
  )
})

describe('parseBookingSearch: the day', () => {
  it('keeps a calendar date next to a club', () => {
    expect(parseBookingSearch({ club: 'c0000000-0000-4000-8000-000000000001', date: '2026-12-05' })).toEqual({
      club: 'c0000000-0000-4000-8000-000000000001',
      date: '2026-12-05',
    })
  })
  it.each([['2026-02-30'], ['05/12/2026'], ['infinity'], [20261205]])('drops a date that is not one (%j) and keeps the club', (date) => {
    expect(parseBookingSearch({ club: 'c0000000-0000-4000-8000-000000000001', date })).toEqual({ club: 'c0000000-0000-4000-8000-000000000001' })
  })
})

describe('parseBookingSearch: the remembered cell', () => {
  it('keeps a slot number, as the address writes it or as a number', () => {
    expect(parseBookingSearch({ date: '2026-12-05', slot: '5' })).toEqual({ date: '2026-12-05', slot: 5 })
    expect(parseBookingSearch({ slot: 3 })).toEqual({ slot: 3 })
  })
  it.each([['0'], ['-1'], ['2.5'], ['99'], ['five'], [''], [['5']], [null]])('drops a slot that is not one (%j)', (slot) => {
    expect(parseBookingSearch({ slot })).toEqual({})
  })
})
