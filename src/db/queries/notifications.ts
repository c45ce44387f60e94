import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import { isRefused } from '../operations/operation'
import { describeOutboxItem, operationOf, readUnsettled, type OutboxItem } from '../operations/registry'
import type { NotificationRow } from '../types'
import { useUserLiveQuery } from './use-live'
import { said } from '~/lib/words'

/** The kind of the rows made from this device's refused changes (not from the server). */
export const SYNC_CONFLICT_KIND = 'sync_conflict'

/**
 * A refused change as a notification: it stays unread until the player resolves it where `link` points. Its
 * title and body are messages, as a server notification's are, said by the notification list.
 */
export function conflictNotification(item: OutboxItem): NotificationRow {
  const { title, link } = describeOutboxItem(item)
  const reason = item.lastError
  // The refusal's message when it names one, else its text as it came; one with neither is said in general terms.
  const named = reason?.message_key ? { message_key: reason.message_key, message_values: reason.message_values ?? {} } : null
  return {
    id: `sync:${item.id}`,
    kind: SYNC_CONFLICT_KIND,
    title: '',
    body: reason?.text ?? '',
    title_message: said('outbox_not_saved', { title }),
    body_message: named ?? (reason?.text ? null : said('outbox_server_refused')),
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
