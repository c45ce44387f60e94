import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import type { StatisticsRow, TournamentEntry } from '../types'
import { newUuid } from '../uuid'
import { requireDatabase } from './current'

export interface TournamentRegistrationRequest {
  tournamentId: string
  partner: { id: string; name: string; rating?: number | null }
}

/** A queued registration for this tournament that still stands (not refused, not withdrawn). */
async function waitingRegistration(db: ElsyDatabase, tournamentId: string) {
  return db.outbox
    .where('kind')
    .equals('tournament_register')
    .filter((i) => i.kind === 'tournament_register' && i.payload.tournamentId === tournamentId && i.status !== 'done' && i.status !== 'conflict' && i.status !== 'failed')
    .first()
}

/** The entry as shown while the registration waits: the two players and their average rating as known here. */
async function buildPreview(db: ElsyDatabase, entryId: string, req: TournamentRegistrationRequest): Promise<TournamentEntry> {
  const [profile, stats] = await Promise.all([db.profile.get(db.userId), db.meta.get('statistics')])
  const mine = (stats?.value as StatisticsRow | undefined)?.rating ?? 1500
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || profile?.username || 'You'
  const partnerRating = req.partner.rating ?? mine
  return {
    id: entryId,
    players: [
      { id: db.userId, name },
      { id: req.partner.id, name: req.partner.name },
    ],
    seed: null,
    average_rating: Math.round(((mine + partnerRating) / 2) * 10) / 10,
    // The server enters the team once the partner accepts; until then it is an invitation.
    status: 'invited',
  }
}

/**
 * Registers the signed-in player and a partner: saved on this device and queued for `register_team` in one
 * transaction. The fee is debited by the server when it is sent; refusals (full, level, funds) come back
 * as conflicts with the server's sentence. The entry id is the idempotency key.
 */
export async function queueTournamentRegistration(req: TournamentRegistrationRequest): Promise<{ entryId: string }> {
  if (req.partner.id === undefined || req.partner.id === '') throw new Error('Please choose a partner.')
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.profile, db.tournaments], async () => {
    if (req.partner.id === db.userId) throw new Error('Please choose another player as your partner.')
    const tournament = await db.tournaments.get(req.tournamentId)
    if (tournament && tournament.status !== 'open') throw new Error('Registration for this tournament is closed.')
    if (tournament?.my_entry_id && !(await pendingWithdrawal(db, tournament.my_entry_id))) {
      throw new Error('You are already registered for this tournament.')
    }
    if (await waitingRegistration(db, req.tournamentId)) throw new Error('You are already registered for this tournament.')
    const entryId = newUuid()
    const preview = await buildPreview(db, entryId, req)
    await addOutboxItem(db, entryId, {
      kind: 'tournament_register',
      payload: { entryId, tournamentId: req.tournamentId, partnerId: req.partner.id, preview },
    })
    return { entryId }
  })
  requestDrain()
  return result
}

async function pendingWithdrawal(db: ElsyDatabase, entryId: string): Promise<boolean> {
  const n = await db.outbox
    .where('kind')
    .equals('tournament_withdraw')
    .filter((i) => i.kind === 'tournament_withdraw' && i.payload.entryId === entryId && (i.status === 'pending' || i.status === 'inflight'))
    .count()
  return n > 0
}

/**
 * Withdraws a team (full refund until the deadline). A registration that never left this device, or that
 * the server refused, is simply removed; otherwise `withdraw_team` is queued after it (FIFO).
 * Returns the withdrawal's outbox id, or null when the registration was removed locally.
 */
export async function queueTournamentWithdrawal(req: { tournamentId: string; entryId: string }): Promise<{ outboxId: string | null }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    const register = await db.outbox.get(req.entryId)
    if (register?.kind === 'tournament_register' && register.status !== 'done' && register.status !== 'inflight') {
      if (register.attempts === 0 || register.status === 'conflict' || register.status === 'failed') {
        await db.outbox.delete(req.entryId)
        return { outboxId: null }
      }
    }
    const already = await db.outbox
      .where('kind')
      .equals('tournament_withdraw')
      .filter((i) => i.kind === 'tournament_withdraw' && i.payload.entryId === req.entryId && (i.status === 'pending' || i.status === 'inflight'))
      .first()
    if (already) return { outboxId: already.id }
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'tournament_withdraw', payload: { entryId: req.entryId, tournamentId: req.tournamentId } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
