import type { MyOpenMatch, OpenMatchPlayer } from '~/db/types'
import { atLevel } from './filters'

/** The default of the club's rule: leaving is free until this many hours before the start. */
export const DEFAULT_LEAVE_HOURS = 6

/** How long a place joined by card in a listed match is held unpaid: the server's match_card_hold_minutes() (a stack test holds them equal). */
export const CARD_HOLD_MINUTES = 15

const GONE = new Set(['left', 'declined'])

/** Whether the player takes part (plays, asked, waits, or is offered a place). */
export function isPartOf(match: MyOpenMatch): boolean {
  return match.me !== null && !GONE.has(match.me.state)
}

export function isOrganiser(match: MyOpenMatch, userId: string | null): boolean {
  return userId !== null && match.organiser_id === userId
}

/** What the join button does for a player of `level`: take a place, ask the organiser, wait, or nothing. */
export type JoinKind = 'join' | 'ask' | 'wait'

export function joinKind(match: MyOpenMatch, level: number | null, now: Date = new Date()): JoinKind | null {
  if (match.status === 'cancelled' || Date.parse(match.starts_at) <= now.getTime()) return null
  // A freed place offered to the player is taken by joining; an organiser's "no" stands.
  if (match.me?.state === 'offered') return 'join'
  // A split booking is its booker's own players': nobody else joins, asks or waits.
  if (match.private) return null
  if (isPartOf(match) || match.me?.state === 'declined') return null
  if (match.places_free <= 0 || match.status === 'full') return 'wait'
  return level === null || atLevel(match, level) ? 'join' : 'ask'
}

/**
 * The four places in position order: each player, or null for a free place. A split booking lists its players
 * only: nobody can take its free places.
 */
export function placesOf(match: MyOpenMatch): (OpenMatchPlayer | null)[] {
  const places = [1, 2, 3, 4].map((position) => match.players.find((p) => p.position === position) ?? null)
  return match.private ? places.filter((p) => p !== null) : places
}

/** A player's share as the match shows it. */
export type ShareState = 'paid' | 'due' | 'to_pay' | null

export function shareState(player: Pick<OpenMatchPlayer, 'share' | 'paid' | 'due'>): ShareState {
  if (player.share === null || player.paid === null || player.due === null) return null
  if (player.paid >= player.share) return 'paid'
  if (player.due > 0) return 'due'
  return 'to_pay'
}

/** What the player still owes and can pay now (a place in, not fully paid and not due at the club). */
export function owes(match: MyOpenMatch): number {
  const me = match.me
  if (!me || me.state !== 'in') return 0
  return Math.max(0, Math.round((me.share - me.paid - me.due) * 100) / 100)
}

/** Until when leaving gives the share back: the server's time when it says, else the default rule. */
export function leaveDeadline(match: MyOpenMatch): { at: Date; reckoned: boolean } {
  if (match.leave_until) return { at: new Date(match.leave_until), reckoned: false }
  return { at: new Date(Date.parse(match.starts_at) - DEFAULT_LEAVE_HOURS * 3600_000), reckoned: true }
}

export function leavesFree(match: MyOpenMatch, now: Date = new Date()): boolean {
  return now.getTime() < leaveDeadline(match).at.getTime()
}

/** The organiser may leave only by cancelling the booking; the others while the match has not started. */
export function canLeave(match: MyOpenMatch, userId: string | null, now: Date = new Date()): boolean {
  return isPartOf(match) && !isOrganiser(match, userId) && Date.parse(match.starts_at) > now.getTime() && match.status !== 'cancelled'
}

/**
 * The players in may keep a listed match that is not full (paying the free places' shares) before it starts. A
 * split booking is never cancelled for not filling: there is nothing to keep.
 */
export function canKeepCourt(match: MyOpenMatch, now: Date = new Date()): boolean {
  return !match.private && match.me?.state === 'in' && match.status === 'open' && match.places_free > 0 && !match.kept && Date.parse(match.starts_at) > now.getTime()
}

/** The thread is for the match's players and its organiser. */
export function readsThread(match: MyOpenMatch, userId: string | null): boolean {
  return isOrganiser(match, userId) || match.me?.state === 'in'
}
