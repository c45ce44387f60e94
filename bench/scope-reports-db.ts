import { loadavg } from 'node:os'
import pg from 'pg'
import { startScratchStack } from '../server/stack/scratch.ts'
import { median, report } from './lib/stack.ts'

/**
 * The reports above one club at the full seed, in the database (the SQL call alone, as PostgREST runs it: role
 * authenticated, the caller's claims): scope_dashboard and scope_clubs (the clubs comparison, the country and
 * network reports, the finance page's revenue by club) for the demo country owner (Spain) and the demo super admin
 * (the network). Median of RUNS calls after WARM_UP; each also as a ratio to a fixed piece of CPU work timed in the
 * same run (BASELINE), since the machine is shared. Target: ≤ 300 ms in the database. Needs no app build.
 */
const RUNS = 9
const WARM_UP = 2
const ADMIN = 'd0000000-0000-4000-8000-000000000001'
const COUNTRY_OWNER = 'd0000000-0000-4000-8000-000000000002'
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
  const as = async (id: string) => {
    await db.query('reset role')
    // aal2: signed in with two steps, as a super admin's session is.
    await db.query("select set_config('request.jwt.claims', $1, false)", [JSON.stringify({ sub: id, role: 'authenticated', aal: 'aal2' })])
    await db.query('set role authenticated')
  }
  const {
    rows: [{ today }],
  } = await db.query<{ today: string }>("select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today")
  const baseline = await timed(() => db.query(BASELINE))
  report('baseline (fixed CPU work) in the database', `${baseline.toFixed(1)} ms`)

  const cases: Array<{ who: string; id: string; name: string; sql: string; params: unknown[] }> = [
    { who: 'country owner', id: COUNTRY_OWNER, name: 'scope_dashboard (Spain)', sql: "select public.scope_dashboard('ES') as r", params: [] },
    { who: 'super admin', id: ADMIN, name: 'scope_dashboard (network)', sql: 'select public.scope_dashboard(null) as r', params: [] },
    { who: 'country owner', id: COUNTRY_OWNER, name: 'scope_clubs 30 days (Spain)', sql: 'select public.scope_clubs($1::date - 29, $1::date) as r', params: [today] },
    { who: 'super admin', id: ADMIN, name: 'scope_clubs 30 days (network)', sql: 'select public.scope_clubs($1::date - 29, $1::date) as r', params: [today] },
  ]
  for (const c of cases) {
    await as(c.id)
    const {
      rows: [{ r }],
    } = await db.query<{ r: { status: string; clubs?: unknown[] } }>(c.sql, c.params)
    if (r.status !== 'ok') throw new Error(`${c.name} answered ${r.status} to the ${c.who}`)
    const ms = await timed(() => db.query(c.sql, c.params))
    report(`${c.name}${Array.isArray(r.clubs) ? `, ${r.clubs.length} clubs` : ''}: database`, `${ms.toFixed(1)} ms`, '≤ 300 ms')
    report(`${c.name}: ÷ baseline`, `× ${(ms / baseline).toFixed(2)}`)
  }
  report('load average (1 min) during the run', loadavg()[0].toFixed(2))
} catch (error) {
  console.error('scope-reports-db bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.end().catch(() => undefined)
  await stack.stop()
}
