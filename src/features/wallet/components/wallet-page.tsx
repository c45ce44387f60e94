import { useState } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { useLedger } from '~/db/queries'
import { AddFundsDialog } from './add-funds-dialog'
import { BalancePanel } from './balance-panel'
import { LedgerCard } from './ledger-card'
import { StatementDialog } from './statement-dialog'

/** /player-balance: the balance, the ledger by period, "Add Funds" and "Request Statement" (spec). */
export function WalletPage() {
  const ledger = useLedger()
  const [dialog, setDialog] = useState<'add' | 'statement' | null>(null)
  const close = () => setDialog(null)
  return (
    <>
      <PageHeader
        title="My Balance"
        description="Your wallet: top-ups, court payments, tournament fees and refunds."
        actions={
          <>
            <Button onClick={() => setDialog('add')}>Add Funds</Button>
            <Button variant="outline" onClick={() => setDialog('statement')}>
              Request Statement
            </Button>
          </>
        }
      />
      <div className={css({ display: 'grid', gap: '6', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } })}>
        <BalancePanel ledger={ledger} />
        <LedgerCard ledger={ledger} />
      </div>
      <AddFundsDialog open={dialog === 'add'} onClose={close} />
      <StatementDialog open={dialog === 'statement'} onClose={close} />
    </>
  )
}
