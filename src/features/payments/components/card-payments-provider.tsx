import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { CardPaymentsContext, type CardPayments, type CardPaymentTarget } from '~/components/card-payments'
import { useSyncStatus } from '~/db/queries'
import { useCardConfig } from '../api/card-config'
import { sendCardRefunds } from '../api/send-card-refunds'
import { CardPaymentDialog } from './card-payment-dialog'

/**
 * Card payments for the signed-in pages (the booking sheet, My bookings, Add funds): whether card is offered here
 * (set up for the network, and online), and the one card payment dialog, opened for a booking or a top-up.
 */
export function CardPaymentsProvider({ children }: { children: ReactNode }) {
  const { online } = useSyncStatus()
  const config = useCardConfig(online)
  const [paying, setPaying] = useState<{ target: CardPaymentTarget; key: number; onClosed?: () => void } | null>(null)
  const pay = useCallback(
    (target: CardPaymentTarget, onClosed?: () => void) => setPaying((now) => ({ target, key: (now?.key ?? 0) + 1, onClosed })),
    [],
  )
  const value = useMemo<CardPayments>(() => ({ offered: config.enabled, pay, sendRefunds: sendCardRefunds }), [config.enabled, pay])
  return (
    <CardPaymentsContext.Provider value={value}>
      {children}
      {paying && config.enabled ? (
        <CardPaymentDialog key={paying.key} target={paying.target} publishableKey={config.publishableKey} onClose={() => {
            setPaying(null)
            paying.onClosed?.()
          }}
        />
      ) : null}
    </CardPaymentsContext.Provider>
  )
}
