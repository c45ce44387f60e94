import { toCsv } from '~/lib/csv'
import { m } from '~/i18n/staff'
import { courtName } from '~/lib/court-name'
import { plainAmount } from '~/lib/money'
import type { ClubReport } from './club-report'
import { heatmapRows, weekdayName } from './report-figures'

/**
 * Each table of the reports page as CSV for a spreadsheet: plain numbers (rates as percentages with one decimal,
 * amounts with two and the currency in the heading), so the columns can be added up. This module pulls in
 * papaparse, so the page imports it only when a file is asked for.
 */
export type ReportTable = 'summary' | 'occupancy-heatmap' | 'revenue-by-week' | 'revenue-by-court' | 'top-players'

const percent = (rate: number | null) => (rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1))

const unparse = (fields: string[], data: Array<Array<string | number>>): string => toCsv(fields, data)

function summary(r: ClubReport): string {
  const c = r.current
  const p = r.previous
  const currency = r.club.currency
  const rows: Array<[string, string | number, string | number]> = [
    [m.desk_reports_csv_first_day(), r.period.from, r.previous_period.from],
    [m.desk_reports_csv_last_day(), r.period.to, r.previous_period.to],
    [m.desk_reports_csv_bookable(), c.occupancy.bookable, p.occupancy.bookable],
    [m.desk_reports_csv_booked_slots(), c.occupancy.booked, p.occupancy.booked],
    [m.desk_reports_csv_occupancy(), percent(c.occupancy.rate), percent(p.occupancy.rate)],
    [m.desk_reports_csv_peak(), percent(c.occupancy.peak.rate), percent(p.occupancy.peak.rate)],
    [m.desk_reports_csv_off_peak(), percent(c.occupancy.off_peak.rate), percent(p.occupancy.off_peak.rate)],
    [m.desk_reports_csv_stray(), c.occupancy.not_bookable_bookings, p.occupancy.not_bookable_bookings],
    [m.desk_reports_csv_revenue({ currency }), plainAmount(c.revenue.total), plainAmount(p.revenue.total)],
    [m.desk_reports_csv_court_hours(), c.revenue.court_hours, p.revenue.court_hours],
    [
      m.desk_reports_csv_per_court_hour({ currency }),
      c.revenue.per_court_hour === null ? '' : plainAmount(c.revenue.per_court_hour),
      p.revenue.per_court_hour === null ? '' : plainAmount(p.revenue.per_court_hour),
    ],
    [m.desk_reports_players(), c.players.players, p.players.players],
    [m.desk_reports_new_players(), c.players.new, p.players.new],
    [m.desk_reports_csv_returning(), c.players.returning, p.players.returning],
    [m.desk_reports_bookings(), c.players.bookings, p.players.bookings],
    [m.desk_reports_csv_walk_ins(), c.players.walk_ins, p.players.walk_ins],
    [m.desk_reports_csv_played(), c.players.past_bookings, p.players.past_bookings],
    [m.desk_reports_csv_no_shows(), c.players.no_shows, p.players.no_shows],
    [m.desk_reports_csv_no_show_rate(), percent(c.players.no_show_rate), percent(p.players.no_show_rate)],
  ]
  return unparse([m.desk_reports_csv_figure(), m.desk_reports_csv_period(), m.desk_reports_previous_period()], rows)
}

function heatmap(r: ClubReport): string {
  const rows = heatmapRows(r).flatMap(({ slot, cells }) =>
    cells.map((cell) => [weekdayName(cell.weekday), slot.label, cell.bookable, cell.booked, percent(cell.rate)]),
  )
  return unparse([m.desk_reports_csv_weekday(), m.desk_reports_slot(), m.desk_reports_csv_bookable(), m.desk_reports_csv_booked(), m.desk_reports_csv_occupancy()], rows)
}

function byWeek(r: ClubReport): string {
  return unparse(
    [m.desk_reports_csv_week_from(), m.desk_reports_csv_week_to(), m.desk_reports_csv_revenue({ currency: r.club.currency })],
    r.by_week.map((w) => [w.from, w.to, plainAmount(w.revenue)]),
  )
}

function byCourt(r: ClubReport): string {
  const currency = r.club.currency
  const rows: Array<Array<string | number>> = r.by_court.map((k) => [
    k.number,
    courtName(k, m.desk_court_number),
    k.in_service ? m.desk_reports_csv_yes() : m.desk_reports_csv_no(),
    k.bookable,
    k.booked,
    percent(k.bookable ? k.booked / k.bookable : null),
    plainAmount(k.revenue),
    plainAmount(k.previous_revenue),
  ])
  if (r.other_revenue.revenue !== 0 || r.other_revenue.previous_revenue !== 0) {
    rows.push(['', m.desk_reports_csv_no_court(), '', '', '', '', plainAmount(r.other_revenue.revenue), plainAmount(r.other_revenue.previous_revenue)])
  }
  return unparse(
    [
      m.desk_reports_court(),
      m.desk_reports_csv_name(),
      m.desk_reports_csv_in_service(),
      m.desk_reports_csv_bookable(),
      m.desk_reports_csv_booked(),
      m.desk_reports_csv_occupancy(),
      m.desk_reports_csv_revenue({ currency }),
      m.desk_reports_csv_previous_revenue({ currency }),
    ],
    rows,
  )
}

function topPlayers(r: ClubReport): string {
  return unparse(
    [m.desk_reports_csv_rank(), m.desk_reports_csv_name(), m.desk_reports_csv_username(), m.desk_reports_bookings(), m.desk_reports_csv_new_player()],
    r.top_players.map((t, i) => [i + 1, t.name, t.username ?? '', t.bookings, t.new ? m.desk_reports_csv_yes() : m.desk_reports_csv_no()]),
  )
}

const BUILDERS: Record<ReportTable, (r: ClubReport) => string> = {
  summary,
  'occupancy-heatmap': heatmap,
  'revenue-by-week': byWeek,
  'revenue-by-court': byCourt,
  'top-players': topPlayers,
}

export function reportCsv(r: ClubReport, table: ReportTable): string {
  return BUILDERS[table](r)
}

/** "elsy-madrid-revenue-by-week-2026-10-26-to-2026-11-24.csv". */
export function reportFileName(r: ClubReport, table: ReportTable): string {
  const club = r.club.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${club}-${table}-${r.period.from}-to-${r.period.to}.csv`
}
