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
          <h3>Transactions in {currency}</h3>
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
          <p className={css({ color: 'fg.muted' })}>Loading your transactions…</p>
        ) : rows.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>No transactions in this period.</p>
        ) : (
          <>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {rows.length === 1 ? '1 transaction' : `${rows.length} transactions`} · in {formatMoney(totalIn, currency)} · out {formatMoney(totalOut, currency)} (completed only)
            </p>
            <ul aria-label={`Transactions in ${currency}`} className={css({ display: 'flex', flexDirection: 'column' })}>
              {rows.slice(0, shown).map((e) => (
                <LedgerItem key={e.id} entry={e} clubName={e.kind === 'top_up' && e.club_id ? clubNames.get(e.club_id) : undefined} />
              ))}
            </ul>
            {rows.length > shown ? (
              <Button variant="outline" size="sm" className={css({ alignSelf: 'center' })} onClick={() => setShown((n) => n + PAGE)}>
                Show more ({rows.length - shown} left)
              </Button>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
