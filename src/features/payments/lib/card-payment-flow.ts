import type { CardPaymentStart, ReadyCardPayment } from '../api/card-payment'

/**
 * A card payment from the dialog's point of view. `failed` keeps Stripe's form (another card, or the same one
 * again); `processing` is a payment the bank is still confirming (the sync shows it once it is through).
 */
export type CardPaymentState =
  | { step: 'starting' }
  | { step: 'refused'; message: string }
  | { step: 'ready'; payment: ReadyCardPayment }
  | { step: 'paying'; payment: ReadyCardPayment }
  | { step: 'failed'; payment: ReadyCardPayment; message: string | null }
  | { step: 'paid'; payment: ReadyCardPayment }
  | { step: 'processing'; payment: ReadyCardPayment }
  | { step: 'cancelled'; payment: ReadyCardPayment | null }

/** What Stripe answered to the confirmation, in the app's terms. */
export type ConfirmOutcome = { kind: 'paid' } | { kind: 'processing' } | { kind: 'failed'; message: string | null }

export type CardPaymentEvent =
  | { type: 'started'; answer: CardPaymentStart }
  | { type: 'refused'; message: string }
  | { type: 'pay' }
  | { type: 'confirmed'; outcome: ConfirmOutcome }
  | { type: 'cancel' }

export const STARTING: CardPaymentState = { step: 'starting' }

/** The next state; an event that does not fit the present one changes nothing (a late answer, a double tap). */
export function cardPaymentStep(state: CardPaymentState, event: CardPaymentEvent): CardPaymentState {
  switch (event.type) {
    case 'started': {
      if (state.step !== 'starting') return state
      const { answer } = event
      if (!answer.ok) return { step: 'refused', message: answer.message }
      const { ok: _ok, ...payment } = answer
      return { step: 'ready', payment }
    }
    case 'refused':
      return state.step === 'starting' || state.step === 'ready' || state.step === 'failed' ? { step: 'refused', message: event.message } : state
    case 'pay':
      return state.step === 'ready' || state.step === 'failed' ? { step: 'paying', payment: state.payment } : state
    case 'confirmed': {
      if (state.step !== 'paying') return state
      const { outcome } = event
      if (outcome.kind === 'paid') return { step: 'paid', payment: state.payment }
      if (outcome.kind === 'processing') return { step: 'processing', payment: state.payment }
      return { step: 'failed', payment: state.payment, message: outcome.message }
    }
    case 'cancel':
      // Once Stripe has the confirmation it cannot be taken back from here: the answer decides.
      if (state.step === 'ready' || state.step === 'failed') return { step: 'cancelled', payment: state.payment }
      if (state.step === 'starting') return { step: 'cancelled', payment: null }
      return state
  }
}

/** Whether closing the dialog now leaves the amount unpaid (said so on the way out). */
export function leavesUnpaid(state: CardPaymentState): state is Extract<CardPaymentState, { step: 'ready' | 'failed' }> {
  return state.step === 'ready' || state.step === 'failed'
}

/** The few calls of Stripe.js a payment makes: narrow, so tests hand in a fake and never reach the network. */
export interface StripeConfirmer<Elements> {
  confirmPayment(options: {
    elements: Elements
    redirect: 'if_required'
    confirmParams: { return_url: string }
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>
}

/**
 * Confirms the payment Stripe's Payment Element holds. A card is confirmed in place (`redirect: 'if_required'`);
 * a way to pay that needs its bank's page comes back to `returnUrl`, where the sync shows the result.
 */
export async function confirmCardPayment<Elements>(stripe: StripeConfirmer<Elements>, elements: Elements, returnUrl: string): Promise<ConfirmOutcome> {
  try {
    const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
    if (result.error) return { kind: 'failed', message: result.error.message ?? null }
    const status = result.paymentIntent?.status
    if (status === 'succeeded') return { kind: 'paid' }
    if (status === 'requires_payment_method' || status === 'canceled') return { kind: 'failed', message: null }
    return { kind: 'processing' }
  } catch (err) {
    return { kind: 'failed', message: err instanceof Error ? err.message : null }
  }
}
