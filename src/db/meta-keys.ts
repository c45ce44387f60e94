import type { RankingScope } from './types'

/*
 * Keys of the `meta` store for figures that are not rows. One place, because the sync writes them and
 * the hooks read them.
 */
export const STATISTICS_KEY = 'statistics'
/** The member's balances, one per currency (WalletBalance[]), from the last sync. */
export const WALLET_BALANCES_KEY = 'walletBalances'
/** Bookings whose cancellation the server answered with a refund back to the card (CardRefundNote[]). */
export const CARD_REFUNDS_KEY = 'cardRefunds'
/** The user's own entry in a scope (RankingEntry | null), wherever it sits in the list. */
export const myRankingKey = (scope: RankingScope) => `myRanking:${scope}`
/** How many players a scope ranks, from the last page fetched. */
export const rankingTotalKey = (scope: RankingScope) => `rankingTotal:${scope}`
export const lastSyncedKey = (dataset: string) => `lastSyncedAt:${dataset}`
/** Where the incremental pull of a mirrored table left off: { userId, cursor } (see sync/cursors.ts). */
export const syncCursorKey = (dataset: string) => `syncCursor:${dataset}`
/** The server's version of a derived dataset when it was last fetched: { userId, version, at }. */
export const syncVersionKey = (dataset: string) => `syncVersion:${dataset}`
