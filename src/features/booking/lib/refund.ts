import { formatMoney } from '~/lib/money'
import { m } from '~/i18n/member'

export const FULL_REFUND_HOURS = 24

/** What cancelling now gives back, from the server (`cancellation_terms`) or worked out offline. */
export type CancellationTerms =
  | { kind: 'full'; refund: number; currency: string; source: 'server' | 'local'; staff?: true; hours?: number }
  | { kind: 'none'; refund: 0; currency: string; source: 'server' | 'local'; hours?: number }
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
  // Each club sets its own window (the booking keeps the one it was made under): the server says which.
  const hours = typeof r.full_refund_hours === 'number' ? { hours: r.full_refund_hours } : {}
  switch (r.status) {
    case 'cancellable':
      return r.full_refund === true
        ? { kind: 'full', refund: Number(r.refund), currency, source: 'server', ...hours, ...(r.staff === true ? { staff: true as const } : {}) }
        : { kind: 'none', refund: 0, currency, source: 'server', ...hours }
    case 'slot_started':
      return { kind: 'started', source: 'server' }
    case 'already_cancelled':
      return { kind: 'already_cancelled', source: 'server' }
    default:
      return {
        kind: 'refused',
        message: typeof r.message === 'string' ? r.message : m.booking_cannot_cancel(),
        source: 'server',
      }
  }
}

/** "1 hour", "24 hours": as the server words a refund window. */
export function hoursText(hours: number): string {
  return m.booking_hours({ count: hours })
}

/** The refund window the terms were worked out with: the server's, else the rule the device knows. */
export function refundHours(terms: CancellationTerms): number {
  return (terms.kind === 'full' || terms.kind === 'none') && terms.hours !== undefined ? terms.hours : FULL_REFUND_HOURS
}

/** The sentence the cancel dialog leads with. */
export function termsText(terms: CancellationTerms): string {
  switch (terms.kind) {
    case 'full':
      // Staff refund in full whenever they cancel (the server's rule), even inside the window.
      return terms.staff
        ? m.booking_terms_full_staff({ amount: formatMoney(terms.refund, terms.currency) })
        : m.booking_terms_full({ amount: formatMoney(terms.refund, terms.currency), hours: refundHours(terms) })
    case 'none':
      return m.booking_terms_none({ hours: hoursText(refundHours(terms)) })
    case 'started':
      return m.booking_terms_started()
    case 'already_cancelled':
      return m.booking_terms_already_cancelled()
    case 'refused':
      return terms.message
  }
}

export function canCancelWith(terms: CancellationTerms): boolean {
  return terms.kind === 'full' || terms.kind === 'none'
}

/**
 * What the toast says once the server has cancelled a booking: the refund it recorded, in the booking's own
 * currency, or why there was none. `hours` is the window the dialog was told (the club's), when it was.
 */
export function cancelledText(refund: number | null, currency: string, hours: number = FULL_REFUND_HOURS): string {
  if (refund !== null && refund > 0) return m.booking_refunded_to_balance({ amount: formatMoney(refund, currency), currency })
  return m.booking_no_refund_cancelled_late({ hours: hoursText(hours) })
}
