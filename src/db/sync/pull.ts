import type { Table } from 'dexie'
import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import type { Database } from '~/lib/database.types'
import { WALLET_BALANCES_KEY, lastSyncedKey, syncCursorKey } from '../meta-keys'
import { operationOf, readUnsettled } from '../operations/registry'
import type { AvailabilityRow, NotificationRow } from '../types'
import type { ApiError, ApiResult, SyncApi } from './api'
import { isAuthError, isMissingError } from './api'
import { cursorRow, deletionsOf, readCursor, readSyncState, type MirroredDataset } from './cursors'
import { NOTIFICATIONS_PULLED, fetchPlayerData, pullRankings, storePlayerData } from './pull-player'
import { BookingFromSelect, ClubRowSchema, CourtRowSchema, ProfileRowSchema, SlotRowSchema, TransactionRowSchema } from './rows'
import { currency, enumOf, integer, mirrorOf, numeric, readOne, readRows, type RowProblem } from './rows-base'
import { recordRefusedRows } from './rows-refused'
import { readBalances } from './rows-wallet'
import { said, type Said } from '~/lib/words'

export interface PullResult {
  /** Every dataset was fetched and stored. */
  complete: boolean
  offline: boolean
  auth: boolean
  /** A server answer that was neither offline nor auth (shown to the user). */
  error?: Said
}

type Dataset = 'profile' | 'clubs' | 'courts' | 'slots' | 'bookings' | 'transactions' | 'wallet'

/** The server caps a response's rows (PostgREST max-rows): the ledger is read in pages of this size. */
export const LEDGER_PAGE = 1000
const LEDGER_MAX_PAGES = 100

/** The whole ledger (or the rows written since `since`), page by page, newest first. */
async function fetchLedger(api: SyncApi, userId: string, since: number | null): Promise<ApiResult<unknown[]>> {
  const rows: unknown[] = []
  for (let n = 0; n < LEDGER_MAX_PAGES; n++) {
    const res = await api.fetchMyTransactions(userId, { offset: n * LEDGER_PAGE, limit: LEDGER_PAGE }, since ?? undefined)
    if (res.error) return res
    rows.push(...res.data)
    if (res.data.length < LEDGER_PAGE) break
  }
  return { data: rows, error: null }
}

/** How one mirrored table's pull went: complete (replace everything) or the changes since a cursor. */
interface Mirror {
  dataset: MirroredDataset
  /** The cursor the rows were asked from; null: a complete pull. */
  since: number | null
  /** The cursor to keep once the rows are stored; null: the server gave none (the next pull is complete too). */
  next: number | null
  /** Ids of rows deleted on the server since `since`. */
  deleted: string[]
}

/**
 * Mirrors a table in one transaction, so a screen never sees half an update: a complete pull replaces the
 * table, an incremental one removes the deleted rows and puts the changed ones. The new cursor is kept with
 * the rows it covers.
 */
async function storeMirror<T, K>(db: ElsyDatabase, table: Table<T, K, T>, rows: T[], m: Mirror, at: string, toKey: (id: string) => K) {
  await db.transaction('rw', [table, db.meta], async () => {
    if (m.since === null) await table.clear()
    else await table.bulkDelete(m.deleted.map(toKey))
    await table.bulkPut(rows)
    await db.meta.put({ key: lastSyncedKey(m.dataset), value: at })
    if (m.next === null) await db.meta.delete(syncCursorKey(m.dataset))
    else await db.meta.put(cursorRow(db, m.dataset, m.next))
  })
}

async function storeProfile(db: ElsyDatabase, data: unknown, at: string, refused: RowProblem[]) {
  const { row, problem } = readOne(ProfileRowSchema, data, 'profile')
  if (problem) refused.push(problem)
  if (!row) return
  await db.transaction('rw', [db.profile, db.outbox, db.meta], async () => {
    // Changes still in the outbox (an edit of the names) stay what this device shows until sent or discarded.
    let shown = row
    for (const item of await readUnsettled(db)) shown = operationOf(item)?.overlay?.profile?.(shown, item) ?? shown
    await db.profile.put(shown)
    await db.meta.put({ key: lastSyncedKey('profile'), value: at })
  })
}

