import Dexie, { type EntityTable } from 'dexie'
import { isCurrencyCode } from '~/lib/money'
import type {
  AvailabilityRow,
  BookingRow,
  DeskDashboardRow,
  DeskDayRow,
  DeskMemberRow,
  KeptAnswerRow,
  ClubRow,
  CourtRow,
  MatchRow,
  MetaRow,
  NotificationRow,
  OpenMatchRow,
  ProfileRow,
  RankingEntry,
  SlotRow,
  TournamentDetail,
  TournamentRow,
  TransactionRow,
} from './types'
import type { OutboxItem } from './operations/registry'

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
  /** The club desk's dashboards (staff only), one per club. */
  deskDashboards!: EntityTable<DeskDashboardRow, 'clubId'>
  /** The members of the desk's club (staff only), keyed [clubId+id]. */
  deskMembers!: Dexie.Table<DeskMemberRow, [string, string]>
  /** The desk's grid of today and the next days (staff only), keyed [clubId+date]. */
  deskDays!: Dexie.Table<DeskDayRow, [string, string]>
  /** Staff pages' last answers (dashboards above one club, reports), to open offline. */
  keptAnswers!: EntityTable<KeptAnswerRow, 'key'>
  /** Open matches listed for the next days (anyone sees them, visitors too), as `open_matches` last answered. */
  openMatches!: EntityTable<OpenMatchRow, 'id'>
  /** The open matches the player organises, plays in, asked for or waits for (`my_open_matches`), from 30 days ago. */
  myOpenMatches!: EntityTable<OpenMatchRow, 'id'>
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
    // The player's world (matches, rankings, tournaments, notifications). The v1 `rankings` store never held
    // data (nothing filled it), so it is dropped rather than migrated; every other store keeps its rows.
    this.version(2).stores({
      rankings: null,
      matches: 'id, played_at, status',
      rankingEntries: '[scope+player_id], [scope+rank], scope',
      tournaments: 'id, starts_on, status',
      tournamentDetails: 'id',
      notifications: 'id, created_at',
    })
    // Money per currency: ledger rows carry their currency (indexed: each balance has its own ledger), and
    // the one balance became one per currency. Cached rows from before carry no currency and a currency
    // must never be guessed, so they are dropped here and the next pull brings them back whole.
    this.version(3)
      .stores({ transactions: 'id, created_at, currency' })
      .upgrade(async (tx) => {
        await tx.table('transactions').filter((t: { currency?: unknown }) => !isCurrencyCode(t.currency)).delete()
        await tx.table('tournaments').filter((t: { currency?: unknown }) => !isCurrencyCode(t.currency)).delete()
        await tx
          .table('tournamentDetails')
          .filter((d: { tournament?: { currency?: unknown } }) => !isCurrencyCode(d.tournament?.currency))
          .delete()
        await tx.table('meta').bulkDelete(['walletBalance', 'lastSyncedAt:transactions', 'lastSyncedAt:wallet'])
        // A top-up still waiting is asked for in its club's currency: name it now, so the ledger shows it.
        const clubs = new Map<string, unknown>((await tx.table('clubs').toArray()).map((c: { id: string; currency?: unknown }) => [c.id, c.currency]))
        const home = ((await tx.table('profile').toArray())[0] as { home_club_id?: unknown } | undefined)?.home_club_id
        await tx
          .table('outbox')
          .where('kind')
          .equals('top_up')
          .modify((item: { payload: { clubId?: string | null; currency?: unknown } }) => {
            const clubId = item.payload.clubId ?? (typeof home === 'string' ? home : null)
            const currency = clubId ? clubs.get(clubId) : undefined
            item.payload.currency = isCurrencyCode(currency) ? currency : null
          })
      })
    // The club desk works offline: the dashboard, members and next days' grid of the club this device's desk shows. Clubs set their own
    // hours per weekday and peak rule, and courts go out of service: a cached club's one opening time held for
    // every day under the one peak rule, and every court was in service, so that is what the rows say now.
    this.version(4)
      .stores({ deskDashboards: 'clubId', deskMembers: '[clubId+id], clubId', deskDays: '[clubId+date], clubId' })
      .upgrade(async (tx) => {
        await tx.table('clubs').toCollection().modify((club: Record<string, unknown>) => {
          if (!Array.isArray(club.opens_at)) club.opens_at = Array<unknown>(7).fill(club.opens_at ?? null)
          if (!Array.isArray(club.closes_at)) club.closes_at = Array<unknown>(7).fill(club.closes_at ?? null)
          if (!('peak_starts_at' in club)) club.peak_starts_at = '18:00'
          if (!Array.isArray(club.peak_weekdays)) club.peak_weekdays = [6, 7]
        })
        await tx.table('courts').toCollection().modify((court: Record<string, unknown>) => {
          if (typeof court.in_service !== 'boolean') court.in_service = true
        })
      })
    // Staff dashboards and reports open offline from their last answer.
    this.version(5).stores({ keptAnswers: 'key, name' })
    // A deactivated club takes no new bookings. Clubs cached before say nothing: taken as active (as the server had
    // them until then) until the next pull brings the real flag.
    this.version(6).upgrade(async (tx) => {
      await tx.table('clubs').toCollection().modify((club: Record<string, unknown>) => {
        if (typeof club.active !== 'boolean') club.active = true
      })
    })
    // A queued change keeps why it was refused as words to be said when shown (a message and its values, or the
    // text as it came): a sentence kept before, already in the language of that day, stays as that text.
    this.version(7).upgrade(async (tx) => {
      await tx.table('outbox').toCollection().modify((item: { lastError?: unknown }) => {
        if (typeof item.lastError === 'string') item.lastError = { text: item.lastError }
      })
    })
    // Open matches: the list of the next days and the player's own, each as its call last answered (whole, so no upgrade).
    this.version(8).stores({ openMatches: 'id, starts_at, club_id', myOpenMatches: 'id, starts_at' })
  }
}
