import { css } from 'styled-system/css'
import { formatMoney } from '~/lib/money'
import { entriesInCurrency, ledgerBalance, type LedgerEntry } from '../lib/ledger'
import { m } from '~/i18n/member'

/**
 * Every balance at a glance, side by side and never summed, each a jump to its own section: on a phone
 * the second currency's card sits below the first one's whole ledger.
 */
export function BalanceSummary({ ledger, currencies }: { ledger: LedgerEntry[]; currencies: readonly string[] }) {
  return (
    <nav aria-label={m.wallet_your_balances()}>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {currencies.map((currency) => (
          <li key={currency}>
            <a
              href={`#balance-${currency}`}
              className={css({
                display: 'inline-flex',
                alignItems: 'baseline',
                gap: '2',
                px: '3',
                py: '1.5',
                borderRadius: 'l2',
                borderWidth: '1px',
                borderColor: 'border.default',
                bg: 'bg.default',
                _hover: { bg: 'bg.subtle' },
              })}
            >
              <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{currency}</span>
              <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
                {formatMoney(ledgerBalance(entriesInCurrency(ledger, currency)), currency)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
