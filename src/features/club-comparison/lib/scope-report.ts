import { getFormatTag } from '~/i18n/current-locale'
import type { ClubRow } from '../api/scope-clubs'
import { clubLines, totalLines, type ComparisonLine, type MetricKey } from './club-comparison'

/** One country of a report: its clubs by name and a total line per currency. */
export interface ReportSection {
  countryCode: string
  title: string
  clubs: ComparisonLine[]
  totals: ComparisonLine[]
}

/**
 * The report's clubs by country (countries and clubs by name), each country with its own totals per currency.
 * Country names come from `countryNames`; a code missing there is shown as it is.
 */
export function reportSections(rows: readonly ClubRow[], countryNames: Readonly<Record<string, string>>): ReportSection[] {
  const byCountry = new Map<string, ClubRow[]>()
  for (const r of rows) byCountry.set(r.club.country_code, [...(byCountry.get(r.club.country_code) ?? []), r])
  return [...byCountry.entries()]
    .map(([code, group]) => ({
      countryCode: code,
      title: countryNames[code] ?? code,
      clubs: clubLines(group).sort((a, b) => a.name.localeCompare(b.name, getFormatTag())),
      totals: totalLines(group, `${code}-`),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, getFormatTag()))
}

/** The columns of the report's tables and of its CSV file, in order (headings: metricLabel). */
export const REPORT_COLUMNS: readonly { key: MetricKey }[] = [
  { key: 'courts' },
  { key: 'bookings' },
  { key: 'occupancy' },
  { key: 'revenue' },
  { key: 'revenue_per_court_hour' },
  { key: 'no_show_rate' },
  { key: 'members' },
]
