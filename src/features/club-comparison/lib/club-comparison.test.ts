import { describe, expect, it } from 'vitest'
import type { ClubFigures, ClubRow } from '../api/scope-clubs'
import { clubLines, sortLines, summaryLines } from './club-comparison'

const fig = (booked: number, bookable: number, revenue: number, courtHours: number, noShows: number, past: number): ClubFigures => ({
  booked,
  bookable,
  occupancy: bookable ? booked / bookable : null,
  revenue,
  court_hours: courtHours,
  revenue_per_court_hour: courtHours ? revenue / courtHours : null,
  bookings: booked,
  no_shows: noShows,
  past_bookings: past,
  no_show_rate: past ? noShows / past : null,
})

const row = (id: string, currency: string, now: ClubFigures, before: ClubFigures, courts = 4, members = 100): ClubRow => ({
  club: { id, name: `Club ${id}`, city: 'X', country_code: currency === 'GBP' ? 'GB' : 'ES', currency },
  courts: { in_service: courts, total: courts },
  members,
  current: now,
  previous: before,
})

const rows = [
  row('a', 'EUR', fig(30, 100, 600, 150, 1, 20), fig(20, 100, 400, 150, 0, 20)),
  row('b', 'EUR', fig(90, 100, 1800, 150, 3, 60), fig(80, 100, 1600, 150, 2, 80), 6, 300),
  row('c', 'GBP', fig(10, 50, 300, 75, 0, 10), fig(5, 50, 150, 75, 0, 5)),
]

describe('comparing clubs', () => {
  it('totals each currency on its own, rates from the summed counts', () => {
    const [eurTotal, eurAverage, gbpTotal] = summaryLines(rows)
    expect(eurTotal).toMatchObject({ name: 'Total, 2 clubs (EUR)', currency: 'EUR' })
    expect(eurTotal.now).toEqual({ courts: 10, members: 400, occupancy: 0.6, revenue: 2400, revenue_per_court_hour: 8, no_show_rate: 4 / 80, bookings: 120 })
    expect(eurTotal.before).toMatchObject({ occupancy: 0.5, revenue: 2000, courts: null, members: null })
    // The average is the clubs' mean, not the total's rate.
    expect(eurAverage.now).toMatchObject({ courts: 5, occupancy: 0.6, revenue: 1200, no_show_rate: (0.05 + 0.05) / 2 })
    expect(gbpTotal).toMatchObject({ name: 'Total, 1 club (GBP)', now: { revenue: 300 } })
    expect(summaryLines(rows)).toHaveLength(4)
  })

  it('sorts by a column with unknown figures last, and by name', () => {
    const lines = clubLines([...rows, row('d', 'EUR', fig(0, 0, 0, 0, 0, 0), fig(0, 0, 0, 0, 0, 0))])
    expect(sortLines(lines, 'occupancy', true).map((l) => l.key)).toEqual(['b', 'a', 'c', 'd'])
    expect(sortLines(lines, 'occupancy', false).map((l) => l.key)).toEqual(['c', 'a', 'b', 'd'])
    expect(sortLines(lines, 'name', true).map((l) => l.key)).toEqual(['d', 'c', 'b', 'a'])
  })
})
