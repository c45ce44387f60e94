import type { ClubReport } from '../api/club-report'
import type { ReportTable } from '../lib/report-csv'

/**
 * Saves one table of the report as a CSV file. The CSV writer (papaparse) is fetched on the first download only:
 * most visits to the reports never ask for a file.
 */
export async function downloadReportCsv(report: ClubReport, table: ReportTable): Promise<void> {
  const { reportCsv, reportFileName } = await import('../lib/report-csv')
  // A byte-order mark so spreadsheet apps read the file as UTF-8 (names with accents).
  const blob = new Blob(['\uFEFF', reportCsv(report, table)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = reportFileName(report, table)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
