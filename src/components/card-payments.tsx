import { createContext, useContext } from 'react'

/** What a card payment pays: a booking's amount due, the caller's share of a match, or an amount added to the wallet in one currency. */
export type CardPaymentTarget = { bookingId: string } | { matchId: string } | { topUp: { amount: number; currency: string } }

/**
 * Card payments as the booking, match and wallet screens use them. The payments feature provides them (the signed-in
 * layout mounts its provider), so those screens never import it; without a provider, card is not offered.
 */
export interface CardPayments {
  /** Card payments are set up for the network and this device is online (each club's ways still decide). */
  offered: boolean
  /** Opens the card payment dialog for this payment; `onClosed` runs when it closes, paid or not. */
  pay(target: CardPaymentTarget, onClosed?: () => void): void
  /** Asks for the refunds waiting to go back to a card to be sent now (a failure is only logged: a schedule sends them too). */
  sendRefunds(): void
}

const NO_CARD: CardPayments = { offered: false, pay: () => undefined, sendRefunds: () => undefined }

export const CardPaymentsContext = createContext<CardPayments>(NO_CARD)

export function useCardPayments(): CardPayments {
  return useContext(CardPaymentsContext)
}
