import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'

/*
 * A match in the desk's grid, in words: the cell's badge and marks, each player's money, and what the desk can take
 * for whom. Structural types, so lib imports nothing from api/.
 */

export interface GridMatchPlayer {
  member_id: string
  share: number
  paid: number
  due: number
  organiser: boolean
}

export interface GridMatch {
  status: 'open' | 'full' | 'cancelled'
  private: boolean
  kept: boolean
  players: GridMatchPlayer[]
}

/** Money is in cents on the server: sums of shares are rounded back to them. */
const cents = (n: number) => Math.round(n * 100) / 100

/** "Match · 3/4" for a listed match (players in of four), "Split" for a booking its booker shares with their own players. */
export function matchBadge(match: GridMatch): string {
  return match.private ? m.desk_split_badge() : m.desk_match_badge({ players: match.players.length })
}

/** What a match still owes: at the desk, and shares nobody has paid or chosen to pay at the club yet. */
export function matchOwes(match: GridMatch): { atDesk: number; unpaidShares: number } {
  return {
    atDesk: cents(match.players.reduce((sum, p) => sum + p.due, 0)),
    unpaidShares: match.players.filter((p) => cents(p.paid + p.due) < p.share).length,
  }
}

/** The cell's marks for a match: its badge, then what is still owed (the booking's own due is one of the shares). */
export function matchMarks(match: GridMatch, currency: string): string[] {
  const { atDesk, unpaidShares } = matchOwes(match)
  const money =
    atDesk > 0
      ? m.desk_due_at_desk({ amount: formatMoney(atDesk, currency) })
      : unpaidShares > 0
        ? m.desk_match_unpaid_shares({ count: unpaidShares })
        : m.desk_match_all_paid()
  return [matchBadge(match), money]
}

/** "Full", "2 places free", and whether its players kept a court not full at the cut-off. */
export function matchState(match: GridMatch): string {
  const free = Math.max(4 - match.players.length, 0)
  const state = match.status === 'full' || free === 0 ? m.desk_match_full() : m.desk_match_places_free({ count: free })
  return match.kept ? `${state} · ${m.desk_match_kept()}` : state
}

/** One player's money: "Paid €7.51", "€7.51 due at the desk", "Paid €2.00, €5.51 due at the desk", "€7.51 not paid yet". */
export function playerMoney(player: GridMatchPlayer, currency: string): string {
  const money = (n: number) => formatMoney(n, currency)
  if (player.due > 0) {
    return player.paid > 0 ? m.desk_match_player_part_due({ paid: money(player.paid), due: money(player.due) }) : m.desk_match_player_due({ amount: money(player.due) })
  }
  if (cents(player.paid) >= player.share) return m.desk_match_player_paid({ amount: money(player.paid) })
  return m.desk_match_player_unpaid({ amount: money(cents(player.share - player.paid)) })
}

/**
 * What the desk takes for a player, and how. The organiser's own share stays on the booking, so what the booking
 * owes is taken as a booking payment (take_booking_payment); anything else a player owes is on their place
 * (take_share_payment). Null when nothing is due at the desk.
 */
export function deskTake(player: GridMatchPlayer, bookingDue: number): { kind: 'booking' | 'share'; amount: number } | null {
  if (player.organiser && bookingDue > 0) return { kind: 'booking', amount: bookingDue }
  const onPlace = cents(player.organiser ? player.due - bookingDue : player.due)
  return onPlace > 0 ? { kind: 'share', amount: onPlace } : null
}
