import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { requireDatabase } from './current'

/**
 * Saves the user's names on this device at once (optimistic) and queues them for the server, in one
 * transaction. A newer queued edit replaces an older one that was never sent (only the last names matter).
 */
export async function queueProfileUpdate(names: { first_name: string; last_name: string }): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.profile], async () => {
    const local = await db.profile.get(db.userId)
    if (local) await db.profile.put({ ...local, ...names })
    const waiting = await db.outbox
      .where('kind')
      .equals('profile')
      .filter((i) => i.kind === 'profile' && i.status === 'pending' && i.attempts === 0)
      .first()
    if (waiting?.kind === 'profile') {
      await db.outbox.update(waiting.id, { payload: { ...waiting.payload, ...names } })
      return { outboxId: waiting.id }
    }
    const id = newUuid()
    // The edit is based on the server's updated_at as last pulled; the local row keeps it (names change only).
    await addOutboxItem(db, id, { kind: 'profile', payload: { ...names, baseUpdatedAt: local?.updated_at ?? null } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
