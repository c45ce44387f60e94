import { describe, expect, it } from 'vitest'
import type { DeskDashboard as ClubDashboard } from '~/db/types'
import { dashboardFigures, unavailableFigures } from './dashboard-figures'

const base: ClubDashboard = {
  club: { id: 'c', name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid' },
  today: '2026-11-24',
  members: { total: 1204, new_this_month: 17 },
  courts: { in_service: 6, total: 6 },
  bookings_week: { this: 28, last: 25 },
  revenue_month: { currency: 'EUR', this: 1520.5, last: 1600 },
  today_bookings: [],
}

describe('dashboardFigures', () => {
  it("shows the database's figures with their comparison, money in the club's currency", () => {
    expect(dashboardFigures(base)).toEqual([
      { label: 'Total Members', value: '1,204', note: '+17 this month' },
      { label: 'Active Courts', value: '6 / 6', note: 'In service / total' },
      { label: 'Bookings This Week', value: '28', note: '+3 vs last week (25)' },
      { label: 'Revenue This Month', value: '€1,520.50', note: '−€79.50 vs last month (€1,600.00)' },
    ])
  })
  it('says "same as" when nothing changed, and uses the pound for a British club', () => {
    const gb = dashboardFigures({ ...base, bookings_week: { this: 4, last: 4 }, revenue_month: { currency: 'GBP', this: 10, last: 10 } })
    expect(gb[2].note).toBe('Same as last week (4)')
    expect(gb[3]).toEqual({ label: 'Revenue This Month', value: '£10.00', note: 'Same as last month (£10.00)' })
  })
  it('marks every card unavailable with the reason when the figures could not be loaded', () => {
    expect(unavailableFigures('You are offline.').every((f) => f.value === null && f.note === 'You are offline.')).toBe(true)
  })
})
