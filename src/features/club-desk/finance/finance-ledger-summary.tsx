import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'
import type { ClubLedger } from './club-ledger'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '3',
  borderRadius: 'l2',
  bg: 'bg.subtle',
  minW: '0',
})
const term = css({
  textStyle: 'xs',
  color: 'fg.muted',
  fontWeight: 'medium',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
const value = css({
  textStyle: 'lg',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
})

/** The period's totals: revenue first, its parts, then the top-ups beside it (not in it). */
export function FinanceLedgerSummary({ ledger }: { ledger: ClubLedger }) {
  const t = ledger.totals
  const money = (n: number) => formatMoney(n, ledger.currency)
  const parts: Array<[string, number]> = [
    [m.desk_finance_bookings(), t.bookings],
    [m.desk_finance_walk_ins(), t.walk_ins],
    [m.desk_finance_moves(), t.moves],
    [m.desk_finance_refunds(), t.refunds],
  ]
  if (t.tournaments !== 0) parts.push([m.desk_finance_tournament_entries(), t.tournaments])
  if (t.other !== 0) parts.push([m.desk_finance_other(), t.other])
  return (
    <section aria-label={m.desk_finance_period_totals()} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })}>
        <div className={box}>
          <dt className={term}>{m.desk_finance_revenue()}</dt>
          <dd className={css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>{money(t.revenue)}</dd>
        </div>
        <div className={box}>
          <dt className={term}>{m.desk_finance_top_ups_confirmed()}</dt>
          <dd className={css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>{money(t.top_ups)}</dd>
          <dd className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.desk_finance_top_ups_note()}</dd>
        </div>
      </dl>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '2' })}>
        {parts.map(([label, amount]) => (
          <div key={label} className={box}>
            <dt className={term}>{label}</dt>
            <dd className={value}>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
