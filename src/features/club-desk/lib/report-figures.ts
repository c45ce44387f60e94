import { formatMoney } from '~/lib/money'
import type { ClubReport } from '../api/club-report'

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)

/** "29.3%"; "—" when there was nothing to divide by (no bookable court-slot, no played booking). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}

/** "+3.1 points vs 26.2%", "−0.4 points …", "Same as the previous period (26.2%)". */
export function rateVersus(now: number | null, before: number | null): string {
  if (before === null) return 'Nothing to compare with in the previous period'
  if (now === null) return `Previous period: ${formatRate(before)}`
  const diff = Math.round((now - before) * 1000) / 10
  if (diff === 0) return `Same as the previous period (${formatRate(before)})`
  return `${diff > 0 ? '+' : '−'}${Math.abs(diff).toFixed(1)} points vs ${formatRate(before)}`
}

/** "+€120.00 vs €1,000.00", "Same as the previous period (€0.00)". */
export function moneyVersus(now: number, before: number, currency: string): string {
  const diff = Math.round((now - before) * 100) / 100
  if (diff === 0) return `Same as the previous period (${formatMoney(before, currency)})`
  return `${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff), currency)} vs ${formatMoney(before, currency)}`
}

/** "+12 vs 30", "Same as the previous period (30)". */
export function countVersus(now: number, before: number): string {
  const diff = now - before
  if (diff === 0) return `Same as the previous period (${count(before)})`
  return `${diff > 0 ? '+' : '−'}${count(Math.abs(diff))} vs ${count(before)}`
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
      label: 'Occupancy',
      value: formatRate(occ.rate),
      detail: `${count(occ.booked)} of ${count(occ.bookable)} bookable court-slots booked`,
      versus: rateVersus(occ.rate, before.occupancy.rate),
    },
    {
      label: 'Peak occupancy',
      value: formatRate(occ.peak.rate),
      detail: `${count(occ.peak.booked)} of ${count(occ.peak.bookable)} peak court-slots`,
      versus: rateVersus(occ.peak.rate, before.occupancy.peak.rate),
    },
    {
      label: 'Off-peak occupancy',
      value: formatRate(occ.off_peak.rate),
      detail: `${count(occ.off_peak.booked)} of ${count(occ.off_peak.bookable)} off-peak court-slots`,
      versus: rateVersus(occ.off_peak.rate, before.occupancy.off_peak.rate),
    },
    {
      label: 'Revenue',
      value: formatMoney(now.revenue.total, currency),
      detail: 'Courts and tournaments, wallets and desk, less refunds',
      versus: moneyVersus(now.revenue.total, before.revenue.total, currency),
    },
    {
      label: 'Revenue per court-hour',
      value: now.revenue.per_court_hour === null ? '—' : formatMoney(now.revenue.per_court_hour, currency),
      detail: `Over ${count(now.revenue.court_hours)} bookable court-hours`,
      versus:
        before.revenue.per_court_hour === null
          ? 'Nothing to compare with in the previous period'
          : moneyVersus(now.revenue.per_court_hour ?? 0, before.revenue.per_court_hour, currency),
    },
    {
      label: 'Players',
      value: count(now.players.players),
      detail: `${count(now.players.new)} new, ${count(now.players.returning)} returning; ${count(now.players.walk_ins)} walk-in ${now.players.walk_ins === 1 ? 'booking' : 'bookings'}`,
      versus: countVersus(now.players.players, before.players.players),
    },
    {
      label: 'New players',
      value: count(now.players.new),
      detail: 'First booking at this club in the period',
      versus: countVersus(now.players.new, before.players.new),
    },
    {
      label: 'No-show rate',
      value: formatRate(now.players.no_show_rate),
      detail: `${count(now.players.no_shows)} no-shows of ${count(now.players.past_bookings)} bookings played`,
      versus: rateVersus(now.players.no_show_rate, before.players.no_show_rate),
    },
  ]
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export type HeatCell = ClubReport['heatmap'][number]

/** The heatmap as rows of slots, each with its seven weekdays (Monday first). */
export function heatmapRows(r: ClubReport): Array<{ slot: ClubReport['slots'][number]; cells: HeatCell[] }> {
  return r.slots.map((slot) => ({
    slot,
    cells: WEEKDAYS.map(
      (_, i) =>
        r.heatmap.find((h) => h.slot_id === slot.id && h.weekday === i + 1) ?? { weekday: i + 1, slot_id: slot.id, bookable: 0, booked: 0, rate: null },
    ),
  }))
}

/** What a heatmap cell says to a screen reader or in a table: "3 of 8 booked (37.5%)" or "Not bookable". */
export function heatCellText(cell: HeatCell): string {
  return cell.bookable === 0 ? 'Not bookable' : `${count(cell.booked)} of ${count(cell.bookable)} booked (${formatRate(cell.rate)})`
}
