import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for api.stripe.com for the stack suite: the functions' Stripe SDK is pointed at it (ELSY_STRIPE_API_URL),
 * so nothing ever calls Stripe. It answers the calls the functions make as Stripe would — payment intents and refunds,
 * idempotent on the Idempotency-Key header — and lists what it was asked (GET /__requests) for the tests.
 */
export interface FakeStripe {
  url: string
  stop(): Promise<void>
}

interface Recorded {
  method: string
  path: string
  idempotencyKey: string | null
  authorization: string | null
}

/** Stripe's form encoding (`metadata[card_payment_id]=…`) as an object. */
function formObject(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[')
    let at = out
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>
    at[parts[parts.length - 1]!] = value
  }
  return out
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>()
  const byKey = new Map<string, Record<string, unknown>>()
  const requests: Recorded[] = []
  let counter = 0
  const tag = Date.now().toString(36)

  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${(counter += 1)}` })
        res.end(JSON.stringify(value))
      }
      if (path === '/__requests') return send(200, requests)
      requests.push({ method: req.method ?? '', path, idempotencyKey: key, authorization: req.headers.authorization ?? null })
      if (req.headers.authorization !== 'Bearer sk_test_elsy_local') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      const replay = key ? byKey.get(`${path} ${key}`) : undefined
      if (req.method === 'POST' && replay) return send(200, replay)
      const params = formObject(body)
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake${tag}_${(counter += 1)}`
        const intent = {
          id, object: 'payment_intent', amount: Number(params.amount), amount_received: 0, currency: params.currency,
          metadata: params.metadata ?? {}, status: 'requires_payment_method', client_secret: `${id}_secret_fake`, livemode: false,
        }
        intents.set(id, intent)
        if (key) byKey.set(`${path} ${key}`, intent)
        return send(200, intent)
      }
      const found = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
      if (req.method === 'GET' && found) {
        const intent = intents.get(found[1]!)
        return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${found[1]}'` } })
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(String(params.payment_intent))
        if (!intent) return send(400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${String(params.payment_intent)}'` } })
        const refund = {
          id: `re_fake${tag}_${(counter += 1)}`, object: 'refund', amount: Number(params.amount), currency: intent.currency,
          payment_intent: intent.id, metadata: params.metadata ?? {}, status: 'succeeded',
        }
        if (key) byKey.set(`${path} ${key}`, refund)
        return send(200, refund)
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
