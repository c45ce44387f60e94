import { useState } from 'react'
import { m } from '~/i18n/staff'
import { ScrollFrame } from '~/components/scroll-frame'
import { css, cx } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { formatMoney } from '~/lib/money'
import type { ClubLedger } from './club-ledger'
import { categoryLabel, clubTime, formatLedgerDay } from './ledger-labels'
import { storedWords } from '~/i18n/server-words'

const PAGE = 100
const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** Every line of the period, oldest first, a hundred at a time (a busy month has thousands). */
export function FinanceLedgerLines({ ledger }: { ledger: ClubLedger }) {
  const [shown, setShown] = useState(PAGE)
  const lines = ledger.lines.slice(0, shown)
  const zone = ledger.club.time_zone
  if (ledger.lines.length === 0) return <p className={css({ color: 'fg.muted' })}>{m.desk_finance_nothing_moved({ club: ledger.club.name })}</p>
  return (
    <>
      <ScrollFrame label={m.desk_finance_lines_label()}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
          <caption className={css({ srOnly: true })}>{m.desk_finance_lines_caption({ currency: ledger.currency })}</caption>
          <thead>
            <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
              <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>{m.desk_finance_when()}</th>
              <th scope="col" className={cell}>{m.desk_finance_what()}</th>
              <th scope="col" className={cx(cell, css({ hideBelow: 'lg' }))}>{m.desk_finance_description_col()}</th>
              <th scope="col" className={cx(cell, num)}>{m.desk_finance_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.at}-${l.kind}-${l.booking_id ?? i}`} className={l.counted ? undefined : css({ color: 'fg.muted' })}>
                <td className={cx(cell, css({ whiteSpace: 'nowrap', hideBelow: 'md' }))}>
                  <span className={css({ display: 'block' })}>{formatLedgerDay(l.day)}</span>
                  <time dateTime={l.at} className={css({ color: 'fg.muted' })}>{clubTime(l.at, zone)}</time>
                </td>
                <td className={cell}>
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>{categoryLabel(l.category)}</span>
                  <span className={css({ display: 'block', overflowWrap: 'anywhere' })}>{l.who}</span>
                  <span className={css({ hideFrom: 'lg', display: 'block', color: 'fg.muted', overflowWrap: 'anywhere' })}>{storedWords(l.description, l.description_message)}</span>
                  <span className={css({ hideFrom: 'md', display: 'block', color: 'fg.muted' })}>
                    {m.desk_finance_day_time({ day: formatLedgerDay(l.day, true), time: clubTime(l.at, zone) })}
                  </span>
                </td>
                <td className={cx(cell, css({ hideBelow: 'lg', overflowWrap: 'anywhere' }))}>{storedWords(l.description, l.description_message)}</td>
                <td className={cx(cell, num)}>
                  {formatMoney(l.amount, ledger.currency)}
                  {l.counted ? null : <span className={css({ display: 'block', textStyle: 'xs' })}>{m.desk_finance_not_revenue()}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
          {m.desk_finance_showing({ shown: lines.length, all: ledger.lines.length })}
        </p>
        {shown < ledger.lines.length ? (
          <Button size="sm" variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            {m.desk_finance_show_more()}
          </Button>
        ) : null}
      </div>
    </>
  )
}
