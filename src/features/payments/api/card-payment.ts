import * as v from 'valibot'
import type { CardPaymentTarget } from '~/components/card-payments'
import { withAnswerSentence } from '~/i18n/server-words'
import { isCurrencyCode } from '~/lib/money'
import { loadSupabase } from '~/lib/load-supabase'
import { amount } from '~/lib/rpc-answer'
import { m } from '~/i18n/member'

/** `create-card-payment` ready: what Stripe's form needs, and what the database decided is charged. */
const Ready = v.object({
  status: v.literal('ready'),
  clientSecret: v.pipe(v.string(), v.minLength(1)),
  amount,
  currency: v.pipe(v.string(), v.check((code: string) => isCurrencyCode(code))),
  cardPaymentId: v.string(),
})

/** A refusal (the function's or the database's), its sentence said from its message key. */
const Refusal = v.looseObject({ status: v.string(), message: v.string() })

export type ReadyCardPayment = Omit<v.InferOutput<typeof Ready>, 'status'>

export type CardPaymentStart = ({ ok: true } & ReadyCardPayment) | { ok: false; status: string; message: string }

/** Reads the function's answer body, whatever its HTTP status: ready, or a refusal in the reader's words. */
export function readCardPaymentAnswer(body: unknown): CardPaymentStart {
  const ready = v.safeParse(Ready, body)
  if (ready.success) {
    const { status: _status, ...payment } = ready.output
    return { ok: true, ...payment }
  }
  const refusal = v.safeParse(Refusal, withAnswerSentence(body))
  if (refusal.success && refusal.output.status !== 'ready') return { ok: false, status: refusal.output.status, message: refusal.output.message }
  return { ok: false, status: 'unreadable', message: m.payments_unreadable() }
}

/**
 * Starts a card payment (POST create-card-payment with the member's token): the database decides the amount —
 * the booking's due in its currency, or the top-up asked for — and the same booking asked again gets the same
 * payment back. Refusals (4xx, 502) come back as their sentence; no connection as the offline one.
 */
export async function startCardPayment(target: CardPaymentTarget): Promise<CardPaymentStart> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.functions.invoke('create-card-payment', { body: target })
  if (!error) return readCardPaymentAnswer(data)
  // Told apart by name, not by class: importing supabase-js's classes here would pull it into the signed-in layout's
  // chunk, which otherwise gets the client lazily.
  const kind = (error as { name?: string }).name
  if (kind === 'FunctionsHttpError') {
    const response = (error as { context: Response }).context
    const body: unknown = await response.json().catch(() => null)
    const answer = readCardPaymentAnswer(body)
    return answer.ok || answer.status !== 'unreadable' ? answer : { ok: false, status: 'http_error', message: m.payments_start_failed({ status: response.status }) }
  }
  if (kind === 'FunctionsFetchError' || kind === 'FunctionsRelayError') return { ok: false, status: 'offline', message: m.payments_offline() }
  return { ok: false, status: 'unknown', message: error instanceof Error ? error.message : m.payments_unreadable() }
}
