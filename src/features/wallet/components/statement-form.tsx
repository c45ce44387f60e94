import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { DateInput } from '~/components/date-input'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { formatMoney } from '~/lib/money'
import { currencyTitle } from '../lib/currency-name'
import { periods, isIsoDate, localIsoDate, periodRange, type DateRange, type PeriodKey } from '../lib/period'
import { downloadStatementCsv } from './download-statement'
import { PeriodSelect } from './period-select'
import { useStatement } from './use-statement'
import { m } from '~/i18n/member'

type Choice = PeriodKey | 'custom'
const choices = (): { key: Choice; label: string }[] => [...periods(), { key: 'custom', label: m.wallet_custom_dates() }]

// Stands in while the custom dates are invalid, so the statement hook keeps a stable input.
const EMPTY: DateRange = { from: '1970-01-01', to: '1970-01-01' }

export const DATES_REQUIRED = (): string => m.wallet_dates_required()
export const DATES_ORDER = (): string => m.wallet_dates_order()

function customRange(from: string, to: string): DateRange | string {
  if (!isIsoDate(from) || !isIsoDate(to)) return DATES_REQUIRED()
  if (to < from) return DATES_ORDER()
  return { from, to }
}

export interface StatementFormProps {
  initialCurrency: string
  currencies: readonly string[]
  onDone: () => void
}

export function StatementForm({ initialCurrency, currencies, onDone }: StatementFormProps) {
  const [currency, setCurrency] = useState(initialCurrency)
  const money = (n: number) => formatMoney(n, currency)
  const [choice, setChoice] = useState<Choice>('last-month')
  const today = localIsoDate(new Date())
  const [from, setFrom] = useState(periodRange('this-month').from ?? today)
  const [to, setTo] = useState(today)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const picked = useMemo(() => (choice === 'custom' ? customRange(from, to) : periodRange(choice)), [choice, from, to])
  const range = typeof picked === 'string' ? null : picked
  const statement = useStatement(currency, range ?? EMPTY)

  async function download() {
    if (!statement || !range) return
    setBusy(true)
    setFailed(null)
    try {
      await downloadStatementCsv(statement)
    } catch {
      setFailed(m.wallet_csv_failed())
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Dialog.Body>
        {currencies.length > 1 ? (
          <Field.Root>
            <Field.Label>{m.wallet_balance()}</Field.Label>
            <Field.Select name="currency" value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {currencyTitle(c)}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        ) : null}
        <PeriodSelect<Choice> value={choice} onChange={setChoice} options={choices()} />
        {choice === 'custom' ? (
          // One above the other: in this narrow dialog a written-out date and its calendar button need the whole width.
          <div className={css({ display: 'grid', gridTemplateColumns: '1fr', gap: '3' })}>
            <DateInput label={m.wallet_from()} value={from} max={today} onChange={setFrom} invalid={typeof picked === 'string'} />
            <DateInput label={m.wallet_to()} value={to} onChange={setTo} invalid={typeof picked === 'string'} />
          </div>
        ) : null}
        {typeof picked === 'string' ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {picked}
          </p>
        ) : statement ? (
          <dl aria-label={m.wallet_statement_summary()} className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', textStyle: 'sm', '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })}>
            <dt>{m.wallet_opening_balance()}</dt>
            <dd>{money(statement.opening)}</dd>
            <dt>{m.wallet_money_in()}</dt>
            <dd>{money(statement.totalCredits)}</dd>
            <dt>{m.wallet_money_out()}</dt>
            <dd>{money(statement.totalDebits)}</dd>
            <dt className={css({ fontWeight: 'semibold' })}>{m.wallet_closing_balance()}</dt>
            <dd className={css({ fontWeight: 'semibold' })}>{money(statement.closing)}</dd>
            <dt>{m.wallet_transactions()}</dt>
            <dd>{statement.lines.length}</dd>
          </dl>
        ) : (
          <p className={css({ color: 'fg.muted' })}>{m.wallet_loading_transactions()}</p>
        )}
        {failed ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {failed}
          </p>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
        <Button variant="outline" loading={busy} loadingText={m.wallet_preparing()} disabled={!statement || !range} onClick={() => void download()}>
          {m.wallet_download_csv()}
        </Button>
        {range ? (
          <Link
            to="/player-balance/statement"
            search={{ from: range.from ?? undefined, to: range.to, currency }}
            className={cx(button({ variant: 'solid' }))}
            onClick={onDone}
          >
            {m.wallet_printable_statement()}
          </Link>
        ) : null}
      </Dialog.Footer>
    </>
  )
}
