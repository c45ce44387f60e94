import { answer, BEARER, isStripeRefusal, notSetUp, readRpc, said, type StripeLike } from '../_shared/card-payments.ts'

/**
 * Sends the refunds waiting to go back to a card — the one implementation, shared by the local stack
 * (server/functions) and the Supabase edge function (index.ts beside this file).
 *
 * A cancellation at a club that refunds card payments to the card records a pending card refund (the database's
 * trigger, in the cancellation's transaction). This function sends them: `claim_card_refunds` runs with the
 * caller's Authorization — a member sends their own (the app calls it after a cancellation that answers
 * `refund_to: 'card'`), the service role all of them (a schedule, the safety net) — then each goes to
 * `stripe.refunds.create` with the row id as idempotency key, so a retry or a second sender never refunds twice.
 * `finish_card_refund` (service role) keeps Stripe's refund id; `charge.refunded` confirms it (stripe-webhook).
 */
export interface SendCardRefundsDeps {
  stripe: StripeLike | null
  /** POST rpc/claim_card_refunds with the given Authorization (the caller's, or the service role's). */
  claim(authorization: string): Promise<Response>
  /** POST rpc/finish_card_refund as the service role. */
  finish(cardRefundId: string, stripeRefundId: string | null, error: string | null): Promise<Response>
}

interface ClaimedRefund {
  id: string
  amount_minor: number
  payment_intent_id: string
  booking_id: string
}

export function createSendCardRefunds(deps: SendCardRefundsDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return answer(405, 'invalid_request', 'Send the payment with POST.', said('server_invalid_request_card_post'))
    const stripe = deps.stripe
    if (!stripe) return notSetUp()
    const authorization = request.headers.get('authorization') ?? ''
    if (!BEARER.test(authorization)) return answer(401, 'not_signed_in', 'Please sign in to pay by card.', said('server_not_signed_in_card'))
    const claimed = await readRpc(await deps.claim(authorization).catch(() => null))
    if (claimed instanceof Response) return claimed
    if (claimed.status !== 'claimed') return answer(claimed.status === 'card_not_set_up' ? 409 : 401, claimed.status, claimed.message, claimed.said)

    let sent = 0
    let failed = 0
    let retry = 0
    for (const refund of (claimed.fields.refunds ?? []) as ClaimedRefund[]) {
      let refundId: string | null = null
      let error: string | null = null
      try {
        refundId = (
          await stripe.refunds.create(
            { payment_intent: refund.payment_intent_id, amount: refund.amount_minor, metadata: { card_refund_id: refund.id, booking_id: refund.booking_id } },
            { idempotencyKey: `card_refund_${refund.id}` },
          )
        ).id
      } catch (caught) {
        // Stripe down or unreachable: the row stays claimed and is sent again after a while (the same key).
        if (!isStripeRefusal(caught)) {
          retry += 1
          continue
        }
        error = caught instanceof Error ? caught.message : 'refused'
      }
      const finished = await readRpc(await deps.finish(refund.id, refundId, error).catch(() => null))
      if (finished instanceof Response) retry += 1
      else if (refundId) sent += 1
      else failed += 1
    }
    return answer(200, 'sent', `Card refunds sent: ${sent}; refused by Stripe: ${failed}; to try again: ${retry}.`,
      said('server_card_refunds_sent', { sent, failed, retry }), { sent, failed, retry })
  }
}
