import type { Profile } from '~/lib/session/profile'

/*
 * Row shapes kept in the per-user Dexie database. Server mirrors (profile, clubs, courts, slots, bookings,
 * transactions) keep the server's snake_case field names so a pulled row is stored as it arrived (after
 * validation). Client-only stores (availability snapshots, outbox, meta) use camelCase.
 */

export type ProfileRow = Profile

export interface ClubRow {
  id: string
  country_code: string
  name: string
  city: string
  address: string | null
  time_zone: string
  currency: string
  opens_at: string
  closes_at: string
  /** How many days ahead (club-local) a court can be booked; absent when the server did not say. */
  booking_horizon_days?: number
}

export interface CourtRow {
  id: string
  club_id: string
  number: number
  name: string
  type: 'indoor' | 'outdoor'
  off_peak_price: number
  peak_price: number
}

export interface SlotRow {
  id: number
  starts_at: string
  ends_at: string
  /** "09:00 - 10:30" */
  label: string
}

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
  /** When this snapshot was fetched (ISO). */
  fetchedAt: string
}

/** A booking as `book_court` returns it (the row plus court, club and slot details). */
export interface BookingRow {
  id: string
  court_id: string
  club_id: string
  date: string
  slot_id: number
  booked_by: string | null
  member_id: string
  price: number
  currency: string
  status: 'confirmed' | 'cancelled'
  cancelled_at: string | null
  refund_amount: number | null
  created_at: string
  updated_at: string
  court_number: number
  court_name: string
  court_type: 'indoor' | 'outdoor'
  club_name: string
  club_time_zone: string
  slot_label: string
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
  /** The server's message for a conflict or failure, or the last transient error. */
  syncMessage?: string
  /** A cancellation is queued for this booking (status shown as cancelled meanwhile). */
  cancelPending?: boolean
}

export interface TransactionRow {
  id: string
  member_id: string
  type: 'credit' | 'debit'
  kind: 'top_up' | 'booking' | 'refund' | 'adjustment' | 'tournament_fee' | 'tournament_refund'
  amount: number
  /** ISO 4217 code of the amount (the club's currency); balances are per currency. */
  currency: string
  description: string
  status: 'completed' | 'pending'
  booking_id: string | null
  club_id: string | null
  created_at: string
  completed_at: string | null
}

/** One balance the member holds: `wallet_balances()` answers one per currency (never added together). */
export interface WalletBalance {
  currency: string
  balance: number
}

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
 * ---------------------------------------------------------------------------------------------------
 * The player's world (issue 4): matches and ratings, statistics, rankings, tournaments, notifications.
 * Shapes are what the RPCs return (see the matching migrations), validated in sync/rows-*.ts.
 * ---------------------------------------------------------------------------------------------------
 */

export type TeamSide = 1 | 2
/** Games per set, [team 1, team 2], e.g. [[6, 4], [3, 6], [7, 5]]. */
export type SetScores = [number, number][]

/** Why a player's rating moved in one match (Elo on team averages; see docs/ratings.md). */
export interface RatingExplanation {
  rating_before: number
  rating_after: number
  delta: number
  /** The average rating of the player's team, and of the other team, before the match. */
  team_rating: number
  opponent_rating: number
  /** The chance of winning the formula gave the player's team, 0..1. */
  expected: number
  /** 1 for a win, 0 for a loss. */
  score: 0 | 1
  /** The player's K factor for this match. */
  k: number
}

export interface MatchPlayer {
  id: string
  name: string
  team: TeamSide
  /** Null until the result is confirmed (ratings move only then). */
  rating_before: number | null
  rating_after: number | null
  delta: number | null
}

export type MatchStatus = 'reported' | 'confirmed' | 'disputed'

/** One match the signed-in user played in, as `my_matches()` returns it. */
export interface MatchRow {
  id: string
  booking_id: string | null
  tournament_id: string | null
  club_id: string | null
  club_name: string
  court_number: number | null
  court_type: 'indoor' | 'outdoor' | null
  played_at: string
  format: 'doubles' | 'singles'
  status: MatchStatus
  sets: SetScores
  winner: TeamSide
  my_team: TeamSide
  reported_by: string
  reported_at: string
  confirmed_at: string | null
  dispute_reason: string | null
  /** The caller may confirm or dispute it (a player of the other team than the reporter, or club staff). */
  can_confirm: boolean
  players: MatchPlayer[]
  /** The caller's own rating change; null until confirmed. */
  rating: RatingExplanation | null
}

