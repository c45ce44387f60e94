import * as v from 'valibot'
import type { ElsyDatabase } from '../../database'
import { WALLET_BALANCES_KEY, lastSyncedKey } from '../../meta-keys'
import type { ApiError, ApiResult, SyncApi } from '../../sync/api'
import { isAuthError, isMissingError } from '../../sync/api'
import { deletionsOf, readCursor, readSyncState, type MirroredDataset } from '../../sync/cursors'
import { BookingFromSelect, ClubRowSchema, CourtRowSchema, SlotRowSchema, TransactionRowSchema } from '../../sync/rows'
import { readRows, type RowProblem } from '../../sync/rows-base'
import { recordRefusedRows } from '../../sync/rows-refused'
import { readBalances } from '../../sync/rows-wallet'
import { definePull, everyCycle } from '../pull'
import { fetchPlayerData, storePlayerData } from './answers'
import { fetchLedger } from './ledger'
import { MIRRORED, storeMirror, type Mirror } from './mirror'
import { storeNotifications } from './notifications'
import { storeProfile } from './profile'
import { pullRankings } from './rankings'
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

/**
 * The player's data, in every sync cycle: the mirrored tables (profile, clubs, courts, slots, bookings, the
 * ledger), the balances, the derived answers (matches, statistics, tournaments and the details viewed), the
 * notifications and the rankings. One pull, since they share sync_state()'s cursor and one lastSyncedAt.
 */
export const playerData = definePull({
  name: 'player-data',
  reads: [
    'sync_state',
    'fetchProfile',
    'fetchClubs',
    'fetchCourts',
    'fetchSlots',
    'fetchMyBookings',
    'fetchMyTransactions',
    'wallet_balances',
    'fetchDeletions',
    'my_matches',
    'player_statistics',
    'tournament_list',
    'tournament_details',
    'fetchNotifications',
    'rankings',
    'my_ranking',
  ],
  stores: [
    'profile',
    'clubs',
    'courts',
    'slots',
    'bookings',
    'transactions',
    'matches',
    'tournaments',
    'tournamentDetails',
    'notifications',
    'rankingEntries',
    'meta',
  ],
  runs: everyCycle,
  run: async ({ db, api }) => {
    const pulled = await pullAll(db, api)
    return { error: null, auth: pulled.auth, ...(pulled.error ? { shown: pulled.error } : {}) }
  },
})
