import { afterAll, describe, expect, it } from 'vitest'
import { account, tokenFor } from './booking-helpers.ts'
import { anonClient, sql, stack } from './support.ts'

// A backtracking regex filter (PostgREST's `match`) over a readable text column runs for tens of seconds
// without a limit. Supabase's role timeouts (anon 3 s, authenticated 8 s) end it, with a JSON error,
// and ten at once must not starve everyone else of PostgREST's connections.

// Eight groups and their back-references against every club address (seven already take ~30 s here).
const EVIL = '(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1 '

afterAll(async () => {
  // On a server without timeouts these would run on after the test gave up on them.
  await sql(`select pg_cancel_backend(pid) from pg_stat_activity
             where usename = 'authenticator' and state = 'active' and query like '%"address" ~%'`)
})

async function timed<T>(work: () => PromiseLike<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now()
  const value = await work()
  return { value, ms: Date.now() - started }
}

/** The REST call with a client-side deadline, so a server without timeouts fails the test instead of hanging it. */
async function evilFilter(headers: Record<string, string>, deadlineMs: number) {
  const url = `${stack().apiUrl}/rest/v1/clubs?select=id&address=match.${encodeURIComponent(EVIL)}`
  const response = await fetch(url, { headers: { apikey: stack().anonKey, ...headers }, signal: AbortSignal.timeout(deadlineMs) })
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
}

describe('statement timeouts', () => {
  it('end a member\'s pathological regex filter within 8 s with a JSON error', async () => {
    const member = await account()
    const bearer = await tokenFor(member.id)
    const { value, ms } = await timed(() => evilFilter({ authorization: `Bearer ${bearer}` }, 15_000))
    expect(value.status).toBeGreaterThanOrEqual(400)
    expect(value.body.code).toBe('57014')
    expect(value.body.message).toMatch(/statement timeout/)
    expect(ms).toBeLessThan(11_000)
  }, 30_000)

  it('end ten anonymous ones within 3 s, and a visitor meanwhile is answered', async () => {
    const attacks = Array.from({ length: 10 }, () => timed(() => evilFilter({}, 15_000)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const visitor = await timed(() => anonClient().from('clubs').select('id').limit(1))
    const results = await Promise.all(attacks)
    for (const { value, ms } of results) {
      expect(value.body.code).toBe('57014')
      expect(ms).toBeLessThan(6_000)
    }
    expect(visitor.value.error).toBeNull()
    expect(visitor.ms).toBeLessThan(6_000)
  }, 30_000)

  it('leave the app\'s own heavier reads well inside the limit', async () => {
    const member = await account()
    for (const [name, args] of [
      ['rankings', { p_scope: 'network', p_limit: 50 }],
      ['player_statistics', {}],
      ['search_network', { p_query: 'madrid' }],
      ['tournament_list', {}],
    ] as const) {
      const { value, ms } = await timed(() => member.client.rpc(name, args))
      expect(value.error, name).toBeNull()
      expect(ms, name).toBeLessThan(2_000)
    }
  }, 30_000)
})
