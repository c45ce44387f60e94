import * as v from 'valibot'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { defineOperation, marksOf } from './operation'
import { said, WordsError } from '~/lib/words'

/** An amount with its cents, written the reader's way when said; in its currency when it has one. */
const amountValue = (amount: number, currency?: string | null) => (currency ? { amount, currency } : { number: amount, decimals: 2 })

/** `request_top_up`: the request id becomes the pending transaction's id. */
const payload = v.object({
  requestId: v.string(),
  amount: v.number(),
  /** The club's currency, shown while the request waits; null only on requests queued before currencies. */
  currency: v.optional(v.nullable(v.string()), null),
  /** Where the member will pay; null: their home club (the server's default). */
  clubId: v.nullable(v.string()),
})

export const topUp = defineOperation({
  kind: 'top_up',
  payload,
  // A null club is the member's home club (the function's default).
  rpc: { name: 'request_top_up', args: (p) => ({ p_amount: p.amount, p_club_id: p.clubId, p_request_id: p.requestId }) },
  done: ['pending', 'replayed', 'completed'],
  conflict: ['invalid_amount', 'unknown_club', 'club_required', 'too_many_pending'],
  overlay: {
    // Shown as a pending credit, as the server will store it; a refused one carries the refusal.
    ledger(rows, item, { userId, clubs }) {
      const p = item.payload
      if (rows.has(p.requestId)) return
      // The club decides the currency; a request whose club is not known here waits unlisted (the sync line names it).
      const currency = p.currency ?? clubs.find((c) => c.id === p.clubId)?.currency
      if (!currency) return
      rows.set(p.requestId, {
        id: p.requestId,
        member_id: userId,
        type: 'credit',
        kind: 'top_up',
        amount: p.amount,
        currency,
        description: '',
        description_message: said('outbox_top_up_description'),
        status: 'pending',
        booking_id: null,
        club_id: p.clubId,
        created_at: item.createdAt,
        completed_at: null,
        ...marksOf(item),
      })
    },
  },
  label: (p) => ({ title: said('outbox_top_up_label', { amount: amountValue(p.amount, p.currency) }), link: '/player-balance' }),
  refused: {
    role: 'alert',
    fallback: said('outbox_top_up_fallback'),
    discard: said('outbox_discard'),
    // A refused request is asked again from the form (another amount or club), not sent again as it was.
    offersRetry: () => false,
  },
})

/** The server's rule (request_top_up): positive, at most 1000, whole cents. */
export function isValidTopUpAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0 && amount <= 1000 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
}

/**
 * Asks to add funds, paid at a club's desk: queued for `request_top_up` (the request id becomes the pending
 * transaction's id, so a resend never asks twice), at a club and in its currency (the server's rule; the
 * currency is kept only to show the request while it waits). It counts in the balance once staff confirm the payment;
 * meanwhile `useLedger()` lists it as pending.
 */
export async function queueTopUp(req: { amount: number; clubId: string; currency: string }): Promise<{ requestId: string }> {
  if (!isValidTopUpAmount(req.amount)) {
    throw new WordsError(said('outbox_top_up_amount_range', { min: amountValue(0.01), max: amountValue(1000) }))
  }
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta], async () => {
    const requestId = newUuid()
    const amount = Math.round(req.amount * 100) / 100
    await addOutboxItem(db, requestId, { kind: 'top_up', payload: { requestId, amount, clubId: req.clubId, currency: req.currency } })
    return { requestId }
  })
  requestDrain()
  return result
}
