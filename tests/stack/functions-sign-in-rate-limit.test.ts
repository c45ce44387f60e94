import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { request } from './raw-http.ts'

// Username sign-in goes through the functions to the auth service in-process, where no socket tells who
// is calling. The sign-in limit must still be per caller (and per account), not one bucket for everyone.
// A stack of its own with a sign-in limit of 5 per address; callers are told apart by loopback address.

const LIMIT = 5
let scratch: Awaited<ReturnType<typeof startScratchStack>>
const PASSWORD = 'Courtside#2026'
const users = ['ada_rl', 'bea_rl', 'cy_rl']

beforeAll(async () => {
  scratch = await startScratchStack({ seed: false, appDir: null, auth: { rateLimits: { signIn: { points: LIMIT, durationSec: 300 } } } })
  for (const username of users) {
    const response = await fetch(`${scratch.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: scratch.serviceRoleKey, authorization: `Bearer ${scratch.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${username}@example.test`,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { username, first_name: 'Rate', last_name: 'Limit' },
      }),
    })
    expect(response.status).toBe(200)
  }
}, 120_000)

afterAll(async () => {
  await scratch?.stop()
})

async function signIn(from: string, username: string, password: string, headers: Record<string, string> = {}) {
  const answer = await request(`${scratch.url}/functions/v1/sign-in-with-username`, {
    method: 'POST',
    headers: { apikey: scratch.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
    localAddress: from,
  })
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> }
}

describe('username sign-in rate limit', () => {
  it('one address guessing until refused does not lock out another address, nor the account it guessed at', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signIn('127.0.0.2', 'ada_rl', `Wrong#${i}xyz`)).status).toBe(400)
    const refused = await signIn('127.0.0.2', 'ada_rl', PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body.error_code).toBe('over_request_rate_limit')

    expect((await signIn('127.0.0.3', 'bea_rl', PASSWORD)).status).toBe(200)
    expect((await signIn('127.0.0.3', 'ada_rl', PASSWORD)).status).toBe(200)
  })

  it('a forged X-Forwarded-For does not buy a fresh bucket', async () => {
    for (const forged of ['10.0.0.1', '203.0.113.7, 127.0.0.9']) {
      const answer = await signIn('127.0.0.2', 'cy_rl', PASSWORD, { 'x-forwarded-for': forged, 'x-real-ip': forged })
      expect(answer.status).toBe(429)
    }
  })

  it('guesses at one account spread over many addresses lock those addresses, never the owner elsewhere', async () => {
    // Three addresses each guess at bea_rl until refused: 3 × the per-address limit, past the account's threshold.
    for (const from of ['127.0.0.4', '127.0.0.5', '127.0.0.11']) {
      for (let i = 0; i < LIMIT; i++) expect((await signIn(from, 'bea_rl', `Wrong#${i}xyz`)).status).toBe(400)
      expect((await signIn(from, 'bea_rl', PASSWORD)).status).toBe(429)
    }
    // The owner, from an address that did not guess, signs in with the right password at once (a short
    // added delay at most), and so does anyone else from there.
    const started = Date.now()
    expect((await signIn('127.0.0.6', 'bea_rl', PASSWORD)).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(4000)
    expect((await signIn('127.0.0.6', 'cy_rl', PASSWORD)).status).toBe(200)
  })

  it('slows every further guess at an account under attack, and the wrong ones still fail', async () => {
    // bea_rl is past its threshold (previous test): a new address's wrong guess waits before its answer.
    const started = Date.now()
    expect((await signIn('127.0.0.12', 'bea_rl', 'Wrong#slow')).status).toBe(400)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('the auth endpoint itself keeps its per-address limit for direct callers', async () => {
    const direct = async (from: string) =>
      (
        await request(`${scratch.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: scratch.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
          body: JSON.stringify({ email: 'nobody@example.test', password: 'Wrong#1xyz' }),
          localAddress: from,
        })
      ).status
    for (let i = 0; i < LIMIT; i++) expect(await direct('127.0.0.7')).toBe(400)
    expect(await direct('127.0.0.7')).toBe(429)
    expect(await direct('127.0.0.8')).toBe(400)
  })
})
