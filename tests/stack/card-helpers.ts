import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { stack } from './support.ts'
import { tokenFor, type Account } from './booking-helpers.ts'

// Card payments through the functions, as the app and Stripe call them: the stack under test has (fake) Stripe keys
// and its SDK talks to a fake Stripe (tests/stack/fake-stripe.ts); events are signed with the SDK's own test helper.

export interface Answer {
  http: number
  status: string
  message: string
  message_key?: string
  [key: string]: unknown
}

export async function callFunction(name: string, opts: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${stack().apiUrl}/functions/v1/${name}`, {
    method: opts.method ?? 'POST',
    headers: {
      apikey: stack().anonKey,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'content-type': 'application/json',
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  })
  return { http: response.status, ...((await response.json()) as Omit<Answer, 'http'>) } as Answer
}

export async function payByCard(who: Account, body: unknown): Promise<Answer> {
  return callFunction('create-card-payment', { token: await tokenFor(who.id), body })
}

export interface Intent {
  id: string
  amount: number
  currency: string
  metadata: Record<string, string>
}

/** The intent the fake Stripe holds for a client secret, as Stripe would return it. */
export async function intentOf(clientSecret: unknown): Promise<Intent> {
  const id = String(clientSecret).split('_secret_')[0]
  const response = await fetch(`${stack().stripe.apiUrl}/v1/payment_intents/${id}`, { headers: { authorization: 'Bearer sk_test_elsy_local' } })
  return (await response.json()) as Intent
}

export async function stripeRequests(): Promise<{ method: string; path: string; idempotencyKey: string | null }[]> {
  return (await (await fetch(`${stack().stripe.apiUrl}/__requests`)).json()) as { method: string; path: string; idempotencyKey: string | null }[]
}

export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${randomUUID().replaceAll('-', '')}`) {
  return { id, object: 'event', api_version: '2025-01-27', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } }
}

export const succeeded = (intent: Intent, changes: Record<string, unknown> = {}) =>
  stripeEvent('payment_intent.succeeded', { ...intent, object: 'payment_intent', status: 'succeeded', amount_received: intent.amount, ...changes })

/** Posts an event to the webhook as Stripe does: no API key, the raw body signed with the webhook secret. */
export async function deliver(event: unknown, opts: { secret?: string; signature?: string | null } = {}): Promise<Answer> {
  const payload = JSON.stringify(event)
  const signature = opts.signature === undefined
    ? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? stack().stripe.webhookSecret })
    : opts.signature
  const response = await fetch(`${stack().apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  })
  return { http: response.status, ...((await response.json()) as Omit<Answer, 'http'>) } as Answer
}
