import { describe, expect, it, vi } from 'vitest'
import { readCardPaymentAnswer, startCardPayment } from './card-payment'

// The function's client, answering as each test tells it (no network in unit tests).
const invoke = vi.hoisted(() => vi.fn())
vi.mock('~/lib/load-supabase', () => ({ loadSupabase: async () => ({ functions: { invoke } }) }))

/** An error shaped as supabase-js's functions client reports it. */
function functionsError(name: string, context?: Response) {
  return Object.assign(new Error(name), { name, context })
}

const ready = {
  status: 'ready',
  clientSecret: 'pi_1_secret_2',
  amount: 24,
  currency: 'EUR',
  cardPaymentId: '0b6f1f86-3c55-4a7e-9f1a-2f4f2b1d1c11',
  message: 'Pay €24.00 by card.',
  message_key: 'server_card_payment_quoted',
  message_values: { amount: { amount: 24, currency: 'EUR' } },
}

describe('readCardPaymentAnswer', () => {
  it('reads a payment ready to take: its secret, and the amount the database decided in its currency', () => {
    expect(readCardPaymentAnswer(ready)).toEqual({ ok: true, clientSecret: 'pi_1_secret_2', amount: 24, currency: 'EUR', cardPaymentId: ready.cardPaymentId })
  })

  it('reads an amount sent as text', () => {
    expect(readCardPaymentAnswer({ ...ready, amount: '12.50' })).toMatchObject({ ok: true, amount: 12.5 })
  })

  it("says a refusal in the reader's words from its message key", () => {
    const refusal = {
      status: 'card_not_set_up',
      message: 'Card payments are not set up.',
      message_key: 'server_invalid_request_card_not_set_up',
      message_values: {},
    }
    const answer = readCardPaymentAnswer(refusal)
    expect(answer).toMatchObject({ ok: false, status: 'card_not_set_up' })
    expect(answer.ok === false && answer.message).not.toBe('')
  })

  it("passes the database's refusal on with its status (already paid, a booking not theirs)", () => {
    expect(readCardPaymentAnswer({ status: 'already_paid', message: 'Nothing is due.' })).toEqual({ ok: false, status: 'already_paid', message: 'Nothing is due.' })
  })

  it('refuses a ready answer without what Stripe needs, or in a currency that is not one', () => {
    expect(readCardPaymentAnswer({ ...ready, clientSecret: '' })).toMatchObject({ ok: false })
    expect(readCardPaymentAnswer({ ...ready, currency: 'euros' })).toMatchObject({ ok: false })
    expect(readCardPaymentAnswer(null)).toMatchObject({ ok: false, status: 'unreadable' })
    expect(readCardPaymentAnswer('<html>')).toMatchObject({ ok: false, status: 'unreadable' })
  })
})

describe('startCardPayment', () => {
  it('asks create-card-payment for the booking, with the body the function reads', async () => {
    invoke.mockResolvedValueOnce({ data: ready, error: null })
    expect(await startCardPayment({ bookingId: 'b-1' })).toMatchObject({ ok: true, amount: 24 })
    expect(invoke).toHaveBeenLastCalledWith('create-card-payment', { body: { bookingId: 'b-1' } })
  })

  it("reads a refusal's body (409 card_not_set_up) and says it", async () => {
    const body = { status: 'card_not_set_up', message: 'Card payments are not set up.' }
    invoke.mockResolvedValueOnce({ data: null, error: functionsError('FunctionsHttpError', Response.json(body, { status: 409 })) })
    expect(await startCardPayment({ topUp: { amount: 20, currency: 'EUR' } })).toEqual({ ok: false, status: 'card_not_set_up', message: 'Card payments are not set up.' })
  })

  it('says the status when a failed answer has no words (a proxy page)', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: functionsError('FunctionsHttpError', new Response('<html>', { status: 502 })) })
    expect(await startCardPayment({ bookingId: 'b-1' })).toMatchObject({ ok: false, status: 'http_error', message: expect.stringContaining('502') })
  })

  it('says it needs a connection when the request never got an answer', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: functionsError('FunctionsFetchError') })
    expect(await startCardPayment({ bookingId: 'b-1' })).toMatchObject({ ok: false, status: 'offline', message: 'Paying by card needs a connection. Try again once you are online.' })
  })
})
