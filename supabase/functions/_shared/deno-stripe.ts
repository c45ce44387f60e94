// The Supabase edge functions' Stripe client and data API calls (Deno). The local stack makes its own in server/functions.
import Stripe from 'npm:stripe@^23.1.0'
import type { StripeKeys, StripeLike } from './card-payments.ts'

declare const Deno: { env: { get(name: string): string | undefined } }

export const supabaseUrl = Deno.env.get('SUPABASE_URL')!
export const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!
export const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!

/** The three keys (supabase secrets set ELSY_STRIPE_…), or null: card payments are then off. */
export function stripeKeys(): StripeKeys | null {
  const secretKey = Deno.env.get('ELSY_STRIPE_SECRET_KEY')
  const webhookSecret = Deno.env.get('ELSY_STRIPE_WEBHOOK_SECRET')
  const publishableKey = Deno.env.get('ELSY_STRIPE_PUBLISHABLE_KEY')
  return secretKey && webhookSecret && publishableKey ? { secretKey, webhookSecret, publishableKey } : null
}

export function stripeClient(keys: StripeKeys | null): StripeLike | null {
  // Deno has fetch, not Node's http.
  return keys ? (new Stripe(keys.secretKey, { httpClient: Stripe.createFetchHttpClient() }) as StripeLike) : null
}

/** Deno's WebCrypto for the SDK's signature check. */
export const cryptoProvider = Stripe.createSubtleCryptoProvider() as never

/** POST rest/v1/rpc/<name>, with the caller's Authorization or the service role's. */
export function rpc(name: string, body: unknown, authorization = `Bearer ${serviceRoleKey}`): Promise<Response> {
  return fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: authorization === `Bearer ${serviceRoleKey}` ? serviceRoleKey : anonKey, authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

export const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
}

/** The handler's answer with CORS headers, and preflights answered. */
export function withCors(handle: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: cors })
    const response = await handle(request)
    const answered = new Response(response.body, response)
    for (const [name, value] of Object.entries(cors)) answered.headers.set(name, value)
    return answered
  }
}
