/**
 * What the card-payment functions share (create-card-payment, stripe-webhook, send-card-refunds,
 * card-payments-config): the part of the Stripe SDK they use, answers that name their message as the database's
 * do (public.said), and the data API's answers read once. Web-standard only: the local stack (server/functions)
 * and the Supabase edge functions (index.ts files, Deno) run the same code.
 */

/** The Stripe keys; card payments are on only when all three are set. */
export interface StripeKeys {
  secretKey: string
  webhookSecret: string
  publishableKey: string
}

export interface StripeIntent {
  id: string
  client_secret: string | null
}

/** The part of the `stripe` SDK these functions call; a `new Stripe(key)` is one. */
export interface StripeLike {
  paymentIntents: {
    create(params: Record<string, unknown>, options: { idempotencyKey: string }): Promise<StripeIntent>
    retrieve(id: string): Promise<StripeIntent>
  }
  refunds: {
    create(params: Record<string, unknown>, options: { idempotencyKey: string }): Promise<{ id: string }>
  }
  webhooks: {
    constructEventAsync(payload: string, header: string, secret: string, tolerance?: number, cryptoProvider?: never): Promise<unknown>
  }
}

/** A message of the catalogue (messages/member/server) and the raw values its placeholders take. */
export interface Said {
  message_key: string
  message_values: Record<string, unknown>
}

export const said = (key: string, values: Record<string, unknown> = {}): Said => ({ message_key: key, message_values: values })

export const answer = (httpStatus: number, status: string, message: string, named: Said | null, fields: Record<string, unknown> = {}) =>
  Response.json({ status, message, ...named, ...fields }, { status: httpStatus })

export const notSetUp = () =>
  answer(409, 'card_not_set_up', 'Card payments are not set up for this network yet.', said('server_invalid_request_card_not_set_up'))

export const unavailable = () =>
  answer(502, 'unavailable', 'Card payments cannot be taken right now. Try again in a few minutes.', said('server_card_unavailable'))

export const sessionEnded = () =>
  answer(401, 'not_signed_in', 'Your session has ended. Sign in again to pay by card.', said('server_not_signed_in_card_session'))

export const BEARER = /^Bearer\s+\S+$/i

/** An RPC's answer: its status, English and message, and the rest of its fields. */
export interface RpcAnswer {
  status: string
  message: string
  said: Said | null
  fields: Record<string, unknown>
}

/**
 * The data API's answer to an RPC: the RPC's own, or the Response to give (a refused token: 401; anything else
 * that is not an answer: 502).
 */
export async function readRpc(response: Response | null): Promise<RpcAnswer | Response> {
  if (!response) return unavailable()
  if (response.status === 401 || response.status === 403) return sessionEnded()
  if (!response.ok) return unavailable()
  const value = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!value || typeof value.status !== 'string' || typeof value.message !== 'string') return unavailable()
  const { status, message, message_key, message_values, ...fields } = value
  const values = message_values && typeof message_values === 'object' && !Array.isArray(message_values) ? (message_values as Record<string, unknown>) : {}
  return { status, message, said: typeof message_key === 'string' ? said(message_key, values) : null, fields }
}

/** The body as text, or null when it is larger than `maxBytes` (read no further than that). */
export async function boundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** Stripe's refusals (a bad request, a card problem) are final; anything else (the network, Stripe down) is worth retrying. */
export function isStripeRefusal(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type
  return type === 'StripeInvalidRequestError' || type === 'StripeCardError'
}
