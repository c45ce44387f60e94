// Supabase edge function (Deno). Deploy: `supabase functions deploy send-card-refunds`; the app calls it after a
// cancellation answered `refund_to: 'card'`, and a schedule calls it with the service-role key as the safety net.
// The local stack serves the same handler from server/functions/.
import { rpc, stripeClient, stripeKeys, withCors } from '../_shared/deno-stripe.ts'
import { createSendCardRefunds } from './handler.ts'

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void }

const handle = createSendCardRefunds({
  stripe: stripeClient(stripeKeys()),
  claim: (authorization) => rpc('claim_card_refunds', {}, authorization),
  finish: (cardRefundId, stripeRefundId, error) =>
    rpc('finish_card_refund', { p_card_refund_id: cardRefundId, p_stripe_refund_id: stripeRefundId, p_error: error }),
})

Deno.serve(withCors(handle))
