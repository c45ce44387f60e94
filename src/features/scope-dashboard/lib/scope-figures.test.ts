import { describe, expect, it } from 'vitest'
import type { ScopeDashboard } from '../api/scope-dashboard'
import { countryFigures, networkFigures } from './scope-figures'

const dashboard: ScopeDashboard = {
  network: true,
  countries: [
    { code: 'ES', name: 'Spain', currency: 'EUR', time_zone: 'Europe/Madrid' },
    { code: 'GB', name: 'United Kingdom', currency: 'GBP', time_zone: 'Europe/London' },
  ],
  clubs: 20,
  courts: { in_service: 123, total: 124 },
  members: { total: 19318, new_this_month: 516 },
  players: 19320,
  bookings_week: { this: 1289, last: 2297 },
  bookings_month: { this: 8665, last: 8665 },
  revenue_month: [
    { currency: 'EUR', this: 209404, last: 235224 },
    { currency: 'GBP', this: 30316, last: 30316 },
  ],
  bookings_by_day: [],
}

describe('the dashboards above one club', () => {
  it("gives the country owner's cards, money on one line per currency and never added up", () => {
    expect(countryFigures(dashboard)).toEqual([
      { label: 'Clubs', value: '20', note: '123 of 124 courts in service' },
      { label: 'Members', value: '19,318', note: '+516 this month' },
      { label: 'Bookings This Week', value: '1,289', note: '−1,008 vs last week (2,297)' },
      {
        label: 'Revenue This Month',
        value: ['€209,404.00', '£30,316.00'],
        note: '−€25,820.00 vs last month (€235,224.00); Same as last month (£30,316.00)',
      },
    ])
  })

  it("gives the super admin's cards: all players of the network, bookings this month", () => {
    const [clubs, players, bookings] = networkFigures(dashboard)
    expect(clubs).toEqual({ label: 'Total Clubs', value: '20', note: 'In 2 countries' })
    expect(players).toMatchObject({ label: 'Total Players', value: '19,320' })
    expect(bookings).toEqual({ label: 'Bookings This Month', value: '8,665', note: 'Same as last month (8,665)' })
  })
})