const MIRRORED: MirroredDataset[] = ['clubs', 'courts', 'slots', 'bookings', 'transactions', 'notifications']

/**
 * Fetches what the signed-in user may see and mirrors it into Dexie, one transaction per dataset, then
 * records lastSyncedAt (only when every dataset arrived, so "last updated" never overstates freshness).
 * Datasets: profile, clubs, courts, slots, bookings, the whole ledger, balances per currency, matches, statistics,
 * rankings (network, home country, home club), tournaments and notifications.
 *
 * sync_state() is asked first: the mirrored tables that have a cursor ask only for the rows changed since
 * (plus the tombstones of deleted ones), and the derived answers (matches, statistics, rankings, tournaments)
 * are asked only when their version moved. Without a cursor, or without sync_state(), a dataset is pulled whole.
 */
export async function pullAll(db: ElsyDatabase, api: SyncApi): Promise<PullResult> {
  const userId = db.userId
  const at = new Date().toISOString()
  const problems: ApiError[] = []
  // Rows the server sent that do not fit their schema: refused, and reported once the pull is done.
  const refused: RowProblem[] = []
  const read = <S extends v.GenericSchema>(schema: S, rows: unknown, dataset: Dataset): v.InferOutput<S>[] => {
    const result = readRows(schema, rows, dataset)
    refused.push(...result.problems)
    return result.rows
  }
  const take = <T>(res: ApiResult<T>): T | null => {
    // A function or table the server does not have yet (migration not deployed) skips its dataset quietly.
    if (res.error && !isMissingError(res.error)) problems.push(res.error)
    return res.error ? null : res.data
  }

  // Taken before the reads: whatever they miss is at or above this cursor, so the next pull asks for it.
  const state = readSyncState(take(await api.rpc('sync_state', {})))
  const cursors = new Map<MirroredDataset, number | null>()
  for (const dataset of MIRRORED) cursors.set(dataset, state ? await readCursor(db, dataset) : null)
  const since = (dataset: MirroredDataset) => cursors.get(dataset) ?? undefined
  const known = [...cursors.values()].filter((c): c is number => c !== null)
  const oldest = known.length ? Math.min(...known) : null

  const [[profile, clubs, courts, slots, bookingsFetched, transactions, balanceRows, deletions], player] = await Promise.all([
    Promise.all([
      api.fetchProfile(userId).then(take),
      api.fetchClubs(since('clubs')).then(take),
      api.fetchCourts(since('courts')).then(take),
      api.fetchSlots(since('slots')).then(take),
      api.fetchMyBookings(userId, since('bookings')).then(take),
      fetchLedger(api, userId, cursors.get('transactions') ?? null).then(take),
      api.rpc('wallet_balances', {}).then(take),
      oldest === null ? null : api.fetchDeletions(oldest).then(take),
    ]),
    fetchPlayerData(db, api, take, state),
  ])
  // A mirrored table changed incrementally only while the tombstones arrived too; else it waits for the next pull.
  const mirror = (dataset: MirroredDataset): Mirror => {
    const from = cursors.get(dataset) ?? null
    return { dataset, since: from, next: state && (from === null || deletions) ? state.cursor : from, deleted: from === null ? [] : deletionsOf(deletions, dataset, from) }
  }
  const referenceChanged = [clubs, courts, slots].some((rows, i) => rows && rows.length > 0 && cursors.get(MIRRORED[i]) !== null)

  // A booking shows its court's and club's names: when those changed, the bookings are read whole again.
  let bookings = bookingsFetched
  let bookingsMirror = mirror('bookings')
  if (bookings && bookingsMirror.since !== null && referenceChanged) {
    bookings = take(await api.fetchMyBookings(userId))
    bookingsMirror = { ...bookingsMirror, since: null, deleted: [] }
  }

  const asString = (id: string) => id
  if (profile !== null) await storeProfile(db, profile, at, refused)
  if (clubs) await storeMirror(db, db.clubs, read(ClubRowSchema, clubs, 'clubs'), mirror('clubs'), at, asString)
  if (courts) await storeMirror(db, db.courts, read(CourtRowSchema, courts, 'courts'), mirror('courts'), at, asString)
  if (slots) await storeMirror(db, db.slots, read(SlotRowSchema, slots, 'slots'), mirror('slots'), at, Number)
  if (bookings) await storeMirror(db, db.bookings, read(BookingFromSelect, bookings, 'bookings'), bookingsMirror, at, asString)
  if (transactions) {
    await storeMirror(db, db.transactions, read(TransactionRowSchema, transactions, 'transactions'), mirror('transactions'), at, asString)
  }
  const balances = readBalances(balanceRows)
  if (balances) {
    refused.push(...balances.problems)
    await db.meta.bulkPut([{ key: WALLET_BALANCES_KEY, value: balances.balances }, { key: lastSyncedKey('wallet'), value: at }])
  }
  const notifications = mirror('notifications')
  refused.push(...(await storePlayerData(db, api, take, player, at, (rows) => storeNotifications(db, rows, notifications, at))))
  // After the profile and clubs are stored: the home club and its country decide two of the scopes.
  await pullRankings(db, api, take, state)
  await recordRefusedRows(db, refused)

  if (problems.length === 0) await db.meta.put({ key: 'lastSyncedAt', value: at })
  const other = problems.find((p) => p.status !== 0 && !isAuthError(p))
  return {
    complete: problems.length === 0,
    offline: problems.some((p) => p.status === 0),
    auth: problems.some(isAuthError),
    ...(other ? { error: said('sync_refresh_failed', { reason: other.words ?? other.message }) } : {}),
  }
}

