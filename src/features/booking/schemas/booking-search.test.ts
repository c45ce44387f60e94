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
