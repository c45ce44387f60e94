import { describe, expect, it } from 'vitest'
import { countVersus, formatRate, heatCellText, heatmapRows, moneyVersus, openMatchesFigure, rateVersus, reportFigures } from './report-figures'
import { sampleReport } from '~/testing/club-report'

describe('report figures', () => {
  it('writes rates and their change in points', () => {
    expect(formatRate(0.0519)).toBe('5.2%')
    expect(formatRate(0)).toBe('0.0%')
    expect(formatRate(1)).toBe('100.0%')
    expect(formatRate(null)).toBe('—')
    expect(rateVersus(0.0519, 0.0104)).toBe('+4.2 points vs 1.0%')
    expect(rateVersus(0.1, 0.25)).toBe('−15.0 points vs 25.0%')
    expect(rateVersus(0.25, 0.25)).toBe('Same as the previous period (25.0%)')
    expect(rateVersus(0.25, null)).toBe('Nothing to compare with in the previous period')
    expect(rateVersus(null, 0.2)).toBe('Previous period: 20.0%')
  })

  it('writes money and counts against the previous period, in the club currency', () => {
    expect(moneyVersus(150, 20, 'EUR')).toBe('+€130.00 vs €20.00')
    expect(moneyVersus(20, 150, 'GBP')).toBe('−£130.00 vs £150.00')
    expect(moneyVersus(0.1 + 0.2, 0.3, 'EUR')).toBe('Same as the previous period (€0.30)')
    expect(countVersus(3, 1)).toBe('+2 vs 1')
    expect(countVersus(1200, 1200)).toBe('Same as the previous period (1,200)')
  })

  it('gives each key figure with the counts behind it and the comparison', () => {
    const figures = reportFigures(sampleReport())
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Occupancy', '5.2%'],
      ['Peak occupancy', '6.3%'],
      ['Off-peak occupancy', '4.4%'],
      ['Revenue', '€150.00'],
      ['Revenue per court-hour', '€1.30'],
      ['Players', '3'],
      ['New players', '2'],
      ['No-show rate', '14.3%'],
    ])
    expect(figures[0]).toMatchObject({ detail: '4 of 77 bookable court-slots booked', versus: '+4.2 points vs 1.0%' })
    expect(figures[3].versus).toBe('+€130.00 vs €20.00')
    expect(figures[5].detail).toBe('2 new, 1 returning; 1 walk-in booking')
  })

  it('counts the courts filled through open matches, and shows none for a report kept from before', () => {
    expect(openMatchesFigure(sampleReport())).toEqual({
      label: 'Courts filled through open matches',
      value: '1',
      detail: '3 open matches opened for courts of the period',
      joined: '4 players joined them',
    })
    const one = { ...sampleReport(), open_matches: { courts_filled: 0, matches: 1, players: 1 } }
    expect(openMatchesFigure(one)).toMatchObject({ value: '0', detail: '1 open match opened for courts of the period', joined: '1 player joined them' })
    expect(openMatchesFigure({ ...sampleReport(), open_matches: undefined })).toBeNull()
  })

  it('lays the heatmap out as slots by weekday, with the empty cells not bookable', () => {
    const rows = heatmapRows(sampleReport())
    expect(rows).toHaveLength(8)
    expect(rows[6].slot.label).toBe('18:00 - 19:30')
    expect(rows[6].cells.map((c) => c.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(heatCellText(rows[6].cells[0])).toBe('1 of 2 booked (50.0%)')
    expect(heatCellText(rows[0].cells[1])).toBe('0 of 1 booked (0.0%)')
    expect(heatCellText(rows[0].cells[2])).toBe('Not bookable')
  })
})
