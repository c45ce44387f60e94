import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import type { LedgerRow } from '../types'
import { SYNCED } from '../operations/operation'
import { operationOf, readUnsettled } from '../operations/registry'
import { useUserLiveQuery } from './use-live'

/**
 * The wallet ledger newest first: synced transactions plus top-ups asked for on this device and not sent
 * yet (shown as pending credits, as the server will store them; refused ones carry the refusal).
 */
export async function readLedger(db: ElsyDatabase): Promise<LedgerRow[]> {
  const [rows, queue, clubs] = await Promise.all([db.transactions.toArray(), readUnsettled(db), db.clubs.toArray()])
  const byId = new Map<string, LedgerRow>(rows.map((t) => [t.id, { ...t, ...SYNCED }]))
  for (const item of queue) operationOf(item)?.overlay?.ledger?.(byId, item, { userId: db.userId, clubs })
  // Instants, not strings: server rows say +00:00 with microseconds, local ones Z with milliseconds.
  return [...byId.values()].sort((a, b) => instant(b.created_at) - instant(a.created_at) || b.id.localeCompare(a.id))
}

/** Transactions newest first, incl. pending local top-ups; `undefined` while loading. */
export function useLedger(): LedgerRow[] | undefined {
  return useUserLiveQuery(readLedger, [])
}
