import { css, cx } from 'styled-system/css'
import { formatDay, formatWhen } from '../lib/format-date'
import { formatMoney } from '~/lib/money'
import type { Statement } from '../lib/statement'
import { m } from '~/i18n/member'
import { storedWords } from '~/i18n/server-words'

const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const cell = css({ px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top' })
const edge = css({ fontWeight: 'semibold', bg: 'bg.subtle' })
const rowHead = cx(cell, css({ textAlign: 'start', fontWeight: 'semibold' }))

/** Every line of the period between its opening and closing balances, with the running balance. */
export function StatementTable({ statement: s }: { statement: Statement }) {
  const day = (date: string) => formatDay(`${date}T12:00:00`)
  const money = (n: number) => formatMoney(n, s.currency)
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm', '& th, & td': { px: '2', py: '2' } })}>
        <caption className={css({ srOnly: true })}>{m.wallet_statement_lines()}</caption>
        <thead>
          <tr className={css({ textAlign: 'start', color: 'fg.muted', '& th': { fontWeight: 'medium', borderBottomWidth: '1px', borderColor: 'border.default' } })}>
            <th scope="col" className={css({ textAlign: 'start' })}>{m.wallet_date()}</th>
            <th scope="col" className={css({ textAlign: 'start' })}>{m.wallet_description()}</th>
            <th scope="col" className={num}>{m.wallet_credit()}</th>
            <th scope="col" className={num}>{m.wallet_debit()}</th>
            <th scope="col" className={num}>{m.wallet_balance()}</th>
          </tr>
        </thead>
        <tbody>
          <tr className={edge}>
            <td className={cell}>{s.range.from ? day(s.range.from) : '—'}</td>
            <th scope="row" className={rowHead}>{m.wallet_opening_balance()}</th>
            <td className={cell} />
            <td className={cell} />
            <td className={cx(cell, num)}>{money(s.opening)}</td>
          </tr>
          {s.lines.map((l) => (
            <tr key={l.id}>
              <td className={cx(cell, css({ whiteSpace: 'nowrap' }))}>{formatWhen(l.at)}</td>
              <td className={cell}>{storedWords(l.description, l.description_message)}</td>
              <td className={cx(cell, num)}>{l.credit === null ? '' : money(l.credit)}</td>
              <td className={cx(cell, num)}>{l.debit === null ? '' : money(l.debit)}</td>
              <td className={cx(cell, num)}>{money(l.balance)}</td>
            </tr>
          ))}
          {s.lines.length === 0 ? (
            <tr>
              <td className={cell} />
              <td className={cell} colSpan={4}>
                {m.wallet_no_completed_transactions()}
              </td>
            </tr>
          ) : null}
          <tr className={edge}>
            <td className={cell}>{day(s.range.to)}</td>
            <th scope="row" className={rowHead}>{m.wallet_closing_balance()}</th>
            <td className={cx(cell, num)}>{money(s.totalCredits)}</td>
            <td className={cx(cell, num)}>{money(s.totalDebits)}</td>
            <td className={cx(cell, num)}>{money(s.closing)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
