import type { TournamentRow, TournamentStatus } from '~/db/types'
import { m } from '~/i18n/member'

/**
 * The status as of `now`: the list on this device may be hours old, and a tournament whose deadline has
 * passed is closed even before the server (which generates the bracket on its next read) says so.
 */
export function effectiveStatus(t: Pick<TournamentRow, 'status' | 'registration_closes_at'>, now: Date = new Date()): TournamentStatus {
  if (t.status === 'open' && Date.parse(t.registration_closes_at) <= now.getTime()) return 'closed'
  return t.status
}

export function isFull(t: Pick<TournamentRow, 'teams_registered' | 'max_teams'>): boolean {
  return t.teams_registered >= t.max_teams
}

/** Registration is open to the caller: open, before the deadline, a place left, not already in. */
export function canRegister(t: TournamentRow, now: Date = new Date()): boolean {
  return effectiveStatus(t, now) === 'open' && !isFull(t) && t.my_entry_id === null
}

/** Withdrawing (with the fee back) is allowed until registration closes. */
export function canWithdraw(t: TournamentRow, now: Date = new Date()): boolean {
  return t.my_entry_id !== null && effectiveStatus(t, now) === 'open'
}

export type BadgeTone = 'success' | 'pending' | 'danger' | 'neutral' | 'info'
export interface Badge {
  label: string
  tone: BadgeTone
}

const STATUS_BADGES: Record<TournamentStatus, () => Badge> = {
  open: () => ({ label: m.tournaments_status_open(), tone: 'success' }),
  closed: () => ({ label: m.tournaments_status_closed(), tone: 'neutral' }),
  running: () => ({ label: m.tournaments_status_running(), tone: 'info' }),
  finished: () => ({ label: m.tournaments_status_finished(), tone: 'neutral' }),
  cancelled: () => ({ label: m.tournaments_status_cancelled(), tone: 'danger' }),
}

/** What a card says about a tournament: its state, whether it is full, and whether the player is in it. */
export function tournamentBadges(t: TournamentRow, now: Date = new Date()): Badge[] {
  const status = effectiveStatus(t, now)
  const badges: Badge[] = [STATUS_BADGES[status]?.() ?? { label: status, tone: 'neutral' }]
  if (status === 'open' && isFull(t)) badges.push({ label: m.tournaments_badge_full(), tone: 'pending' })
  if (t.my_entry_id) badges.push({ label: m.tournaments_badge_registered(), tone: 'success' })
  return badges
}

export interface TournamentSections {
  open: TournamentRow[]
  running: TournamentRow[]
  past: TournamentRow[]
}

/**
 * Open ones first (closing soonest first), then those under way (starting soonest), then the past (latest
 * first), so what a player can still act on is at the top.
 */
export function sectionTournaments(rows: readonly TournamentRow[], now: Date = new Date()): TournamentSections {
  const sections: TournamentSections = { open: [], running: [], past: [] }
  for (const t of rows) {
    const status = effectiveStatus(t, now)
    if (status === 'open') sections.open.push(t)
    else if (status === 'closed' || status === 'running') sections.running.push(t)
    else sections.past.push(t)
  }
  sections.open.sort((a, b) => a.registration_closes_at.localeCompare(b.registration_closes_at) || a.name.localeCompare(b.name))
  sections.running.sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.name.localeCompare(b.name))
  sections.past.sort((a, b) => b.ends_on.localeCompare(a.ends_on) || a.name.localeCompare(b.name))
  return sections
}
