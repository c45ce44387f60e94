import { useState } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { currencyTitle } from '../lib/currency-name'
import { entriesInCurrency } from '../lib/ledger'
import { AddFundsDialog } from './add-funds-dialog'
import { BalancePanel } from './balance-panel'
import { BalanceSummary } from './balance-summary'
import { LedgerCard } from './ledger-card'
import { StatementDialog } from './statement-dialog'
import { useWalletCurrencies } from './use-wallet-currencies'

type Open = { kind: 'add' } | { kind: 'statement'; currency: string } | null

/**
 * /player-balance: one balance per currency held (the home club's first), each with its own ledger and
 * statement, "Add Funds" and "Request Statement" (spec). Two currencies are never added together.
 */
export function WalletPage() {
  const { ledger, currencies } = useWalletCurrencies()
  const [dialog, setDialog] = useState<Open>(null)
  const close = () => setDialog(null)
  const several = (currencies?.length ?? 0) > 1
  return (
    <>
      <PageHeader
        title="My Balance"
        description="Your wallet: top-ups, court payments, tournament fees and refunds, one balance per currency."
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'add' })}>Add Funds</Button>
            <Button variant="outline" disabled={!currencies?.length} onClick={() => currencies?.[0] && setDialog({ kind: 'statement', currency: currencies[0] })}>
              Request Statement
            </Button>
          </>
        }
      />
      {currencies === undefined || ledger === undefined ? (
        <p className={css({ color: 'fg.muted' })}>Loading your transactions…</p>
      ) : currencies.length === 0 ? (
        <Card.Root>
          <Card.Body className={css({ pt: '6' })}>
            <p>No balance yet. Add funds at a club's desk: your balance is then kept in that club's currency.</p>
          </Card.Body>
        </Card.Root>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
          {several ? <BalanceSummary ledger={ledger} currencies={currencies} /> : null}
          {currencies.map((currency) => (
            <section
              key={currency}
              id={`balance-${currency}`}
              aria-labelledby={`balance-${currency}-title`}
              className={css({ display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '20' })}
            >
              <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
                <h2 id={`balance-${currency}-title`} className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>
                  {several ? currencyTitle(currency) : `Balance in ${currencyTitle(currency)}`}
                </h2>
                {several ? (
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'statement', currency })}>
                    {currency} statement
                  </Button>
                ) : null}
              </div>
              <div className={css({ display: 'grid', gap: '6', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } })}>
                <BalancePanel ledger={entriesInCurrency(ledger, currency)} currency={currency} />
                <LedgerCard ledger={entriesInCurrency(ledger, currency)} currency={currency} />
              </div>
            </section>
          ))}
        </div>
      )}
      <AddFundsDialog open={dialog?.kind === 'add'} onClose={close} />
      <StatementDialog
        open={dialog?.kind === 'statement'}
        currency={dialog?.kind === 'statement' ? dialog.currency : (currencies?.[0] ?? '')}
        currencies={currencies ?? []}
        onClose={close}
      />
    </>
  )
}
