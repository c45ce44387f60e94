import Stripe from 'stripe'
import { describe, expect, it, vi } from 'vitest'
import type { StripeLike } from '../../supabase/functions/_shared/card-payments.ts'
import { createCardPaymentsConfig } from '../../supabase/functions/card-payments-config/handler.ts'
import { createCreateCardPayment, type CreateCardPaymentDeps } from '../../supabase/functions/create-card-payment/handler.ts'
import { createSendCardRefunds, type SendCardRefundsDeps } from '../../supabase/functions/send-card-refunds/handler.ts'
import { createStripeWebhook, type StripeWebhookDeps } from '../../supabase/functions/stripe-webhook/handler.ts'
import { stripeClient } from './card-payments.ts'

const BOOKING = '7b0c3c52-5d3f-4c55-9d43-5a3b1c2d4e5f'
const PAYMENT = '0f6f2a3e-8f7b-4d0a-9b1e-2c3d4e5f6a7b'
const MEMBER = '11111111-2222-4333-8444-555555555555'
const BEARER = 'Bearer caller-token'
const SECRET = 'whsec_unit'

/**
 * The real SDK, its HTTP client a fake fetch answering as Stripe would: what the functions send is what Stripe
 * would receive, and nothing leaves the process.
 */
function fakeStripe(answer: (url: URL, init: RequestInit) => Response = () => Response.json({})) {
  const calls: { url: URL; body: URLSearchParams; idempotencyKey: string | null }[] = []
  const fakeFetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const headers = new Headers(init.headers)
    calls.push({ url, body: new URLSearchParams(String(init.body ?? '')), idempotencyKey: headers.get('idempotency-key') })
    return answer(url, init)
  })
  const stripe = new Stripe('sk_test_unit', { httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch), maxNetworkRetries: 0 })
  return { stripe: stripe as unknown as StripeLike, calls }
}

const intentAnswer = (url: URL) =>
  url.pathname.startsWith('/v1/payment_intents')
    ? Response.json({ id: 'pi_unit_1', object: 'payment_intent', client_secret: 'pi_unit_1_secret_x', amount: 2000, currency: 'eur' })
    : Response.json({ error: { type: 'invalid_request_error', message: 'unexpected' } }, { status: 400 })

const quoted = (changes: Record<string, unknown> = {}) =>
  Response.json({
    status: 'quoted', message: 'Pay €20.00 by card.', message_key: 'server_card_payment_quoted',
    message_values: { amount: { amount: 20, currency: 'EUR' } },
    card_payment: { id: PAYMENT, kind: 'booking', member_id: MEMBER, booking_id: BOOKING, amount: 20, currency: 'EUR', amount_minor: 2000,
      payment_intent_id: null, ...changes },
  })

