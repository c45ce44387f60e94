import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import { isRefused } from '../operations/operation'
import { describeOutboxItem, operationOf, readUnsettled, type OutboxItem } from '../operations/registry'
import type { NotificationRow } from '../types'
import { useUserLiveQuery } from './use-live'
import { m } from '~/i18n/member'

/** The kind of the rows made from this device's refused changes (not from the server). */
export const SYNC_CONFLICT_KIND = 'sync_conflict'

/** A refused change as a notification: it stays unread until the player resolves it where `link` points. */
export function conflictNotification(item: OutboxItem): NotificationRow {
  const { title, link } = describeOutboxItem(item)
  return {
    id: `sync:${item.id}`,
    kind: SYNC_CONFLICT_KIND,
    title: m.outbox_not_saved({ title }),
    body: item.lastError ?? m.outbox_server_refused(),
    title_message: null,
    body_message: null,
    link,
    data: { outboxId: item.id, outboxKind: item.kind, code: item.resultCode ?? null, status: item.status },
    read_at: null,
    created_at: item.createdAt,
  }
}

/**
 * The latest notifications, newest first, with read marks queued on this device applied, plus one row per
 * refused change (kind 'sync_conflict'). A failed "mark as read" is not worth a notification of its own.
 */
export async function readNotifications(db: ElsyDatabase): Promise<NotificationRow[]> {
  const [rows, queue] = await Promise.all([db.notifications.toArray(), readUnsettled(db)])
  let read = rows
  for (const item of queue) read = operationOf(item)?.overlay?.notifications?.(read, item) ?? read
  const conflicts = queue.filter((i) => isRefused(i) && !operationOf(i)?.silentRefusal).map(conflictNotification)
  return [...read, ...conflicts].sort((a, b) => instant(b.created_at) - instant(a.created_at))
}

export function useNotifications(): NotificationRow[] | undefined {
  return useUserLiveQuery(readNotifications, [])
}

/** Unread notifications and unresolved conflicts, for the bell's dot and label. */
export function useUnreadCount(): number | undefined {
  return useUserLiveQuery(async (db) => (await readNotifications(db)).filter((n) => !n.read_at).length, [])
}
