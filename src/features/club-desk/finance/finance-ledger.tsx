import { useId, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { DateInput } from '~/components/date-input'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { todayInZone } from '~/lib/club-time'
import { deviceToday, LEDGER_PERIODS, periodProblem, presetPeriod, type Period, type PeriodChoice } from '~/lib/report-period'
import { downloadLedgerCsv } from './download-ledger-csv'
import { FinanceLedgerDays } from './finance-ledger-days'
import { FinanceLedgerLines } from './finance-ledger-lines'
import { FinanceLedgerSummary } from './finance-ledger-summary'
import { useClubLedger } from './use-club-ledger'

const label = css({ textStyle: 'sm', fontWeight: 'medium' })
const control = css({ display: 'flex', flexDirection: 'column', gap: '1' })
// Room for "Wed 30 Sep 2026" and the calendar button.
const dateWidth = css({ w: '13rem', maxW: 'full' })
const select = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default' })
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' })

/**
 * The club's revenue ledger: what it earned day by day in a period (court bookings paid from wallets, walk-ins
 * paid at the desk, tournament entries, moves and refunds), the top-ups its desk confirmed beside it, and both
 * as CSV. The figures are the database's (club_ledger), the same revenue the dashboard and the reports read.
 */
export function FinanceLedger() {
  const { clubs, club } = useClubChoice()
  const [preset, setPreset] = useState<PeriodChoice['key']>('month-so-far')
  const [custom, setCustom] = useState<Period>(() => presetPeriod('month-so-far', deviceToday()))
  const [saving, setSaving] = useState<string | null>(null)
  const ids = { preset: useId() }
  // The presets are the club's days (its time zone comes with the club choice), not the device's.
  const period = preset === 'custom' ? custom : presetPeriod(preset, club ? todayInZone(club.time_zone) : deviceToday())
  const problem = preset === 'custom' ? periodProblem(custom) : null
  const { ledger, error } = useClubLedger(club?.id ?? null, problem ? null : period)

  const failure = clubs.status === 'error' ? clubs.message : clubs.status === 'ready' && !club ? m.desk_no_club() : error

  async function save(what: 'lines' | 'days') {
    if (!ledger) return
    setSaving(what)
    try {
      await downloadLedgerCsv(ledger, what)
    } finally {
      setSaving(null)
    }
  }

  return (
    <Card.Root className={css({ mt: '6' })}>
      <Card.Header className={css({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: '3xl' })}>
          <Card.Title asChild>
            <h2>{club ? m.desk_finance_title_club({ club: club.name }) : m.desk_finance_title()}</h2>
          </Card.Title>
          <Card.Description>
            {m.desk_finance_description()}
          </Card.Description>
        </div>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
          <div className={control}>
            <label htmlFor={ids.preset} className={label}>
              {m.desk_finance_period()}
            </label>
            <select
              id={ids.preset}
              value={preset}
              className={select}
              onChange={(e) => {
                const next = e.target.value as PeriodChoice['key']
                // Choosing dates starts from the period on screen.
                if (next === 'custom') setCustom(period)
                setPreset(next)
              }}
            >
              {LEDGER_PERIODS.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          {preset === 'custom' ? (
            <>
              <DateInput label={m.desk_finance_first_day()} className={dateWidth} value={custom.from} max={custom.to || undefined} onChange={(from) => setCustom({ ...custom, from })} />
              <DateInput label={m.desk_finance_last_day()} className={dateWidth} value={custom.to} min={custom.from || undefined} onChange={(to) => setCustom({ ...custom, to })} />
            </>
          ) : null}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', ms: { md: 'auto' } })}>
            <Button size="sm" variant="outline" disabled={!ledger} loading={saving === 'lines'} loadingText={m.desk_finance_preparing()} onClick={() => void save('lines')}>
              {m.desk_finance_download_lines()}
            </Button>
            <Button size="sm" variant="outline" disabled={!ledger} loading={saving === 'days'} loadingText={m.desk_finance_preparing()} onClick={() => void save('days')}>
              {m.desk_finance_download_days()}
            </Button>
          </div>
        </div>
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {problem}
          </p>
        ) : failure ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {m.desk_finance_failed({ error: failure })}
          </p>
        ) : !ledger ? (
          <p className={css({ color: 'fg.muted' })}>{m.desk_finance_loading()}</p>
        ) : (
          <>
            <FinanceLedgerSummary ledger={ledger} />
            <section aria-labelledby="ledger-days-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h3 id="ledger-days-title" className={heading}>
                {m.desk_finance_by_day()}
              </h3>
              <FinanceLedgerDays ledger={ledger} />
            </section>
            <section aria-labelledby="ledger-lines-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h3 id="ledger-lines-title" className={heading}>
                {m.desk_finance_lines()}
              </h3>
              <FinanceLedgerLines key={`${ledger.club.id}-${ledger.from}-${ledger.to}`} ledger={ledger} />
            </section>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