/** The latest notifications: the changed ones put, the deleted ones removed, and only the newest kept. */
async function storeNotifications(db: ElsyDatabase, rows: NotificationRow[], m: Mirror, at: string) {
  await storeMirror(db, db.notifications, rows, m, at, (id) => id)
  if (m.since === null) return
  const beyond = await db.notifications.orderBy('created_at').reverse().offset(NOTIFICATIONS_PULLED).primaryKeys()
  if (beyond.length) await db.notifications.bulkDelete(beyond)
}

type AvailabilityAnswer = Database['public']['Functions']['court_availability']['Returns'][number]

/** One row of `court_availability(club, date)`, as the generated function type says it is. */
const AvailabilityAnswerRow = mirrorOf<AvailabilityAnswer>()(
  v.object({
    court_id: v.string(),
    court_name: v.string(),
    court_number: integer,
    court_type: enumOf('court_type'),
    currency,
    is_free: v.boolean(),
    is_past: v.boolean(),
    is_peak: v.boolean(),
    is_unavailable: v.boolean(),
    label: v.string(),
    price: numeric,
    slot_id: integer,
    starts_at: v.string(),
  }),
)

/** Fetches one club's day into the availability snapshot (replacing the old snapshot of that day). */
export async function pullAvailability(db: ElsyDatabase, api: SyncApi, clubId: string, date: string): Promise<ApiError | null> {
  const res = await api.rpc('court_availability', { p_club_id: clubId, p_date: date })
  if (res.error) return res.error
  const fetchedAt = new Date().toISOString()
  const { rows: answer, problems } = readRows(AvailabilityAnswerRow, res.data, 'availability')
  const rows = answer.map(
    (r): AvailabilityRow => ({
      clubId,
      date,
      courtId: r.court_id,
      slotId: r.slot_id,
      courtNumber: r.court_number,
      courtName: r.court_name,
      courtType: r.court_type,
      label: r.label,
      startsAt: r.starts_at,
      price: r.price,
      currency: r.currency,
      isPeak: r.is_peak,
      isFree: r.is_free,
      isPast: r.is_past,
      isUnavailable: r.is_unavailable,
      fetchedAt,
    }),
  )
  await db.transaction('rw', db.availability, async () => {
    await db.availability.where('[clubId+date]').equals([clubId, date]).delete()
    await db.availability.bulkPut(rows)
  })
  if (problems.length) await recordRefusedRows(db, problems)
  return null
}
