import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { FORMULA_PAYLOADS } from '~/lib/csv-formula-payloads'
import type { ClubFigures, ClubRow, ScopeClubs } from '../api/scope-clubs'
import { reportSections } from './scope-report'
import { scopeReportCsv, scopeReportFileName } from './scope-report-csv'

const fig = (booked: number, bookable: number, revenue: number, noShows = 0, past = booked): ClubFigures => ({
  booked,
  bookable,
  occupancy: bookable ? booked / bookable : null,
  revenue,
  court_hours: bookable * 1.5,
  revenue_per_court_hour: bookable ? revenue / (bookable * 1.5) : null,
  bookings: booked,
  no_shows: noShows,
  past_bookings: past,
  no_show_rate: past ? noShows / past : null,
})

const row = (id: string, name: string, country: string, currency: string, now: ClubFigures, before: ClubFigures): ClubRow => ({
  club: { id, name, city: 'X', country_code: country, currency },
  courts: { in_service: 4, total: 5 },
  members: 10,
  current: now,
  previous: before,
})

const rows = [
  row('m', 'ELSY Madrid', 'ES', 'EUR', fig(40, 100, 800, 2, 40), fig(30, 100, 600)),
  row('b', 'ELSY Barcelona', 'ES', 'EUR', fig(10, 100, 200), fig(20, 100, 400)),
  row('l', 'ELSY London', 'GB', 'GBP', fig(5, 50, 150), fig(5, 50, 150)),
]
const report: ScopeClubs = {
  period: { from: '2026-10-25', to: '2026-11-23', days: 30 },
  previous_period: { from: '2026-09-25', to: '2026-10-24', days: 30 },
  clubs: rows,
}

describe("a country's or the network's report", () => {
  it('groups the clubs by country, by name, each country with its totals per currency', () => {
    const sections = reportSections(rows, { ES: 'Spain', GB: 'United Kingdom' })
    expect(sections.map((s) => s.title)).toEqual(['Spain', 'United Kingdom'])
    expect(sections[0].clubs.map((c) => c.name)).toEqual(['ELSY Barcelona', 'ELSY Madrid'])
    expect(sections[0].totals).toHaveLength(1)
    expect(sections[0].totals[0]).toMatchObject({ currency: 'EUR', now: { revenue: 1000, bookings: 50, occupancy: 0.25, courts: 8, members: 20 }, before: { revenue: 1000 } })
    expect(sections[1].totals[0]).toMatchObject({ currency: 'GBP', now: { revenue: 150 } })
    // A code with no name is shown as it is.
    expect(reportSections(rows, {}).map((s) => s.title)).toEqual(['ES', 'GB'])
  })

  it('writes every club, each country total and the totals of all countries per currency, never adding two currencies', () => {
    const csv = scopeReportCsv(report, reportSections(rows, { ES: 'Spain', GB: 'United Kingdom' }))
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'Country,Club,Currency,Courts,Bookings,Occupancy (%),Revenue,Revenue per court-hour,No-show rate (%),Members,' +
        '"Bookings, previous period","Occupancy (%), previous period","Revenue, previous period","Revenue per court-hour, previous period","No-show rate (%), previous period"',
    )
    expect(lines[1]).toBe('Spain,ELSY Barcelona,EUR,4,10,10.0,200.00,1.33,0.0,10,20,20.0,400.00,2.67,0.0')
    expect(lines[2]).toBe('Spain,ELSY Madrid,EUR,4,40,40.0,800.00,5.33,5.0,10,30,30.0,600.00,4.00,0.0')
    expect(lines[3]).toBe('Spain,"Total, 2 clubs (EUR)",EUR,8,50,25.0,1000.00,3.33,4.0,20,50,25.0,1000.00,3.33,0.0')
    expect(lines[4]).toMatch(/^United Kingdom,ELSY London,GBP,/)
    expect(lines[5]).toMatch(/^United Kingdom,"Total, 1 club \(GBP\)",GBP,4,5,10\.0,150\.00,/)
    expect(lines[6]).toMatch(/^All countries,"Total, 2 clubs \(EUR\)",EUR,8,50,/)
    expect(lines[7]).toMatch(/^All countries,"Total, 1 club \(GBP\)",GBP,4,5,/)
    expect(lines.at(-1)).toBe('Period 2026-10-25 to 2026-11-23; previous period 2026-09-25 to 2026-10-24')
  })

  it.each(FORMULA_PAYLOADS)('writes a club named %j as text, never as a formula', (payload) => {
    const hostile = [row('x', payload, 'ES', 'EUR', fig(1, 10, 20), fig(1, 10, 20))]
    const csv = scopeReportCsv({ ...report, clubs: hostile }, reportSections(hostile, { ES: '=Spain' }))
    const line = Papa.parse<string[]>(csv, { newline: '\r\n' }).data[1]!
    expect(line.slice(0, 3)).toEqual(["'=Spain", `'${payload}`, 'EUR'])
  })

  it('names the file after the scope and the period', () => {
    expect(scopeReportFileName(report, 'España')).toBe('elsy-report-espana-2026-10-25-to-2026-11-23.csv')
    expect(scopeReportFileName(report, '')).toBe('elsy-report-clubs-2026-10-25-to-2026-11-23.csv')
  })
})
