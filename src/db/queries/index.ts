export { useClubs, useCourts, useSlots } from './reference'
export { useAvailability, useAvailabilityFetchedAt, nearestFreeSlots, type AvailabilitySlot } from './availability'
export { useMyBookings } from './my-bookings'
export { useTransactions, useWalletBalance, useWalletBalances } from './wallet'
export { useLedger } from './ledger'
export { useOutbox } from './outbox'
export { useDesk, useDeskDay, type DeskView, type DeskDayView } from './desk'
export { useSyncStatus, type SyncStatus } from './sync-status'
export { useMyMatches, useMatchesToConfirm } from './matches'
export { useStatistics } from './statistics'
export { useRankings, useMyRanking, useRankingTotal, useRankingScopes, type RankingScopes } from './rankings'
export { useTournaments, useTournamentDetail } from './tournaments'
export { useNotifications, useUnreadCount, SYNC_CONFLICT_KIND } from './notifications'
export {
  fetchRankingsPage,
  fetchMyRanking,
  fetchTournamentDetail,
  type OnlineRead,
  type RankingsPageOptions,
} from '../sync/online-reads'
export { useOpenMatches, useMyOpenMatches, useOpenMatch, useMyLevel, STARTING_RATING, type OpenMatchList } from './open-matches'
