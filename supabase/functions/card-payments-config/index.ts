// Supabase edge function (Deno). Deploy: `supabase functions deploy card-payments-config --no-verify-jwt`.
// The local stack serves the same handler from server/functions/.
import { stripeKeys, withCors } from '../_shared/deno-stripe.ts'
import { createCardPaymentsConfig } from './handler.ts'

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void }

Deno.serve(withCors(createCardPaymentsConfig(stripeKeys()?.publishableKey ?? null)))
