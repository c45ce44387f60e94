import type { Stripe } from '@stripe/stripe-js'

const loaded = new Map<string, Promise<Stripe | null>>()

/**
 * Stripe.js for a publishable key, fetched from js.stripe.com (Stripe asks that it never be bundled) the first
 * time a card payment starts, never before: the `pure` entry does not add the script on import, and this module
 * is only reached through the dialog's lazy form. A failed load is forgotten so the next payment tries again.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey))
    stripe.catch(() => loaded.delete(publishableKey))
    loaded.set(publishableKey, stripe)
  }
  return stripe
}
