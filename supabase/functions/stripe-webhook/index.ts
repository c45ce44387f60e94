// Supabase edge function (Deno). Deploy: `supabase functions deploy stripe-webhook --no-verify-jwt` (Stripe signs,
// it sends no token); Stripe's endpoint: https://<project>.supabase.co/functions/v1/stripe-webhook.
// The local stack serves the same handler from server/functions/.
import { cryptoProvider, rpc, stripeClient, stripeKeys } from '../_shared/deno-stripe.ts'
import { createStripeWebhook } from './handler.ts'

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void }

const keys = stripeKeys()
const handle = createStripeWebhook({
  stripe: stripeClient(keys),
  webhookSecret: keys?.webhookSecret ?? null,
  record: (event) => rpc('record_stripe_event', { p_event: event }),
  log: (line) => console.warn(line),
  cryptoProvider,
})

Deno.serve(handle)
