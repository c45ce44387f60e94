import type { Table } from 'dexie'
import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import type { Database } from '~/lib/database.types'
import { WALLET_BALANCES_KEY, lastSyncedKey } from '../meta-keys'
import { operationOf, readUnsettled } from '../operations/registry'
import type { AvailabilityRow } from '../types'
import type { ApiError, ApiResult, SyncApi } from './api'
import { isAuthError, isMissingError } from './api'
import { fetchPlayerData, pullRankings, storePlayerData } from './pull-player'
import { BookingFromSelect, ClubRowSchema, CourtRowSchema, ProfileRowSchema, SlotRowSchema, TransactionRowSchema } from './rows'
import { currency, enumOf, integer, mirrorOf, numeric, readOne, readRows, type RowProblem } from './rows-base'
import { recordRefusedRows } from './rows-refused'
import { readBalances } from './rows-wallet'

export interface PullResult {
  /** Every dataset was fetched and stored. */
  complete: boolean
  offline: boolean
  auth: boolean
  /** A server answer that was neither offline nor auth (shown to the user). */
  error?: string
}

type Dataset = 'profile' | 'clubs' | 'courts' | 'slots' | 'bookings' | 'transactions' | 'wallet'

/** The server caps a response's rows (PostgREST max-rows): the ledger is read in pages of this size. */
export const LEDGER_PAGE = 1000
const LEDGER_MAX_PAGES = 100

/** The whole ledger, page by page, newest first. */
async function fetchLedger(api: SyncApi, userId: string): Promise<ApiResult<unknown[]>> {
  const rows: unknown[] = []
  for (let n = 0; n < LEDGER_MAX_PAGES; n++) {
    const res = await api.fetchMyTransactions(userId, { offset: n * LEDGER_PAGE, limit: LEDGER_PAGE })
    if (res.error) return res
    rows.push(...res.data)
    if (res.data.length < LEDGER_PAGE) break
  }
  return { data: rows, error: null }
}

/** Replaces a whole mirror table in one transaction, so a screen never sees half an update. */
async function replaceAll<T, K>(db: ElsyDatabase, table: Table<T, K, T>, rows: T[], dataset: Dataset, at: string) {
  await db.transaction('rw', [table, db.meta], async () => {
    await table.clear()
    await table.bulkPut(rows)
    await db.meta.put({ key: lastSyncedKey(dataset), value: at })
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

/**
 * Fetches what the signed-in user may see and mirrors it into Dexie, one transaction per dataset, then
 * records lastSyncedAt (only when every dataset arrived, so "last updated" never overstates freshness).
 * Datasets: profile, clubs, courts, slots, bookings, the whole ledger, balances per currency, matches, statistics,
 * rankings (network, home country, home club), tournaments and notifications.
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

  const [[profile, clubs, courts, slots, bookings, transactions, balanceRows], player] = await Promise.all([
    Promise.all([
      api.fetchProfile(userId).then(take),
      api.fetchClubs().then(take),
      api.fetchCourts().then(take),
      api.fetchSlots().then(take),
      api.fetchMyBookings(userId).then(take),
      fetchLedger(api, userId).then(take),
      api.rpc('wallet_balances', {}).then(take),
    ]),
    fetchPlayerData(api, take),
  ])

  if (profile !== null) await storeProfile(db, profile, at, refused)
  if (clubs) await replaceAll(db, db.clubs, read(ClubRowSchema, clubs, 'clubs'), 'clubs', at)
  if (courts) await replaceAll(db, db.courts, read(CourtRowSchema, courts, 'courts'), 'courts', at)
  if (slots) await replaceAll(db, db.slots, read(SlotRowSchema, slots, 'slots'), 'slots', at)
  if (bookings) await replaceAll(db, db.bookings, read(BookingFromSelect, bookings, 'bookings'), 'bookings', at)
  if (transactions) await replaceAll(db, db.transactions, read(TransactionRowSchema, transactions, 'transactions'), 'transactions', at)
  const balances = readBalances(balanceRows)
  if (balances) {
    refused.push(...balances.problems)
    await db.meta.bulkPut([{ key: WALLET_BALANCES_KEY, value: balances.balances }, { key: lastSyncedKey('wallet'), value: at }])
  }
  refused.push(...(await storePlayerData(db, api, take, player, at)))
  // After the profile and clubs are stored: the home club and its country decide two of the scopes.
  await pullRankings(db, api, take)
  await recordRefusedRows(db, refused)

  if (problems.length === 0) await db.meta.put({ key: 'lastSyncedAt', value: at })
  const other = problems.find((p) => p.status !== 0 && !isAuthError(p))
  return {
    complete: problems.length === 0,
    offline: problems.some((p) => p.status === 0),
    auth: problems.some(isAuthError),
    ...(other ? { error: `Could not refresh your data: ${other.message}` } : {}),
  }
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
