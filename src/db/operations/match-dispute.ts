import * as v from 'valibot'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { waitingAnswer } from './match-confirm'
import { matchRefusal } from './match-report'
import { defineOperation, isRefused, marksOf } from './operation'
import { said, WordsError } from '~/lib/words'

/** `dispute_match`: the reporter is told the reason. */
const payload = v.object({ matchId: v.string(), reason: v.string() })

export const matchDispute = defineOperation({
  kind: 'match_dispute',
  payload,
  rpc: { name: 'dispute_match', args: (p) => ({ p_match_id: p.matchId, p_reason: p.reason }) },
  done: ['disputed', 'already_disputed', 'replayed'],
  conflict: ['already_confirmed', 'invalid_reason'],
  overlay: {
    // Shown as disputed while it waits; a refused one keeps the server's row and carries the refusal.
    matches(rows, item) {
      const match = rows.get(item.payload.matchId)
      if (!match) return
      if (isRefused(item)) rows.set(match.id, { ...match, ...marksOf(item) })
      else rows.set(match.id, { ...match, status: 'disputed', dispute_reason: item.payload.reason, can_confirm: false, ...marksOf(item) })
    },
  },
  label: () => ({ title: said('outbox_result_dispute'), link: '/player-statistics' }),
  refused: matchRefusal,
})

/** Disputes a reported result with a reason (1..300 characters; the reporter is told). */
export async function queueMatchDispute(matchId: string, reason: string): Promise<{ outboxId: string }> {
  const text = reason.trim()
  if (text.length < 1 || text.length > 300) throw new WordsError(said('outbox_dispute_reason_length'))
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    const already = await waitingAnswer(db, matchId)
    if (already?.kind === 'match_dispute' && already.status === 'pending') {
      await db.outbox.update(already.id, { payload: { matchId, reason: text } })
      return { outboxId: already.id }
    }
    if (already) throw new WordsError(said('outbox_answer_waiting'))
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'match_dispute', payload: { matchId, reason: text } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
