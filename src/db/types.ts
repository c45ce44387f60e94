import type { Profile } from '~/lib/session/profile'
import type { Tables } from '~/lib/database.types'
import type { Words } from '~/lib/words'
import type { DeskCell, DeskDashboard, DeskDay, DeskMember, DeskTodayBooking } from './sync/rows-desk'
import type { MatchRow } from './sync/rows-matches'
import type { OpenMatchRow } from './sync/rows-open-matches'
import type { TournamentDetail, TournamentRow } from './sync/rows-tournaments'

/*
 * Row shapes kept in the per-user Dexie database. Server mirrors (profile, clubs, courts, slots, bookings,
 * transactions, notifications) are the generated table rows (lib/database.types.ts, from the migrations), keep
 * the server's snake_case field names and are stored as read by sync/rows*.ts. What RPCs answer as JSON
 * (matches, statistics, rankings, tournaments, balances) is typed by the schemas that read it. Client-only
 * stores (availability snapshots, outbox, meta) use camelCase.
 */

export type ProfileRow = Profile

export type ClubRow = Pick<
  Tables<'clubs'>,
  | 'id'
  | 'country_code'
  | 'name'
  | 'city'
  | 'address'
  | 'time_zone'
  | 'currency'
  | 'peak_starts_at'
  | 'peak_weekdays'
  | 'booking_horizon_days'
  | 'full_refund_hours'
  | 'active'
  | 'pay_ways'
  | 'unpaid_limit'
  | 'free_cancel_minutes'
  | 'match_leave_hours'
  | 'match_cutoff_hours'
> & {
  /** Per ISO weekday, Monday first; null on a closed weekday (the generated types cannot say an element may be null). */
  opens_at: (string | null)[]
  closes_at: (string | null)[]
}

export type CourtRow = Pick<Tables<'courts'>, 'id' | 'club_id' | 'number' | 'name' | 'type' | 'off_peak_price' | 'peak_price' | 'in_service'>

/** A slot with its times as "09:00"; label like "09:00 - 10:30". */
export type SlotRow = Pick<Tables<'slots'>, 'id' | 'starts_at' | 'ends_at' | 'label'>

/** One row of `court_availability(club, date)`, as last fetched; keyed [clubId+date+courtId+slotId]. */
export interface AvailabilityRow {
  clubId: string
  /** Club-local date, YYYY-MM-DD. */
  date: string
  courtId: string
  slotId: number
  courtNumber: number
  courtName: string
  courtType: 'indoor' | 'outdoor'
  label: string
  /** The slot's start as an ISO instant. */
  startsAt: string
  price: number
  currency: string
  isPeak: boolean
  isFree: boolean
  isPast: boolean
  /** The club took this court-slot out of booking (closed, out of service or blocked). */
  isUnavailable: boolean
  /** A listed open match on this court-slot, and how many places it has left (0: full); absent in older snapshots. */
  openMatchId?: string | null
  openMatchPlaces?: number | null
  /** When this snapshot was fetched (ISO). */
  fetchedAt: string
}

/**
 * A booking as `book_court` returns it: the row plus its court, club and slot details. Always a member's (the
 * device holds its user's bookings; a walk-in guest's booking, with no member, never reaches it).
 */
export type BookingRow = Pick<
  Tables<'bookings'>,
  | 'id'
  | 'court_id'
  | 'club_id'
  | 'date'
  | 'slot_id'
  | 'booked_by'
  | 'price'
  | 'currency'
  | 'status'
  | 'cancelled_at'
  | 'refund_amount'
  | 'pay_with'
  | 'due'
  | 'created_at'
  | 'updated_at'
> & {
  member_id: string
  court_number: Tables<'courts'>['number']
  court_name: Tables<'courts'>['name']
  court_type: Tables<'courts'>['type']
  club_name: Tables<'clubs'>['name']
  club_time_zone: Tables<'clubs'>['time_zone']
  slot_label: Tables<'slots'>['label']
  /** Slot start and end as ISO instants (null when the client could not work them out). */
  starts_at: string | null
  ends_at: string | null
}

export type SyncState = 'synced' | 'pending' | 'conflict' | 'failed'

/** What `useMyBookings()` lists: server bookings and not-yet-synced local ones. */
export interface MyBooking extends BookingRow {
  syncState: SyncState
  /** The outbox item behind a pending/conflict/failed state (for retry, discard, rebook). */
  outboxId?: string
  /** The server's message for a conflict or failure, or the last transient error (said when shown). */
  syncMessage?: Words
  /** A cancellation is queued for this booking (status shown as cancelled meanwhile). */
  cancelPending?: boolean
  /** The server said its cancellation's refund goes back to the card it was paid with (not the wallet). */
  refundTo?: 'card'
}

/** A stored text's message (public.said): a key of the catalogue and its values. */
export type SaidText = { message_key: string; message_values: Record<string, unknown> }

/** A ledger row; `currency` is the amount's (the club's): balances are per currency. */
export type TransactionRow = Omit<TransactionColumns, 'description_message'> & { description_message: SaidText | null }
type TransactionColumns = Pick<
  Tables<'transactions'>,
  | 'id'
  | 'member_id'
  | 'type'
  | 'kind'
  | 'amount'
  | 'currency'
  | 'description'
  | 'description_message'
  | 'status'
  | 'booking_id'
  | 'club_id'
  | 'created_at'
  | 'completed_at'
