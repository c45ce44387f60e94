import { loadavg } from 'node:os'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { startScratchStack } from '../server/stack/scratch.ts'
import { median, report } from './lib/stack.ts'

/**
 * rankings() at the full seed, signed in as the demo member: (1) in the database — the SQL call alone,
 * as PostgREST runs it (role authenticated, the member's claims); (2) through the API with supabase-js,
 * as the app calls it. Median of RUNS calls after WARM_UP, per case. Needs no app build.
 */
const RUNS = 15
const WARM_UP = 3
const DEMO = { id: 'd0000000-0000-4000-8000-000000000004', email: 'member@elsy.test', password: 'ElsyDemo!2026' }
const MADRID = 'c0000000-0000-4000-8000-000000000001'

const cases: { label: string; args: { p_scope: string; p_search?: string; p_limit?: number; p_offset?: number } }[] = [
  { label: 'network, first 50', args: { p_scope: 'network' } },
  { label: 'country:ES, first 50', args: { p_scope: 'country:ES' } },
  { label: 'club (ELSY Madrid), first 50', args: { p_scope: `club:${MADRID}` } },
  { label: 'network, search "garcia"', args: { p_scope: 'network', p_search: 'garcia' } },
  { label: 'network, offset 10000', args: { p_scope: 'network', p_offset: 10000 } },
]

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
  // What PostgREST does for each request: the role and the caller's claims, then the call.
  await db.query("select set_config('request.jwt.claims', $1, false)", [JSON.stringify({ sub: DEMO.id, role: 'authenticated' })])
  await db.query('set role authenticated')
  const [{ ranked }] = (await db.query<{ ranked: number }>('select count(*)::int as ranked from public.player_ratings where matches > 0')).rows
  report('ranked players at the full seed', String(ranked))

  const api = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js wants one for realtime even when unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error: signInError } = await api.auth.signInWithPassword({ email: DEMO.email, password: DEMO.password })
  if (signInError) throw signInError

  for (const { label, args } of cases) {
    const sql = 'select public.rankings($1, $2, $3, $4)'
    const params = [args.p_scope, args.p_search ?? null, args.p_limit ?? 50, args.p_offset ?? 0]
    const inDb = await timed(() => db.query(sql, params))
    const viaApi = await timed(async () => {
      const { error } = await api.rpc('rankings', args)
      if (error) throw new Error(error.message)
    })
    const { rows: [{ page }] } = await db.query<{ page: { total: number; rows: unknown[] } }>(`${sql} as page`, params)
    report(`rankings ${label}: rows / total`, `${page.rows.length} / ${page.total}`)
    report(`rankings ${label}: database`, `${inDb.toFixed(1)} ms`, label.startsWith('network, first') ? '≤ 100 ms' : undefined)
    report(`rankings ${label}: API`, `${viaApi.toFixed(1)} ms`)
  }
  report('my_ranking network: database', `${(await timed(() => db.query("select public.my_ranking('network')"))).toFixed(1)} ms`)
  report('player_statistics: database', `${(await timed(() => db.query('select public.player_statistics()'))).toFixed(1)} ms`)
  report('load average (1 min) during the run', loadavg()[0].toFixed(2))
} catch (error) {
  console.error('rankings-db bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.end().catch(() => undefined)
  await stack.stop()
}
