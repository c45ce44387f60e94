import { describe, expect, it } from 'vitest'
import type { AdminClub } from '../api/admin-clubs'
import { clubRequest, filterClubs, formProblem, typedPrice, type ClubForm } from './admin-clubs'

const base: AdminClub = {
  id: '1', name: 'ELSY Málaga', country_code: 'ES', country_name: 'Spain', city: 'Málaga', address: null, time_zone: 'Europe/Madrid',
  currency: 'EUR', active: true, deactivated_at: null, courts_in_service: 4, courts_total: 4, owner: null, invitation: null, members: 3,
  bookings_this_month: 9,
}
const clubs: AdminClub[] = [
  base,
  { ...base, id: '2', name: 'ELSY London', country_code: 'GB', country_name: 'United Kingdom', city: 'London', active: false, owner: { id: 'o', name: 'Ada Lovelace', email: 'ada@x.io' } },
  { ...base, id: '3', name: 'ELSY Porto', country_code: 'PT', country_name: 'Portugal', city: 'Porto', invitation: { email: 'new@x.io', created_at: '' } },
]

describe('filterClubs', () => {
  it('matches name, city, owner and invitation, without accents or case', () => {
    expect(filterClubs(clubs, { search: 'malaga', country: '', status: 'all' }).map((c) => c.id)).toEqual(['1'])
    expect(filterClubs(clubs, { search: 'ADA', country: '', status: 'all' }).map((c) => c.id)).toEqual(['2'])
    expect(filterClubs(clubs, { search: 'new@x', country: '', status: 'all' }).map((c) => c.id)).toEqual(['3'])
  })
  it('keeps one country, or the active or deactivated ones', () => {
    expect(filterClubs(clubs, { search: '', country: 'GB', status: 'all' }).map((c) => c.id)).toEqual(['2'])
    expect(filterClubs(clubs, { search: '', country: '', status: 'deactivated' }).map((c) => c.id)).toEqual(['2'])
    expect(filterClubs(clubs, { search: '', country: '', status: 'active' }).map((c) => c.id)).toEqual(['1', '3'])
  })
})

function form(over: Partial<ClubForm> = {}): ClubForm {
  return {
    name: ' New Club ', countryCode: 'GB', city: 'Leeds', address: '', phone: '', email: '', sameEveryDay: true,
    days: Array.from({ length: 7 }, (_, i) => ({ open: i < 5, opens: '09:00', closes: '21:00' })),
    courts: [{ key: 1, name: 'Centre', type: 'indoor', offPeak: '20', peak: '30,5' }],
    ...over,
  }
}

describe('the new club form', () => {
  it('reads prices as typed', () => {
    expect(typedPrice('24,50')).toBe(24.5)
    expect(typedPrice('-1')).toBeNull()
    expect(typedPrice('1.234')).toBeNull()
  })
  it('sends the first day for every day when the hours are the same every day', () => {
    const r = clubRequest(form())
    expect(r.opens_at).toEqual(Array(7).fill('09:00'))
    expect(r.name).toBe('New Club')
    expect(r.courts).toEqual([{ name: 'Centre', type: 'indoor', off_peak_price: 20, peak_price: 30.5 }])
    expect(clubRequest(form({ sameEveryDay: false })).opens_at).toEqual(['09:00', '09:00', '09:00', '09:00', '09:00', null, null])
  })
  it('says what is missing first', () => {
    expect(formProblem(form())).toBeNull()
    expect(formProblem(form({ name: 'x' }))?.field).toBe('name')
    expect(formProblem(form({ courts: [] }))?.message).toBe('Please add at least one court.')
    expect(formProblem(form({ courts: [{ key: 1, name: '', type: 'indoor', offPeak: 'x', peak: '1' }] }))).toMatchObject({ court: 1 })
    expect(formProblem(form({ sameEveryDay: false, days: Array.from({ length: 7 }, () => ({ open: false, opens: '09:00', closes: '21:00' })) }))?.field).toBe('hours')
  })
})
