import { saveCsv } from '~/lib/save-csv'
import type { ClubReport } from './club-report'
import type { ReportTable } from './report-csv'

/**
 * Saves one table of the report as a CSV file. The CSV writer (papaparse) is fetched on the first download only:
 * most visits to the reports never ask for a file.
 */
export async function downloadReportCsv(report: ClubReport, table: ReportTable): Promise<void> {
  const { reportCsv, reportFileName } = await import('./report-csv')
  saveCsv(reportCsv(report, table), reportFileName(report, table))
}
