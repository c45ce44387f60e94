import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { FORMULA_PAYLOADS } from '~/lib/csv-formula-payloads'
import { reportCsv, reportFileName } from './report-csv'
import { sampleReport } from '~/testing/club-report'

const parse = (text: string) => Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data

describe('report CSV', () => {
  it('writes revenue by court with plain amounts and the currency in the heading, names with commas kept whole', () => {
    const rows = parse(reportCsv(sampleReport(), 'revenue-by-court'))
    expect(rows[0]).toEqual(['Court', 'Name', 'In service', 'Bookable court-slots', 'Booked', 'Occupancy (%)', 'Revenue (EUR)', 'Previous period revenue (EUR)'])
    expect(rows[2]).toEqual(['2', 'Court 2, "Centre"', 'yes', '40', '2', '5.0', '55.00', '0.00'])
    expect(rows[3]).toEqual(['3', 'Court 3', 'no', '0', '0', '', '20.00', '0.00'])
    expect(rows).toHaveLength(4)
  })

  it('adds a row for money tied to no court only when there is some', () => {
    const r = sampleReport()
    r.other_revenue = { revenue: 45, previous_revenue: -15 }
    const rows = parse(reportCsv(r, 'revenue-by-court'))
    expect(rows[4]).toEqual(['', 'Tournaments (no court)', '', '', '', '', '45.00', '-15.00'])
  })

  it('writes the heatmap one row per weekday and slot, and the summary with both periods', () => {
    const heat = parse(reportCsv(sampleReport(), 'occupancy-heatmap'))
    expect(heat).toHaveLength(1 + 7 * 8)
    expect(heat).toContainEqual(['Monday', '18:00 - 19:30', '2', '1', '50.0'])
    expect(heat).toContainEqual(['Wednesday', '09:00 - 10:30', '0', '0', ''])
    const summary = parse(reportCsv(sampleReport(), 'summary'))
    expect(summary[0]).toEqual(['Figure', 'Period', 'Previous period'])
    expect(summary).toContainEqual(['Occupancy (%)', '5.2', '1.0'])
    expect(summary).toContainEqual(['Revenue (EUR)', '150.00', '20.00'])
    expect(parse(reportCsv(sampleReport(), 'revenue-by-week'))).toEqual([
      ['Week from', 'Week to', 'Revenue (EUR)'],
      ['2026-11-09', '2026-11-15', '150.00'],
    ])
    expect(parse(reportCsv(sampleReport(), 'top-players'))[2]).toEqual(['2', 'Ben New', '', '2', 'yes'])
  })

  it.each(FORMULA_PAYLOADS)('writes a player or court named %j as text, never as a formula', (payload) => {
    const r = sampleReport()
    r.top_players[0]!.name = payload
    r.by_court[0]!.name = payload
    expect(parse(reportCsv(r, 'top-players'))[1]![1]).toBe(`'${payload}`)
    expect(parse(reportCsv(r, 'revenue-by-court'))[1]![1]).toBe(`'${payload}`)
  })

  it('names each file after the club, the table and the period', () => {
    expect(reportFileName(sampleReport(), 'revenue-by-week')).toBe('elsy-malaga-revenue-by-week-2026-11-09-to-2026-11-15.csv')
  })
})
