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
