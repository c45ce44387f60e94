import Dexie, { type EntityTable } from 'dexie'
import type {
  AvailabilityRow,
  BookingRow,
  ClubRow,
  CourtRow,
  MatchRow,
  MetaRow,
  NotificationRow,
  OutboxItem,
  ProfileRow,
  RankingEntry,
  SlotRow,
  TournamentDetail,
  TournamentRow,
  TransactionRow,
} from './types'

/** The name of a user's database: one per user, so one person's data is never in another's database. */
export function databaseName(userId: string): string {
  return `elsy-${userId}`
}

/** The signed-in user's local data: what the screens read (useLiveQuery) and the outbox of unsent writes. */
export class ElsyDatabase extends Dexie {
  profile!: EntityTable<ProfileRow, 'id'>
  clubs!: EntityTable<ClubRow, 'id'>
  courts!: EntityTable<CourtRow, 'id'>
  slots!: EntityTable<SlotRow, 'id'>
  availability!: Dexie.Table<AvailabilityRow, [string, string, string, number]>
  bookings!: EntityTable<BookingRow, 'id'>
  transactions!: EntityTable<TransactionRow, 'id'>
  matches!: EntityTable<MatchRow, 'id'>
  /** Cached ranking pages per scope, keyed [scope+player_id]. */
  rankingEntries!: Dexie.Table<RankingEntry, [string, string]>
  tournaments!: EntityTable<TournamentRow, 'id'>
  tournamentDetails!: EntityTable<TournamentDetail, 'id'>
  notifications!: EntityTable<NotificationRow, 'id'>
  outbox!: EntityTable<OutboxItem, 'id'>
  meta!: EntityTable<MetaRow, 'key'>

  readonly userId: string

  constructor(userId: string) {
    super(databaseName(userId))
    this.userId = userId
    // Schema changes add a new version(n) below; never edit a released one (users' databases would not upgrade).
    this.version(1).stores({
      profile: 'id',
      clubs: 'id, country_code, name',
      courts: 'id, club_id, [club_id+number]',
      slots: 'id',
      availability: '[clubId+date+courtId+slotId], [clubId+date], fetchedAt',
      bookings: 'id, date, status, club_id',
      transactions: 'id, created_at',
      rankings: 'id',
      outbox: 'id, seq, status, kind, [userId+seq]',
      meta: 'key',
    })
    // Issue 4: the player's world. The v1 `rankings` store never held data (nothing filled it), so it is
    // dropped rather than migrated; every other store keeps its rows.
    this.version(2).stores({
      rankings: null,
      matches: 'id, played_at, status',
      rankingEntries: '[scope+player_id], [scope+rank], scope',
      tournaments: 'id, starts_on, status',
      tournamentDetails: 'id',
      notifications: 'id, created_at',
    })
  }
}
