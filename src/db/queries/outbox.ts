import type { OutboxItem } from '../types'
import { useUserLiveQuery } from './use-live'

/** Items not yet settled (pending, inflight, conflict, failed), oldest first. */
export function useOutbox(): OutboxItem[] | undefined {
  return useUserLiveQuery(async (db) => (await db.outbox.orderBy('seq').toArray()).filter((i) => i.status !== 'done'), [])
}
