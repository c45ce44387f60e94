import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { defineOperation, isWaiting } from './operation'
import { said } from '~/lib/words'

/** `mark_notifications_read`: null marks every notification read. */
const payload = v.object({ ids: v.nullable(v.array(v.string())) })

/** Writes read marks on the local rows (null: all of them), which hold until a pull brings the server's. */
async function markRead(db: ElsyDatabase, ids: string[] | null, at: string): Promise<void> {
  const rows = ids === null ? await db.notifications.toArray() : await db.notifications.bulkGet(ids)
  for (const row of rows) if (row && !row.read_at) await db.notifications.update(row.id, { read_at: at })
}

export const notificationsRead = defineOperation({
  kind: 'notifications_read',
  payload,
  // Null ids mark every notification read.
  rpc: { name: 'mark_notifications_read', args: (p) => ({ p_ids: p.ids }) },
  done: ['read'],
  conflict: [],
  applyDone: (db, item, _answer, { at }) => markRead(db, item.payload.ids, at),
  applyTables: (db) => [db.notifications],
  overlay: {
    // "All" covers what had arrived when it was asked for, not what came later.
    notifications(rows, item) {
      if (!isWaiting(item)) return rows
      const ids = item.payload.ids
      const covers = (row: { id: string; created_at: string }) => (ids === null ? instant(row.created_at) <= instant(item.createdAt) : ids.includes(row.id))
      return rows.map((row) => (!row.read_at && covers(row) ? { ...row, read_at: item.createdAt } : row))
    },
  },
  label: () => ({ title: said('outbox_notifications_read'), link: null }),
  // A failed "mark as read" is not worth a notification of its own.
  silentRefusal: true,
})

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
    await markRead(db, serverIds, new Date().toISOString())
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
