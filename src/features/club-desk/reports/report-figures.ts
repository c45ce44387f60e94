import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { formatMoney } from '~/lib/money'
import type { ClubReport } from './club-report'
import { weekdayName, WEEKDAY_NUMBERS } from '../shared/weekday-name'

const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
const oneDecimal = (n: number) => new Intl.NumberFormat(getFormatTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)

/** "29.3%"; "—" when there was nothing to divide by (no bookable court-slot, no played booking). */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—'
  return new Intl.NumberFormat(getFormatTag(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(rate * 1000) / 1000)
}

/** "+3.1 points vs 26.2%", "−0.4 points …", "Same as the previous period (26.2%)". */
export function rateVersus(now: number | null, before: number | null): string {
  if (before === null) return m.desk_reports_nothing_to_compare()
  if (now === null) return m.desk_reports_previous_value({ value: formatRate(before) })
  const diff = Math.round((now - before) * 1000) / 10
  if (diff === 0) return m.desk_reports_same_as_previous({ value: formatRate(before) })
  return m.desk_reports_points_vs({ diff: `${diff > 0 ? '+' : '−'}${oneDecimal(Math.abs(diff))}`, before: formatRate(before) })
}

/** "+€120.00 vs €1,000.00", "Same as the previous period (€0.00)". */
export function moneyVersus(now: number, before: number, currency: string): string {
  const diff = Math.round((now - before) * 100) / 100
  if (diff === 0) return m.desk_reports_same_as_previous({ value: formatMoney(before, currency) })
  return m.desk_reports_versus({ diff: `${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff), currency)}`, before: formatMoney(before, currency) })
}

/** "+12 vs 30", "Same as the previous period (30)". */
export function countVersus(now: number, before: number): string {
  const diff = now - before
  if (diff === 0) return m.desk_reports_same_as_previous({ value: count(before) })
  return m.desk_reports_versus({ diff: `${diff > 0 ? '+' : '−'}${count(Math.abs(diff))}`, before: count(before) })
}

export interface ReportFigure {
  label: string
  value: string
  /** The counts behind the value, in words. */
  detail: string
  versus: string
}

/** The key figures of the period, each with the same figure of the period before. */
export function reportFigures(r: ClubReport): ReportFigure[] {
  const { current: now, previous: before } = r
  const { currency } = r.club
  const occ = now.occupancy
  return [
    {
      label: m.desk_reports_occupancy(),
      value: formatRate(occ.rate),
      detail: m.desk_reports_occupancy_detail({ count: occ.bookable, booked: count(occ.booked), bookable: count(occ.bookable) }),
      versus: rateVersus(occ.rate, before.occupancy.rate),
    },
    {
      label: m.desk_reports_peak_occupancy(),
      value: formatRate(occ.peak.rate),
      detail: m.desk_reports_peak_detail({ count: occ.peak.bookable, booked: count(occ.peak.booked), bookable: count(occ.peak.bookable) }),
      versus: rateVersus(occ.peak.rate, before.occupancy.peak.rate),
    },
    {
      label: m.desk_reports_off_peak_occupancy(),
      value: formatRate(occ.off_peak.rate),
      detail: m.desk_reports_off_peak_detail({ count: occ.off_peak.bookable, booked: count(occ.off_peak.booked), bookable: count(occ.off_peak.bookable) }),
      versus: rateVersus(occ.off_peak.rate, before.occupancy.off_peak.rate),
    },
    {
      label: m.desk_reports_revenue(),
      value: formatMoney(now.revenue.total, currency),
      detail: m.desk_reports_revenue_detail(),
      versus: moneyVersus(now.revenue.total, before.revenue.total, currency),
    },
    {
      label: m.desk_reports_per_court_hour(),
      value: now.revenue.per_court_hour === null ? '—' : formatMoney(now.revenue.per_court_hour, currency),
      detail: m.desk_reports_court_hours_detail({ count: now.revenue.court_hours, shown: count(now.revenue.court_hours) }),
      versus:
        before.revenue.per_court_hour === null
          ? m.desk_reports_nothing_to_compare()
          : moneyVersus(now.revenue.per_court_hour ?? 0, before.revenue.per_court_hour, currency),
    },
    {
      label: m.desk_reports_players(),
      value: count(now.players.players),
      detail: m.desk_reports_players_detail({
        count: now.players.walk_ins,
        fresh: count(now.players.new),
        returning: count(now.players.returning),
        walk_ins: count(now.players.walk_ins),
      }),
      versus: countVersus(now.players.players, before.players.players),
    },
    {
      label: m.desk_reports_new_players(),
      value: count(now.players.new),
      detail: m.desk_reports_new_players_detail(),
      versus: countVersus(now.players.new, before.players.new),
    },
    {
      label: m.desk_reports_no_show_rate(),
      value: formatRate(now.players.no_show_rate),
      detail: m.desk_reports_no_show_detail({ count: now.players.past_bookings, no_shows: count(now.players.no_shows), played: count(now.players.past_bookings) }),
      versus: rateVersus(now.players.no_show_rate, before.players.no_show_rate),
    },
  ]
}

/** Courts filled through open matches, with the matches opened and the players who joined them; null in an older report. */
export function openMatchesFigure(r: ClubReport): Omit<ReportFigure, 'versus'> & { joined: string } | null {
  const o = r.open_matches
  if (!o) return null
  return {
    label: m.desk_reports_open_matches(),
    value: count(o.courts_filled),
    detail: m.desk_reports_open_matches_opened({ count: o.matches, shown: count(o.matches) }),
    joined: m.desk_reports_open_matches_joined({ count: o.players, shown: count(o.players) }),
  }
}

export { weekdayName, WEEKDAY_NUMBERS }

export type HeatCell = ClubReport['heatmap'][number]

/** The heatmap as rows of slots, each with its seven weekdays (Monday first). */
export function heatmapRows(r: ClubReport): Array<{ slot: ClubReport['slots'][number]; cells: HeatCell[] }> {
  return r.slots.map((slot) => ({
    slot,
    cells: WEEKDAY_NUMBERS.map(
      (_, i) =>
        r.heatmap.find((h) => h.slot_id === slot.id && h.weekday === i + 1) ?? { weekday: i + 1, slot_id: slot.id, bookable: 0, booked: 0, rate: null },
    ),
  }))
}

/** What a heatmap cell says to a screen reader or in a table: "3 of 8 booked (37.5%)" or "Not bookable". */
export function heatCellText(cell: HeatCell): string {
  return cell.bookable === 0 ? m.desk_reports_not_bookable() : m.desk_reports_heat_cell({ booked: count(cell.booked), bookable: count(cell.bookable), rate: formatRate(cell.rate) })
}
