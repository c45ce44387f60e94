import { isUnsettled } from '../outbox'
import type { OutboxItem } from '../operations/registry'
import { useUserLiveQuery } from './use-live'

/** Items not yet settled (pending, inflight, conflict, failed), oldest first. */
export function useOutbox(): OutboxItem[] | undefined {
  return useUserLiveQuery(async (db) => (await db.outbox.orderBy('seq').toArray()).filter(isUnsettled), [])
}

/** One unsettled item (e.g. the refused change behind a row); undefined while loading or once settled. */
export function useOutboxItem(id: string | undefined): OutboxItem | undefined {
  return useUserLiveQuery(async (db) => {
    const item = id ? await db.outbox.get(id) : undefined
    return item && isUnsettled(item) ? item : undefined
  }, [id])
}
