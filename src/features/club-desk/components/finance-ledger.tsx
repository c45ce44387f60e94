import { useId, useState } from 'react'
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

  const failure = clubs.status === 'error' ? clubs.message : clubs.status === 'ready' && !club ? 'You are not staff of any club yet.' : error

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
            <h2>Revenue ledger{club ? ` · ${club.name}` : ''}</h2>
          </Card.Title>
          <Card.Description>
            Revenue is what the club earned: courts paid from members' wallets and walk-ins paid at the desk, tournament entries, move
            differences, less refunds. Top-ups confirmed at the desk are listed beside it but not counted: they stay the members' money
            until they spend it here. Days are the club's own.
          </Card.Description>
        </div>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
          <div className={control}>
            <label htmlFor={ids.preset} className={label}>
              Period
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
              <DateInput label="First day" className={dateWidth} value={custom.from} max={custom.to || undefined} onChange={(from) => setCustom({ ...custom, from })} />
              <DateInput label="Last day" className={dateWidth} value={custom.to} min={custom.from || undefined} onChange={(to) => setCustom({ ...custom, to })} />
            </>
          ) : null}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', ms: { md: 'auto' } })}>
            <Button size="sm" variant="outline" disabled={!ledger} loading={saving === 'lines'} loadingText="Preparing..." onClick={() => void save('lines')}>
              Download lines (CSV)
            </Button>
            <Button size="sm" variant="outline" disabled={!ledger} loading={saving === 'days'} loadingText="Preparing..." onClick={() => void save('days')}>
              Download daily totals (CSV)
            </Button>
          </div>
        </div>
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {problem}
          </p>
        ) : failure ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            The ledger could not be loaded: {failure}
          </p>
        ) : !ledger ? (
          <p className={css({ color: 'fg.muted' })}>Loading the ledger…</p>
        ) : (
          <>
            <FinanceLedgerSummary ledger={ledger} />
            <section aria-labelledby="ledger-days-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h3 id="ledger-days-title" className={heading}>
                By day
              </h3>
              <FinanceLedgerDays ledger={ledger} />
            </section>
            <section aria-labelledby="ledger-lines-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h3 id="ledger-lines-title" className={heading}>
                Lines
              </h3>
              <FinanceLedgerLines key={`${ledger.club.id}-${ledger.from}-${ledger.to}`} ledger={ledger} />
            </section>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
