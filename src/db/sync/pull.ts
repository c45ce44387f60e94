import type { Table } from 'dexie'
import type { ElsyDatabase } from '../database'
import { isCurrencyCode } from '~/lib/money'
import { WALLET_BALANCES_KEY, lastSyncedKey } from '../meta-keys'
import { operationOf, readUnsettled } from '../operations/registry'
import type { ApiError, ApiResult, SyncApi } from './api'
import { isAuthError, isMissingError } from './api'
import { fetchPlayerData, pullRankings, storePlayerData } from './pull-player'
import { toBalances, toBooking, toClub, toCourt, toNumber, toProfile, toSlot, toTransaction, validRows } from './rows'

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

async function storeProfile(db: ElsyDatabase, data: unknown, at: string) {
  const row = toProfile(data)
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

  if (profile !== null) await storeProfile(db, profile, at)
  if (clubs) await replaceAll(db, db.clubs, validRows(clubs, toClub), 'clubs', at)
  if (courts) await replaceAll(db, db.courts, validRows(courts, toCourt), 'courts', at)
  if (slots) await replaceAll(db, db.slots, validRows(slots, toSlot), 'slots', at)
  if (bookings) await replaceAll(db, db.bookings, validRows(bookings, toBooking), 'bookings', at)
  if (transactions) await replaceAll(db, db.transactions, validRows(transactions, toTransaction), 'transactions', at)
  const balances = toBalances(balanceRows)
  if (balances) await db.meta.bulkPut([{ key: WALLET_BALANCES_KEY, value: balances }, { key: lastSyncedKey('wallet'), value: at }])
  await storePlayerData(db, api, take, player, at)
  // After the profile and clubs are stored: the home club and its country decide two of the scopes.
  await pullRankings(db, api, take)

  if (problems.length === 0) await db.meta.put({ key: 'lastSyncedAt', value: at })
  const other = problems.find((p) => p.status !== 0 && !isAuthError(p))
  return {
    complete: problems.length === 0,
    offline: problems.some((p) => p.status === 0),
    auth: problems.some(isAuthError),
    ...(other ? { error: `Could not refresh your data: ${other.message}` } : {}),
  }
}

/** Fetches one club's day into the availability snapshot (replacing the old snapshot of that day). */
export async function pullAvailability(db: ElsyDatabase, api: SyncApi, clubId: string, date: string): Promise<ApiError | null> {
  const res = await api.rpc('court_availability', { p_club_id: clubId, p_date: date })
  if (res.error) return res.error
  const fetchedAt = new Date().toISOString()
  const rows = (Array.isArray(res.data) ? res.data : []).flatMap((r: Record<string, unknown>) => {
    const courtId = typeof r.court_id === 'string' ? r.court_id : null
    const slotId = toNumber(r.slot_id)
    if (!courtId || slotId === null || !isCurrencyCode(r.currency)) return []
    return [
      {
        clubId,
        date,
        courtId,
        slotId,
        courtNumber: toNumber(r.court_number) ?? 0,
        courtName: typeof r.court_name === 'string' ? r.court_name : '',
        courtType: r.court_type === 'outdoor' ? ('outdoor' as const) : ('indoor' as const),
        label: typeof r.label === 'string' ? r.label : '',
        startsAt: typeof r.starts_at === 'string' ? r.starts_at : '',
        price: toNumber(r.price) ?? 0,
        currency: r.currency,
        isPeak: r.is_peak === true,
        isFree: r.is_free === true,
        isPast: r.is_past === true,
        fetchedAt,
      },
    ]
  })
  await db.transaction('rw', db.availability, async () => {
    await db.availability.where('[clubId+date]').equals([clubId, date]).delete()
    await db.availability.bulkPut(rows)
  })
  return null
}
