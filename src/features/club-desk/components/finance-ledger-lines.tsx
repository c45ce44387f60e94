import { useState } from 'react'
import { ScrollFrame } from '~/components/scroll-frame'
import { css, cx } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { formatMoney } from '~/lib/money'
import type { ClubLedger } from '../api/club-ledger'
import { CATEGORY_LABEL, clubTime, formatLedgerDay } from '../lib/ledger-labels'

const PAGE = 100
const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** Every line of the period, oldest first, a hundred at a time (a busy month has thousands). */
export function FinanceLedgerLines({ ledger }: { ledger: ClubLedger }) {
  const [shown, setShown] = useState(PAGE)
  const lines = ledger.lines.slice(0, shown)
  const zone = ledger.club.time_zone
  if (ledger.lines.length === 0) return <p className={css({ color: 'fg.muted' })}>No money moved at {ledger.club.name} in this period.</p>
  return (
    <>
      <ScrollFrame label="Ledger lines">
        <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
          <caption className={css({ srOnly: true })}>Ledger lines ({ledger.currency})</caption>
          <thead>
            <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
              <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>When</th>
              <th scope="col" className={cell}>What</th>
              <th scope="col" className={cx(cell, css({ hideBelow: 'lg' }))}>Description</th>
              <th scope="col" className={cx(cell, num)}>Amount</th>
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
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>{CATEGORY_LABEL[l.category]}</span>
                  <span className={css({ display: 'block', overflowWrap: 'anywhere' })}>{l.who}</span>
                  <span className={css({ hideFrom: 'lg', display: 'block', color: 'fg.muted', overflowWrap: 'anywhere' })}>{l.description}</span>
                  <span className={css({ hideFrom: 'md', display: 'block', color: 'fg.muted' })}>
                    {formatLedgerDay(l.day, true)}, {clubTime(l.at, zone)}
                  </span>
                </td>
                <td className={cx(cell, css({ hideBelow: 'lg', overflowWrap: 'anywhere' }))}>{l.description}</td>
                <td className={cx(cell, num)}>
                  {formatMoney(l.amount, ledger.currency)}
                  {l.counted ? null : <span className={css({ display: 'block', textStyle: 'xs' })}>not revenue</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
          Showing {lines.length} of {ledger.lines.length} lines
        </p>
        {shown < ledger.lines.length ? (
          <Button size="sm" variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Show more lines
          </Button>
        ) : null}
      </div>
    </>
  )
}