>

export type { WalletBalance } from './sync/rows-wallet'
export type { DeskCell, DeskCellBooking, DeskDashboard, DeskDay, DeskMember, DeskTodayBooking } from './sync/rows-desk'

/** The club desk's dashboard of one club, as last fetched (kept so the desk works offline). */
/** A staff page's last answer from the server (a dashboard, a report), kept to open offline. */
export interface KeptAnswerRow {
  /** The page's name and what it asked for, e.g. "scope-clubs:2026-10-26/2026-11-24/ES". */
  key: string
  /** The page's name alone: each keeps its few latest answers. */
  name: string
  data: unknown
  /** When it was fetched (ISO). */
  fetchedAt: string
}

export interface DeskDashboardRow {
  clubId: string
  data: DeskDashboard
  /** When it was fetched (ISO). */
  fetchedAt: string
}

/** One of a club's members, kept for the desk (staff only). */
export type DeskMemberRow = DeskMember & { clubId: string }

/** One day of the desk's grid of one club, as last fetched (today and the next days are kept). */
export interface DeskDayRow {
  clubId: string
  /** Club-local date, YYYY-MM-DD. */
  date: string
  data: DeskDay
  fetchedAt: string
}

/** A cell of the desk's grid with the changes queued on this device laid over it (syncState of the newest). */
export type DeskDayCell = DeskCell & SyncMarks

export interface MetaRow {
  /** e.g. 'lastSyncedAt', 'lastSyncedAt:bookings', 'walletBalances', 'outboxSeq', 'kept' */
  key: string
  value: unknown
}

/** The v1 `rankings` store's rows (dropped in v2 for `rankingEntries`); kept for the v1 schema's sake. */
export interface RankingRow {
  id: string
  [field: string]: unknown
}

/*
 * The player's world: matches and ratings, statistics, rankings, tournaments (typed by the schemas that
 * read the RPCs' JSON answers), and notifications (a table row).
 */
export type {
  CourtTypeStat,
  FormPoint,
  MatchPlayer,
  MatchRow,
  MatchStatus,
  PartnerStat,
  RatingExplanation,
  SetScores,
  StatisticsRow,
  TeamSide,
} from './sync/rows-matches'
export type { RankingEntry, RankingScope, Trend } from './sync/rows-rankings'
export type {
  StandingRow,
  TournamentDetail,
  TournamentEntry,
  TournamentFormat,
  TournamentMatch,
  TournamentRow,
  TournamentStatus,
} from './sync/rows-tournaments'

/** A notification; its `data` is always a JSON object (public.notify). */
export type NotificationRow = Omit<
  Pick<Tables<'notifications'>, 'id' | 'kind' | 'title' | 'body' | 'title_message' | 'body_message' | 'link' | 'data' | 'read_at' | 'created_at'>,
  'data' | 'title_message' | 'body_message'
> & { data: Record<string, unknown>; title_message: SaidText | null; body_message: SaidText | null }

/*
 * ---------------------------------------------------------------------------------------------------
 * What the hooks return: server rows with this device's unsent changes (outbox items: src/db/operations).
 * ---------------------------------------------------------------------------------------------------
 */

/** How a row stands against the server, for rows a hook merges with this device's queued changes. */
export interface SyncMarks {
  syncState: SyncState
  /** The outbox item behind a pending/conflict/failed state (for retry and discard). */
  outboxId?: string
  /** The server's message for a conflict or failure, or the last transient error (said when shown). */
  syncMessage?: Words
}

export type { MatchCategory, MatchMessage, OpenMatchMe, OpenMatchPlayer, OpenMatchRequest, OpenMatchRow, PlaceState } from './sync/rows-open-matches'

/** A change to the player's place in an open match queued on this device and not settled yet. */
export type OpenMatchPending = 'join' | 'leave' | 'pay'

/**
 * An open match with this device's queued join, leave or share payment laid over it: `pending` names the change
 * while it waits ("Joining, not sent"), and a refused one keeps the server's row with the refusal in `syncMessage`.
 */
export type MyOpenMatch = OpenMatchRow & SyncMarks & { pending?: OpenMatchPending }

/** What `useMyMatches()` lists: `my_matches()` rows plus reports, confirmations and disputes not sent yet. */
export type MyMatch = MatchRow & SyncMarks

/** What `useTournaments()` lists: a queued registration or withdrawal is applied to `my_entry_id`/`teams_registered`. */
export type MyTournament = TournamentRow & SyncMarks

/** What the club desk lists for today: the kept bookings with the marks queued on this device. */
export type DeskBooking = DeskTodayBooking & SyncMarks

/** What `useLedger()` lists: the synced ledger plus top-ups requested on this device and not sent yet. */
export type LedgerRow = TransactionRow & SyncMarks

/** What `useTournamentDetail(id)` returns: the cached detail with this device's queued registration applied. */
export interface MyTournamentDetail extends Omit<TournamentDetail, 'tournament'> {
  tournament: MyTournament
}
