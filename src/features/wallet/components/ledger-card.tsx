import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { useClubs } from '~/db/queries'
import { countedCents, entriesIn, type LedgerEntry } from '../lib/ledger'
import { formatMoney, fromCents } from '~/lib/money'
import { periodRange, type PeriodKey } from '../lib/period'
import { LedgerItem } from './ledger-item'
import { PeriodSelect } from './period-select'
import { m } from '~/i18n/member'

const PAGE = 30

/** One currency's transactions of a chosen period, newest first, with what came in and went out. */
export function LedgerCard({ ledger, currency }: { ledger: LedgerEntry[] | undefined; currency: string }) {
  const [period, setPeriod] = useState<PeriodKey>('all')
  const [shown, setShown] = useState(PAGE)
  const clubs = useClubs()
  const clubNames = useMemo(() => new Map((clubs ?? []).map((c) => [c.id, c.name])), [clubs])
  const rows = useMemo(() => (ledger ? entriesIn(ledger, periodRange(period)) : []), [ledger, period])
  const cents = rows.map(countedCents)
  const totalIn = fromCents(cents.filter((c) => c > 0).reduce((a, b) => a + b, 0))
  const totalOut = fromCents(-cents.filter((c) => c < 0).reduce((a, b) => a + b, 0))

  return (
    <Card.Root>
      <Card.Header className={css({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <Card.Title asChild>
          <h3>{m.wallet_transactions_in({ currency })}</h3>
        </Card.Title>
        <PeriodSelect
          value={period}
          onChange={(p) => {
            setPeriod(p)
            setShown(PAGE)
          }}
        />
      </Card.Header>
      <Card.Body>
        {ledger === undefined ? (
          <p className={css({ color: 'fg.muted' })}>{m.wallet_loading_transactions()}</p>
        ) : rows.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{m.wallet_no_transactions()}</p>
        ) : (
          <>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {m.wallet_ledger_totals({ count: rows.length, in: formatMoney(totalIn, currency), out: formatMoney(totalOut, currency) })}
            </p>
            <ul aria-label={m.wallet_transactions_in({ currency })} className={css({ display: 'flex', flexDirection: 'column' })}>
              {rows.slice(0, shown).map((e) => (
                <LedgerItem key={e.id} entry={e} clubName={e.kind === 'top_up' && e.club_id ? clubNames.get(e.club_id) : undefined} />
              ))}
            </ul>
            {rows.length > shown ? (
              <Button variant="outline" size="sm" className={css({ alignSelf: 'center' })} onClick={() => setShown((n) => n + PAGE)}>
                {m.wallet_show_more({ count: rows.length - shown })}
              </Button>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
