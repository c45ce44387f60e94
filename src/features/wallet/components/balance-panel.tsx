import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { formatMoney, fromCents, toCents } from '~/lib/money'
import { ledgerBalance, pendingTopUps, type LedgerEntry } from '../lib/ledger'
import { m } from '~/i18n/member'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * One balance as docs/product.md §11 defines it (completed credits − completed debits, 2 decimals, the currency's
 * sign), worked out from that currency's synced rows so it always agrees with the ledger beside it, and
 * what is waiting at the desk in that currency.
 */
export function BalancePanel({ ledger, currency }: { ledger: LedgerEntry[]; currency: string }) {
  const pending = pendingTopUps(ledger)
  const pendingTotal = fromCents(pending.reduce((sum, e) => sum + toCents(e.amount), 0))
  return (
    <Card.Root>
      <Card.Header>
        <Card.Description>{m.wallet_current_balance({ currency })}</Card.Description>
        <p data-testid={`wallet-balance-${currency}`} className={css({ textStyle: '4xl', fontWeight: 'bold', letterSpacing: '-0.02em' })}>
          {formatMoney(ledgerBalance(ledger), currency)}
        </p>
      </Card.Header>
      <Card.Body>
        <p className={muted}>{m.wallet_balance_explained({ currency })}</p>
        {pending.length > 0 ? (
          <p
            data-testid={`wallet-pending-${currency}`}
            className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}
          >
            {m.wallet_pending_top_ups({ count: pending.length, amount: formatMoney(pendingTotal, currency) })}
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
