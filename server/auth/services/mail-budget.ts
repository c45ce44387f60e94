import { AsyncLocalStorage } from 'node:async_hooks'
import type { RateLimiter } from './rate-limit.ts'

/** Who a request's mails are counted against: its client address, or the service role's own budget. */
interface MailSender {
  address: string
  serviceRole: boolean
}

const sender = new AsyncLocalStorage<MailSender>()

/**
 * Runs a request so that the mails it causes are counted against its client address. The mailer sits a
 * few calls below the routes, so the address travels with the request rather than through every call.
 */
export function countMailFrom<T>(address: string, handle: () => Promise<T>): Promise<T> {
  return sender.run({ address, serviceRole: false }, handle)
}

/** The request proved the service role: its mails (invitations) do not draw on the anonymous budget. */
export function mailAsServiceRole(): void {
  const current = sender.getStore()
  if (current) current.serviceRole = true
}

/**
 * Takes one mail from the budgets: the service role's own, or the caller's address's and then the
 * instance's — so one client spends its share and no more, and clients together spend at most the
 * instance's. Throws GoTrue's 429 over_email_send_rate_limit when a budget is spent.
 */
export async function takeMailBudget(limiter: RateLimiter): Promise<void> {
  const current = sender.getStore() ?? { address: 'unknown', serviceRole: false }
  if (current.serviceRole) {
    await limiter.consume('emailSent', 'service_role')
    return
  }
  await limiter.consume('emailSentPerAddress', current.address)
  await limiter.consume('emailSent', 'all')
}
