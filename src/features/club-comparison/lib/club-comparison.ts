import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import type { ClubFigures, ClubRow } from '../api/scope-clubs'

/** The columns a comparison sorts by. */
export type MetricKey = 'courts' | 'occupancy' | 'revenue' | 'revenue_per_court_hour' | 'members' | 'no_show_rate' | 'bookings'

const METRICS: readonly MetricKey[] = ['courts', 'occupancy', 'revenue', 'revenue_per_court_hour', 'members', 'no_show_rate', 'bookings']

/** A column's heading, in the page's language ("Revenue per court-hour"). */
export function metricLabel(key: MetricKey): string {
  switch (key) {
    case 'courts':
      return m.club_comparison_metric_courts()
    case 'occupancy':
      return m.club_comparison_metric_occupancy()
    case 'revenue':
      return m.club_comparison_metric_revenue()
    case 'revenue_per_court_hour':
      return m.club_comparison_metric_revenue_per_court_hour()
    case 'members':
      return m.club_comparison_metric_members()
    case 'no_show_rate':
      return m.club_comparison_metric_no_show_rate()
    case 'bookings':
      return m.club_comparison_metric_bookings()
  }
}

/** One line of the table: a club, or a currency's total or average. */
export interface ComparisonLine {
  key: string
  name: string
  currency: string
  /** The club's id; null for a total or an average. */
  clubId: string | null
  now: Record<MetricKey, number | null>
  before: Record<MetricKey, number | null>
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b)

function figures(f: ClubFigures, courts: number, members: number | null): Record<MetricKey, number | null> {
  return {
    courts,
    occupancy: f.occupancy,
    revenue: f.revenue,
    revenue_per_court_hour: f.revenue_per_court_hour,
    members,
    no_show_rate: f.no_show_rate,
    bookings: f.bookings,
  }
}

/** Each club as a line: courts in service and members are as they are today, so they have no "before". */
export function clubLines(rows: readonly ClubRow[]): ComparisonLine[] {
  return rows.map((r) => ({
    key: r.club.id,
    name: r.club.name,
    currency: r.club.currency,
    clubId: r.club.id,
    now: figures(r.current, r.courts.in_service, r.members),
    before: { ...figures(r.previous, r.courts.in_service, r.members), courts: null, members: null },
  }))
}

/** Several periods' figures added up: rates from the summed counts, never an average of rates. */
function summed(list: readonly ClubFigures[]): Omit<Record<MetricKey, number | null>, 'courts' | 'members'> {
  const sum = (k: keyof ClubFigures) => list.reduce((t, f) => t + (f[k] ?? 0), 0)
  return {
    occupancy: ratio(sum('booked'), sum('bookable')),
    revenue: sum('revenue'),
    revenue_per_court_hour: ratio(sum('revenue'), sum('court_hours')),
    no_show_rate: ratio(sum('no_shows'), sum('past_bookings')),
    bookings: sum('bookings'),
  }
}

const mean = (values: (number | null)[]) => {
  const known = values.filter((x): x is number => x !== null)
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length
}

const currenciesOf = (rows: readonly ClubRow[]) => [...new Set(rows.map((r) => r.club.currency))].sort()

/** The clubs of one currency added up: rates from the summed counts; courts and members as they are today. */
function totalLine(group: readonly ClubRow[], currency: string, key: string): ComparisonLine {
  return {
    key: `total-${key}`,
    name: m.club_comparison_total_line({ count: group.length, currency }),
    currency,
    clubId: null,
    now: {
      courts: group.reduce((t, r) => t + r.courts.in_service, 0),
      members: group.reduce((t, r) => t + r.members, 0),
      ...summed(group.map((r) => r.current)),
    },
    before: { courts: null, members: null, ...summed(group.map((r) => r.previous)) },
  }
}

/** A total line per currency: money is added only within one currency (EUR and GBP clubs give two lines). */
export function totalLines(rows: readonly ClubRow[], keyPrefix = ''): ComparisonLine[] {
  return currenciesOf(rows).map((currency) =>
    totalLine(
      rows.filter((r) => r.club.currency === currency),
      currency,
      keyPrefix + currency,
    ),
  )
}

/**
 * A total and an average line per currency: money is added only within one currency, so a network of EUR and GBP
 * clubs has two of each. The total's rates come from the summed counts; the average is the clubs' plain mean.
 */
export function summaryLines(rows: readonly ClubRow[]): ComparisonLine[] {
  return currenciesOf(rows).flatMap((currency) => {
    const group = rows.filter((r) => r.club.currency === currency)
    const clubs = clubLines(group)
    const averages = (when: 'now' | 'before') =>
      Object.fromEntries(METRICS.map((k) => [k, mean(clubs.map((c) => c[when][k]))])) as Record<MetricKey, number | null>
    return [
      totalLine(group, currency, currency),
      { key: `average-${currency}`, name: m.club_comparison_average_line({ currency }), currency, clubId: null, now: averages('now'), before: { ...averages('before'), courts: null, members: null } },
    ]
  })
}

/** The clubs sorted by a column (unknown figures last), then by name. */
export function sortLines(lines: readonly ComparisonLine[], key: MetricKey | 'name', descending: boolean): ComparisonLine[] {
  return [...lines].sort((a, b) => {
    if (key === 'name') return (descending ? -1 : 1) * a.name.localeCompare(b.name, getFormatTag())
    const x = a.now[key]
    const y = b.now[key]
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name, getFormatTag()) : x === null ? 1 : -1
    return (descending ? y - x : x - y) || a.name.localeCompare(b.name, getFormatTag())
  })
}
