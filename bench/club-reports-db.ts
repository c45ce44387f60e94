import { loadavg } from 'node:os'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { startScratchStack } from '../server/stack/scratch.ts'
import { median, report } from './lib/stack.ts'

/**
 * club_report() at the full seed for ELSY Madrid, signed in as the demo club owner: (1) in the database — the
 * SQL call alone, as PostgREST runs it (role authenticated, the owner's claims); (2) through the API with
 * supabase-js. Median of RUNS calls after WARM_UP, for 30 and 365 days (each also computes the period before).
 * The machine is shared, so each figure is also given as a ratio to a fixed piece of CPU work timed in the same
 * run (BASELINE): a ratio that moves between runs is the report, not the load. Needs no app build.
 */
const RUNS = 15
const WARM_UP = 3
const OWNER = { id: 'd0000000-0000-4000-8000-000000000003', email: 'club@elsy.test', password: 'ElsyDemo!2026' }
const MADRID = 'c0000000-0000-4000-8000-000000000001'
const BASELINE = 'select sum(g) from generate_series(1, 200000) g'

async function timed(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return median(times)
}

const stack = await startScratchStack({ appDir: null })
const db = new pg.Client({ connectionString: stack.dbUrl })
try {
  await db.connect()
  await db.query("select set_config('request.jwt.claims', $1, false)", [JSON.stringify({ sub: OWNER.id, role: 'authenticated' })])
  await db.query('set role authenticated')
  const {
    rows: [{ today }],
  } = await db.query<{ today: string }>("select to_char((now() at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as today")

  const api = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error: signInError } = await api.auth.signInWithPassword({ email: OWNER.email, password: OWNER.password })
  if (signInError) throw signInError

  const baseline = await timed(() => db.query(BASELINE))
  report('baseline (fixed CPU work) in the database', `${baseline.toFixed(1)} ms`)

  for (const days of [30, 365]) {
    const sql = "select public.club_report($1, $2::date - $3::int, $2::date) as r"
    const params = [MADRID, today, days - 1]
    const {
      rows: [{ r }],
    } = await db.query<{ r: { status: string; current: { occupancy: { bookable: number; booked: number } } } }>(sql, params)
    if (r.status !== 'ok') throw new Error(`club_report answered ${r.status}`)
    const inDb = await timed(() => db.query(sql, params))
    const viaApi = await timed(async () => {
      const { data, error } = await api.rpc('club_report', { p_club_id: MADRID, p_from: addDays(today, -(days - 1)), p_to: today })
      if (error) throw new Error(error.message)
      if ((data as { status: string }).status !== 'ok') throw new Error('club_report through the API was refused')
    })
    report(`club_report ${days} days: booked / bookable`, `${r.current.occupancy.booked} / ${r.current.occupancy.bookable}`)
    report(`club_report ${days} days: database`, `${inDb.toFixed(1)} ms`, '≤ 200 ms')
    report(`club_report ${days} days: ÷ baseline`, `× ${(inDb / baseline).toFixed(2)}`)
    report(`club_report ${days} days: API`, `${viaApi.toFixed(1)} ms`)
  }
  report('load average (1 min) during the run', loadavg()[0].toFixed(2))
} catch (error) {
  console.error('club-reports-db bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.end().catch(() => undefined)
  await stack.stop()
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
