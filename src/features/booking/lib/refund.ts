import { formatMoney } from '~/lib/money'

export const FULL_REFUND_HOURS = 24

/** What cancelling now gives back, from the server (`cancellation_terms`) or worked out offline. */
export type CancellationTerms =
  | { kind: 'full'; refund: number; currency: string; source: 'server' | 'local'; staff?: true }
  | { kind: 'none'; refund: 0; currency: string; source: 'server' | 'local' }
  | { kind: 'started' | 'already_cancelled'; source: 'server' | 'local' }
  | { kind: 'refused'; message: string; source: 'server' }

/**
 * The server's rule (public.cancellation_quote), for when there is no connection: the full price back
 * until 24 hours before the start, nothing after, no cancelling once started. Elapsed real time between
 * instants, so a DST night in between is counted as it really is.
 */
export function localTerms(startsAt: Date, price: number, currency: string, now: Date = new Date()): CancellationTerms {
  const msLeft = startsAt.getTime() - now.getTime()
  if (msLeft <= 0) return { kind: 'started', source: 'local' }
  if (msLeft >= FULL_REFUND_HOURS * 3_600_000) return { kind: 'full', refund: price, currency, source: 'local' }
  return { kind: 'none', refund: 0, currency, source: 'local' }
}

/** Reads a `cancellation_terms` answer; anything unexpected is passed on as the server's own words. */
export function serverTerms(result: unknown, fallbackCurrency: string): CancellationTerms {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>
  const currency = typeof r.currency === 'string' ? r.currency : fallbackCurrency
  switch (r.status) {
    case 'cancellable':
      return r.full_refund === true
        ? { kind: 'full', refund: Number(r.refund), currency, source: 'server', ...(r.staff === true ? { staff: true as const } : {}) }
        : { kind: 'none', refund: 0, currency, source: 'server' }
    case 'slot_started':
      return { kind: 'started', source: 'server' }
    case 'already_cancelled':
      return { kind: 'already_cancelled', source: 'server' }
    default:
      return {
        kind: 'refused',
        message: typeof r.message === 'string' ? r.message : 'This booking cannot be cancelled.',
        source: 'server',
      }
  }
}

/** The sentence the cancel dialog leads with. */
export function termsText(terms: CancellationTerms): string {
  switch (terms.kind) {
    case 'full':
      // Staff refund in full whenever they cancel (the server's rule), even inside the last 24 hours.
      return `Full refund of ${formatMoney(terms.refund, terms.currency)} (${terms.staff ? 'cancelled by club staff' : 'more than 24 h before'})`
    case 'none':
      return 'No refund: less than 24 hours before the start'
    case 'started':
      return 'This booking has already started and can no longer be cancelled.'
    case 'already_cancelled':
      return 'This booking is already cancelled.'
    case 'refused':
      return terms.message
  }
}

export function canCancelWith(terms: CancellationTerms): boolean {
  return terms.kind === 'full' || terms.kind === 'none'
}
