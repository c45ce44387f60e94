import pg from 'pg'
import type { Account, RpcResult } from './booking-helpers.ts'
import { sql, stack } from './support.ts'

// A change held open in a transaction of its own, so a test can stage a race: start the change, see the other
// writer wait for it, then commit.

export interface Held {
  pid: number
  /** The RPC's answer, once its statement is done (it may itself be waiting). */
  answer: Promise<RpcResult>
  commit(): Promise<void>
}

/**
 * Runs a statement (its one column named `answer`) in a transaction left open: as `who`, the way PostgREST runs an
 * RPC minus the commit, or as the superuser without `who`.
 */
export async function hold(who: Account | null, text: string, params: unknown[]): Promise<Held> {
  const client = new pg.Client({ connectionString: stack().dbUrl })
  await client.connect()
  const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows
  await client.query('begin')
  if (who) {
    await client.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: who.id, role: 'authenticated', aal: who.aal ?? 'aal1' }),
    ])
  }
  const answer = client.query<{ answer: RpcResult }>(text, params).then((result) => result.rows[0].answer)
  // A failed statement is the test's to report (through `answer`), not an unhandled rejection meanwhile.
  answer.catch(() => {})
  return {
    pid,
    answer,
    async commit() {
      await answer.catch(() => {})
      await client.query('commit')
      await client.end()
    },
  }
}

/** Resolves once some other session is waiting for a lock `pid` holds. */
export async function someoneWaitsFor(pid: number): Promise<void> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const [{ waiting }] = await sql<{ waiting: boolean }>(
      'select exists (select 1 from pg_stat_activity a where $1 = any (pg_blocking_pids(a.pid))) as waiting',
      [pid],
    )
    if (waiting) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`Nobody waited for session ${pid} within 5 s`)
}

