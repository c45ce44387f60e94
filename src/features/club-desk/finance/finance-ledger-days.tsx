import { ScrollFrame } from '~/components/scroll-frame'
import { m } from '~/i18n/staff'
import { css, cx } from 'styled-system/css'
import { formatMoney } from '~/lib/money'
import type { ClubLedger, LedgerFigures } from './club-ledger'
import { dayColumns, formatLedgerDay, type DayColumn } from './ledger-labels'

const cell = css({ px: { base: '2', md: '3' }, py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', whiteSpace: 'nowrap' })
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })
// A phone shows each day's revenue and top-ups, a tablet adds the bookings, a desktop every part (the period's
// parts are in the totals above at every width).
const SHOWN: Partial<Record<DayColumn['key'], string>> = { bookings: css({ hideBelow: 'md' }) }
const shown = (key: DayColumn['key']) => (key === 'revenue' || key === 'top_ups' ? undefined : (SHOWN[key] ?? css({ hideBelow: 'xl' })))

/** The period day by day, with the totals as the last row; revenue never includes the top-ups beside it. */
export function FinanceLedgerDays({ ledger }: { ledger: ClubLedger }) {
  const columns = dayColumns(ledger.totals)
  const money = (n: number) => formatMoney(n, ledger.currency)
  const row = (f: LedgerFigures) =>
    columns.map((c) => (
      <td
        key={c.key}
        className={cx(cell, num, shown(c.key), f[c.key] === 0 ? css({ color: 'fg.muted' }) : undefined, c.key === 'revenue' ? css({ fontWeight: 'semibold' }) : undefined)}
      >
        {money(f[c.key])}
      </td>
    ))
  return (
    <ScrollFrame label={m.desk_finance_by_day_label()}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
        <caption className={css({ srOnly: true })}>{m.desk_finance_by_day_caption({ currency: ledger.currency })}</caption>
        <thead>
          <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
            <th scope="col" className={cell}>
              {m.desk_finance_day()}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx(cell, num, shown(c.key))}>
                {c.key === 'top_ups' ? (
                  <>
                    {m.desk_finance_top_ups()} <span className={css({ hideBelow: 'lg' })}>{m.desk_finance_confirmed()}</span>
                  </>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ledger.days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
                <span className={css({ hideFrom: 'xl' })}>{formatLedgerDay(d.day, true)}</span>
                <span className={css({ hideBelow: 'xl' })}>{formatLedgerDay(d.day)}</span>
              </th>
              {row(d)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={css({ fontWeight: 'bold', bg: 'bg.subtle' })}>
            <th scope="row" className={cell}>
              {m.desk_finance_total()}
            </th>
            {row(ledger.totals)}
          </tr>
        </tfoot>
      </table>
    </ScrollFrame>
  )
}
