import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { matchRefusal } from './match-report'
import { defineOperation, isRefused, marksOf } from './operation'
import { said, WordsError } from '~/lib/words'

/** `confirm_match`: ratings move once it is sent. */
const payload = v.object({ matchId: v.string() })

export const matchConfirm = defineOperation({
  kind: 'match_confirm',
  payload,
  rpc: { name: 'confirm_match', args: (p) => ({ p_match_id: p.matchId }) },
  done: ['confirmed', 'already_confirmed'],
  conflict: [],
  overlay: {
    // Shown as confirmed while it waits; a refused one keeps the server's row and carries the refusal.
    matches(rows, item) {
      const match = rows.get(item.payload.matchId)
      if (!match) return
      if (isRefused(item)) rows.set(match.id, { ...match, ...marksOf(item) })
      else rows.set(match.id, { ...match, status: 'confirmed', can_confirm: false, ...marksOf(item) })
    },
  },
  label: () => ({ title: said('outbox_result_confirmation'), link: '/player-statistics' }),
  refused: matchRefusal,
})

/** A confirmation or dispute of this match still on its way (one answer per match). */
export function waitingAnswer(db: ElsyDatabase, matchId: string) {
  return db.outbox
    .where('kind')
    .anyOf('match_confirm', 'match_dispute')
    .filter((i) => (i.kind === 'match_confirm' || i.kind === 'match_dispute') && i.payload.matchId === matchId && (i.status === 'pending' || i.status === 'inflight'))
    .first()
}

/** Confirms a result another player reported (or, for staff, any result of their club); ratings move once it is sent. */
export async function queueMatchConfirmation(matchId: string): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    const already = await waitingAnswer(db, matchId)
    if (already?.kind === 'match_confirm') return { outboxId: already.id }
    if (already) throw new WordsError(said('outbox_dispute_waiting'))
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'match_confirm', payload: { matchId } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
