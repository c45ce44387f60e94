import { answer, boundedText, notSetUp, readRpc, said, unavailable, type StripeLike } from '../_shared/card-payments.ts'

/**
 * Stripe's events — the one implementation, shared by the local stack (server/functions) and the Supabase edge
 * function (index.ts beside this file; deployed with --no-verify-jwt: Stripe sends no token, its signature is
 * the proof).
 *
 * The signature is checked by the SDK on the raw body (constructEventAsync, ELSY_STRIPE_WEBHOOK_SECRET): a missing or
 * wrong one is 400 and nothing changes. A verified event goes whole to ONE database function, `record_stripe_event`
 * (service role), which records it by id and settles what it names exactly once in the same transaction. Every
 * verified event is answered 200 — settled, already received, refused for an amount, currency or member other than
 * the recorded ones (logged in stripe_events), or ignored — because Stripe resending it would change nothing; only
 * a database that did not answer is 502, so Stripe tries again later.
 */
export interface StripeWebhookDeps {
  /** null while card payments are not set up (no Stripe keys). */
  stripe: StripeLike | null
  webhookSecret: string | null
  /** POST rpc/record_stripe_event { p_event } as the service role. */
  record(event: unknown): Promise<Response>
  /** Where refusals are reported for people to look at (a forged or mistaken event). */
  log?(line: string): void
  /** Deno's SubtleCrypto provider for the SDK (Stripe.createSubtleCryptoProvider()); Node's by default. */
  cryptoProvider?: never
}

/** Stripe's events are a few kilobytes; a megabyte is far beyond any. */
export const MAX_BODY_BYTES = 1024 * 1024

const REFUSED = new Set(['amount_mismatch', 'currency_mismatch', 'member_mismatch', 'unknown_payment'])

const badSignature = () => answer(400, 'invalid_signature', 'The Stripe signature is missing or wrong.', said('server_invalid_stripe_signature'))

export function createStripeWebhook(deps: StripeWebhookDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return answer(405, 'invalid_request', 'Send the payment with POST.', said('server_invalid_request_card_post'))
    const stripe = deps.stripe
    if (!stripe || !deps.webhookSecret) return notSetUp()
    const signature = request.headers.get('stripe-signature')
    const raw = await boundedText(request, MAX_BODY_BYTES).catch(() => null)
    if (!signature || raw === null) return badSignature()
    let event: { id?: unknown; type?: unknown }
    try {
      event = (await stripe.webhooks.constructEventAsync(raw, signature, deps.webhookSecret, undefined, deps.cryptoProvider)) as typeof event
    } catch {
      return badSignature()
    }
    const recorded = await readRpc(await deps.record(event).catch(() => null))
    if (recorded instanceof Response) return recorded.status === 401 ? unavailable() : recorded
    if (recorded.status === 'invalid_request') return answer(400, recorded.status, recorded.message, recorded.said)
    const outcome = typeof recorded.fields.outcome === 'string' ? recorded.fields.outcome : recorded.status
    if (REFUSED.has(outcome)) deps.log?.(`stripe-webhook: ${String(event.type)} ${String(event.id)} refused: ${outcome}`)
    return answer(200, recorded.status, recorded.message, recorded.said, { outcome })
  }
}
