import { useId, useState, type ReactNode } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import type { ClubReport } from './club-report'
import type { ReportTable } from './report-csv'
import { downloadReportCsv } from './download-report-csv'
import { ReportTableShown } from './report-table-shown'

interface Props {
  title: string
  description: ReactNode
  report: ClubReport
  table: ReportTable
  /** The drawing (hidden from screen readers), or nothing when the table is the whole section. */
  chart?: ReactNode
  /** The same numbers as a table: always read by screen readers, shown on the page when asked (or when there is no chart). */
  data: ReactNode
}

/** One part of the reports page: a chart, its numbers as a table, and the table as a CSV file. */
export function ReportSection({ title, description, report, table, chart, data }: Props) {
  const headingId = useId()
  const tableId = useId()
  const [showTable, setShowTable] = useState(false)
  const [saving, setSaving] = useState(false)
  const tableVisible = showTable || !chart
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '2' })}>
        <div className={css({ minW: '0' })}>
          <h2 id={headingId} className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
            {title}
          </h2>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{description}</p>
        </div>
        <div className={css({ display: 'flex', gap: '2' })}>
          {chart ? (
            <Button size="sm" variant="outline" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
              {showTable ? m.desk_reports_hide_table() : m.desk_reports_show_table()}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            loading={saving}
            onClick={() => {
              setSaving(true)
              downloadReportCsv(report, table)
                .catch((err: unknown) => notify.error(m.desk_reports_csv_failed(), err instanceof Error ? err.message : String(err)))
                .finally(() => setSaving(false))
            }}
          >
            {m.desk_reports_download_csv()}
            <span className={css({ srOnly: true })}>{m.desk_reports_download_of({ title })}</span>
          </Button>
        </div>
      </div>
      {chart}
      <div id={tableId} className={tableVisible ? undefined : css({ srOnly: true })}>
        <ReportTableShown.Provider value={tableVisible}>{data}</ReportTableShown.Provider>
      </div>
    </section>
  )
}
