import type { ElsyDatabase } from './database'
import type { OutboxItem } from './operations/registry'

/** What a queue function hands in: the kind and its payload (the rest is filled in here). */
export type NewOutboxItem = OutboxItem extends infer I ? (I extends OutboxItem ? Pick<I, 'kind' | 'payload'> : never) : never

/** Must run inside a transaction that includes `meta`: the counter and the item are written together. */
async function nextSeq(db: ElsyDatabase): Promise<number> {
  const row = await db.meta.get('outboxSeq')
  const seq = (typeof row?.value === 'number' ? row.value : 0) + 1
  await db.meta.put({ key: 'outboxSeq', value: seq })
  return seq
}

/** Adds an item to the outbox; call inside the same transaction as the local write it stands for. */
export async function addOutboxItem(db: ElsyDatabase, id: string, item: NewOutboxItem): Promise<OutboxItem> {
  const row = {
    ...item,
    id,
    userId: db.userId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: new Date().toISOString(),
    seq: await nextSeq(db),
  } as OutboxItem
  await db.outbox.add(row)
  return row
}

/** Items that still stand for an unsent or refused change (everything but done). */
export function isUnsettled(item: OutboxItem): boolean {
  return item.status !== 'done'
}
