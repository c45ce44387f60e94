import { describe, expect, it, vi } from 'vitest'
import type { ReadyCardPayment } from '../api/card-payment'
import { cardPaymentStep, confirmCardPayment, leavesUnpaid, STARTING, type CardPaymentEvent, type CardPaymentState, type StripeConfirmer } from './card-payment-flow'

const payment: ReadyCardPayment = { clientSecret: 'pi_1_secret_2', amount: 24, currency: 'EUR', cardPaymentId: 'cp-1' }
const ready: CardPaymentEvent = { type: 'started', answer: { ok: true, ...payment } }
const run = (...events: CardPaymentEvent[]): CardPaymentState => events.reduce(cardPaymentStep, STARTING)

/** Stripe.js as the payment uses it, answering as told; it records what it was asked. */
function fakeStripe(answer: Awaited<ReturnType<StripeConfirmer<string>['confirmPayment']>> | Error) {
  const confirmPayment = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  return { stripe: { confirmPayment } satisfies StripeConfirmer<string>, confirmPayment }
}

describe('confirmCardPayment', () => {
  it('confirms in place, coming back to the page only for a way to pay that needs its bank', async () => {
    const { stripe, confirmPayment } = fakeStripe({ paymentIntent: { status: 'succeeded' } })
    expect(await confirmCardPayment(stripe, 'elements', 'https://elsy.test/booking')).toEqual({ kind: 'paid' })
    expect(confirmPayment).toHaveBeenCalledWith({ elements: 'elements', redirect: 'if_required', confirmParams: { return_url: 'https://elsy.test/booking' } })
  })

  it("fails with Stripe's own message (a declined card)", async () => {
    const { stripe } = fakeStripe({ error: { message: 'Your card was declined.' } })
    expect(await confirmCardPayment(stripe, 'elements', 'https://elsy.test/')).toEqual({ kind: 'failed', message: 'Your card was declined.' })
  })

  it('waits for a payment the bank is still confirming', async () => {
    const { stripe } = fakeStripe({ paymentIntent: { status: 'processing' } })
    expect(await confirmCardPayment(stripe, 'elements', 'https://elsy.test/')).toEqual({ kind: 'processing' })
  })

  it('fails, without words of its own, when the card needs another way to pay, or Stripe.js throws', async () => {
    expect(await confirmCardPayment(fakeStripe({ paymentIntent: { status: 'requires_payment_method' } }).stripe, 'e', 'https://elsy.test/')).toEqual({ kind: 'failed', message: null })
    expect(await confirmCardPayment(fakeStripe(new Error('Network down')).stripe, 'e', 'https://elsy.test/')).toEqual({ kind: 'failed', message: 'Network down' })
  })
})

describe('cardPaymentStep', () => {
  it('goes from starting to ready with the amount to pay, then paying, then paid', () => {
    expect(run(ready)).toEqual({ step: 'ready', payment })
    expect(run(ready, { type: 'pay' })).toEqual({ step: 'paying', payment })
    expect(run(ready, { type: 'pay' }, { type: 'confirmed', outcome: { kind: 'paid' } })).toEqual({ step: 'paid', payment })
  })

  it("says the server's refusal when the payment cannot start", () => {
    expect(run({ type: 'started', answer: { ok: false, status: 'already_paid', message: 'Nothing is due.' } })).toEqual({ step: 'refused', message: 'Nothing is due.' })
  })

  it('keeps the form after a failure, so another card can be tried', () => {
    const failed = run(ready, { type: 'pay' }, { type: 'confirmed', outcome: { kind: 'failed', message: 'Your card was declined.' } })
    expect(failed).toEqual({ step: 'failed', payment, message: 'Your card was declined.' })
    expect(cardPaymentStep(failed, { type: 'pay' })).toEqual({ step: 'paying', payment })
  })

  it('cancelled before paying leaves the amount unpaid; once paying, only the answer decides', () => {
    expect(leavesUnpaid(run(ready))).toBe(true)
    expect(run(ready, { type: 'cancel' })).toEqual({ step: 'cancelled', payment })
    const paying = run(ready, { type: 'pay' })
    expect(cardPaymentStep(paying, { type: 'cancel' })).toBe(paying)
    expect(leavesUnpaid(paying)).toBe(false)
  })

  it('ignores a late start, a second Pay and an answer nobody waits for', () => {
    const paid = run(ready, { type: 'pay' }, { type: 'confirmed', outcome: { kind: 'paid' } })
    expect(cardPaymentStep(paid, ready)).toBe(paid)
    expect(cardPaymentStep(paid, { type: 'pay' })).toBe(paid)
    expect(cardPaymentStep(run(ready), { type: 'confirmed', outcome: { kind: 'paid' } })).toEqual({ step: 'ready', payment })
  })

  it('Stripe.js not loading ends in a refusal the player can read', () => {
    expect(run(ready, { type: 'refused', message: 'The secure card form could not be loaded.' })).toEqual({ step: 'refused', message: 'The secure card form could not be loaded.' })
  })
})
