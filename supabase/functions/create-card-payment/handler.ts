import { answer, BEARER, boundedText, notSetUp, readRpc, said, unavailable, type StripeLike } from '../_shared/card-payments.ts'

/**
 * A member starts a card payment — the one implementation, shared by the local stack (server/functions) and
 * the Supabase edge function (index.ts beside this file).
 *
 * The database decides what is charged: `card_payment_quote` runs AS THE CALLER (their own Authorization, through
 * the data API) and records the card payment — their own booking's current due in its club's currency, what their
 * own place in a match owes, or a top-up in a currency of the network — or refuses. The function only asks Stripe for a PaymentIntent of exactly
 * that (in minor units, with the card payment's id as idempotency key and in the metadata, which the webhook checks)
 * and records the intent's id as the service role. Asked again for the same booking, the same intent comes back.
 *
 * Request: POST `{ bookingId }`, `{ matchId }` (the caller's share of a match) or `{ topUp: { amount, currency } }`. Answer: 200 `{ status: 'ready', clientSecret,
 * amount, currency, cardPaymentId, message, message_key, message_values }`, or a refusal with its message.
 */
export interface CreateCardPaymentDeps {
  /** null while card payments are not set up (no Stripe keys). */
  stripe: StripeLike | null
  /** POST rpc/card_payment_quote with this body, carrying the caller's Authorization header as given. */
  quote(body: Record<string, unknown>, authorization: string): Promise<Response>
  /** POST rpc/attach_card_payment_intent as the service role. */
  attach(cardPaymentId: string, paymentIntentId: string): Promise<Response>
}

export const MAX_BODY_BYTES = 4096
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const REFUSAL_STATUS: Record<string, number> = {
  not_signed_in: 401,
  card_not_set_up: 409,
  unknown_booking: 404,
  unknown_match: 404,
  not_in_match: 409,
  match_closed: 409,
  cancelled: 409,
  already_paid: 409,
  pay_way_not_accepted: 409,
  invalid_amount: 400,
  unknown_currency: 400,
  invalid_request: 400,
}

interface CardPayment {
  id: string
  kind: 'booking' | 'top_up' | 'match_share'
  member_id: string
  booking_id: string | null
  match_id: string | null
  amount: number
  currency: string
  amount_minor: number
  payment_intent_id: string | null
}

const unreadable = () =>
  answer(400, 'invalid_request', 'The request could not be read: send a booking id or a top-up as JSON.', said('server_invalid_request_card_body'))
const whatToPay = () =>
  answer(400, 'invalid_request', 'Please choose what to pay by card: a booking, or an amount to add to your wallet.', said('server_invalid_request_card_payment'))

/** The quote's arguments from the body, or null when it names none (or more than one) of a booking, a match and a top-up. */
function quoteArguments(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const { bookingId, matchId, topUp } = body as Record<string, unknown>
  if ([bookingId, matchId, topUp].filter((named) => named !== undefined).length !== 1) return null
  if (bookingId !== undefined) return typeof bookingId === 'string' && UUID.test(bookingId) ? { p_booking_id: bookingId } : null
  if (matchId !== undefined) return typeof matchId === 'string' && UUID.test(matchId) ? { p_match_id: matchId } : null
  if (!topUp || typeof topUp !== 'object' || Array.isArray(topUp)) return null
  const { amount, currency } = topUp as Record<string, unknown>
  // The database checks the amount (positive, at most what a top-up may be, two decimals) and the currency.
  if (!(typeof amount === 'number' && Number.isFinite(amount)) && !(typeof amount === 'string' && /^\d{1,7}(\.\d{1,9})?$/.test(amount))) return null
  if (typeof currency !== 'string' || currency.length > 10) return null
  return { p_amount: amount, p_currency: currency }
}

export function createCreateCardPayment(deps: CreateCardPaymentDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return answer(405, 'invalid_request', 'Send the payment with POST.', said('server_invalid_request_card_post'))
    const stripe = deps.stripe
    if (!stripe) return notSetUp()
    const authorization = request.headers.get('authorization') ?? ''
    if (!BEARER.test(authorization)) return answer(401, 'not_signed_in', 'Please sign in to pay by card.', said('server_not_signed_in_card'))
    const text = await boundedText(request, MAX_BODY_BYTES).catch(() => null)
    if (text === null) return unreadable()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return unreadable()
    }
    const args = quoteArguments(body)
    if (!args) return whatToPay()

    const quoted = await readRpc(await deps.quote(args, authorization).catch(() => null))
    if (quoted instanceof Response) return quoted
    if (quoted.status !== 'quoted') return answer(REFUSAL_STATUS[quoted.status] ?? 400, quoted.status, quoted.message, quoted.said)
    const payment = quoted.fields.card_payment as CardPayment | undefined
    if (!payment?.id || !(payment.amount_minor > 0)) return unavailable()

    let clientSecret: string | null
    try {
      if (payment.payment_intent_id) {
        clientSecret = (await stripe.paymentIntents.retrieve(payment.payment_intent_id)).client_secret
      } else {
        const intent = await stripe.paymentIntents.create(
          {
            amount: payment.amount_minor,
            currency: payment.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            // What the webhook checks against the recorded payment: whose money it is and for which payment.
            metadata: {
              card_payment_id: payment.id, member_id: payment.member_id, kind: payment.kind,
              booking_id: payment.booking_id ?? '', match_id: payment.match_id ?? '',
            },
          },
          // The card payment's id: a retry (ours or the SDK's) gets the same intent, never a second charge.
          { idempotencyKey: `card_payment_${payment.id}` },
        )
        const attached = await readRpc(await deps.attach(payment.id, intent.id).catch(() => null))
        if (attached instanceof Response || attached.status !== 'attached') return unavailable()
        clientSecret = intent.client_secret
      }
    } catch {
      return unavailable()
    }
    if (!clientSecret) return unavailable()
    return answer(200, 'ready', quoted.message, quoted.said, {
      clientSecret,
      amount: payment.amount,
      currency: payment.currency,
      cardPaymentId: payment.id,
    })
  }
}
