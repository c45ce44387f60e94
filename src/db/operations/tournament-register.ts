import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { TournamentEntry } from '../sync/rows-tournaments'
import type { StatisticsRow } from '../types'
import { newUuid } from '../uuid'
import { defineOperation, isRefused, isWaiting, marksOf, type OutboxBase, type RefusedPanel } from './operation'
import { said, WordsError } from '~/lib/words'

/** `register_team`: the entry id is made on this device (idempotency key and outbox id). */
const payload = v.object({
  entryId: v.string(),
  tournamentId: v.string(),
  partnerId: v.string(),
  /** The entry as shown while it waits; never sent to the server. */
  preview: v.optional(TournamentEntry),
})

/** The panel of a refused registration or withdrawal (full, level, funds, deadline…), in "Your entry". */
export function tournamentRefusal(what: 'registration' | 'withdrawal'): RefusedPanel<OutboxBase> {
  return {
    role: 'alert',
    fallback: said(what === 'registration' ? 'outbox_registration_fallback' : 'outbox_withdrawal_fallback'),
    discard: said('outbox_dismiss'),
    offersRetry: (item) => item.status === 'failed' || item.resultCode === 'insufficient_funds',
    fundsLink: { code: 'insufficient_funds', text: said('outbox_add_funds_link') },
  }
}

export const tournamentRegister = defineOperation({
  kind: 'tournament_register',
  payload,
  rpc: {
    name: 'register_team',
    args: (p) => ({ p_entry_id: p.entryId, p_tournament_id: p.tournamentId, p_partner_id: p.partnerId }),
  },
  done: ['invited', 'registered', 'replayed'],
  conflict: ['registration_closed', 'full', 'level_too_low', 'level_too_high', 'already_registered', 'invalid_partner', 'insufficient_funds'],
  async applyDone(db, item, _answer, { storedTournament }) {
    if (storedTournament) return
    const row = await db.tournaments.get(item.payload.tournamentId)
    if (row && !row.my_entry_id) await db.tournaments.put({ ...row, my_entry_id: item.payload.entryId, teams_registered: row.teams_registered + 1 })
  },
  applyTables: (db) => [db.tournaments],
  overlay: {
    tournaments(row, item) {
      if (item.payload.tournamentId !== row.id) return row
      if (isWaiting(item) && row.my_entry_id !== item.payload.entryId) {
        return { ...row, my_entry_id: item.payload.entryId, teams_registered: row.teams_registered + 1, ...marksOf(item) }
      }
      if (isRefused(item) && !row.my_entry_id) return { ...row, ...marksOf(item) }
      return row
    },
    tournamentEntries(entries, item, tournamentId) {
      const preview = item.payload.preview
      if (item.payload.tournamentId !== tournamentId || !isWaiting(item) || !preview) return entries
      return entries.some((e) => e.id === item.payload.entryId) ? entries : [...entries, preview]
    },
  },
  label: (p) => ({ title: said('outbox_tournament_registration'), link: `/tournaments?tournament=${p.tournamentId}` }),
  refused: tournamentRefusal('registration'),
})

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

async function pendingWithdrawal(db: ElsyDatabase, entryId: string): Promise<boolean> {
  const n = await db.outbox
    .where('kind')
    .equals('tournament_withdraw')
    .filter((i) => i.kind === 'tournament_withdraw' && i.payload.entryId === entryId && (i.status === 'pending' || i.status === 'inflight'))
    .count()
  return n > 0
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
  if (req.partner.id === undefined || req.partner.id === '') throw new WordsError(said('outbox_choose_partner'))
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.profile, db.tournaments], async () => {
    if (req.partner.id === db.userId) throw new WordsError(said('outbox_choose_other_partner'))
    const tournament = await db.tournaments.get(req.tournamentId)
    if (tournament && tournament.status !== 'open') throw new WordsError(said('outbox_registration_closed'))
    if (tournament?.my_entry_id && !(await pendingWithdrawal(db, tournament.my_entry_id))) {
      throw new WordsError(said('outbox_already_registered'))
    }
    if (await waitingRegistration(db, req.tournamentId)) throw new WordsError(said('outbox_already_registered'))
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
