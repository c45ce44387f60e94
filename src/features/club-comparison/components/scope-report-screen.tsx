import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { NativeSelect } from '~/components/native-select'
import { KeptNote } from '~/components/kept-note'
import { PageHeader } from '~/components/page-header'
import { ReportPeriodPicker } from '~/components/report-period-picker'
import { ScrollFrame } from '~/components/scroll-frame'
import { Button } from '~/components/ui/button'
import { useSyncStatus } from '~/db/queries'
import { useKeptAnswer } from '~/db/use-kept-answer'
import { m } from '~/i18n/staff'
import { rememberClubId } from '~/lib/chosen-club'
import { fetchCountries, readCountries } from '~/lib/countries'
import { deviceToday, formatPeriod, presetPeriod, type Period, type PeriodChoice } from '~/lib/report-period'
import { saveCsv } from '~/lib/save-csv'
import { notify } from '~/lib/toast'
import { fetchScopeClubs, readScopeClubs, type ClubReportPath, type ScopeClubs } from '../api/scope-clubs'
import { metricLabel, totalLines, type ComparisonLine } from '../lib/club-comparison'
import { changeText, figureText } from '../lib/figure-text'
import { REPORT_COLUMNS, reportSections, type ReportSection } from '../lib/scope-report'

const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'end', verticalAlign: 'top', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const nameCell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top', minW: '40' })
const delta = css({ display: 'block', textStyle: 'xs', color: 'fg.muted' })

interface Props {
  /** A country owner's report covers their countries; the network's can be narrowed to one country. */
  scope: 'country' | 'network'
  clubReportTo: ClubReportPath
}

type Column = (typeof REPORT_COLUMNS)[number]

/** The figures the finance page shows of each club: its money and its bookings. */
export const MONEY_COLUMNS: readonly Column[] = REPORT_COLUMNS.filter((c) => c.key === 'revenue' || c.key === 'revenue_per_court_hour' || c.key === 'bookings')

/**
 * A country's or the network's report for a period: each club's figures beside the period of the same length before,
 * each country's totals per currency (money is never added across currencies), and the whole as a CSV file. A club's
 * name opens its own report.
 */
export function ScopeReportScreen({ scope, clubReportTo }: Props) {
  return (
    <>
      <PageHeader
        title={m.club_comparison_reports()}
        description={scope === 'network' ? m.club_comparison_network_description() : m.club_comparison_country_description()}
      />
      <ScopeFigures scope={scope} clubReportTo={clubReportTo} columns={REPORT_COLUMNS} level={2} />
    </>
  )
}

/**
 * The clubs of the caller's scope for a period, by country, with a CSV file of the whole: the reports' body, and
 * the finance page's revenue by club (fewer columns, under the page's own heading).
 */
export function ScopeFigures({ scope, clubReportTo, columns, level }: Props & { columns: readonly Column[]; level: 2 | 3 }) {
  const navigate = useNavigate()
  const countryId = useId()
  const { online } = useSyncStatus()
  const [preset, setPreset] = useState<PeriodChoice['key']>('last-30-days')
  const [custom, setCustom] = useState<Period | null>(null)
  const [country, setCountry] = useState('')
  const period = preset === 'custom' && custom ? custom : presetPeriod(preset === 'custom' ? 'last-30-days' : preset, deviceToday())
  const countries = useKeptAnswer('countries', 'all', fetchCountries, readCountries, online ? 1 : 0)
  const current = useKeptAnswer('scope-clubs', `${period.from}/${period.to}/${country}`, () => fetchScopeClubs(period.from, period.to, country || null), readScopeClubs, online ? 1 : 0)
  const names = Object.fromEntries((countries && 'data' in countries ? countries.data : []).map((c) => [c.code, c.name]))
  const sections = current && 'data' in current ? reportSections(current.data.clubs, names) : []
  const scopeName =
    scope === 'network' ? (country ? (names[country] ?? country) : m.club_comparison_file_network()) : sections.length === 1 ? sections[0].title : m.club_comparison_file_countries()

  function openClub(clubId: string) {
    rememberClubId(clubId)
    void navigate({ to: clubReportTo })
  }

  async function download(report: ScopeClubs) {
    try {
      const { scopeReportCsv, scopeReportFileName } = await import('../lib/scope-report-csv')
      saveCsv(scopeReportCsv(report, sections), scopeReportFileName(report, scopeName))
    } catch (err) {
      notify.error(m.club_comparison_csv_failed(), err instanceof Error ? err.message : String(err))
    }
  }

  return (
    <>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}>
          {scope === 'network' ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
              <label htmlFor={countryId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
                {m.club_comparison_country()}
              </label>
              <NativeSelect id={countryId} value={country} onChange={(e) => setCountry(e.target.value)}>
                <option value="">{m.club_comparison_all_countries()}</option>
                {(countries && 'data' in countries ? countries.data : []).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <ReportPeriodPicker preset={preset} custom={custom ?? period} onPreset={setPreset} onCustom={setCustom} />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
            {current && 'data' in current
              ? m.club_comparison_report_note({ period: formatPeriod(current.data.period), previous: formatPeriod(current.data.previous_period) })
              : formatPeriod(period)}
          </p>
          {current && 'data' in current && current.data.clubs.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => void download(current.data)}>
              {m.club_comparison_download_csv()}
            </Button>
          ) : null}
        </div>
        {current && 'data' in current ? <KeptNote keptAt={current.keptAt} /> : null}
        {current === null ? (
          <p role="status">{m.club_comparison_loading_report()}</p>
        ) : 'error' in current ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {m.club_comparison_report_failed({ error: current.error })}
          </p>
        ) : current.data.clubs.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{m.club_comparison_no_clubs()}</p>
        ) : (
          <>
            {sections.map((s) => (
              <CountrySection key={s.countryCode} section={s} onOpenClub={openClub} columns={columns} level={level} />
            ))}
            {sections.length > 1 ? <TotalsTable title={m.club_comparison_all_countries()} lines={totalLines(current.data.clubs, 'all-')} columns={columns} level={level} /> : null}
          </>
        )}
      </div>
    </>
  )
}

