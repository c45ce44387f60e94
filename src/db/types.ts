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
  kind: 'top_up' | 'booking' | 'refund' | 'adjustment'
  amount: number
  description: string
  status: 'completed' | 'pending'
  booking_id: string | null
  club_id: string | null
  created_at: string
  completed_at: string | null
}

export type OutboxKind = 'book' | 'cancel' | 'profile'
export type OutboxStatus = 'pending' | 'inflight' | 'conflict' | 'failed' | 'done'

export interface BookPayload {
  bookingId: string
  clubId: string
  courtId: string
  date: string
  slotId: number
  memberId?: string
  /** The booking as shown while it waits (built from the local snapshot); never sent to the server. */
  preview: BookingRow
}

export interface CancelPayload {
  bookingId: string
}

export interface ProfilePayload {
  first_name: string
  last_name: string
  /** The profile's updated_at the edit was based on: a newer one on the server is a stale-edit conflict. */
  baseUpdatedAt: string | null
}

interface OutboxBase {
  /** uuid; also the idempotency key sent to the server (a booking's id). */
  id: string
  userId: string
  status: OutboxStatus
  attempts: number
  /** Epoch ms before which the drain will not try this item again. */
  nextAttemptAt: number
  lastError: string | null
  /** Server status code of the final answer (slot_taken, past_slot, stale_profile, ...). */
  resultCode?: string
  /** ISO time the item was queued. */
  createdAt: string
  /** Monotonic per database: FIFO order even when several items share a millisecond. */
  seq: number
}

export type OutboxItem =
  | (OutboxBase & { kind: 'book'; payload: BookPayload })
  | (OutboxBase & { kind: 'cancel'; payload: CancelPayload })
  | (OutboxBase & { kind: 'profile'; payload: ProfilePayload })

export interface MetaRow {
  /** e.g. 'lastSyncedAt', 'lastSyncedAt:bookings', 'walletBalance', 'outboxSeq', 'kept' */
  key: string
  value: unknown
}

/** Cached ranking rows (filled by the rankings feature later); kept here so the store exists from v1. */
export interface RankingRow {
  id: string
  [field: string]: unknown
}
