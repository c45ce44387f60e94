import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Button } from '~/components/ui/button'
import { useSyncStatus } from '~/db/queries'
import { formatDay, formatWhen } from '../lib/format-date'
import { formatMoney } from '~/lib/money'
import { currencyTitle } from '../lib/currency-name'
import { describeRange, type DateRange } from '../lib/period'
import { downloadStatementCsv } from './download-statement'
import { StatementTable } from './statement-table'
import { useStatement } from './use-statement'
import { m } from '~/i18n/member'
import { storedWords } from '~/i18n/server-words'

export interface StatementSheetProps {
  /** The balance: every amount on the sheet is in this currency. */
  currency: string
  from: string | undefined
  to: string
  memberName: string
  memberEmail: string | null | undefined
}

// Printed, the sheet is the page: no frame, no buttons. The app around it (the sidebar) is hidden by a
// print-only style that exists only while this sheet is mounted; the top bar hides itself when printing.
const printOnly = css({
  '@media print': {
    '& [data-print=hide]': { display: 'none' },
    boxShadow: 'none',
    borderWidth: '0',
    p: '0',
  },
})
const PRINT_APP_CHROME = 'nav { display: none !important; } main { padding: 0 !important; }'

/** The printable statement: the member, the period, opening and closing balances, every line and the totals. */
export function StatementSheet({ currency, from, to, memberName, memberEmail }: StatementSheetProps) {
  const range = useMemo<DateRange>(() => ({ from: from ?? null, to }), [from, to])
  const statement = useStatement(currency, range)
  const money = (n: number) => formatMoney(n, currency)
  const { lastSyncedAt } = useSyncStatus()
  const [generatedAt] = useState(() => new Date().toISOString())

  return (
    <article
      aria-labelledby="statement-title"
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl', bg: 'bg.default', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', p: { base: '4', md: '8' } }),
        printOnly,
      )}
    >
      <style media="print">{PRINT_APP_CHROME}</style>
      <header className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ textStyle: 'xs', fontWeight: 'bold', letterSpacing: '0.14em', color: 'fg.muted' })}>{m.wallet_sheet_brand()}</p>
          <h1 id="statement-title" className={css({ textStyle: '2xl', fontWeight: 'bold' })}>
            {m.wallet_statement()}
          </h1>
          <p>{describeRange(range)}</p>
          <p data-testid="statement-currency" className={css({ fontWeight: 'semibold' })}>
            {m.wallet_balance_in({ currency: currencyTitle(currency) })}
          </p>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', textAlign: { base: 'start', sm: 'end' }, textStyle: 'sm' })}>
          <p className={css({ fontWeight: 'semibold' })}>{memberName}</p>
          {memberEmail ? <p>{memberEmail}</p> : null}
          <p className={css({ color: 'fg.muted' })}>{m.wallet_made_at({ when: formatWhen(generatedAt) })}</p>
          {lastSyncedAt ? <p className={css({ color: 'fg.muted' })}>{m.wallet_synced_at({ when: formatWhen(lastSyncedAt.toISOString()) })}</p> : null}
        </div>
      </header>

      {statement === undefined ? (
        <p className={css({ color: 'fg.muted' })}>{m.wallet_loading_transactions()}</p>
      ) : (
        <>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })}>
            {[
              [m.wallet_opening_balance(), statement.opening],
              [m.wallet_money_in(), statement.totalCredits],
              [m.wallet_money_out(), statement.totalDebits],
              [m.wallet_closing_balance(), statement.closing],
            ].map(([label, amount]) => (
              <div key={label} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', borderRadius: 'l2', bg: 'bg.subtle' })}>
                <dt className={css({ textStyle: 'xs', color: 'fg.muted' })}>{label}</dt>
                <dd className={css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>{money(amount as number)}</dd>
              </div>
            ))}
          </dl>
          <StatementTable statement={statement} />
          {statement.pending.length > 0 ? (
            <section aria-labelledby="statement-pending" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h2 id="statement-pending" className={css({ textStyle: 'md', fontWeight: 'semibold' })}>
                {m.wallet_pending_not_counted()}
              </h2>
              <ul className={css({ textStyle: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}>
                {statement.pending.map((p) => (
                  <li key={p.id}>
                    {formatDay(p.created_at)} · {storedWords(p.description, p.description_message)} · {money(p.amount)} — {m.wallet_counts_once_confirmed()}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div data-print="hide" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button onClick={() => window.print()}>{m.wallet_print()}</Button>
            <Button variant="outline" onClick={() => void downloadStatementCsv(statement)}>
              {m.wallet_download_csv()}
            </Button>
            <Link to="/player-balance" className={button({ variant: 'ghost' })}>
              {m.wallet_back_to_balance()}
            </Link>
          </div>
        </>
      )}
    </article>
  )
}
