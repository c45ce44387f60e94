import Stripe from 'stripe'
import type { StripeLike } from '../../supabase/functions/_shared/card-payments.ts'
import { createCardPaymentsConfig } from '../../supabase/functions/card-payments-config/handler.ts'
import { createCreateCardPayment } from '../../supabase/functions/create-card-payment/handler.ts'
import { createSendCardRefunds } from '../../supabase/functions/send-card-refunds/handler.ts'
import { createStripeWebhook } from '../../supabase/functions/stripe-webhook/handler.ts'
import type { StripeSettings } from '../stack/config.ts'

/** The Stripe SDK for the functions: api.stripe.com, or the address tests give (their fake Stripe), through fetch. */
export function stripeClient(settings: StripeSettings): StripeLike {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  }) as unknown as StripeLike
}

/**
 * The card-payment functions (create-card-payment, stripe-webhook, send-card-refunds, card-payments-config), with
 * the data API reached over HTTP as on Supabase: as the caller where the database decides, as the service role
 * where only the functions may write.
 */
export function cardPaymentFunctions(opts: { postgrestUrl: string; serviceRoleKey: string; stripe: StripeSettings | null }) {
  const stripe = opts.stripe ? stripeClient(opts.stripe) : null
  const rpc = (name: string, body: unknown, authorization = `Bearer ${opts.serviceRoleKey}`) =>
    fetch(`${opts.postgrestUrl}/rpc/${name}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  return {
    config: createCardPaymentsConfig(opts.stripe?.publishableKey ?? null),
    create: createCreateCardPayment({
      stripe,
      quote: (body, authorization) => rpc('card_payment_quote', body, authorization),
      attach: (cardPaymentId, paymentIntentId) => rpc('attach_card_payment_intent', { p_card_payment_id: cardPaymentId, p_payment_intent_id: paymentIntentId }),
    }),
    webhook: createStripeWebhook({
      stripe,
      webhookSecret: opts.stripe?.webhookSecret ?? null,
      record: (event) => rpc('record_stripe_event', { p_event: event }),
      log: (line) => console.warn(line),
    }),
    sendRefunds: createSendCardRefunds({
      stripe,
      claim: (authorization) => rpc('claim_card_refunds', {}, authorization),
      finish: (cardRefundId, stripeRefundId, error) =>
        rpc('finish_card_refund', { p_card_refund_id: cardRefundId, p_stripe_refund_id: stripeRefundId, p_error: error }),
    }),
  }
}
