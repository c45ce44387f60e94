import type { MatchPlayer, MatchRow, MyMatch, SetScores, TeamSide } from '~/db/types'
import { m } from '~/i18n/member'
import { formatDateTime } from '~/lib/time-format'

export type BadgeTone = 'success' | 'pending' | 'danger' | 'neutral'
export interface Badge {
  label: string
  tone: BadgeTone
}

export const otherTeam = (team: TeamSide): TeamSide => (team === 1 ? 2 : 1)

/** "6-4, 3-6, 7-5" with the player's own team's games first. */
export function scoreText(sets: SetScores, myTeam: TeamSide): string {
  return sets.map(([a, b]) => (myTeam === 1 ? `${a}-${b}` : `${b}-${a}`)).join(', ')
}

export function teamPlayers(match: Pick<MatchRow, 'players'>, team: TeamSide): MatchPlayer[] {
  return match.players.filter((p) => p.team === team)
}

/** "Alex Rivera & Sam Ortiz" (the player's own name replaced by "You" when `meId` is given). */
export function teamNames(players: readonly MatchPlayer[], meId?: string): string {
  return players.map((p) => (p.id === meId ? m.matches_you() : p.name)).join(' & ')
}

export function won(match: Pick<MatchRow, 'winner' | 'my_team'>): boolean {
  return match.winner === match.my_team
}

/** Where the result stands, in the player's words: sync first (it is not on the server yet), then the server's status. */
export function matchBadge(match: MyMatch): Badge {
  if (match.syncState === 'pending') return { label: m.matches_badge_waiting_sync(), tone: 'pending' }
  if (match.syncState === 'conflict' || match.syncState === 'failed') return { label: m.matches_badge_not_recorded(), tone: 'danger' }
  if (match.status === 'confirmed' && match.counts_for_rating === false) return { label: m.matches_badge_friendly(), tone: 'neutral' }
  if (match.status === 'confirmed') return { label: m.matches_badge_confirmed(), tone: 'success' }
  if (match.status === 'disputed') return { label: m.matches_badge_disputed(), tone: 'danger' }
  return match.can_confirm ? { label: m.matches_badge_to_confirm(), tone: 'pending' } : { label: m.matches_badge_awaiting(), tone: 'neutral' }
}


/** "Sat 28 Nov 2026" in the device's zone (the day the player remembers playing). */
export function formatPlayedOn(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
}

/** "28 Nov": chart ticks and the results strip. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, { day: 'numeric', month: 'short' })
}

/** "Court 3 (indoor) · ELSY Madrid", leaving out what is not known. */
export function matchPlace(match: Pick<MatchRow, 'court_number' | 'court_type' | 'club_name'>): string {
  const number = match.court_number
  const court =
    number === null
      ? null
      : match.court_type === 'indoor'
        ? m.matches_court_indoor({ number })
        : match.court_type === 'outdoor'
          ? m.matches_court_outdoor({ number })
          : m.matches_court({ number })
  return [court, match.club_name].filter(Boolean).join(' · ')
}