const post = (path: string, body: unknown, headers: Record<string, string> = { authorization: BEARER }) =>
  new Request(`http://functions.test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function read(response: Response) {
  return { http: response.status, ...((await response.json()) as Record<string, unknown>) }
}

describe('create-card-payment', () => {
  function setup(quote: Response, stripe = fakeStripe(intentAnswer)) {
    const deps = {
      stripe: stripe.stripe,
      quote: vi.fn<CreateCardPaymentDeps['quote']>(async () => quote),
      attach: vi.fn<CreateCardPaymentDeps['attach']>(async () => Response.json({ status: 'attached', message: 'Payment intent recorded.' })),
    }
    return { handle: createCreateCardPayment(deps), deps, calls: stripe.calls }
  }

  it('charges what the database quoted, in minor units, with the card payment as idempotency key and metadata', async () => {
    const { handle, deps, calls } = setup(quoted())
    expect(await read(await handle(post('create-card-payment', { bookingId: BOOKING, amount: 1 })))).toMatchObject({
      http: 200, status: 'ready', clientSecret: 'pi_unit_1_secret_x', amount: 20, currency: 'EUR', cardPaymentId: PAYMENT,
      message_key: 'server_card_payment_quoted',
    })
    expect(deps.quote).toHaveBeenCalledWith({ p_booking_id: BOOKING }, BEARER)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.pathname).toBe('/v1/payment_intents')
    expect(calls[0]!.idempotencyKey).toBe(`card_payment_${PAYMENT}`)
    expect(Object.fromEntries(calls[0]!.body)).toMatchObject({
      amount: '2000', currency: 'eur', 'metadata[card_payment_id]': PAYMENT, 'metadata[member_id]': MEMBER, 'metadata[booking_id]': BOOKING,
    })
    expect(deps.attach).toHaveBeenCalledWith(PAYMENT, 'pi_unit_1')
  })

  it('gives back the intent already made for the same payment', async () => {
    const { handle, deps, calls } = setup(quoted({ payment_intent_id: 'pi_unit_1' }))
    expect(await read(await handle(post('create-card-payment', { bookingId: BOOKING })))).toMatchObject({ http: 200, clientSecret: 'pi_unit_1_secret_x' })
    expect(calls.map((c) => [c.url.pathname, c.idempotencyKey])).toEqual([['/v1/payment_intents/pi_unit_1', null]])
    expect(deps.attach).not.toHaveBeenCalled()
  })

  it('passes a top-up on to the database to judge', async () => {
    const { handle, deps } = setup(Response.json({ status: 'invalid_amount', message: 'Please enter an amount between 0.01 and 1000.00.',
      message_key: 'server_invalid_amount', message_values: {} }))
    expect(await read(await handle(post('create-card-payment', { topUp: { amount: 5000, currency: 'EUR' } })))).toMatchObject({
      http: 400, status: 'invalid_amount', message_key: 'server_invalid_amount' })
    expect(deps.quote).toHaveBeenCalledWith({ p_amount: 5000, p_currency: 'EUR' }, BEARER)
  })

  it.each([
    ['unknown_booking', 404],
    ['cancelled', 409],
    ['already_paid', 409],
    ['card_not_set_up', 409],
    ['not_signed_in', 401],
  ])('passes the database’s refusal %s on as %i and asks Stripe nothing', async (status, http) => {
    const { handle, calls } = setup(Response.json({ status, message: `Refused: ${status}.`, message_key: `server_${status}`, message_values: {} }))
    expect(await read(await handle(post('create-card-payment', { bookingId: BOOKING })))).toMatchObject({ http, status, message_key: `server_${status}` })
    expect(calls).toEqual([])
  })

  it('refuses without keys, without a token, with nonsense, and says when Stripe or the data API fail', async () => {
    const off = createCreateCardPayment({ stripe: null, quote: vi.fn(), attach: vi.fn() })
    expect(await read(await off(post('create-card-payment', { bookingId: BOOKING })))).toMatchObject({
      http: 409, status: 'card_not_set_up', message_key: 'server_invalid_request_card_not_set_up' })
    const { handle, deps } = setup(quoted())
    expect(await read(await handle(post('create-card-payment', { bookingId: BOOKING }, {})))).toMatchObject({ http: 401, message_key: 'server_not_signed_in_card' })
    expect(await read(await handle(new Request('http://functions.test/x', { method: 'GET' })))).toMatchObject({ http: 405 })
    for (const body of ['{', JSON.stringify('x'.repeat(5000))]) {
      expect(await read(await handle(post('create-card-payment', body)))).toMatchObject({ http: 400, message_key: 'server_invalid_request_card_body' })
    }
    for (const body of [{}, { bookingId: 'nope' }, { topUp: { amount: 'lots', currency: 'EUR' } }, { bookingId: BOOKING, topUp: {} }]) {
      expect(await read(await handle(post('create-card-payment', body)))).toMatchObject({ http: 400, message_key: 'server_invalid_request_card_payment' })
    }
    expect(deps.quote).not.toHaveBeenCalled()
    const expired = setup(new Response('{}', { status: 401 }))
    expect(await read(await expired.handle(post('create-card-payment', { bookingId: BOOKING })))).toMatchObject({
      http: 401, message_key: 'server_not_signed_in_card_session' })
    const stripeDown = setup(quoted(), fakeStripe(() => Response.json({ error: { type: 'api_error', message: 'down' } }, { status: 500 })))
    expect(await read(await stripeDown.handle(post('create-card-payment', { bookingId: BOOKING })))).toMatchObject({
      http: 502, message_key: 'server_card_unavailable' })
    expect(stripeDown.deps.attach).not.toHaveBeenCalled()
  })
})

describe('stripe-webhook', () => {
  const event = { id: 'evt_unit_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_unit_1', amount: 2000 } } }
  const signed = (payload: string, secret = SECRET) =>
    post('stripe-webhook', payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) })

  function setup(answer: Response = Response.json({ status: 'recorded', message: 'Event received.', outcome: 'booking_paid',
    message_key: 'server_stripe_event_recorded', message_values: {} })) {
    const deps = {
      stripe: fakeStripe().stripe,
      webhookSecret: SECRET,
      record: vi.fn<StripeWebhookDeps['record']>(async () => answer),
      log: vi.fn<NonNullable<StripeWebhookDeps['log']>>(),
    }
    return { handle: createStripeWebhook(deps), deps }
  }

  it('hands a verified event whole to the database and answers its outcome', async () => {
    const { handle, deps } = setup()
    expect(await read(await handle(signed(JSON.stringify(event))))).toMatchObject({ http: 200, status: 'recorded', outcome: 'booking_paid' })
    expect(deps.record).toHaveBeenCalledWith(expect.objectContaining({ id: 'evt_unit_1', type: 'payment_intent.succeeded' }))
  })

  it('refuses a wrong, missing or stale signature, and a changed body, with 400 before the database', async () => {
    const { handle, deps } = setup()
    const payload = JSON.stringify(event)
    expect(await read(await handle(signed(payload, 'whsec_other')))).toMatchObject({ http: 400, status: 'invalid_signature' })
    expect(await read(await handle(post('stripe-webhook', payload, {})))).toMatchObject({ http: 400, message_key: 'server_invalid_stripe_signature' })
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect(await read(await handle(post('stripe-webhook', payload, { 'stripe-signature': old })))).toMatchObject({ http: 400 })
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })
    expect(await read(await handle(post('stripe-webhook', payload.replace('2000', '9000'), { 'stripe-signature': header })))).toMatchObject({ http: 400 })
    expect(deps.record).not.toHaveBeenCalled()
  })

  it('answers 200 to a refused event (Stripe resending it would change nothing) and logs it; 502 when the database does not answer', async () => {
    const refused = setup(Response.json({ status: 'recorded', message: 'Event received.', outcome: 'member_mismatch' }))
    expect(await read(await refused.handle(signed(JSON.stringify(event))))).toMatchObject({ http: 200, outcome: 'member_mismatch' })
    expect(refused.deps.log).toHaveBeenCalledWith(expect.stringContaining('member_mismatch'))
    const down = setup(new Response('oops', { status: 500 }))
    expect(await read(await down.handle(signed(JSON.stringify(event))))).toMatchObject({ http: 502, status: 'unavailable' })
  })

  it('is off without keys', async () => {
    const off = createStripeWebhook({ stripe: null, webhookSecret: null, record: vi.fn() })
    expect(await read(await off(signed(JSON.stringify(event))))).toMatchObject({ http: 409, status: 'card_not_set_up' })
  })
})

describe('send-card-refunds', () => {
  const claimed = (refunds: Record<string, unknown>[]) =>
    Response.json({ status: 'claimed', message: 'Card refunds to send.', refunds })
  const refund = { id: 'r1', amount_minor: 2000, payment_intent_id: 'pi_unit_1', booking_id: BOOKING }

  function setup(answer: (url: URL) => Response, refunds = [refund]) {
    const stripe = fakeStripe(answer)
    const deps = {
      stripe: stripe.stripe,
      claim: vi.fn<SendCardRefundsDeps['claim']>(async () => claimed(refunds)),
      finish: vi.fn<SendCardRefundsDeps['finish']>(async () => Response.json({ status: 'sent', message: 'Card refund sent.' })),
    }
    return { handle: createSendCardRefunds(deps), deps, calls: stripe.calls }
  }

  it('sends each claimed refund once, keyed by its row, and records Stripe’s refund id', async () => {
    const { handle, deps, calls } = setup(() => Response.json({ id: 're_unit_1', object: 'refund', status: 'succeeded' }))
    expect(await read(await handle(post('send-card-refunds', {})))).toMatchObject({ http: 200, sent: 1, failed: 0, retry: 0,
      message: 'Card refunds sent: 1; refused by Stripe: 0; to try again: 0.' })
    expect(deps.claim).toHaveBeenCalledWith(BEARER)
    expect(calls.map((c) => [c.url.pathname, c.idempotencyKey, c.body.get('amount'), c.body.get('payment_intent')])).toEqual([
      ['/v1/refunds', 'card_refund_r1', '2000', 'pi_unit_1']])
    expect(deps.finish).toHaveBeenCalledWith('r1', 're_unit_1', null)
  })

  it('records Stripe’s refusal, and leaves a refund Stripe could not be reached for to the next run', async () => {
    const refused = setup(() => Response.json({ error: { type: 'invalid_request_error', message: 'Charge already refunded.' } }, { status: 400 }))
    expect(await read(await refused.handle(post('send-card-refunds', {})))).toMatchObject({ http: 200, sent: 0, failed: 1, retry: 0 })
    expect(refused.deps.finish).toHaveBeenCalledWith('r1', null, 'Charge already refunded.')
    const down = setup(() => Response.json({ error: { type: 'api_error', message: 'down' } }, { status: 500 }))
    expect(await read(await down.handle(post('send-card-refunds', {})))).toMatchObject({ http: 200, sent: 0, failed: 0, retry: 1 })
    expect(down.deps.finish).not.toHaveBeenCalled()
  })

  it('needs a token, and keys', async () => {
    const { handle } = setup(() => Response.json({}))
    expect(await read(await handle(post('send-card-refunds', {}, {})))).toMatchObject({ http: 401 })
    const off = createSendCardRefunds({ stripe: null, claim: vi.fn(), finish: vi.fn() })
    expect(await read(await off(post('send-card-refunds', {})))).toMatchObject({ http: 409, status: 'card_not_set_up' })
  })
})

describe('card-payments-config', () => {
  it('tells the app whether to offer card, and the publishable key', async () => {
    const get = new Request('http://functions.test/card-payments-config')
    expect(await read(await createCardPaymentsConfig('pk_test_unit')(get))).toEqual({ http: 200, enabled: true, publishableKey: 'pk_test_unit' })
    expect(await read(await createCardPaymentsConfig(null)(get))).toEqual({ http: 200, enabled: false, publishableKey: null })
  })
})

describe('the local stack’s Stripe client', () => {
  it('talks to the address it is given, never to api.stripe.com', async () => {
    const stripe = stripeClient({ secretKey: 'sk_test_unit', webhookSecret: SECRET, publishableKey: 'pk', apiUrl: 'http://127.0.0.1:9/' }) as unknown as Stripe
    expect(stripe.getConstant('DEFAULT_HOST')).toBe('api.stripe.com')
    expect((stripe as unknown as { _api: { host: string; port: string; protocol: string } })._api).toMatchObject({ host: '127.0.0.1', port: '9', protocol: 'http' })
  })
})
