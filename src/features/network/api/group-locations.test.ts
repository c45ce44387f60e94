import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ClubRowSchema, groupLocations, type ClubRow } from './group-locations'

const row = (city: string, code: string, country: string | null, courts: number): ClubRow => ({
  city,
  country_code: code,
  country: country === null ? null : { name: country },
  courts: [{ count: courts }],
})

describe('groupLocations', () => {
  it('gives one card per city with its country name and court count, biggest first', () => {
    const locations = groupLocations([row('Berlin', 'DE', 'Germany', 4), row('Madrid', 'ES', 'Spain', 12), row('London', 'GB', 'United Kingdom', 6)])
    expect(locations).toEqual([
      { city: 'Madrid', country: 'Spain', countryCode: 'ES', courts: 12, clubs: 1 },
      { city: 'London', country: 'United Kingdom', countryCode: 'GB', courts: 6, clubs: 1 },
      { city: 'Berlin', country: 'Germany', countryCode: 'DE', courts: 4, clubs: 1 },
    ])
  })

  it('adds up the courts of several clubs in one city', () => {
    const locations = groupLocations([row('Madrid', 'ES', 'Spain', 12), row('madrid', 'ES', 'Spain', 3)])
    expect(locations).toHaveLength(1)
    expect(locations[0]).toMatchObject({ city: 'Madrid', courts: 15, clubs: 2 })
  })

  it('keeps a city name shared by two countries as two places', () => {
    const locations = groupLocations([row('Valencia', 'ES', 'Spain', 8), row('Valencia', 'VE', 'Venezuela', 2)])
    expect(locations.map((l) => l.country)).toEqual(['Spain', 'Venezuela'])
  })

  it('orders equal court counts by city name and keeps a club without courts', () => {
    const locations = groupLocations([row('Milan', 'IT', 'Italy', 8), row('Barcelona', 'ES', 'Spain', 8), row('Porto', 'PT', 'Portugal', 0)])
    expect(locations.map((l) => `${l.city} ${l.courts}`)).toEqual(['Barcelona 8', 'Milan 8', 'Porto 0'])
  })

  it('falls back to the country code when the country did not come with the club', () => {
    expect(groupLocations([row('Lisbon', 'PT', null, 6)])[0]?.country).toBe('PT')
  })

  it('is empty for no clubs', () => {
    expect(groupLocations([])).toEqual([])
  })
})

describe('ClubRowSchema', () => {
  it('accepts the PostgREST shape and rejects a negative or missing count', () => {
    expect(v.is(ClubRowSchema, { city: 'Rome', country_code: 'IT', country: { name: 'Italy' }, courts: [{ count: 7 }] })).toBe(true)
    expect(v.is(ClubRowSchema, { city: 'Rome', country_code: 'IT', country: { name: 'Italy' }, courts: [{ count: -1 }] })).toBe(false)
    expect(v.is(ClubRowSchema, { city: 'Rome', country_code: 'IT', country: { name: 'Italy' } })).toBe(false)
    expect(v.is(ClubRowSchema, { city: '  ', country_code: 'IT', country: null, courts: [] })).toBe(false)
  })
})
