import { addOutboxItem } from '../outbox'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { requireDatabase } from './current'

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
  if (!isValidTopUpAmount(req.amount)) throw new Error('Please enter an amount between 0.01 and 1000.00.')
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
