import { loadavg } from 'node:os'
import pg from 'pg'
import { migrate } from '../server/stack/migrate.ts'
import { startScratchStack } from '../server/stack/scratch.ts'
import { median, report } from './lib/stack.ts'

/**
 * The network's reads in the database, as PostgREST runs them (role authenticated, the demo member's claims):
 * rankings pages, my_ranking, player_statistics, search_network, open_matches and court_availability, median of RUNS calls
 * after WARM_UP.
 *
 * `npm run bench -- --scale 10` (or ELSY_BENCH_SCALE=10): also seeds a second database of the same scratch
 * cluster with the seed's own logic grown tenfold (elsy.seed_scale, see supabase/seed.sql; a few minutes)
 * and prints each read at 1x and 10x, the ratio and the goals: every rankings / statistics / search read
 * at most 1.5x its 1x time and 20 ms at 10x; court_availability flat. Without it, the 1x figures only.
 */
const RUNS = 15
const WARM_UP = 3
const DEMO = 'd0000000-0000-4000-8000-000000000004'
const MADRID = 'c0000000-0000-4000-8000-000000000001'
const MAX_RATIO = 1.5
const MAX_MS = 20

function scaleOption(): number {
  const at = process.argv.indexOf('--scale')
  const raw = at >= 0 ? process.argv[at + 1] : process.env.ELSY_BENCH_SCALE
  const scale = raw ? Number(raw) : 1
  if (!Number.isInteger(scale) || scale < 1 || scale > 50) throw new Error(`--scale wants a whole number 1..50, not ${raw}`)
  return scale
}

interface Read {
  label: string
  sql: string
  params?: unknown[]
  /** Held to the goals (rankings, statistics, search, open matches); court_availability is only to stay flat. */
  goal: boolean
}

const reads: Read[] = [
  { label: 'rankings network, first 50', sql: "select public.rankings('network', null, 50, 0)", goal: true },
  { label: 'rankings country:ES, first 50', sql: "select public.rankings('country:ES', null, 50, 0)", goal: true },
  { label: 'rankings club Madrid, first 50', sql: 'select public.rankings($1, null, 50, 0)', params: [`club:${MADRID}`], goal: true },
  { label: 'rankings network, search "garcia"', sql: "select public.rankings('network', 'garcia', 50, 0)", goal: true },
  { label: 'my_ranking network', sql: "select public.my_ranking('network')", goal: true },
  { label: 'my_ranking club Madrid', sql: 'select public.my_ranking($1)', params: [`club:${MADRID}`], goal: true },
  { label: 'player_statistics', sql: 'select public.player_statistics()', goal: true },
  { label: 'search_network "hugo bakker"', sql: "select public.search_network('hugo bakker', 5)", goal: true },
  { label: 'search_network "ma"', sql: "select public.search_network('ma', 5)", goal: true },
  { label: 'open_matches, the next 14 days (one page)', sql: 'select public.open_matches()', goal: true },
  { label: 'court_availability Madrid, tomorrow', sql: 'select * from public.court_availability($1, current_date + 1)', params: [MADRID], goal: false },
]

async function measure(dbUrl: string): Promise<Map<string, number>> {
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  try {
    // What PostgREST does for each request: the role and the caller's claims, then the call.
    await db.query("select set_config('request.jwt.claims', $1, false)", [JSON.stringify({ sub: DEMO, role: 'authenticated' })])
    await db.query('set role authenticated')
    const times = new Map<string, number>()
    for (const read of reads) {
      for (let i = 0; i < WARM_UP; i++) await db.query(read.sql, read.params)
      const runs: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now()
        await db.query(read.sql, read.params)
        runs.push(performance.now() - started)
      }
      times.set(read.label, median(runs))
    }
    return times
  } finally {
    await db.end()
  }
}

async function sizes(dbUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  try {
    const { rows: [row] } = await db.query<Record<string, number>>(`
      select (select count(*) from public.profiles)::int as members,
             (select count(*) from public.bookings)::int as bookings,
             (select count(*) from public.matches where status = 'confirmed')::int as matches,
             (select count(*) from public.courts)::int as courts,
             (select count(*) from public.player_ratings where matches > 0)::int as ranked`)
    return `${row.members} members, ${row.bookings} bookings, ${row.matches} confirmed matches, ${row.courts} courts, ${row.ranked} ranked`
  } finally {
    await db.end()
  }
}

async function vacuum(dbUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  await db.query('vacuum analyze')
  await db.end()
}

const scale = scaleOption()
const stack = await startScratchStack({ appDir: null })
try {
  // The seed leaves its new tables to autovacuum; a bench cannot wait for it, at either scale.
  await vacuum(stack.dbUrl)
  report('network at 1x', await sizes(stack.dbUrl))
  const base = await measure(stack.dbUrl)
  if (scale === 1) {
    for (const read of reads) report(`${read.label}: database`, `${base.get(read.label)!.toFixed(1)} ms`)
  } else {
    // A second database in the same cluster, seeded by the same files with elsy.seed_scale set.
    const admin = new pg.Client({ connectionString: stack.dbUrl })
    const name = `elsy_scale_${scale}`
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.query(`alter database ${name} set elsy.seed_scale = '${scale}'`)
    await admin.end()
    const url = new URL(stack.dbUrl)
    url.pathname = `/${name}`
    const started = performance.now()
    await migrate(url.toString(), { seed: true })
    await vacuum(url.toString())
    report(`seeding at ${scale}x`, `${((performance.now() - started) / 1000).toFixed(0)} s`)
    report(`network at ${scale}x`, await sizes(url.toString()))
    const scaled = await measure(url.toString())
    for (const read of reads) {
      const one = base.get(read.label)!
      const many = scaled.get(read.label)!
      const ratio = many / one
      const met = read.goal ? ratio <= MAX_RATIO && many <= MAX_MS : ratio <= MAX_RATIO
      report(
        `${read.label}: 1x / ${scale}x`,
        `${one.toFixed(1)} / ${many.toFixed(1)} ms  ×${ratio.toFixed(2)} ${met ? 'met' : 'MISSED'}`,
        read.goal ? `≤ ×${MAX_RATIO} and ≤ ${MAX_MS} ms` : `flat, ≤ ×${MAX_RATIO}`,
      )
    }
  }
  report('load average (1 min) during the run', loadavg()[0].toFixed(2))
} catch (error) {
  console.error('reads-at-scale bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stack.stop()
}
