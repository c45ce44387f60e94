/* eslint-disable elsy/no-ui-literal -- test data: rows and answers as the server sends them, in the server's words */
import type { ElsyDatabase } from '~/db/database'
import type { ApiResult, RefreshOutcome, SessionCheck, SyncApi, SyncRpc } from '~/db/sync/api'
import { profileRow } from '~/testing/profile'

type RpcHandler = (fn: SyncRpc, args: Record<string, unknown>) => ApiResult<unknown> | Promise<ApiResult<unknown>>

/** A scriptable server for the outbox tests: records every call, answers with `rpc` (default: confirm). */
export function fakeApi(userId: string, overrides: Partial<{ rpc: RpcHandler; session: SessionCheck; refresh: RefreshOutcome }> = {}) {
  const calls: { fn: string; args: Record<string, unknown> }[] = []
  let refreshes = 0
  const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
  const api: SyncApi = {
    checkSession: async () => overrides.session ?? { state: 'ok', userId },
    refreshSession: async () => {
      refreshes++
      return overrides.refresh ?? 'refreshed'
    },
    rpc: async (fn, args) => {
      calls.push({ fn, args })
      if (overrides.rpc) return overrides.rpc(fn, args)
      return ok({ status: 'confirmed', message: 'Booking Successful!', booking: null, currency: 'EUR', balance: 10 })
    },
    updateProfile: async (id, names) => {
      calls.push({ fn: 'updateProfile', args: { id, ...names } })
      return ok([profileRow({ id, role: 'member', ...names, updated_at: '2030-01-01T00:00:00Z' })])
    },
    fetchProfile: async () => ok(null),
    fetchClubs: async () => ok([]),
    fetchCourts: async () => ok([]),
    fetchSlots: async () => ok([]),
    fetchMyBookings: async () => ok([]),
    fetchMyTransactions: async () => ok([]),
    fetchNotifications: async () => ok([]),
    fetchDeletions: async () => ok([]),
  }
  return { api, calls, refreshes: () => refreshes }
}

export const CLUB = '11111111-1111-4111-8111-111111111111'
export const COURT = '22222222-2222-4222-8222-222222222222'

/** The reference rows a booking needs locally (club, court, slot). */
export async function seedReference(db: ElsyDatabase): Promise<void> {
  await db.clubs.put({ id: CLUB, country_code: 'ES', name: 'Madrid Club', city: 'Madrid', address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2 })
  await db.courts.put({ id: COURT, club_id: CLUB, number: 1, name: 'Court 1', type: 'indoor', off_peak_price: 24, peak_price: 32, in_service: true })
  for (let id = 1; id <= 8; id++) {
    const h = 9 * 60 + (id - 1) * 90
    const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    await db.slots.put({ id, starts_at: t(h), ends_at: t(h + 90), label: `${t(h)} - ${t(h + 90)}` })
  }
}
