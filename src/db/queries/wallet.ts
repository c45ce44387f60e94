import { WALLET_BALANCES_KEY } from '../meta-keys'
import { toBalances } from '../sync/rows'
import type { TransactionRow, WalletBalance } from '../types'
import { useUserLiveQuery } from './use-live'

/** The user's wallet ledger, newest first (from the last sync). */
export function useTransactions(): TransactionRow[] | undefined {
  return useUserLiveQuery((db) => db.transactions.orderBy('created_at').reverse().toArray(), [])
}

/**
 * The balances from the last sync, one per currency held (the server's numbers; unsent bookings are not
 * deducted here): `null` when never fetched on this device, `undefined` while loading.
 */
export function useWalletBalances(): WalletBalance[] | null | undefined {
  return useUserLiveQuery(async (db) => toBalances((await db.meta.get(WALLET_BALANCES_KEY))?.value), [])
}

/**
 * The balance in one currency (a club's): 0 when the balances were fetched and none is held in it, `null`
 * when never fetched or the currency is not known yet, `undefined` while loading.
 */
export function useWalletBalance(currency: string | null | undefined): number | null | undefined {
  const balances = useWalletBalances()
  if (balances === undefined) return undefined
  if (balances === null || !currency) return null
  return balances.find((b) => b.currency === currency)?.balance ?? 0
}
