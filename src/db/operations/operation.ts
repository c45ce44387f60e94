import type { Table } from 'dexie'
import * as v from 'valibot'
import type { Database } from '~/lib/database.types'
import type { Said, Words } from '~/lib/words'
import type { ElsyDatabase } from '../database'
import type { ApiResult, SyncApi } from '../sync/api'
import type { RpcAnswer } from '../sync/rows'
import type { ClubRow, DeskBooking, DeskDayCell, LedgerRow, ProfileRow, MyBooking, MyMatch, MyOpenMatch, MyTournament, NotificationRow, SyncMarks, SyncState, TournamentEntry } from '../types'

export type OutboxStatus = 'pending' | 'inflight' | 'conflict' | 'failed' | 'done'

/** What every outbox item holds besides its kind and payload. */
export interface OutboxBase {
  /** uuid; also the idempotency key sent to the server (a booking's id). */
  id: string
  userId: string
  status: OutboxStatus
  attempts: number
  /** Epoch ms before which the drain will not try this item again. */
  nextAttemptAt: number
  /** Why the last attempt did not take effect: the server's refusal, or the last transient error (said when shown). */
  lastError: Words | null
  /** Server status code of the final answer (slot_taken, past_slot, stale_profile, ...). */
  resultCode?: string
  /** ISO time the item was queued. */
  createdAt: string
  /** Monotonic per database: FIFO order even when several items share a millisecond. */
  seq: number
}

/** An outbox item of kind `K` carrying payload `P`. */
export type ItemOf<K extends string, P> = OutboxBase & { kind: K; payload: P }

export interface OutboxItemLabel {
  /** What the change was, in a few words ("Match result", "Court 3, 2026-11-28 18:00 - 19:30"). */
  title: Said
  /** Where the player resolves a refused change of this kind (an app path), or null. */
  link: string | null
}

/** A function of the API schema, as generated from the migrations. */
export type ApiFunction = keyof Database['public']['Functions']

/** How an item is sent as an RPC: the function's name and its arguments (typed by the generated schema). */
export interface RpcCall<P, R extends ApiFunction> {
  name: R
  args(payload: P): RpcArgs<Database['public']['Functions'][R]['Args']>
}

/**
 * The generator types an argument with a default as optional but not nullable; an explicit null is what the
 * SQL default is for these functions, and PostgREST passes it as null.
 */
type RpcArgs<A> = { [K in keyof A]: A[K] | (undefined extends A[K] ? null : never) }

export interface SendContext {
  db: ElsyDatabase
  api: SyncApi
}

/** Passed to an operation's `applyDone` after the answer's rows were stored. */
export interface DoneContext {
  /** ISO time the answer is applied. */
  at: string
  /** The answer carried the tournament's row (already stored). */
  storedTournament: boolean
}

export interface LedgerContext {
  userId: string
  clubs: readonly ClubRow[]
}

/**
 * How an unsettled item shows on the server's rows, per dataset. The query for a dataset walks the unsettled
 * items in seq order and calls the overlay of each item's operation; a map is changed in place, a row or list
 * is returned changed.
 */
export interface Overlays<I> {
  profile?(row: ProfileRow, item: I): ProfileRow
  /** Court-slots of one club and day held by this device's unsent changes: `courtId|slotId` → booking id. */
  availability?(held: Map<string, string>, item: I, day: { clubId: string; date: string }): void
  bookings?(rows: Map<string, MyBooking>, item: I): void
  matches?(rows: Map<string, MyMatch>, item: I): void
  /** Open matches (the list's and the player's own), by match id. */
  openMatches?(rows: Map<string, MyOpenMatch>, item: I): void
  tournaments?(row: MyTournament, item: I): MyTournament
  /** The entries of one tournament's detail. */
  tournamentEntries?(entries: TournamentEntry[], item: I, tournamentId: string): TournamentEntry[]
  ledger?(rows: Map<string, LedgerRow>, item: I, ctx: LedgerContext): void
  notifications?(rows: NotificationRow[], item: I): NotificationRow[]
  /** Today's bookings on the club desk's kept dashboard, by booking id. */
  deskBookings?(rows: Map<string, DeskBooking>, item: I, desk: { clubId: string; today: string }): void
  /** The cells of one day of the desk's grid, by `courtId|slotId`. */
  deskCells?(cells: Map<string, DeskDayCell>, item: I, day: { clubId: string; date: string }): void
}

