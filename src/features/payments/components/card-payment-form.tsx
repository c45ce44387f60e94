import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { StripeElementLocale } from '@stripe/stripe-js'
import { useEffect, useMemo } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { getLocale } from '~/i18n/current-locale'
import { confirmCardPayment, type ConfirmOutcome } from '../lib/card-payment-flow'
import { loadStripeOnce } from '../lib/load-stripe'
import { m } from '~/i18n/member'

export interface CardPaymentFormProps {
  publishableKey: string
  clientSecret: string
  payLabel: string
  paying: boolean
  onPay: () => void
  onOutcome: (outcome: ConfirmOutcome) => void
  /** Stripe.js could not be loaded (no connection to js.stripe.com, or blocked). */
  onUnavailable: () => void
}

/** Stripe's Payment Element for one payment intent, and the Pay button that confirms it. Loaded lazily (the dialog's). */
export default function CardPaymentForm({ publishableKey, clientSecret, onUnavailable, ...pay }: CardPaymentFormProps) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey])
  useEffect(() => {
    let live = true
    stripe.then(
      (loaded) => live && !loaded && onUnavailable(),
      () => live && onUnavailable(),
    )
    return () => {
      live = false
    }
  }, [stripe, onUnavailable])
  // Stripe's form speaks the page's language (every language ELSY has, Stripe has too).
  const options = useMemo(() => ({ clientSecret, locale: getLocale() as StripeElementLocale }), [clientSecret])
  return (
    <Elements stripe={stripe} options={options}>
      <PayForm {...pay} />
    </Elements>
  )
}

function PayForm({ payLabel, paying, onPay, onOutcome }: Omit<CardPaymentFormProps, 'publishableKey' | 'clientSecret' | 'onUnavailable'>) {
  const stripe = useStripe()
  const elements = useElements()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || paying) return
    onPay()
    // A way to pay that needs its bank's page comes back here; the sync then shows what was paid.
    onOutcome(await confirmCardPayment(stripe, elements, window.location.href))
  }

  return (
    <form onSubmit={submit} aria-label={payLabel} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || !elements} loading={paying} loadingText={m.payments_paying()}>
        {payLabel}
      </Button>
    </form>
  )
}
