// Supabase edge function (Deno). Deploy: `supabase functions deploy create-card-payment`.
// The local stack serves the same handler from server/functions/.
import { rpc, stripeClient, stripeKeys, withCors } from '../_shared/deno-stripe.ts'
import { createCreateCardPayment } from './handler.ts'

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void }

const handle = createCreateCardPayment({
  stripe: stripeClient(stripeKeys()),
  // The caller's own token: the database decides what they may pay.
  quote: (body, authorization) => rpc('card_payment_quote', body, authorization),
  attach: (cardPaymentId, paymentIntentId) => rpc('attach_card_payment_intent', { p_card_payment_id: cardPaymentId, p_payment_intent_id: paymentIntentId }),
})

Deno.serve(withCors(handle))