/** What the shared refused-change panel offers for a refused item of this kind; its words are said by the panel. */
export interface RefusedPanel<I> {
  role: 'group' | 'alert'
  /** Names the panel for assistive technology (a role=alert panel is named by its text). */
  ariaLabel?: Said
  /** Shown when the server sent no sentence. */
  fallback: Said
  /** The text of the button that drops the change. */
  discard: Said
  /** Whether "Try again" is offered (default: always). */
  offersRetry?(item: I): boolean
  /** A refusal for money: a link to the balance screen for this result code. */
  fundsLink?: { code: string; text: Said }
}

/** Everything about one kind of queued change. */
export interface Operation<K extends string, P, R extends ApiFunction = never> {
  kind: K
  /** Checked whenever an item is read back from the device (stored items may predate today's shape). */
  payload: v.GenericSchema<unknown, P>
  /** Sent as this RPC, whose `{status, message}` answer is classified by `done` / `conflict`. */
  rpc?: RpcCall<P, R>
  /** Sent some other way; the answer is classified like an RPC's (`status` against `done` / `conflict`). */
  send?(ctx: SendContext, item: ItemOf<K, P>): Promise<ApiResult<unknown>>
  /** Answer statuses that mean the change took effect; `not_signed_in` is always the auth road. */
  done: readonly string[]
  /** Refusals a different choice can fix; any other status is a failure. */
  conflict: readonly string[]
  /** An earlier item this one undoes: when that one was refused, this is done at once with `nothingToDo`. */
  dependsOn?: { parentId(payload: P): string; nothingToDo: string }
  /**
   * The answer's rows are someone else's (a court booked at the desk for a member or a guest): they are not
   * stored as the signed-in user's booking or balance.
   */
  answerIsAnotherPersons?: boolean
  /** The answer's `match` is an open match (docs/open-matches.md), not a played one: it is stored with the open matches. */
  answersOpenMatch?: boolean
  /** What a done answer changes locally beyond the rows it carries (stored generically before this runs). */
  applyDone?(db: ElsyDatabase, item: ItemOf<K, P>, answer: RpcAnswer | undefined, ctx: DoneContext): Promise<void>
  /** The stores `applyDone` writes (besides the outbox), so the drain's transaction holds them. */
  applyTables?(db: ElsyDatabase): Table[]
  /** A done item changed the session's profile: the engine re-reads it. */
  rereadsSessionProfile?: boolean
  /** The payload sent again when the player asks to retry (default: unchanged). */
  retryPayload?(payload: P): P
  overlay?: Overlays<ItemOf<K, P>>
  label(payload: P): OutboxItemLabel
  /** The refused-change panel on the screen where this change was made; none: only the sync status lists it. */
  refused?: RefusedPanel<ItemOf<K, P>>
  /** The sync status list's extra action for a refused item (it always offers Discard). */
  retryInStatusList?: Said
  /** A refusal not worth a notification of its own. */
  silentRefusal?: boolean
}

/** Declares an operation, keeping its literal kind and RPC name. */
export function defineOperation<const K extends string, P, const R extends ApiFunction = never>(op: Operation<K, P, R>): Operation<K, P, R> {
  return op
}

/** An unsettled item still on its way (waiting or being sent), as opposed to refused. */
export function isWaiting(item: OutboxBase): boolean {
  return item.status === 'pending' || item.status === 'inflight'
}

export function isRefused(item: OutboxBase): boolean {
  return item.status === 'conflict' || item.status === 'failed'
}

function stateOf(item: OutboxBase): SyncState {
  if (item.status === 'conflict') return 'conflict'
  if (item.status === 'failed') return 'failed'
  return 'pending'
}

/** The marks a row gets from the outbox item that changes it. */
export function marksOf(item: OutboxBase): SyncMarks {
  return { syncState: stateOf(item), outboxId: item.id, ...(item.lastError ? { syncMessage: item.lastError } : {}) }
}

export const SYNCED: SyncMarks = { syncState: 'synced' }
