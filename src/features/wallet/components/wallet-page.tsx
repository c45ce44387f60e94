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
import { WaysToPay } from './ways-to-pay'
import { m } from '~/i18n/member'

type Open = { kind: 'add' } | { kind: 'statement'; currency: string } | null

/**
 * /player-balance: one balance per currency held (the home club's first), each with its own ledger and
 * statement, "Add Funds" and "Request Statement" (docs/product.md §2.15). Two currencies are never added together.
 */
export function WalletPage() {
  const { ledger, currencies } = useWalletCurrencies()
  const [dialog, setDialog] = useState<Open>(null)
  const close = () => setDialog(null)
  const several = (currencies?.length ?? 0) > 1
  return (
    <>
      <PageHeader
        title={m.wallet_title()}
        description={m.wallet_description_page()}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'add' })}>{m.wallet_add_funds_title()}</Button>
            <Button variant="outline" disabled={!currencies?.length} onClick={() => currencies?.[0] && setDialog({ kind: 'statement', currency: currencies[0] })}>
              {m.wallet_request_statement()}
            </Button>
          </>
        }
      />
      {currencies === undefined || ledger === undefined ? (
        <p className={css({ color: 'fg.muted' })}>{m.wallet_loading_transactions()}</p>
      ) : currencies.length === 0 ? (
        <Card.Root>
          <Card.Body className={css({ pt: '6' })}>
            <p>{m.wallet_no_balance()}</p>
            <WaysToPay className={css({ color: 'fg.muted', textStyle: 'sm', mt: '2' })} />
          </Card.Body>
        </Card.Root>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
          {/* Nothing in the wallet yet: how the home club can be paid, so the page leads somewhere. */}
          {ledger.length === 0 ? <WaysToPay className={css({ color: 'fg.muted', textStyle: 'sm' })} /> : null}
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
                  {several ? currencyTitle(currency) : m.wallet_balance_in({ currency: currencyTitle(currency) })}
                </h2>
                {several ? (
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'statement', currency })}>
                    {m.wallet_currency_statement({ currency })}
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
