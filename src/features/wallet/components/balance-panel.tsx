import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { ledgerBalance, pendingTopUps, type LedgerEntry } from '../lib/ledger'
import { formatDollars, fromCents, toCents } from '../lib/money'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * The balance the spec defines (completed credits − completed debits, 2 decimals, "$"), worked out from
 * the synced ledger so it always agrees with the rows below it, and what is waiting at the desk.
 */
export function BalancePanel({ ledger }: { ledger: LedgerEntry[] | undefined }) {
  const pending = ledger ? pendingTopUps(ledger) : []
  const pendingTotal = fromCents(pending.reduce((sum, e) => sum + toCents(e.amount), 0))
  return (
    <Card.Root>
      <Card.Header>
        <Card.Description>Current balance</Card.Description>
        {ledger === undefined ? (
          <p className={muted}>Loading…</p>
        ) : (
          <p data-testid="wallet-balance" className={css({ textStyle: '4xl', fontWeight: 'bold', letterSpacing: '-0.02em' })}>
            {formatDollars(ledgerBalance(ledger))}
          </p>
        )}
      </Card.Header>
      <Card.Body>
        <p className={muted}>Completed top-ups and refunds minus completed payments.</p>
        {pending.length > 0 ? (
          <p className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
            {formatDollars(pendingTotal)} pending in {pending.length === 1 ? '1 top-up' : `${pending.length} top-ups`}: pay at the club's desk;
            it counts once staff confirm the payment.
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
