import * as v from 'valibot'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { defineOperation, isRefused, isWaiting, marksOf } from './operation'
import { tournamentRefusal } from './tournament-register'
import { said } from '~/lib/words'

/** `withdraw_team`, sent after the registration it withdraws (FIFO); full refund until the deadline. */
const payload = v.object({ entryId: v.string(), tournamentId: v.string() })

export const tournamentWithdraw = defineOperation({
  kind: 'tournament_withdraw',
  payload,
  rpc: { name: 'withdraw_team', args: (p) => ({ p_entry_id: p.entryId }) },
  done: ['withdrawn', 'already_withdrawn'],
  conflict: ['deadline_passed'],
  // A withdrawal whose registration was refused has nothing to withdraw on the server.
  dependsOn: { parentId: (p) => p.entryId, nothingToDo: 'nothing_to_withdraw' },
  async applyDone(db, item, _answer, { storedTournament }) {
    if (storedTournament) return
    const row = await db.tournaments.get(item.payload.tournamentId)
    if (row?.my_entry_id === item.payload.entryId) {
      await db.tournaments.put({ ...row, my_entry_id: null, teams_registered: Math.max(0, row.teams_registered - 1) })
    }
  },
  applyTables: (db) => [db.tournaments],
  overlay: {
    tournaments(row, item) {
      if (item.payload.tournamentId !== row.id || row.my_entry_id !== item.payload.entryId) return row
      if (isWaiting(item)) return { ...row, my_entry_id: null, teams_registered: Math.max(0, row.teams_registered - 1), ...marksOf(item) }
      if (isRefused(item)) return { ...row, ...marksOf(item) }
      return row
    },
    tournamentEntries(entries, item, tournamentId) {
      if (item.payload.tournamentId !== tournamentId || !isWaiting(item)) return entries
      return entries.map((e) => (e.id === item.payload.entryId ? { ...e, status: 'withdrawn' as const } : e))
    },
  },
  label: (p) => ({ title: said('outbox_tournament_withdrawal'), link: `/tournaments?tournament=${p.tournamentId}` }),
  refused: tournamentRefusal('withdrawal'),
})

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
