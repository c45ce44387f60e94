import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { ElsyDatabase } from '../database'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import type { ApiResult, ReadRpc, SyncApi } from '../sync/api'
import { fakeApi } from '~/testing/fake-sync-api'
import { openMatchJson } from '~/testing/open-matches'
import { runPull, runsFor, watchedBy, type Pull } from './pull'
import { pullNamed, pulls } from './registry'
import { clubDays, deskClub } from './watches'

const ME = 'e0000000-0000-4000-8000-000000000101'
const CLUB = 'c0000000-0000-4000-8000-000000000101'
const DAY = { clubId: CLUB, date: '2030-01-10' }
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })

/** Every RPC the API reads with (a new one fails tsc here until it is listed). */
const READ_RPCS: Record<ReadRpc, true> = {
  court_availability: true,
  wallet_balances: true,
  my_matches: true,
  player_statistics: true,
  rankings: true,
  my_ranking: true,
  tournament_list: true,
  tournament_details: true,
  club_dashboard: true,
  club_members: true,
  club_day: true,
  sync_state: true,
  open_matches: true,
  my_open_matches: true,
}

const dashboard = {
  status: 'ok',
  message: 'Dashboard ready.',
  club: { id: CLUB, name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid' },
  today: DAY.date,
  members: { total: 1, new_this_month: 0 },
  courts: { in_service: 0, total: 0 },
  bookings_week: { this: 0, last: 0 },
  revenue_month: { currency: 'EUR', this: 0, last: 0 },
  today_bookings: [],
}
const court = {
  court_id: 'k1',
  court_name: 'Court 1',
  court_number: 1,
  court_type: 'indoor',
  currency: 'EUR',
  is_free: true,
  is_past: false,
  is_peak: false,
  is_unavailable: false,
  label: '09:00 - 10:30',
  price: 24,
  slot_id: 1,
  starts_at: '2030-01-10T08:00:00Z',
}
const member = { id: 'm1', name: 'Ana Pérez', username: null, email: null, phone: null, home_club: true, bookings_12m: 0, last_booking_on: null }
const answers: Partial<Record<string, (args: Record<string, unknown>) => ApiResult<unknown>>> = {
  court_availability: () => ok([court]),
  club_dashboard: () => ok(dashboard),
  club_day: (args) =>
    ok({ status: 'ok', message: 'Day ready.', club: { ...dashboard.club, today: DAY.date }, date: args.p_date, slots: [], courts: [], cells: [] }),
  club_members: () => ok({ status: 'ok', message: 'Members.', total: 1, rows: [member] }),
  open_matches: () => ok({ status: 'ok', message: 'Open matches.', matches: [openMatchJson('m1')] }),
  my_open_matches: () => ok({ status: 'ok', message: 'Your matches.', matches: [openMatchJson('m2')] }),
}

/** A server that records what each pull asks, by RPC or fetch name. */
function recordingServer() {
  const asked = new Set<string>()
  const { api } = fakeApi(ME, {
    rpc: (fn, args) => answers[fn]?.(args) ?? { data: null, error: { message: 'not deployed', code: 'PGRST202', status: 404 } },
  })
  const recorded = Object.fromEntries(
    Object.entries(api).map(([name, call]: [string, (...args: unknown[]) => unknown]) => [
      name,
      (...args: unknown[]) => {
        asked.add(name === 'rpc' ? String(args[0]) : name)
        return call(...args)
      },
    ]),
  ) as unknown as SyncApi
  return { api: recorded, asked }
}

/** The stores whose rows differ from a snapshot taken before. */
async function snapshot(db: ElsyDatabase): Promise<() => Promise<string[]>> {
  const read = async () => new Map(await Promise.all(db.tables.map(async (t) => [t.name, JSON.stringify(await t.toArray())] as const)))
  const before = await read()
  return async () => [...(await read())].filter(([name, rows]) => before.get(name) !== rows).map(([name]) => name)
}

afterEach(async () => {
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

describe('the pull registry', () => {
  it('lists each pull once, found by its name', () => {
    const names = pulls.map((p) => p.name)
    expect(new Set(names).size).toBe(names.length)
    for (const pull of pulls) {
      expect(pull.name).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(pullNamed(pull.name)).toBe(pull)
    }
  })

  it('reads every RPC the API reads with from some pull', () => {
    const read = new Set(pulls.flatMap((p) => p.reads))
    expect(Object.keys(READ_RPCS).filter((rpc) => !read.has(rpc as ReadRpc))).toEqual([])
  })

  it('runs the player data each cycle, the club days and the desk for the keys the screens watch, a desk day when asked', () => {
    const runs = Object.fromEntries(pulls.map((p) => [p.name, p.runs.every]))
    expect(runs).toEqual({
      'player-data': 'cycle',
      'public-reference': 'cycle',
      'open-matches': 'cycle',
      'my-open-matches': 'cycle',
      availability: 'watched-key',
      'desk-dashboard': 'watched-key',
      'desk-days': 'watched-key',
      'desk-members': 'watched-key',
      'desk-day': 'ask',
    })
    expect(watchedBy(pullNamed('availability'), DAY)).toEqual({ watch: clubDays, id: `${CLUB}|${DAY.date}`, key: DAY })
    expect(watchedBy(pullNamed('desk-day'), DAY)).toEqual({ watch: deskClub, id: CLUB, key: CLUB })
    expect(watchedBy(pullNamed('player-data'), undefined)).toBeNull()
  })

  it('runs for a visitor only the public pulls: clubs, courts and slots, the open matches, and the club days', () => {
    expect(pulls.filter((p) => runsFor(p, true)).map((p) => p.name)).toEqual(['public-reference', 'open-matches', 'availability'])
    expect(pulls.filter((p) => runsFor(p, false)).map((p) => p.name)).not.toContain('public-reference')
    expect(pulls.filter((p) => runsFor(p, false)).map((p) => p.name)).toContain('availability')
  })

  it.each(pulls.map((p) => [p.name, p] as const))('%s asks only what it declares and writes only the stores it declares', async (_name, pull) => {
    const db = await openUserDatabase(ME)
    // The desk's days follow its kept dashboard (the dashboard itself starts from nothing: a second run in the same
    // millisecond would write the very same rows, and show no store written).
    if (pull.name !== 'desk-dashboard') await runPull(pullNamed('desk-dashboard'), { db, api: recordingServer().api }, CLUB)
    const { api, asked } = recordingServer()
    const changed = await snapshot(db)
    const key = pull.runs.every === 'cycle' ? undefined : pull.name === 'availability' || pull.name === 'desk-day' ? DAY : CLUB
    const report = await runPull(pull as Pull<unknown>, { db, api }, key)
    expect(report.error).toBeNull()
    expect(asked.size).toBeGreaterThan(0)
    expect([...asked].filter((name) => !(pull.reads as readonly string[]).includes(name))).toEqual([])
    const written = await changed()
    expect(written.length).toBeGreaterThan(0)
    expect(written.filter((name) => !(pull.stores as readonly string[]).includes(name))).toEqual([])
  })
})
