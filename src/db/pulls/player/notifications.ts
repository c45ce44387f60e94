import type { ElsyDatabase } from '../../database'
import type { NotificationRow } from '../../types'
import { storeMirror, type Mirror } from './mirror'

/** The newest notifications kept on the device. */
export const NOTIFICATIONS_PULLED = 50

/** The latest notifications: the changed ones put, the deleted ones removed, and only the newest kept. */
export async function storeNotifications(db: ElsyDatabase, rows: NotificationRow[], m: Mirror, at: string) {
  await storeMirror(db, db.notifications, rows, m, at, (id) => id)
  if (m.since === null) return
  const beyond = await db.notifications.orderBy('created_at').reverse().offset(NOTIFICATIONS_PULLED).primaryKeys()
  if (beyond.length) await db.notifications.bulkDelete(beyond)
}
