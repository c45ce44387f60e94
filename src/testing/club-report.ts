/* eslint-disable elsy/no-ui-literal -- test data for the report tests: a made-up club, courts and players, never shown in the app */
import type { ClubReport, PeriodFigures } from '~/features/club-desk/reports/club-report'

function figures(over: { booked: number; bookable: number; revenue: number; players: number; newPlayers: number }): PeriodFigures {
  const rate = (a: number, b: number) => (b ? Math.round((a / b) * 10000) / 10000 : null)
  return {
    occupancy: {
      bookable: over.bookable,
      booked: over.booked,
      rate: rate(over.booked, over.bookable),
      peak: { bookable: 32, booked: 2, rate: 0.0625 },
      off_peak: { bookable: over.bookable - 32, booked: over.booked - 2, rate: rate(over.booked - 2, over.bookable - 32) },
      not_bookable_bookings: 3,
    },
    revenue: { total: over.revenue, court_hours: over.bookable * 1.5, per_court_hour: over.bookable ? Math.round((over.revenue / (over.bookable * 1.5)) * 100) / 100 : null },
    players: {
      players: over.players,
      new: over.newPlayers,
      returning: over.players - over.newPlayers,
      bookings: 7,
      walk_ins: 1,
      past_bookings: 7,
      no_shows: 1,
      no_show_rate: 0.1429,
    },
  }
}

/** The hand-made club of the stack test (club-reports.test.ts), as the page receives it. */
export function sampleReport(): ClubReport {
  const slots = Array.from({ length: 8 }, (_, i) => {
    const start = 9 * 60 + i * 90
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    return { id: i + 1, label: `${hhmm(start)} - ${hhmm(start + 90)}`, starts_at: hhmm(start) }
  })
  return {
    club: { id: 'c1', name: 'ELSY Málaga', currency: 'EUR', time_zone: 'Europe/Madrid', today: '2026-11-24' },
    period: { from: '2026-11-09', to: '2026-11-15', days: 7 },
    previous_period: { from: '2026-11-02', to: '2026-11-08', days: 7 },
    slot_hours: 1.5,
    current: figures({ booked: 4, bookable: 77, revenue: 150, players: 3, newPlayers: 2 }),
    previous: figures({ booked: 1, bookable: 96, revenue: 20, players: 1, newPlayers: 1 }),
    slots,
    heatmap: [
      { weekday: 1, slot_id: 7, bookable: 2, booked: 1, rate: 0.5 },
      { weekday: 2, slot_id: 1, bookable: 1, booked: 0, rate: 0 },
    ],
    by_court: [
      { court_id: 'k1', number: 1, name: 'Court 1', in_service: true, bookable: 37, booked: 2, revenue: 75, previous_revenue: 20 },
      { court_id: 'k2', number: 2, name: 'Court 2, "Centre"', in_service: true, bookable: 40, booked: 2, revenue: 55, previous_revenue: 0 },
      { court_id: 'k3', number: 3, name: 'Court 3', in_service: false, bookable: 0, booked: 0, revenue: 20, previous_revenue: 0 },
    ],
    other_revenue: { revenue: 0, previous_revenue: 0 },
    by_week: [{ week_start: '2026-11-09', from: '2026-11-09', to: '2026-11-15', revenue: 150 }],
    top_players: [
      { member_id: 'm1', name: 'Ana Often', username: 'ana', bookings: 3, new: false },
      { member_id: 'm2', name: 'Ben New', username: null, bookings: 2, new: true },
    ],
    open_matches: { courts_filled: 1, matches: 3, players: 4 },
  }
}
