import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { concurrencyCap } from './concurrency-cap.ts'

// The lane a request waits in is its caller's: the token's subject only once the token is verified, so forged
// tokens naming someone cannot fill that person's lane and have their real requests refused.

const VICTIM = 'victim-id'
// Both name the victim as their subject, as a JWT does; only the first one's signature is good.
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const GOOD = `${part({ alg: 'ES256' })}.${part({ sub: VICTIM })}.good-signature`
const FORGED = `${part({ alg: 'ES256' })}.${part({ sub: VICTIM })}.forged-signature`

/** Tokens as the auth service would check them: only GOOD is signed; FORGED names the victim with a bad signature. */
const verify = async (token: string) => (token === GOOD ? VICTIM : null)

function app() {
  const held: Array<() => void> = []
  const hono = new Hono()
  hono.use('*', concurrencyCap({ inFlight: 1, waiting: 0 }, verify))
  // A slow query: answered when the test lets it go.
  hono.get('/slow', () => new Promise<Response>((resolve) => held.push(() => resolve(new Response('ok')))))
  hono.get('/fast', (c) => c.text('ok'))
  const call = (path: string, token?: string) =>
    hono.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } })
  return { call, release: () => held.splice(0).forEach((go) => go()) }
}

describe('the concurrency cap', () => {
  it("keeps a verified caller's lane to their own requests: forged tokens naming them wait in the sender's", async () => {
    const { call, release } = app()
    const forged = call('/slow', FORGED)
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The forged request holds the address's only place; the victim's own request still has theirs.
    expect((await call('/fast', GOOD)).status).toBe(200)
    // Another forged one from the same address is past that lane's room.
    expect((await call('/fast', FORGED)).status).toBe(429)
    release()
    expect((await forged).status).toBe(200)
  })

  it("refuses a verified caller's request past their own room, and frees it when one ends", async () => {
    const { call, release } = app()
    const first = call('/slow', GOOD)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const refused = await call('/fast', GOOD)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    release()
    expect((await first).status).toBe(200)
    expect((await call('/fast', GOOD)).status).toBe(200)
  })
})
