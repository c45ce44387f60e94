import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { request } from './raw-http.ts'

// One caller's slow filters must not hold every PostgREST connection: the gateway lets each caller (token
// subject, else client address) have a few requests in flight and a few waiting, and refuses the rest at
// once. A stack of its own with 4 in flight and 2 waiting.

// Eight groups and their back-references against every club address: runs until the 8 s statement timeout.
const EVIL = '(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1 '
const PASSWORD = 'Courtside#2026'

let scratch: Awaited<ReturnType<typeof startScratchStack>>
let attacker: string
let bystander: string

async function tokenOf(email: string): Promise<string> {
  const headers = { apikey: scratch.serviceRoleKey, authorization: `Bearer ${scratch.serviceRoleKey}`, 'content-type': 'application/json' }
  const created = await fetch(`${scratch.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true, user_metadata: { first_name: 'Slow', last_name: 'Filter' } }),
  })
  expect(created.status).toBe(200)
  const signIn = await fetch(`${scratch.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: scratch.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await signIn.json()) as { access_token: string }).access_token
}

beforeAll(async () => {
  scratch = await startScratchStack({ appDir: null, restConcurrency: { inFlight: 4, waiting: 2 } })
  attacker = await tokenOf('slow-filters@example.test')
  bystander = await tokenOf('bystander@example.test')
}, 120_000)

afterAll(async () => {
  await scratch?.stop()
})

const read = (token: string, query: string, from = '127.0.0.1') =>
  request(`${scratch.url}/rest/v1/${query}`, { headers: { apikey: scratch.anonKey, authorization: `Bearer ${token}` }, localAddress: from })

describe('concurrent API requests per caller', () => {
  it('ten slow filters from one token: the extra ones are refused at once, another user stays fast', async () => {
    const started = Date.now()
    const attacks = Array.from({ length: 10 }, () =>
      read(attacker, `clubs?select=id&address=match.${encodeURIComponent(EVIL)}`).then((answer) => ({ answer, ms: Date.now() - started })),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const bystanderStarted = Date.now()
    const own = await read(bystander, 'clubs?select=id&limit=1')
    const bystanderMs = Date.now() - bystanderStarted
    expect(own.status).toBe(200)
    expect(bystanderMs).toBeLessThan(1500)

    const results = await Promise.all(attacks)
    const refused = results.filter(({ answer }) => answer.status === 429)
    expect(refused).toHaveLength(4)
    for (const { answer, ms } of refused) {
      expect(ms).toBeLessThan(1500)
      expect(answer.headers['retry-after']).toBeDefined()
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'too_many_requests', details: null, hint: null })
    }
    // The six let in ran (and met the statement timeout), never more than four at once.
    expect(results.filter(({ answer }) => answer.status !== 429)).toHaveLength(6)
  }, 60_000)

  it('the anonymous are counted per client address', async () => {
    const slow = Array.from({ length: 7 }, () =>
      request(`${scratch.url}/rest/v1/clubs?select=id&address=match.${encodeURIComponent(EVIL)}`, {
        headers: { apikey: scratch.anonKey },
        localAddress: '127.0.0.31',
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const other = await request(`${scratch.url}/rest/v1/clubs?select=id&limit=1`, { headers: { apikey: scratch.anonKey }, localAddress: '127.0.0.32' })
    expect(other.status).toBe(200)
    const statuses = (await Promise.all(slow)).map((answer) => answer.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
  }, 60_000)
})
