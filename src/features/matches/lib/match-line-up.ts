import type { MyBooking, OpenMatchRow } from '~/db/types'
import type { PlayerChoice } from '~/lib/search-players'

/** What "Record a result" needs of a booking: where and when it was played. */
export type ReportableBooking = Pick<MyBooking, 'id' | 'club_id' | 'date' | 'slot_label' | 'court_number' | 'club_name' | 'club_time_zone' | 'starts_at'>

/** An open match's court and players as the result form starts from them. */
export interface LineUp {
  booking: ReportableBooking
  partner: PlayerChoice | null
  opponent1: PlayerChoice | null
  opponent2: PlayerChoice | null
}

const choiceOf = (p: OpenMatchRow['players'][number]): PlayerChoice => ({ id: p.member_id, name: p.name, detail: p.username ? `@${p.username}` : null })

/**
 * The result form filled from an open match the player was in: its booking (which may be the organiser's, not the
 * player's own) and its players, places 1 and 2 against 3 and 4 as the match page lists them; the player changes
 * the teams if they played otherwise. Null when the player had no place in it.
 */
export function lineUpOf(match: Pick<OpenMatchRow, 'booking_id' | 'club_id' | 'date' | 'slot_label' | 'court_number' | 'club_name' | 'time_zone' | 'starts_at' | 'players'>, meId: string): LineUp | null {
  const mine = match.players.find((p) => p.member_id === meId)
  if (!mine) return null
  const side = (position: number) => (position <= 2 ? 0 : 1)
  const others = match.players.filter((p) => p.member_id !== meId).sort((a, b) => a.position - b.position)
  const partner = others.find((p) => side(p.position) === side(mine.position)) ?? null
  const [opponent1, opponent2] = others.filter((p) => p !== partner)
  return {
    booking: {
      id: match.booking_id,
      club_id: match.club_id,
      date: match.date,
      slot_label: match.slot_label,
      court_number: match.court_number,
      club_name: match.club_name,
      club_time_zone: match.time_zone,
      starts_at: match.starts_at,
    },
    partner: partner ? choiceOf(partner) : null,
    opponent1: opponent1 ? choiceOf(opponent1) : null,
    opponent2: opponent2 ? choiceOf(opponent2) : null,
  }
}

/**
 * The bookings the form offers: the player's own reportable ones, with the match's booking first when it has
 * started, has no result yet and is not among them (another player booked it).
 */
export function withLineUp(reportable: readonly ReportableBooking[], lineUp: LineUp | null, reportedBookings: ReadonlySet<string>, now: Date): readonly ReportableBooking[] {
  if (!lineUp || reportable.some((b) => b.id === lineUp.booking.id) || reportedBookings.has(lineUp.booking.id)) return reportable
  const start = lineUp.booking.starts_at ? Date.parse(lineUp.booking.starts_at) : Number.NaN
  if (!(start <= now.getTime())) return reportable
  return [lineUp.booking, ...reportable]
}
