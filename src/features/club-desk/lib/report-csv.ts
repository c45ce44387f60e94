import Papa from 'papaparse'
import { plainAmount } from '~/lib/money'
import type { ClubReport } from '../api/club-report'
import { heatmapRows, WEEKDAY_NAMES } from './report-figures'

/**
 * Each table of the reports page as CSV for a spreadsheet: plain numbers (rates as percentages with one decimal,
 * amounts with two and the currency in the heading), so the columns can be added up. This module pulls in
 * papaparse, so the page imports it only when a file is asked for.
 */
export type ReportTable = 'summary' | 'occupancy-heatmap' | 'revenue-by-week' | 'revenue-by-court' | 'top-players'

const percent = (rate: number | null) => (rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1))

function unparse(fields: string[], data: Array<Array<string | number>>): string {
  return Papa.unparse({ fields, data }, { newline: '\r\n' })
}

function summary(r: ClubReport): string {
  const c = r.current
  const p = r.previous
  const money = `(${r.club.currency})`
  const rows: Array<[string, string | number, string | number]> = [
    ['First day', r.period.from, r.previous_period.from],
    ['Last day', r.period.to, r.previous_period.to],
    ['Bookable court-slots', c.occupancy.bookable, p.occupancy.bookable],
    ['Booked court-slots', c.occupancy.booked, p.occupancy.booked],
    ['Occupancy (%)', percent(c.occupancy.rate), percent(p.occupancy.rate)],
    ['Peak occupancy (%)', percent(c.occupancy.peak.rate), percent(p.occupancy.peak.rate)],
    ['Off-peak occupancy (%)', percent(c.occupancy.off_peak.rate), percent(p.occupancy.off_peak.rate)],
    ['Bookings on court-slots no longer bookable', c.occupancy.not_bookable_bookings, p.occupancy.not_bookable_bookings],
    [`Revenue ${money}`, plainAmount(c.revenue.total), plainAmount(p.revenue.total)],
    ['Bookable court-hours', c.revenue.court_hours, p.revenue.court_hours],
    [
      `Revenue per court-hour ${money}`,
      c.revenue.per_court_hour === null ? '' : plainAmount(c.revenue.per_court_hour),
      p.revenue.per_court_hour === null ? '' : plainAmount(p.revenue.per_court_hour),
    ],
    ['Players', c.players.players, p.players.players],
    ['New players', c.players.new, p.players.new],
    ['Returning players', c.players.returning, p.players.returning],
    ['Bookings', c.players.bookings, p.players.bookings],
    ['Walk-in bookings', c.players.walk_ins, p.players.walk_ins],
    ['Bookings played', c.players.past_bookings, p.players.past_bookings],
    ['No-shows', c.players.no_shows, p.players.no_shows],
    ['No-show rate (%)', percent(c.players.no_show_rate), percent(p.players.no_show_rate)],
  ]
  return unparse(['Figure', 'Period', 'Previous period'], rows)
}

function heatmap(r: ClubReport): string {
  const rows = heatmapRows(r).flatMap(({ slot, cells }) =>
    cells.map((cell) => [WEEKDAY_NAMES[cell.weekday - 1], slot.label, cell.bookable, cell.booked, percent(cell.rate)]),
  )
  return unparse(['Weekday', 'Slot', 'Bookable court-slots', 'Booked', 'Occupancy (%)'], rows)
}

function byWeek(r: ClubReport): string {
  return unparse(
    ['Week from', 'Week to', `Revenue (${r.club.currency})`],
    r.by_week.map((w) => [w.from, w.to, plainAmount(w.revenue)]),
  )
}

function byCourt(r: ClubReport): string {
  const money = `(${r.club.currency})`
  const rows: Array<Array<string | number>> = r.by_court.map((k) => [
    k.number,
    k.name,
    k.in_service ? 'yes' : 'no',
    k.bookable,
    k.booked,
    percent(k.bookable ? k.booked / k.bookable : null),
    plainAmount(k.revenue),
    plainAmount(k.previous_revenue),
  ])
  if (r.other_revenue.revenue !== 0 || r.other_revenue.previous_revenue !== 0) {
    rows.push(['', 'Tournaments (no court)', '', '', '', '', plainAmount(r.other_revenue.revenue), plainAmount(r.other_revenue.previous_revenue)])
  }
  return unparse(
    ['Court', 'Name', 'In service', 'Bookable court-slots', 'Booked', 'Occupancy (%)', `Revenue ${money}`, `Previous period revenue ${money}`],
    rows,
  )
}

function topPlayers(r: ClubReport): string {
  return unparse(
    ['Rank', 'Name', 'Username', 'Bookings', 'New player'],
    r.top_players.map((t, i) => [i + 1, t.name, t.username ?? '', t.bookings, t.new ? 'yes' : 'no']),
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
