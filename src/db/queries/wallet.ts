import type { TransactionRow } from '../types'
import { useUserLiveQuery } from './use-live'

/** The user's wallet ledger, newest first (from the last sync). */
export function useTransactions(): TransactionRow[] | undefined {
  return useUserLiveQuery((db) => db.transactions.orderBy('created_at').reverse().toArray(), [])
}

/**
 * The wallet balance from the last sync (the server's number; unsent bookings are not deducted here),
 * `null` when it was never fetched on this device, `undefined` while loading.
 */
export function useWalletBalance(): number | null | undefined {
  return useUserLiveQuery(async (db) => {
    const row = await db.meta.get('walletBalance')
    return typeof row?.value === 'number' ? row.value : null
  }, [])
}
