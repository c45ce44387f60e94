import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'
import { getFormatTag } from '~/i18n/current-locale'
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
      <AtTheClub ledger={ledger} />
    </section>
  )
}

/** Bookings paid at the club: what the desk took in the period, and what members still owe it (now). */
function AtTheClub({ ledger }: { ledger: ClubLedger }) {
  const a = ledger.at_the_club
  if (a.taken_count === 0 && a.due_count === 0) return null
  const money = (n: number) => formatMoney(n, ledger.currency)
  const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
  return (
    <section aria-labelledby="finance-at-the-club" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id="finance-at-the-club" className={css({ fontWeight: 'semibold' })}>
        {m.desk_finance_at_the_club()}
      </h3>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })}>
        <div className={box} data-testid="finance-taken-at-desk">
          <dt className={term}>{m.desk_finance_taken_at_desk()}</dt>
          <dd className={value}>{money(a.taken)}</dd>
          <dd className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.desk_finance_taken_count({ count: a.taken_count, shown: count(a.taken_count) })}</dd>
        </div>
        <div className={box} data-testid="finance-still-due">
          <dt className={term}>{m.desk_finance_still_due()}</dt>
          <dd className={value}>{money(a.due)}</dd>
          <dd className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            {m.desk_finance_still_due_count({ count: a.due_count, shown: count(a.due_count), overdue: money(a.overdue) })}
          </dd>
        </div>
      </dl>
    </section>
  )
}
