import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CardPaymentState } from '../lib/card-payment-flow'
import { CardPaymentBody } from './card-payment-dialog'

const payment = { clientSecret: 'pi_1_secret_2', amount: 24, currency: 'EUR', cardPaymentId: 'cp-1' }
const text = (state: CardPaymentState, booking = true) => renderToStaticMarkup(<CardPaymentBody state={state} booking={booking} />).replace(/<[^>]+>/g, '')

describe('what the card dialog says', () => {
  it('while the payment is prepared, and once paid', () => {
    expect(text({ step: 'starting' })).toBe('Getting the card payment ready…')
    expect(text({ step: 'paid', payment })).toBe('Paid. The club has it.')
    expect(text({ step: 'paid', payment }, false)).toBe('Paid. €24.00 reaches your wallet in a moment.')
  })

  it("with Stripe's message when the card was refused, or its own when Stripe gave none", () => {
    expect(text({ step: 'failed', payment, message: 'Your card was declined.' })).toBe('The payment did not go through: Your card was declined.')
    expect(text({ step: 'failed', payment, message: null })).toBe('The payment did not go through. Try again, or use another card.')
  })

  it('cancelled: the amount stays due at the club (a booking), nothing charged (a top-up)', () => {
    expect(text({ step: 'cancelled', payment })).toBe('Not paid by card. €24.00 stays due at the club: pay it at the desk, or by card from My bookings.')
    expect(text({ step: 'cancelled', payment }, false)).toBe('Nothing was charged.')
  })

  it("a refusal in the server's words", () => {
    expect(text({ step: 'refused', message: 'Nothing is due.' })).toBe('Nothing is due.')
  })
})
