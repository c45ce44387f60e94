import { toCsv } from '~/lib/csv'
import { m } from '~/i18n/staff'
import { plainAmount } from '~/lib/money'
import type { ScopeClubs } from '../api/scope-clubs'
import { metricLabel, totalLines, type ComparisonLine, type MetricKey } from './club-comparison'
import { REPORT_COLUMNS, type ReportSection } from './scope-report'

// This module pulls in papaparse, so the page imports it only when a file is asked for.

const percent = (rate: number | null) => (rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1))

function csvValue(key: MetricKey, value: number | null): string | number {
  if (value === null) return ''
  if (key === 'occupancy' || key === 'no_show_rate') return percent(value)
  if (key === 'revenue' || key === 'revenue_per_court_hour') return plainAmount(value)
  return value
}

const csvHeading = (key: MetricKey) => (key === 'occupancy' || key === 'no_show_rate' ? `${metricLabel(key)} (%)` : metricLabel(key))

/**
 * The report as CSV for a spreadsheet: a line per club, then each country's totals per currency, then the whole
 * report's totals per currency when it covers several countries. Plain numbers with the currency in its own column,
 * each figure beside the previous period's (courts and members are today's, so they have none).
 */
export function scopeReportCsv(report: ScopeClubs, sections: readonly ReportSection[]): string {
  const withBefore = REPORT_COLUMNS.filter((c) => c.key !== 'courts' && c.key !== 'members')
  const fields = [
    m.club_comparison_country(),
    m.club_comparison_club(),
    m.club_comparison_currency(),
    ...REPORT_COLUMNS.map((c) => csvHeading(c.key)),
    ...withBefore.map((c) => m.club_comparison_csv_previous({ heading: csvHeading(c.key) })),
  ]
  const line = (country: string, l: ComparisonLine) => [
    country,
    l.name,
    l.currency,
    ...REPORT_COLUMNS.map((c) => csvValue(c.key, l.now[c.key])),
    ...withBefore.map((c) => csvValue(c.key, l.before[c.key])),
  ]
  const data = sections.flatMap((s) => [...s.clubs.map((l) => line(s.title, l)), ...s.totals.map((l) => line(s.title, l))])
  if (sections.length > 1) data.push(...totalLines(report.clubs, 'all-').map((l) => line(m.club_comparison_all_countries(), l)))
  const period = [
    m.club_comparison_csv_period({
      from: report.period.from,
      to: report.period.to,
      previousFrom: report.previous_period.from,
      previousTo: report.previous_period.to,
    }),
  ]
  return toCsv(fields, data) + '\r\n\r\n' + toCsv(null, [period])
}

/** "elsy-report-spain-2026-10-25-to-2026-11-23.csv" */
export function scopeReportFileName(report: ScopeClubs, scopeName: string): string {
  const slug = scopeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `elsy-report-${slug || 'clubs'}-${report.period.from}-to-${report.period.to}.csv`
}
