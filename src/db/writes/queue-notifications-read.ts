import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { requireDatabase } from './current'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Marks notifications read (null: all of them) on this device at once and queues `mark_notifications_read`.
 * Sync-conflict rows (ids 'sync:…') are not server notifications: they go away when the conflict is resolved.
 * Returns null when there was nothing to send.
 */
export async function queueNotificationsRead(ids: string[] | null): Promise<{ outboxId: string | null }> {
  const serverIds = ids === null ? null : [...new Set(ids.filter((id) => UUID.test(id)))]
  if (serverIds !== null && serverIds.length === 0) return { outboxId: null }
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.notifications], async () => {
    // Read state is also written to the local rows, so it holds before the next pull and while offline.
    const at = new Date().toISOString()
    const rows = serverIds === null ? await db.notifications.toArray() : await db.notifications.bulkGet(serverIds)
    for (const row of rows) if (row && !row.read_at) await db.notifications.update(row.id, { read_at: at })
    const unsent = await db.outbox
      .where('kind')
      .equals('notifications_read')
      .filter((i) => i.kind === 'notifications_read' && i.status === 'pending' && i.attempts === 0)
      .first()
    if (unsent?.kind === 'notifications_read') {
      // One request says it all: "all" covers everything, otherwise the ids add up.
      const merged = serverIds === null || unsent.payload.ids === null ? null : [...new Set([...unsent.payload.ids, ...serverIds])]
      await db.outbox.update(unsent.id, { payload: { ids: merged } })
      return { outboxId: unsent.id }
    }
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'notifications_read', payload: { ids: serverIds } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
