import type { ElsyDatabase } from '../database'
import { isRefused } from '../operations/operation'
import { isReadable, operationOf, type ItemOperation, type OutboxItem } from '../operations/registry'
import type { SyncApi } from './api'
import { classifyAnswer, classifyError, type Outcome } from './classify'
import { toRpcAnswer } from './rows'
import { said } from '~/lib/words'

/** An item this version cannot read (an unknown kind, a payload of another shape): kept for the player to see. */
const unreadable = (): Outcome => ({ kind: 'final', status: 'failed', code: 'unreadable', message: said('sync_unreadable_change') })

/** The item this one undoes (a cancel's booking, a withdrawal's registration) was refused: nothing to undo. */
async function nothingToDo(db: ElsyDatabase, op: ItemOperation, item: OutboxItem): Promise<string | null> {
  if (!op.dependsOn) return null
  const parent = await db.outbox.get(op.dependsOn.parentId(item.payload))
  return parent && isRefused(parent) ? op.dependsOn.nothingToDo : null
}

/** One attempt at one item; the answer is classified, nothing is written here. */
export async function sendItem(db: ElsyDatabase, api: SyncApi, item: OutboxItem): Promise<Outcome> {
  const op = operationOf(item)
  if (!op || !isReadable(item)) return unreadable()
  const nothing = await nothingToDo(db, op, item)
  if (nothing) return { kind: 'done', code: nothing }
  // Every creating call carries the item's client-made id (idempotency).
  const res = op.send ? await op.send({ db, api }, item) : op.rpc ? await api.rpc(op.rpc.name, op.rpc.args(item.payload)) : null
  if (!res) return unreadable()
  if (res.error) return classifyError(res.error, item.attempts)
  const answer = toRpcAnswer(res.data)
  if (!answer) return { kind: 'final', status: 'failed', code: 'bad_answer', message: said('sync_unexpected_answer') }
  return classifyAnswer(item.kind, answer)
}
