import { useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { PageHeader } from '~/components/page-header'
import { formatPeriod, presetPeriod, type Period, type PeriodChoice } from '~/lib/report-period'
import { ReportBody } from './report-body'
import { ReportPeriodPicker } from '~/components/report-period-picker'
import { KeptNote } from '~/components/kept-note'
import { useSyncStatus } from '~/db/queries'
import { todayInZone } from '~/lib/club-time'
import { useClubReport } from './use-club-report'

/** The club's reports for a chosen period, each figure beside the period of the same length before it. */
export function ReportsScreen() {
  const { clubs, club } = useClubChoice()
  const { online } = useSyncStatus()
  // The presets are the club's days, not the device's: its time zone comes with the club choice (kept offline too).
  const today = club ? todayInZone(club.time_zone) : null
  const [preset, setPreset] = useState<PeriodChoice['key']>('last-30-days')
  const [custom, setCustom] = useState<Period | null>(null)
  const period = today ? (preset === 'custom' && custom ? custom : presetPeriod(preset === 'custom' ? 'last-30-days' : preset, today)) : null
  const state = useClubReport(club?.id ?? null, period, online ? 1 : 0)

  const error =
    clubs.status === 'error'
      ? clubs.message
      : clubs.status === 'ready' && !club
        ? m.desk_no_club()
        : state.status === 'error'
          ? state.message
          : null
  const report = state.status === 'ready' ? state.report : state.status === 'loading' ? state.stale : null
  const busy = state.status === 'loading'

  return (
    <>
      <PageHeader
        title={m.desk_reports_title()}
        description={club ? m.desk_reports_description({ club: club.name }) : m.desk_reports_description_any()}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        {period ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <ReportPeriodPicker
              preset={preset}
              custom={custom ?? period}
              onPreset={(p) => {
                // Custom starts from the period on screen, so the dates are there to be changed.
                if (p === 'custom' && !custom) setCustom(period)
                setPreset(p)
              }}
              onCustom={setCustom}
            />
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {report && !busy
                ? m.desk_reports_period_line({ period: formatPeriod(report.period), days: report.period.days, previous: formatPeriod(report.previous_period) })
                : m.desk_reports_loading_period({ period: formatPeriod(period) })}
            </p>
          </div>
        ) : null}
        {state.status === 'ready' ? <KeptNote keptAt={state.keptAt} /> : null}
        {error ? (
          <p role="alert" className={css({ color: 'red.plain.fg' })}>
            {m.desk_reports_failed({ error })}
          </p>
        ) : !report ? (
          period ? null : (
            <p className={css({ color: 'fg.muted' })} role="status">
              {m.desk_reports_loading()}
            </p>
          )
        ) : (
          <div aria-busy={busy} className={css({ display: 'flex', flexDirection: 'column', gap: '6', opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' })}>
            <ReportBody report={report} />
          </div>
        )}
      </div>
    </>
  )
}
