import type { OutboxItem } from '~/db/operations/registry'
import type { TournamentEntry } from '~/db/types'
import type { Words } from '~/lib/words'
import { m } from '~/i18n/member'

export type PendingKind = 'register' | 'withdraw'
export type PendingState = 'pending' | 'conflict' | 'failed'

/** A registration or withdrawal of this device that the server has not settled yet. */
export interface PendingChange {
  kind: PendingKind
  state: PendingState
  tournamentId: string
  entryId: string
  outboxId: string
  /** The server's refusal or the last transient error (said when shown). */
  message: Words | null
  /** The server's status code for a refusal (full, level_too_low, insufficient_funds, …). */
  code: string | null
  /** A registration's entry as shown while it waits (the two players). */
  preview: TournamentEntry | null
}

const KINDS: Record<string, PendingKind> = { tournament_register: 'register', tournament_withdraw: 'withdraw' }

function stateOf(status: OutboxItem['status']): PendingState | null {
  if (status === 'conflict') return 'conflict'
  if (status === 'failed') return 'failed'
  if (status === 'pending' || status === 'inflight') return 'pending'
  return null
}

/**
 * The latest unsettled tournament change per tournament, from the outbox (oldest first in, so a later change
 * for the same tournament wins: a withdrawal queued after a registration is what the player did last).
 */
export function pendingByTournament(items: readonly OutboxItem[]): Map<string, PendingChange> {
  const result = new Map<string, PendingChange>()
  for (const item of items) {
    if (item.kind !== 'tournament_register' && item.kind !== 'tournament_withdraw') continue
    const kind = KINDS[item.kind]
    const state = stateOf(item.status)
    if (!kind || !state) continue
    const payload = item.payload
    result.set(payload.tournamentId, {
      kind,
      state,
      tournamentId: payload.tournamentId,
      entryId: payload.entryId,
      outboxId: item.id,
      message: item.lastError,
      code: item.resultCode ?? null,
      preview: item.kind === 'tournament_register' ? (item.payload.preview ?? null) : null,
    })
  }
  return result
}

/** The badge a pending change adds to a tournament card. */
export function pendingBadge(change: PendingChange | undefined): { label: string; tone: 'pending' | 'danger' } | null {
  if (!change) return null
  const register = change.kind === 'register'
  if (change.state === 'pending') {
    return { label: register ? m.tournaments_pending_register_waiting() : m.tournaments_pending_withdraw_waiting(), tone: 'pending' }
  }
  return { label: register ? m.tournaments_pending_register_refused() : m.tournaments_pending_withdraw_refused(), tone: 'danger' }
}
