import type { SyncState, TransactionRow, WalletBalance } from '~/db/types'
import { fromCents, toCents } from '~/lib/money'
import type { Words } from '~/lib/words'
import { isInRange, type DateRange } from './period'
import { m } from '~/i18n/member'

/**
 * A ledger row as the wallet page lists it: a synced transaction, or a top-up still waiting on this device
 * (the data layer marks those with their sync state). Kinds grow with the product (tournament fees…), so
 * the kind is read as text.
 */
export type LedgerEntry = Omit<TransactionRow, 'kind'> & {
  kind: string
  syncState?: SyncState
  syncMessage?: Words
  /** The queued request behind a pending or refused row. */
  outboxId?: string
}

/** When a row counts in the balance: a confirmed top-up from its confirmation, everything else when made. */
export function effectiveAt(entry: Pick<LedgerEntry, 'status' | 'created_at' | 'completed_at'>): string {
  return entry.status === 'completed' ? (entry.completed_at ?? entry.created_at) : entry.created_at
}

/** Signed cents of a row that counts (completed), 0 for one that does not (pending). */
export function countedCents(entry: Pick<LedgerEntry, 'status' | 'type' | 'amount'>): number {
  if (entry.status !== 'completed') return 0
  return entry.type === 'credit' ? toCents(entry.amount) : -toCents(entry.amount)
}

/** The balance of docs/product.md §11: completed credits minus completed debits. Pending top-ups do not count. */
export function ledgerBalance(entries: readonly LedgerEntry[]): number {
  return fromCents(entries.reduce((sum, e) => sum + countedCents(e), 0))
}

/** The rows of a period (by the day each was made), newest first as given. */
export function entriesIn(entries: readonly LedgerEntry[], range: DateRange): LedgerEntry[] {
  return entries.filter((e) => isInRange(e.created_at, range))
}

export type StatusTone = 'success' | 'pending' | 'danger'

/** What the badge says: the server's status once synced (docs/product.md §3: completed or pending), else the sync's state. */
export function entryStatus(entry: LedgerEntry): { label: string; tone: StatusTone } {
  if (entry.syncState === 'conflict' || entry.syncState === 'failed') return { label: m.wallet_status_not_sent(), tone: 'danger' }
  if (entry.syncState === 'pending') return { label: m.wallet_status_pending(), tone: 'pending' }
  return entry.status === 'completed' ? { label: m.wallet_status_completed(), tone: 'success' } : { label: m.wallet_status_pending(), tone: 'pending' }
}

/** Top-ups asked for and not yet confirmed at the desk (including ones still on this device). */
export function pendingTopUps(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries.filter((e) => e.kind === 'top_up' && e.status === 'pending' && e.syncState !== 'conflict' && e.syncState !== 'failed')
}

/** The rows of one balance: every amount in a ledger list is then of one currency. */
export function entriesInCurrency(entries: readonly LedgerEntry[], currency: string): LedgerEntry[] {
  return entries.filter((e) => e.currency === currency)
}

/**
 * The currencies to show, each with its own balance and ledger: the home club's first (a new member sees
 * where they would top up), then every other one held or used, alphabetically.
 */
export function walletCurrencies(entries: readonly LedgerEntry[], held: readonly string[], home: string | null): string[] {
  const others = new Set([...held, ...entries.map((e) => e.currency)])
  if (home) others.delete(home)
  return [...(home ? [home] : []), ...[...others].sort()]
}

/** The balances to show on a summary: the home club's currency first (0 when none is held yet), then the others. */
export function orderedBalances(held: readonly WalletBalance[], home: string | null): WalletBalance[] {
  return walletCurrencies([], held.map((b) => b.currency), home).map((currency) => ({
    currency,
    balance: held.find((b) => b.currency === currency)?.balance ?? 0,
  }))
}
