import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ClubRowSchema, cityCount, clubLocations, type ClubRow } from './club-locations'

let n = 0
const row = (city: string, code: string, country: string | null, courts: number, name = `ELSY ${city}`): ClubRow => {
  n += 1
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    city,
    country_code: code,
    country: country === null ? null : { name: country },
    courts: [{ count: courts }],
  }
}

describe('clubLocations', () => {
  it('gives one card per club with its id, country name and court count, biggest first', () => {
    const berlin = row('Berlin', 'DE', 'Germany', 4)
    const madrid = row('Madrid', 'ES', 'Spain', 12)
    expect(clubLocations([berlin, madrid])).toEqual([
      { clubId: madrid.id, name: 'ELSY Madrid', city: 'Madrid', country: 'Spain', countryCode: 'ES', courts: 12 },
      { clubId: berlin.id, name: 'ELSY Berlin', city: 'Berlin', country: 'Germany', countryCode: 'DE', courts: 4 },
    ])
  })

  it('keeps two clubs of one city apart: each card books its own club', () => {
    const locations = clubLocations([row('Madrid', 'ES', 'Spain', 12, 'ELSY Madrid'), row('madrid', 'ES', 'Spain', 3, 'ELSY Madrid Norte')])
    expect(locations.map((l) => l.name)).toEqual(['ELSY Madrid', 'ELSY Madrid Norte'])
    expect(new Set(locations.map((l) => l.clubId)).size).toBe(2)
    expect(cityCount(locations)).toBe(1)
  })

  it('counts a city name shared by two countries as two places', () => {
    expect(cityCount(clubLocations([row('Valencia', 'ES', 'Spain', 8), row('Valencia', 'VE', 'Venezuela', 2)]))).toBe(2)
  })

  it('orders equal court counts by city name and keeps a club without courts', () => {
    const locations = clubLocations([row('Milan', 'IT', 'Italy', 8), row('Barcelona', 'ES', 'Spain', 8), row('Porto', 'PT', 'Portugal', 0)])
    expect(locations.map((l) => `${l.city} ${l.courts}`)).toEqual(['Barcelona 8', 'Milan 8', 'Porto 0'])
  })

  it('falls back to the country code when the country did not come with the club', () => {
    expect(clubLocations([row('Lisbon', 'PT', null, 6)])[0]?.country).toBe('PT')
  })

  it('is empty for no clubs', () => {
    expect(clubLocations([])).toEqual([])
  })
})

describe('ClubRowSchema', () => {
  const club = { id: 'c0000000-0000-4000-8000-000000000006', name: 'ELSY Rome', city: 'Rome', country_code: 'IT', country: { name: 'Italy' } }
  it('accepts the PostgREST shape and rejects a negative or missing count or a missing id', () => {
    expect(v.is(ClubRowSchema, { ...club, courts: [{ count: 7 }] })).toBe(true)
    expect(v.is(ClubRowSchema, { ...club, courts: [{ count: -1 }] })).toBe(false)
    expect(v.is(ClubRowSchema, club)).toBe(false)
    expect(v.is(ClubRowSchema, { ...club, id: undefined, courts: [] })).toBe(false)
    expect(v.is(ClubRowSchema, { ...club, city: '  ', courts: [] })).toBe(false)
  })
})
