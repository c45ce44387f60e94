import { describe, expect, it } from 'vitest'
import { jsonOf, partialRequest, request, statusOf } from './raw-http.ts'
import { anonClient, stack } from './support.ts'

// What the gateway lets through to PostgREST and the functions: body sizes, slow or odd requests, keys
// in the query string — tried below supabase-js, the way a hostile client would send them.

const MB = 1024 * 1024

function head(path: string, headers: Record<string, string>): string {
  const { host } = new URL(stack().apiUrl)
  const lines = Object.entries({ host, apikey: stack().anonKey, 'content-type': 'application/json', ...headers })
  return `POST ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`
}

/** `total` bytes of a JSON string argument, in 64 kB pieces. */
function jsonPieces(total: number, piece = 64 * 1024): Buffer[] {
  const body = Buffer.alloc(total, 'a')
  body.write('{"code":"', 0)
  body.write('"}', total - 2)
  const pieces: Buffer[] = []
  for (let at = 0; at < total; at += piece) pieces.push(body.subarray(at, Math.min(total, at + piece)))
  return pieces
}

function chunked(pieces: Buffer[]): Buffer[] {
  return [...pieces.map((piece) => Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])), Buffer.from('0\r\n\r\n')]
}

describe('request body size', () => {
  it('refuses a 10 MB RPC body with 413 and a JSON error before the body has been sent', async () => {
    const total = 10 * MB
    const { answer, sent } = await partialRequest(
      stack().apiUrl,
      head('/rest/v1/rpc/check_referral_code', { 'content-length': String(total) }),
      jsonPieces(total),
      5,
    )
    expect(statusOf(answer)).toBe(413)
    expect(jsonOf(answer)).toMatchObject({ code: 'request_too_large', message: 'The request body is larger than 1 MB.' })
    expect(sent).toBeLessThan(total / 2)
  })

  it('refuses a chunked body (no content-length) at the first megabyte, without reading the rest', async () => {
    const total = 10 * MB
    const { answer, sent } = await partialRequest(
      stack().apiUrl,
      head('/rest/v1/rpc/check_referral_code', { 'transfer-encoding': 'chunked' }),
      chunked(jsonPieces(total)),
      5,
    )
    expect(statusOf(answer)).toBe(413)
    expect(jsonOf(answer).code).toBe('request_too_large')
    expect(sent).toBeLessThan(total / 2)
  })

  it('refuses a large body to the functions too', async () => {
    const answer = await request(`${stack().apiUrl}/functions/v1/sign-in-with-username`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(2 * MB), password: 'y' }),
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).code).toBe('request_too_large')
  })

  it('still lets a body under the limit through, and supabase-js reads a refusal as an error', async () => {
    const under = await anonClient().rpc('check_referral_code', { code: 'x'.repeat(900 * 1024) })
    expect(under.error?.code ?? null).not.toBe('request_too_large')
    const over = await anonClient().rpc('check_referral_code', { code: 'x'.repeat(3 * MB) })
    expect(over.data).toBeNull()
    expect(over.error?.code).toBe('request_too_large')
  })
})

describe('odd requests', () => {
  it('refuses a 64 kB header (431) and keeps serving', async () => {
    const { host } = new URL(stack().apiUrl)
    const { answer } = await partialRequest(
      stack().apiUrl,
      `GET /rest/v1/clubs?select=id HTTP/1.1\r\nhost: ${host}\r\napikey: ${stack().anonKey}\r\nx-padding: ${'p'.repeat(64 * 1024)}\r\n\r\n`,
      [],
    )
    // Node answers 431 and closes at once; when the close overtakes the rest of the client's headers the
    // client sees a reset instead of the answer (status 0). Either way the request was never served.
    expect([0, 431]).toContain(statusOf(answer))
    const { data, error } = await anonClient().from('clubs').select('id').limit(1)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
  })

  it('treats a POST with neither content-length nor chunks as having no body', async () => {
    const { host } = new URL(stack().apiUrl)
    const { answer } = await partialRequest(
      stack().apiUrl,
      `POST /rest/v1/rpc/check_referral_code HTTP/1.1\r\nhost: ${host}\r\napikey: ${stack().anonKey}\r\nconnection: close\r\n\r\n`,
      [],
    )
    // PostgREST reads "no body" as no arguments: a JSON answer about the function, not a hang or a 500.
    expect(statusOf(answer)).toBeGreaterThanOrEqual(200)
    expect(statusOf(answer)).toBeLessThan(500)
  })
})

describe('the API key in the query string', () => {
  it('is checked, then removed before PostgREST reads the query as filters', async () => {
    const url = `${stack().apiUrl}/rest/v1/clubs?select=id&limit=2&apikey=${stack().anonKey}`
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(2)
  })

  it('refuses a wrong key given that way', async () => {
    const response = await fetch(`${stack().apiUrl}/rest/v1/clubs?select=id&apikey=not-a-key`)
    expect(response.status).toBe(401)
  })

  it('does not let a second apikey parameter slip through as a filter', async () => {
    const key = stack().anonKey
    const response = await fetch(`${stack().apiUrl}/rest/v1/clubs?select=id&limit=1&apikey=${key}&apikey=eq.x`)
    expect(response.status).toBe(200)
  })
})

describe('headers on API answers', () => {
  it('sends nosniff on API answers and JSON errors', async () => {
    const response = await fetch(`${stack().apiUrl}/rest/v1/clubs?select=id&limit=1`, { headers: { apikey: stack().anonKey } })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('slow senders', () => {
  it('closes a connection whose headers trickle in for more than 10 s (slowloris)', async () => {
    const { host } = new URL(stack().apiUrl)
    const started = Date.now()
    const trickle = Array.from({ length: 30 }, (_, i) => `x-slow-${i}: a\r\n`)
    const { answer, closed } = await partialRequest(stack().apiUrl, `GET /rest/v1/clubs HTTP/1.1\r\nhost: ${host}\r\n`, trickle, 1000, 25_000)
    expect(closed || statusOf(answer) === 408).toBe(true)
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)
})
