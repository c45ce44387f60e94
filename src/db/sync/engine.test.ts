import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MEMBERS_FRESH_MS } from '../pulls/desk-members'
import { MAX_WATCHED_DAYS } from '../pulls/watches'
import { closeUserDatabase, getUserDatabase, openUserDatabase, VISITOR_ID } from '../user-database'
import type { ApiResult, SyncApi, SyncRpc } from './api'
import { refreshPull, startSync, startVisitorSync, stopSync, syncingUserId, syncNow, watchPull } from './engine'
import { engineStatus } from './status-store'
import { fakeApi } from '~/testing/fake-sync-api'
import { MADRID } from '~/testing/booking'
import { sayWords } from '~/i18n/server-words'

// The engine runs the pull registry: which pulls a cycle runs, in what order, for which watched keys, and what a
// screen that asks for one gets back.

const CLUB = 'c0000000-0000-4000-8000-000000000021'
const TODAY = '2030-01-10'
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const missing: ApiResult<never> = { data: null, error: { message: 'not deployed', code: 'PGRST202', status: 404 } }

const dashboard = {
  status: 'ok',
  message: 'Dashboard ready.',
  club: { id: CLUB, name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid' },
  today: TODAY,
  members: { total: 0, new_this_month: 0 },
  courts: { in_service: 0, total: 0 },
  bookings_week: { this: 0, last: 0 },
  revenue_month: { currency: 'EUR', this: 0, last: 0 },
  today_bookings: [],
}
const day = (date: string) => ({
  status: 'ok',
  message: 'Day ready.',
  club: { id: CLUB, name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid', today: TODAY },
  date,
  slots: [],
  courts: [],
  cells: [],
})

type Rpc = (args: Record<string, unknown>) => ApiResult<unknown> | Promise<ApiResult<unknown>>

/**
 * A server with a club desk and its days; the player's RPCs are not deployed (the player's data is then the
 * mirrored tables only). Every call is recorded by name, the fetches of the tables too.
 */
function server(userId: string, rpcs: Partial<Record<SyncRpc, Rpc>> = {}, over: Partial<SyncApi> = {}) {
  const handlers: Partial<Record<SyncRpc, Rpc>> = {
    court_availability: () => ok([]),
    club_dashboard: () => ok(dashboard),
    club_day: (args) => ok(day(String(args.p_date))),
    club_members: () => ok({ status: 'ok', message: 'Members.', total: 0, rows: [] }),
    ...rpcs,
  }
  const fake = fakeApi(userId, { rpc: (fn, args) => handlers[fn]?.(args) ?? missing })
  const api = Object.assign(fake.api, over)
  for (const name of ['fetchProfile', 'fetchClubs', 'fetchCourts', 'fetchSlots', 'fetchMyBookings', 'fetchMyTransactions', 'fetchNotifications'] as const) {
    const fetch = api[name] as (...args: unknown[]) => Promise<ApiResult<unknown>>
    Object.assign(api, { [name]: (...args: unknown[]) => (fake.calls.push({ fn: name, args: {} }), fetch(...args)) })
  }
  /** The calls so far, a day's RPC with its date. */
  const asked = () => fake.calls.map((c) => (c.args.p_date ? `${c.fn} ${String(c.args.p_date)}` : c.fn))
  return { api, calls: fake.calls, refreshes: fake.refreshes, asked }
}

const users: string[] = []
const user = () => {
  users.push(`e0000000-0000-4000-8000-${String(users.length + 1).padStart(12, '0')}`)
  return users.at(-1)!
}

afterEach(async () => {
  stopSync()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const id of users.splice(0)) {
    const db = await openUserDatabase(id)
    closeUserDatabase()
    await db.delete()
  }
})

async function started(userId: string, api: SyncApi) {
  await startSync(userId, { api })
  await syncNow()
}

describe('the sync engine runs the pull registry', () => {
  it('pulls the player data first, then the watched club days (the latest four), then the desk’s dashboard, days and members', async () => {
    const me = user()
    const s = server(me)
    await started(me, s.api)
    expect(s.asked()[0]).toBe('sync_state')
    expect(s.asked().filter((c) => /^(court_availability|club_)/.test(c))).toEqual([])

    const dates = ['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05']
    for (const date of dates) expect(await refreshPull('availability', { clubId: CLUB, date })).toBe('fresh')
    // A desk day keeps its club's desk watched, though days are what it fetches.
    expect(await refreshPull('desk-day', { clubId: CLUB, date: '2030-01-20' })).toBe('fresh')
    // Watching a day again moves it last.
    await refreshPull('availability', { clubId: CLUB, date: '2030-01-03' })

    s.calls.length = 0
    await syncNow()
    const keyed = [
      'court_availability 2030-01-02',
      'court_availability 2030-01-04',
      'court_availability 2030-01-05',
      'court_availability 2030-01-03',
      'club_dashboard',
      `club_day ${TODAY}`,
      'club_day 2030-01-11',
      'club_day 2030-01-12',
      'club_members',
    ]
    expect(keyed.filter((c) => c.startsWith('court_availability'))).toHaveLength(MAX_WATCHED_DAYS)
    const asked = s.asked()
    expect(asked.slice(-keyed.length)).toEqual(keyed)
    expect(asked.slice(0, -keyed.length)).toEqual(expect.arrayContaining(['sync_state', 'fetchProfile', 'fetchClubs', 'wallet_balances']))
    expect(asked.slice(0, -keyed.length).some((c) => /^(court_availability|club_)/.test(c))).toBe(false)
  })

  it('lets a desk screen wait for the dashboard only: the days, then the member list, follow in the background', async () => {
    const me = user()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const s = server(me, { club_day: async (args) => (await held, ok(day(String(args.p_date)))) })
    await started(me, s.api)
    s.calls.length = 0

    expect(await refreshPull('desk-dashboard', CLUB)).toBe('fresh')
    await vi.waitFor(() => expect(s.asked()).toEqual(['club_dashboard', `club_day ${TODAY}`]))
    release()
    await vi.waitFor(() => expect(s.asked().at(-1)).toBe('club_members'))
    expect(s.asked()).toEqual(['club_dashboard', `club_day ${TODAY}`, 'club_day 2030-01-11', 'club_day 2030-01-12', 'club_members'])
  })

  it('fetches the member list a staff page watches at most every MEMBERS_FRESH_MS, in the cycles too', async () => {
    const me = user()
    const s = server(me)
    await started(me, s.api)
    const members = () => s.calls.filter((c) => c.fn === 'club_members').length

    watchPull('desk-members', CLUB)
    await vi.waitFor(() => expect(members()).toBe(1))
    watchPull('desk-members', CLUB)
    await syncNow()
    expect(s.asked()).toContain('club_dashboard') // the desk's club is watched: its dashboard comes with each sync
    expect(members()).toBe(1)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + MEMBERS_FRESH_MS + 1000)
    await syncNow()
    expect(members()).toBe(2)
  })

  it('shows the player data’s failure in the sync status, not a watched day’s (that one is for the screen that asked)', async () => {
    const me = user()
    const failing = server(me, { court_availability: () => ({ data: null, error: { message: 'day refused', status: 500 } }) })
    await started(me, failing.api)
    expect(await refreshPull('availability', { clubId: CLUB, date: '2030-01-01' })).toBe('error')
    await syncNow()
    expect(failing.asked()).toContain('court_availability 2030-01-01')
    expect(engineStatus.get().error).toBeUndefined()
    stopSync()

    const other = user()
    const broken = server(other, {}, { fetchClubs: async () => ({ data: null, error: { message: 'boom', status: 500 } }) })
    await started(other, broken.api)
    expect(sayWords(engineStatus.get().error!)).toBe('Could not refresh your data: boom')
  })

  it('refreshes a refused token once per cycle, and asks to sign in again when that is refused too', async () => {
    const me = user()
    const expired = { fetchProfile: async () => ({ data: null, error: { message: 'JWT expired', code: 'PGRST301', status: 401 } }) }
    const refused = fakeApi(me, { refresh: 'rejected' })
    const s = server(me, {}, { ...expired, refreshSession: refused.api.refreshSession })
    await started(me, s.api)
    expect(refused.refreshes()).toBe(2) // the first cycle and the one syncNow asked for
    expect(engineStatus.get().needsSignIn).toBe(true)
  })

  it('asks nothing offline: a screen hears "offline" and keeps its copy', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const me = user()
    const s = server(me)
    await started(me, s.api)
    expect(await refreshPull('desk-dashboard', CLUB)).toBe('offline')
    expect(await refreshPull('availability', { clubId: CLUB, date: '2030-01-01' })).toBe('offline')
    watchPull('desk-members', CLUB)
    await syncNow()
    expect(s.calls).toEqual([])
  })

  it('a visitor’s engine pulls the public clubs, courts and slots, the open matches and the days shown, nothing of anyone, and sends nothing', async () => {
    const s = server(VISITOR_ID)
    const club = {
      ...MADRID,
      id: CLUB,
      country_code: 'ES',
      city: 'Madrid',
      address: null,
      booking_horizon_days: 14,
      full_refund_hours: 24,
      active: true,
      pay_ways: ['wallet', 'club'],
      unpaid_limit: 2,
      free_cancel_minutes: 10,
      match_leave_hours: 6,
      match_cutoff_hours: 2,
    }
    s.api.fetchClubs = async () => (s.calls.push({ fn: 'fetchClubs', args: {} }), ok([club]))
    users.push(VISITOR_ID)
    await startVisitorSync({ api: s.api })
    await syncNow()
    expect(new Set(s.asked())).toEqual(new Set(['fetchClubs', 'fetchCourts', 'fetchSlots', 'open_matches']))
    expect(getUserDatabase()?.userId).toBe(VISITOR_ID)
    expect(await getUserDatabase()!.clubs.toArray()).toEqual([expect.objectContaining({ id: CLUB, name: MADRID.name })])
    expect(syncingUserId()).toBeNull()
    expect(await refreshPull('availability', { clubId: CLUB, date: '2030-01-01' })).toBe('fresh')
    // The desk's pulls are not a visitor's: asked for, they fetch nothing.
    expect(await refreshPull('desk-dashboard', CLUB)).toBe('error')
    s.calls.length = 0
    await syncNow()
    expect(s.asked()).toEqual(['fetchClubs', 'fetchCourts', 'fetchSlots', 'open_matches', 'court_availability 2030-01-01'])

    // Signing in replaces the visitor's engine and database with the user's.
    const me = user()
    const mine = server(me)
    await started(me, mine.api)
    expect(getUserDatabase()?.userId).toBe(me)
    expect(syncingUserId()).toBe(me)
    expect(mine.asked()).toContain('fetchProfile')
    s.calls.length = 0
    await syncNow()
    expect(s.calls).toEqual([])
  })
})
