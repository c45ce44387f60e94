import { useMemo } from 'react'
import { useLedger, useWalletBalances } from '~/db/queries'
import { walletCurrencies, type LedgerEntry } from '../lib/ledger'
import { useHomeCurrency } from './use-home-currency'

export interface WalletCurrencies {
  ledger: LedgerEntry[] | undefined
  /** Home club's currency first, then the others held or used; `undefined` while loading. */
  currencies: string[] | undefined
  /** The home club's currency, when the member has a home club this device knows. */
  home: string | null
}

/** Which balances My Balance shows, in order, with the ledger they are worked out from. */
export function useWalletCurrencies(): WalletCurrencies {
  const ledger = useLedger()
  const balances = useWalletBalances()
  const home = useHomeCurrency()
  const currencies = useMemo(
    () => (ledger ? walletCurrencies(ledger, (balances ?? []).map((b) => b.currency), home) : undefined),
    [ledger, balances, home],
  )
  return { ledger, currencies, home }
}
