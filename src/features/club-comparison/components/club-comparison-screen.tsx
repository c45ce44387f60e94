import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { KeptNote } from '~/components/kept-note'
import { PageHeader } from '~/components/page-header'
import { ReportPeriodPicker } from '~/components/report-period-picker'
import { ScrollFrame } from '~/components/scroll-frame'
import { useSyncStatus } from '~/db/queries'
import { useKeptAnswer } from '~/db/use-kept-answer'
import { m } from '~/i18n/staff'
import { rememberClubId } from '~/lib/chosen-club'
import { deviceToday, formatPeriod, presetPeriod, type Period, type PeriodChoice } from '~/lib/report-period'
import { fetchScopeClubs, readScopeClubs, type ClubReportPath } from '../api/scope-clubs'
import { clubLines, metricLabel, sortLines, summaryLines, type ComparisonLine, type MetricKey } from '../lib/club-comparison'
import { changeText, figureText } from '../lib/figure-text'

const COLUMNS: { key: MetricKey }[] = [{ key: 'courts' }, { key: 'occupancy' }, { key: 'revenue' }, { key: 'revenue_per_court_hour' }, { key: 'members' }, { key: 'no_show_rate' }]

const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'end', verticalAlign: 'top', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
// The names read from the start (atomic classes do not override one another by order: one class per cell).
const nameCell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top', minW: '40' })
const delta = css({ display: 'block', textStyle: 'xs', color: 'fg.muted' })

/**
 * The clubs a country owner (or a super admin) runs, side by side for a period, each figure beside the period of
 * the same length before it; club_report's figures, so a club reads here as on its own desk.
 */
export function ClubComparisonScreen({ clubReportTo }: { clubReportTo: ClubReportPath }) {
  const navigate = useNavigate()
  const { online } = useSyncStatus()
  const [preset, setPreset] = useState<PeriodChoice['key']>('last-30-days')
  const [custom, setCustom] = useState<Period | null>(null)
  const today = deviceToday()
  const period = preset === 'custom' && custom ? custom : presetPeriod(preset === 'custom' ? 'last-30-days' : preset, today)
  const [sort, setSort] = useState<{ key: MetricKey | 'name'; descending: boolean }>({ key: 'revenue', descending: true })
  const current = useKeptAnswer('scope-clubs', `${period.from}/${period.to}/`, () => fetchScopeClubs(period.from, period.to), readScopeClubs, online ? 1 : 0)

  function openDesk(clubId: string) {
    // The club's report opens on this club: the club choice is the device's, like the top bar's switcher.
    rememberClubId(clubId)
    void navigate({ to: clubReportTo })
  }

  function sortBy(k: MetricKey | 'name') {
    setSort((s) => (s.key === k ? { key: k, descending: !s.descending } : { key: k, descending: k !== 'name' }))
  }

  const header = (k: MetricKey | 'name', label: string, start = false) => (
    <th
      key={k}
      scope="col"
      aria-sort={sort.key === k ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      className={cx(start ? nameCell : cell, css({ fontWeight: 'medium', color: 'fg.muted' }))}
    >
      <button type="button" onClick={() => sortBy(k)} className={css({ cursor: 'pointer', fontWeight: 'semibold', textAlign: 'inherit', _hover: { textDecoration: 'underline' } })}>
        {label}
        {sort.key === k ? (sort.descending ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  )

  const line = (l: ComparisonLine, summary: boolean) => (
    <tr key={l.key} className={summary ? css({ bg: 'bg.subtle', fontWeight: 'semibold' }) : undefined}>
      <th scope="row" className={cx(nameCell, css({ fontWeight: summary ? 'semibold' : 'medium' }))}>
        {l.clubId ? (
          <button type="button" onClick={() => openDesk(l.clubId!)} className={css({ color: 'court.plain.fg', textDecoration: 'underline', cursor: 'pointer', textAlign: 'start' })}>
            {l.name}
          </button>
        ) : (
          l.name
        )}
      </th>
      {COLUMNS.map((c) => {
        const diff = changeText(c.key, l.now[c.key], l.before[c.key], l.currency)
        return (
          <td key={c.key} className={cell}>
            {figureText(c.key, l.now[c.key], l.currency)}
            {diff ? <span className={delta}>{diff}</span> : null}
          </td>
        )
      })}
    </tr>
  )

  return (
    <>
      <PageHeader title={m.club_comparison_title()} description={m.club_comparison_description()} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <ReportPeriodPicker preset={preset} custom={custom ?? period} onPreset={setPreset} onCustom={setCustom} />
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {current && 'data' in current
            ? m.club_comparison_compared_with({ period: formatPeriod(current.data.period), previous: formatPeriod(current.data.previous_period) })
            : formatPeriod(period)}{' '}
          {m.club_comparison_comparison_note()}
        </p>
        {current && 'data' in current ? <KeptNote keptAt={current.keptAt} /> : null}
        {current === null ? (
          <p role="status">{m.club_comparison_comparing()}</p>
        ) : 'error' in current ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {current.error}
          </p>
        ) : (
          <ScrollFrame label={m.club_comparison_compared_label()}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
              <caption className={css({ srOnly: true })}>{m.club_comparison_compared_caption({ period: formatPeriod(current.data.period) })}</caption>
              <thead>
                <tr>
                  {header('name', m.club_comparison_club(), true)}
                  {COLUMNS.map((c) => header(c.key, metricLabel(c.key)))}
                </tr>
              </thead>
              <tbody>{sortLines(clubLines(current.data.clubs), sort.key, sort.descending).map((l) => line(l, false))}</tbody>
              <tfoot>{summaryLines(current.data.clubs).map((l) => line(l, true))}</tfoot>
            </table>
          </ScrollFrame>
        )}
      </div>
    </>
  )
}
