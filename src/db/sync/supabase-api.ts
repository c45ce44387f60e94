import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js'
import type * as v from 'valibot'
import type { Database } from '~/lib/database.types'
import type { ApiError, ApiResult, SyncApi } from './api'
import type { BookingFromSelect, ClubRowSchema, CourtRowSchema, ProfileRowSchema, SlotRowSchema, TransactionRowSchema } from './rows'
import type { NotificationRowSchema } from './rows-notifications'

interface PostgrestLike<T> {
  data: T | null
  error: { message: string; code?: string } | null
  status: number
}

// postgrest-js reports a fetch that never got an answer as status 0 rather than throwing.
function result<T>(res: PostgrestLike<T>): ApiResult<T> {
  if (res.error) {
    const error: ApiError = { message: res.error.message, code: res.error.code || undefined, status: res.status }
    return { data: null, error }
  }
  return { data: res.data as T, error: null }
}

async function guard<T>(run: () => PromiseLike<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await run()
  } catch (err) {
    return { data: null, error: { message: err instanceof Error ? err.message : String(err), status: 0 } }
  }
}

/*
 * The selects are typed by the generated database types, and each one's rows must be what the schema that
 * reads them takes (`Wire<...>`): a column left out here, or renamed in a migration, fails tsc. (A query is
 * awaited into a const first: as an argument, supabase-js would take its row type from the parameter.)
 */
type Wire<S extends v.GenericSchema> = v.InferInput<S>[]

const CLUB_COLUMNS = 'id, country_code, name, city, address, time_zone, currency, opens_at, closes_at, peak_starts_at, peak_weekdays, booking_horizon_days, full_refund_hours, active, pay_ways, unpaid_limit, free_cancel_minutes, match_leave_hours, match_cutoff_hours'
const COURT_COLUMNS = 'id, club_id, number, name, type, off_peak_price, peak_price, in_service'
const SLOT_COLUMNS = 'id, starts_at, ends_at, label'
// bookings reach clubs through the court (the composite court/club foreign key), not directly.
const BOOKING_COLUMNS =
  'id, court_id, club_id, date, slot_id, booked_by, member_id, price, currency, status, cancelled_at, refund_amount, pay_with, due, created_at, updated_at, court:courts(number, name, type, club:clubs(name, time_zone)), slot:slots(label, starts_at, ends_at)'
const TRANSACTION_COLUMNS = 'id, member_id, type, kind, amount, currency, description, description_message, status, booking_id, club_id, created_at, completed_at'
const NOTIFICATION_COLUMNS = 'id, kind, title, body, title_message, body_message, link, data, read_at, created_at'

/** The sync engine's server, backed by the app's supabase-js client (which owns and refreshes the tokens). */
export function createSupabaseSyncApi(client: SupabaseClient<Database>): SyncApi {
  return {
    async checkSession() {
      const { data, error } = await client.auth.getSession()
      if (error) return isAuthRetryableFetchError(error) ? { state: 'offline' } : { state: 'signed-out' }
      return data.session ? { state: 'ok', userId: data.session.user.id } : { state: 'signed-out' }
    },
    async refreshSession() {
      const { data, error } = await client.auth.refreshSession()
      if (error) return isAuthRetryableFetchError(error) ? 'offline' : 'rejected'
      return data.session ? 'refreshed' : 'rejected'
    },
    // The engine's RPCs take arguments built per operation; their answers are read by the rows*.ts schemas.
    rpc: (fn, args) => guard(async () => result<unknown>(await client.rpc(fn, args as never))),
    updateProfile: (userId, names, baseUpdatedAt) =>
      guard(async () => {
        let query = client
          .from('profiles')
          .update({ ...names, updated_at: new Date().toISOString() })
          .eq('id', userId)
        // Conditional write: a row changed elsewhere after our edit's base is left alone (stale-edit conflict).
        if (baseUpdatedAt) query = query.lte('updated_at', baseUpdatedAt)
        const res = await query.select()
        return result<Wire<typeof ProfileRowSchema>>(res)
      }),
    fetchProfile: (userId) =>
      guard(async () => {
        const res = await client.from('profiles').select('*').eq('id', userId).maybeSingle()
        return result<v.InferInput<typeof ProfileRowSchema> | null>(res)
      }),
    fetchClubs: (since) =>
      guard(async () => {
        let query = client.from('clubs').select(CLUB_COLUMNS)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query
        return result<Wire<typeof ClubRowSchema>>(res)
      }),
    fetchCourts: (since) =>
      guard(async () => {
        let query = client.from('courts').select(COURT_COLUMNS)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query
        return result<Wire<typeof CourtRowSchema>>(res)
      }),
    fetchSlots: (since) =>
      guard(async () => {
        let query = client.from('slots').select(SLOT_COLUMNS)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query
        return result<Wire<typeof SlotRowSchema>>(res)
      }),
    fetchMyBookings: (userId, since) =>
      guard(async () => {
        let query = client.from('bookings').select(BOOKING_COLUMNS).eq('member_id', userId)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query
          .order('date', { ascending: false })
          .limit(1000)
        return result<Wire<typeof BookingFromSelect>>(res)
      }),
    fetchMyTransactions: (userId, page = { offset: 0, limit: 1000 }, since) =>
      guard(async () => {
        let query = client.from('transactions').select(TRANSACTION_COLUMNS).eq('member_id', userId)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query
          // id breaks ties so pages neither repeat nor skip rows created in the same instant.
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(page.offset, page.offset + page.limit - 1)
        return result<Wire<typeof TransactionRowSchema>>(res)
      }),
    fetchNotifications: (limit, since) =>
      guard(async () => {
        let query = client.from('notifications').select(NOTIFICATION_COLUMNS)
        if (since !== undefined) query = query.gte('sync_txid', since)
        const res = await query.order('created_at', { ascending: false }).limit(limit)
        // `data` is any JSON to the database; the schema checks at run time that it is an object.
        return result<(Omit<v.InferInput<typeof NotificationRowSchema>, 'data' | 'title_message' | 'body_message'> & { data: unknown; title_message: unknown; body_message: unknown })[]>(res)
      }),
    fetchDeletions: (since) =>
      guard(async () => {
        const res = await client.from('sync_deletions').select('dataset, row_id, sync_txid').gte('sync_txid', since)
        return result<unknown[]>(res)
      }),
  }
}
