import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js'
import type { ApiError, ApiResult, SyncApi } from './api'

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

// bookings reach clubs through the court (the composite court/club foreign key), not directly.
const BOOKING_COLUMNS =
  'id, court_id, club_id, date, slot_id, booked_by, member_id, price, currency, status, cancelled_at, refund_amount, created_at, updated_at,' +
  ' court:courts(number, name, type, club:clubs(name, time_zone)), slot:slots(label, starts_at, ends_at)'

/** The sync engine's server, backed by the app's supabase-js client (which owns and refreshes the tokens). */
export function createSupabaseSyncApi(client: SupabaseClient): SyncApi {
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
    rpc: (fn, args) => guard(async () => result(await client.rpc(fn, args))),
    updateProfile: (userId, names, baseUpdatedAt) =>
      guard(async () => {
        let query = client
          .from('profiles')
          .update({ ...names, updated_at: new Date().toISOString() })
          .eq('id', userId)
        // Conditional write: a row changed elsewhere after our edit's base is left alone (stale-edit conflict).
        if (baseUpdatedAt) query = query.lte('updated_at', baseUpdatedAt)
        return result(await query.select())
      }),
    fetchProfile: (userId) =>
      guard(async () => result(await client.from('profiles').select('*').eq('id', userId).maybeSingle())),
    fetchClubs: () =>
      guard(async () =>
        result(await client.from('clubs').select('id, country_code, name, city, address, time_zone, currency, opens_at, closes_at, booking_horizon_days')),
      ),
    fetchCourts: () =>
      guard(async () =>
        result(await client.from('courts').select('id, club_id, number, name, type, off_peak_price, peak_price')),
      ),
    fetchSlots: () => guard(async () => result(await client.from('slots').select('id, starts_at, ends_at, label'))),
    fetchMyBookings: (userId) =>
      guard(async () =>
        result(
          await client
            .from('bookings')
            .select(BOOKING_COLUMNS)
            .or(`member_id.eq.${userId},booked_by.eq.${userId}`)
            .order('date', { ascending: false })
            .limit(1000),
        ),
      ),
    fetchMyTransactions: (userId, page = { offset: 0, limit: 1000 }) =>
      guard(async () =>
        result(
          await client
            .from('transactions')
            .select('id, member_id, type, kind, amount, currency, description, status, booking_id, club_id, created_at, completed_at')
            .eq('member_id', userId)
            // id breaks ties so pages neither repeat nor skip rows created in the same instant.
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .range(page.offset, page.offset + page.limit - 1),
        ),
      ),
    fetchNotifications: (limit) =>
      guard(async () =>
        result(
          await client
            .from('notifications')
            .select('id, kind, title, body, link, data, read_at, created_at')
            .order('created_at', { ascending: false })
            .limit(limit),
        ),
      ),
  }
}
