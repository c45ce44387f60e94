import { lazy, Suspense, useCallback, useEffect, useReducer } from 'react'
import { css } from 'styled-system/css'
import type { CardPaymentTarget } from '~/components/card-payments'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { formatMoney } from '~/lib/money'
import { notify } from '~/lib/toast'
import { startCardPayment, type CardPaymentStart } from '../api/card-payment'
import { cardPaymentStep, leavesUnpaid, STARTING, type CardPaymentState } from '../lib/card-payment-flow'
import { m } from '~/i18n/member'

// Stripe's form (react-stripe-js, then Stripe.js from js.stripe.com) loads only once a payment is ready to take.
const CardPaymentForm = lazy(() => import('./card-payment-form'))

export interface CardPaymentDialogProps {
  target: CardPaymentTarget
  publishableKey: string
  onClose: () => void
  /** Starts the payment on the server; tests hand in their own. */
  start?: (target: CardPaymentTarget) => Promise<CardPaymentStart>
}

/**
 * Pays a booking's amount due, a share of a match, or a top-up, by card: the amount in its own currency, Stripe's Payment Element and
 * a Pay button. Paid, the normal sync brings the result (the booking's due becomes 0, the top-up lands in the
 * ledger); closed unpaid, a booking's amount stays due at the club, and the dialog says so on the way out.
 */
export function CardPaymentDialog({ target, publishableKey, onClose, start = startCardPayment }: CardPaymentDialogProps) {
  const [state, dispatch] = useReducer(cardPaymentStep, STARTING)
  // A booking and a share are paid to the club; a top-up goes to the wallet.
  const booking = !('topUp' in target)
  const share = 'matchId' in target
  const unavailable = useCallback(() => dispatch({ type: 'refused', message: m.payments_stripe_unavailable() }), [])

  useEffect(() => {
    let live = true
    const started = typeof navigator !== 'undefined' && !navigator.onLine ? Promise.resolve<CardPaymentStart>({ ok: false, status: 'offline', message: m.payments_offline() }) : start(target)
    void started.then((answer) => live && dispatch({ type: 'started', answer }))
    return () => {
      live = false
    }
  }, [start, target])

  function close() {
    if (state.step === 'paying') return
    if (leavesUnpaid(state)) notify.success(title(booking), unpaidText(booking, share, state))
    onClose()
  }

  const payment = 'payment' in state ? state.payment : null
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} closeOnInteractOutside={false}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content aria-busy={state.step === 'starting' || state.step === 'paying'}>
          <Dialog.Header>
            <Dialog.Title>{title(booking)}</Dialog.Title>
            {payment ? (
              <Dialog.Description className={css({ pe: '8' })}>
                {m.payments_amount()}: <strong data-testid="card-amount">{formatMoney(payment.amount, payment.currency)}</strong>
              </Dialog.Description>
            ) : null}
          </Dialog.Header>
          <DialogCloseButton disabled={state.step === 'paying'} />
          <Dialog.Body>
            <CardPaymentBody state={state} booking={booking} share={share} />
            {state.step === 'ready' || state.step === 'paying' || state.step === 'failed' ? (
              <Suspense fallback={<p className={css({ color: 'fg.muted' })}>{m.payments_loading_form()}</p>}>
                <CardPaymentForm
                  publishableKey={publishableKey}
                  clientSecret={state.payment.clientSecret}
                  payLabel={m.payments_pay({ amount: formatMoney(state.payment.amount, state.payment.currency) })}
                  paying={state.step === 'paying'}
                  onPay={() => dispatch({ type: 'pay' })}
                  onOutcome={(outcome) => dispatch({ type: 'confirmed', outcome })}
                  onUnavailable={unavailable}
                />
              </Suspense>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            {state.step === 'ready' || state.step === 'failed' ? (
              <Button variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
                {m.payments_not_now()}
              </Button>
            ) : state.step === 'paying' ? null : (
              <Button variant={state.step === 'paid' ? 'solid' : 'outline'} onClick={onClose}>
                {m.payments_close()}
              </Button>
            )}
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function title(booking: boolean): string {
  return booking ? m.payments_title_booking() : m.payments_title_top_up()
}

function unpaidText(booking: boolean, share: boolean, state: Extract<CardPaymentState, { payment: unknown }>): string {
  if (!booking || !state.payment) return m.payments_cancelled_top_up()
  const amount = formatMoney(state.payment.amount, state.payment.currency)
  return share ? m.payments_cancelled_share({ amount }) : m.payments_cancelled_booking({ amount })
}

/** What the dialog says in each state (the form, when there is one, follows it). */
export function CardPaymentBody({ state, booking, share = false }: { state: CardPaymentState; booking: boolean; share?: boolean }) {
  switch (state.step) {
    case 'starting':
      return (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {m.payments_starting()}
        </p>
      )
    case 'refused':
      return <p role="alert" className={css({ color: 'fg.error' })}>{state.message}</p>
    case 'ready':
    case 'paying':
      return <p className={css({ color: 'fg.muted', textStyle: 'sm', mb: '3' })}>{m.payments_secure_note()}</p>
    case 'failed':
      return (
        <p role="alert" className={css({ color: 'fg.error', mb: '3' })}>
          {state.message ? m.payments_failed({ reason: state.message }) : m.payments_failed_unknown()}
        </p>
      )
    case 'paid':
      return (
        <p role="status" className={css({ fontWeight: 'semibold' })}>
          {booking ? m.payments_paid_booking() : m.payments_paid_top_up({ amount: formatMoney(state.payment.amount, state.payment.currency) })}
        </p>
      )
    case 'processing':
      return <p role="status">{m.payments_processing()}</p>
    case 'cancelled':
      return <p role="status">{booking && state.payment ? unpaidText(booking, share, state) : m.payments_cancelled_top_up()}</p>
  }
}