export interface FormPoint {
  match_id: string
  played_at: string
  won: boolean
  rating_after: number
}

export interface PartnerStat {
  id: string
  name: string
  matches: number
  wins: number
}

export interface CourtTypeStat {
  court_type: 'indoor' | 'outdoor'
  matches: number
  wins: number
}

/** `player_statistics()`: confirmed matches only. Kept in meta under 'statistics'. */
export interface StatisticsRow {
  matches: number
  wins: number
  losses: number
  /** Whole percent, 0..100 (0 with no matches). */
  win_rate: number
  rating: number
  /** Network rank, null while unranked (no confirmed match). */
  rank: number | null
  ranked_players: number
  /** Oldest first, at most the last 20 confirmed matches. */
  form: FormPoint[]
  /** Most matches together first, at most 5. */
  partners: PartnerStat[]
  by_court_type: CourtTypeStat[]
}

/** 'network', 'country:ES' or 'club:<uuid>'. */
export type RankingScope = string
export type Trend = 'up' | 'down' | 'neutral'

/** One row of `rankings(...)`, cached per scope; keyed [scope+player_id]. */
export interface RankingEntry {
  scope: RankingScope
  rank: number
  player_id: string
  name: string
  username: string
  club_name: string | null
  matches: number
  wins: number
  losses: number
  points: number
  trend: Trend
  /** Places gained (positive) or lost (negative) since the previous period. */
  rank_change: number
  is_me: boolean
  fetchedAt: string
}

export type TournamentFormat = 'knockout' | 'round_robin' | 'americano'
export type TournamentStatus = 'open' | 'closed' | 'running' | 'finished' | 'cancelled'

/** One tournament as `tournament_list()` returns it. */
export interface TournamentRow {
  id: string
  club_id: string
  club_name: string
  city: string
  country_code: string
  name: string
  description: string
  format: TournamentFormat
  /** Team-average rating range allowed (null: no bound). */
  level_min: number | null
  level_max: number | null
  starts_on: string
  ends_on: string
  registration_closes_at: string
  /** Per team, paid from the registering player's balance in `currency` (the club's). */
  entry_fee: number
  currency: string
  max_teams: number
  teams_registered: number
  status: TournamentStatus
  my_entry_id: string | null
  winner_names: string[] | null
}

export interface TournamentEntry {
  id: string
  players: { id: string; name: string }[]
  seed: number | null
  average_rating: number
  status: 'invited' | 'registered' | 'withdrawn'
}

export interface TournamentMatch {
  id: string
  /** 1 = first round; for round robin and americano, the round of the schedule. */
  round: number
  position: number
  team1_entry_id: string | null
  team2_entry_id: string | null
  sets: SetScores
  winner_entry_id: string | null
  status: 'scheduled' | 'played' | 'bye'
  scheduled_at: string | null
  court_number: number | null
}

export interface StandingRow {
  entry_id: string
  played: number
  won: number
  lost: number
  points: number
}

/** `tournament_details(id)`: entries, bracket or schedule, standings; cached per tournament. */
export interface TournamentDetail {
  id: string
  tournament: TournamentRow
  entries: TournamentEntry[]
  matches: TournamentMatch[]
  rounds: number
  /** Round robin and americano; empty for knockout. */
  standings: StandingRow[]
  fetchedAt: string
}

export interface NotificationRow {
  id: string
  kind: string
  title: string
  body: string
  link: string | null
  data: Record<string, unknown>
  read_at: string | null
  created_at: string
}

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
  /** The server's message for a conflict or failure, or the last transient error. */
  syncMessage?: string
}

/** What `useMyMatches()` lists: `my_matches()` rows plus reports, confirmations and disputes not sent yet. */
export type MyMatch = MatchRow & SyncMarks

/** What `useTournaments()` lists: a queued registration or withdrawal is applied to `my_entry_id`/`teams_registered`. */
export type MyTournament = TournamentRow & SyncMarks

/** What `useLedger()` lists: the synced ledger plus top-ups requested on this device and not sent yet. */
export type LedgerRow = TransactionRow & SyncMarks

/** What `useTournamentDetail(id)` returns: the cached detail with this device's queued registration applied. */
export interface MyTournamentDetail extends Omit<TournamentDetail, 'tournament'> {
  tournament: MyTournament
}