interface TableProps {
  columns: readonly Column[]
  level: 2 | 3
}

function Figures({ line, columns }: { line: ComparisonLine; columns: readonly Column[] }) {
  return (
    <>
      {columns.map((c) => {
        const diff = changeText(c.key, line.now[c.key], line.before[c.key], line.currency)
        return (
          <td key={c.key} className={cell}>
            {figureText(c.key, line.now[c.key], line.currency)}
            {diff ? <span className={delta}>{diff}</span> : null}
          </td>
        )
      })}
    </>
  )
}

function Head({ first, columns }: { first: string; columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={cx(nameCell, css({ color: 'fg.muted', fontWeight: 'semibold' }))}>
          {first}
        </th>
        {columns.map((c) => (
          <th key={c.key} scope="col" className={cx(cell, css({ color: 'fg.muted', fontWeight: 'semibold' }))}>
            {metricLabel(c.key)}
          </th>
        ))}
      </tr>
    </thead>
  )
}

function TotalRows({ lines, columns }: { lines: readonly ComparisonLine[]; columns: readonly Column[] }) {
  return (
    <>
      {lines.map((l) => (
        <tr key={l.key} className={css({ bg: 'bg.subtle', fontWeight: 'semibold' })}>
          <th scope="row" className={cx(nameCell, css({ fontWeight: 'semibold' }))}>
            {l.name}
          </th>
          <Figures line={l} columns={columns} />
        </tr>
      ))}
    </>
  )
}

function CountrySection({ section, onOpenClub, columns, level }: TableProps & { section: ReportSection; onOpenClub: (clubId: string) => void }) {
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Heading id={headingId} className={css({ textStyle: level === 2 ? 'lg' : 'md', fontWeight: 'semibold' })}>
        {section.title}
      </Heading>
      <ScrollFrame label={m.club_comparison_section_label({ country: section.title })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
          <caption className={css({ srOnly: true })}>{m.club_comparison_section_caption({ country: section.title })}</caption>
          <Head first={m.club_comparison_club()} columns={columns} />
          <tbody>
            {section.clubs.map((l) => (
              <tr key={l.key}>
                <th scope="row" className={cx(nameCell, css({ fontWeight: 'medium' }))}>
                  <button
                    type="button"
                    onClick={() => onOpenClub(l.clubId!)}
                    className={css({ color: 'court.plain.fg', textDecoration: 'underline', cursor: 'pointer', textAlign: 'start' })}
                  >
                    {l.name}
                    <span className={css({ srOnly: true })}>{m.club_comparison_open_report_rest()}</span>
                  </button>
                </th>
                <Figures line={l} columns={columns} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRows lines={section.totals} columns={columns} />
          </tfoot>
        </table>
      </ScrollFrame>
    </section>
  )
}

function TotalsTable({ title, lines, columns, level }: TableProps & { title: string; lines: readonly ComparisonLine[] }) {
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Heading id={headingId} className={css({ textStyle: level === 2 ? 'lg' : 'md', fontWeight: 'semibold' })}>
        {title}
      </Heading>
      <ScrollFrame label={m.club_comparison_totals_label({ title })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
          <caption className={css({ srOnly: true })}>{m.club_comparison_totals_caption({ title })}</caption>
          <Head first={m.club_comparison_currency()} columns={columns} />
          <tbody>
            <TotalRows lines={lines} columns={columns} />
          </tbody>
        </table>
      </ScrollFrame>
    </section>
  )
}
