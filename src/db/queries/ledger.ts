import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import type { LedgerRow } from '../types'
import { SYNCED, marksOf } from './sync-marks'
import { useUserLiveQuery } from './use-live'

/**
 * The wallet ledger newest first: synced transactions plus top-ups asked for on this device and not sent
 * yet (shown as pending credits, as the server will store them; refused ones carry the refusal).
 */
export async function readLedger(db: ElsyDatabase): Promise<LedgerRow[]> {
  const [rows, queue, clubs] = await Promise.all([
    db.transactions.toArray(),
    db.outbox.where('kind').equals('top_up').toArray(),
    db.clubs.toArray(),
  ])
  const byId = new Map<string, LedgerRow>(rows.map((t) => [t.id, { ...t, ...SYNCED }]))
  for (const item of queue) {
    if (item.kind !== 'top_up' || item.status === 'done' || byId.has(item.payload.requestId)) continue
    // The club decides the currency; a request whose club is not known here waits unlisted (the sync line names it).
    const currency = item.payload.currency ?? clubs.find((c) => c.id === item.payload.clubId)?.currency
    if (!currency) continue
    byId.set(item.payload.requestId, {
      id: item.payload.requestId,
      member_id: db.userId,
      type: 'credit',
      kind: 'top_up',
      amount: item.payload.amount,
      currency,
      description: 'Wallet top-up',
      status: 'pending',
      booking_id: null,
      club_id: item.payload.clubId,
      created_at: item.createdAt,
      completed_at: null,
      ...marksOf(item),
    })
  }
  // Instants, not strings: server rows say +00:00 with microseconds, local ones Z with milliseconds.
  return [...byId.values()].sort((a, b) => instant(b.created_at) - instant(a.created_at) || b.id.localeCompare(a.id))
}

/** Transactions newest first, incl. pending local top-ups; `undefined` while loading. */
export function useLedger(): LedgerRow[] | undefined {
  return useUserLiveQuery(readLedger, [])
}
